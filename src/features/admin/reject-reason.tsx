// The reason of a Reject (issue 23): one of the six reasons, none chosen
// beforehand (the Admin must pick one), and an optional note, both told to
// the author. Used by the one-item confirmation and the bulk one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { RadioGroupField } from '../../components/ui/choice-fields';
import { TextAreaField } from '../../components/ui/text-area-field';
import { REJECT_NOTE_MAX, REJECT_REASONS, type Rejection } from '../../domain/moderation';
import { m, useLocale } from '../../i18n';
import { reasonLabel } from '../../i18n/reasons';

const rejectionSchema = z.object({
  reason: z.string().pipe(z.enum(REJECT_REASONS, { error: () => m.moderation_reason_required() })),
  note: z
    .string()
    .trim()
    .max(REJECT_NOTE_MAX, { error: () => m.moderation_note_too_long({ max: REJECT_NOTE_MAX }) }),
});

type RejectionInput = z.input<typeof rejectionSchema>;

export function useRejectionForm() {
  return useForm<RejectionInput, unknown, Rejection>({
    resolver: zodResolver(rejectionSchema),
    defaultValues: { reason: '', note: '' },
  });
}

export function RejectReasonFields({ control }: { control: Control<RejectionInput, unknown, Rejection> }) {
  const locale = useLocale();
  const options = REJECT_REASONS.map((reason) => ({ value: reason, label: reasonLabel(reason, locale) }));
  return (
    <>
      <RadioGroupField control={control} name="reason" legend={m.moderation_reason_legend()} hint={m.moderation_reason_hint()} options={options} />
      <TextAreaField control={control} name="note" label={m.moderation_note_label()} max={REJECT_NOTE_MAX} rows={3} />
    </>
  );
}
