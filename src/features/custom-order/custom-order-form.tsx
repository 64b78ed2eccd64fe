// The custom request (spec §2 "/custom"). Not wired to any service yet (spec
// §7 "No server call is made by ... custom request"): a valid request is
// logged and confirmed in a dialog, and the form clears. With no service call
// there is nothing to wait for and nothing that can fail, so it needs no
// useServiceForm (until it is wired to a service).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroupField, type ChoiceOption } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import { FileListField } from '../../components/ui/file-list-field';
import layout from '../../components/ui/form-layout.module.css';
import { TextAreaField } from '../../components/ui/text-area-field';
import { localizedOption } from '../../config/options';
import { m, useLocale } from '../../i18n';
import { PrivacyNote } from '../../components/ui/privacy-note';
import {
  customOrderSchema,
  describeCustomOrder,
  EMPTY_CUSTOM_ORDER,
  type CustomOrderInput,
  type CustomOrderValues,
} from '../../lib/forms/custom-order';

const URGENCY_OPTIONS: readonly ChoiceOption[] = [
  localizedOption('asap', m.store_custom_urgency_asap),
  localizedOption('week', m.store_custom_urgency_week),
  localizedOption('month', m.store_custom_urgency_month),
];

export function CustomOrderForm() {
  const [submitted, setSubmitted] = useState(false);
  const language = useLocale();
  const { control, handleSubmit, reset } = useForm<CustomOrderInput, unknown, CustomOrderValues>({
    resolver: zodResolver(customOrderSchema),
    defaultValues: EMPTY_CUSTOM_ORDER,
  });

  const onSubmit = handleSubmit((values) => {
    console.info('Custom order request', describeCustomOrder(values, language));
    reset(EMPTY_CUSTOM_ORDER);
    setSubmitted(true);
  });

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label={m.store_custom_form()}>
        <p className={layout.note}>{m.store_custom_note()}</p>
        <TextField control={control} name="firstName" label={m.store_custom_first_name()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.store_custom_last_name()} autoComplete="family-name" />
        <EmailField control={control} name="email" label={m.store_custom_email()} />
        <PhoneField control={control} name="phone" label={m.store_custom_phone()} />
        <PostalCodeField control={control} name="deliveryPostCode" label={m.store_custom_post_code()} />
        <RadioGroupField control={control} name="urgency" legend={m.store_custom_urgency()} options={URGENCY_OPTIONS} />
        <div className={layout.wide}>
          <TextAreaField
            control={control}
            name="description"
            label={m.store_custom_description()}
            hint={m.store_custom_description_hint()}
            rows={6}
          />
        </div>
        <div className={layout.wide}>
          <FileListField
            control={control}
            name="attachments"
            label={m.store_custom_attachments()}
            hint={m.store_custom_attachments_hint()}
          />
        </div>
        <div className={layout.actions}>
          <button type="submit" className="button">
            {m.store_custom_submit()}
          </button>
          <PrivacyNote />
        </div>
      </form>

      <Dialog open={submitted} onClose={() => setSubmitted(false)} title={m.store_custom_submitted()}>
        <p>{m.store_custom_submitted_text()}</p>
      </Dialog>
    </>
  );
}
