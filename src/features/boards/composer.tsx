// Writing a message, a reply or an edit (spec §2, §5 Messages): Enter sends,
// Shift+Enter makes a new line, the text is trimmed, the board's limit shows
// in the counter, and a failed send keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { FileListField } from '../../components/ui/file-list-field';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useGuardedSubmit } from '../../lib/forms/use-service-form';
import { limitMessage } from '../../lib/limits';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../domain/attachments';
import { boardMessageSchema } from '../../lib/validation/schemas';
import { m } from '../../i18n';
import type { Attachment, Board } from '../../domain/types';
import styles from './board.module.css';

export interface ComposerValues {
  message: string;
  attachments: File[];
  /** An edit's current attachments to keep. */
  keep: string[];
}

export interface ComposerProps {
  board: Board;
  label: string;
  submitLabel: string;
  initialText?: string;
  /** An edit's current attachments, each of which can be kept or removed. */
  existing?: readonly Attachment[];
  onSubmit: (values: { content: string; files: File[]; keep: string[] }) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The board's rules, built per validation so an edit's kept attachments count: it may remove all the text. */
function composerResolver(board: Board): Resolver<ComposerValues> {
  return (values, context, options) =>
    zodResolver(
      z.intersection(
        boardMessageSchema({
          max: board.maxLength,
          allowAttachments: board.allowAttachments,
          keptAttachments: values.keep.length,
          accept: ALLOWED_ATTACHMENT_TYPES.join(','),
          maxBytes: MAX_ATTACHMENT_BYTES,
        }),
        z.object({ keep: z.array(z.string()) }),
      ),
    )(values, context, options);
}

/** An edit's current attachments, each kept unless unticked. */
function KeptAttachments({ existing, kept, onChange }: { existing: readonly Attachment[]; kept: readonly string[]; onChange: (kept: string[]) => void }) {
  const keptId = useId();
  return (
    <fieldset className={styles.kept} aria-describedby={keptId}>
      <legend>{m.boards_current_attachments()}</legend>
      <p id={keptId} className={styles.hint}>
        {m.boards_untick_hint()}
      </p>
      {existing.map((attachment) => (
        <label key={attachment.name} className={styles.keptItem}>
          <input
            type="checkbox"
            checked={kept.includes(attachment.name)}
            onChange={(event) => {
              const others = kept.filter((name) => name !== attachment.name);
              onChange(event.currentTarget.checked ? [...others, attachment.name] : others);
            }}
          />
          {m.boards_keep_file({ name: attachment.name })}
        </label>
      ))}
    </fieldset>
  );
}

export function Composer({ board, label, submitLabel, initialText = '', existing = [], onSubmit, onCancel, autoFocus }: ComposerProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<ComposerValues>({
    resolver: composerResolver(board),
    defaultValues: { message: initialText, attachments: [], keep: existing.map((attachment) => attachment.name) },
  });
  const kept = useWatch({ control, name: 'keep' });

  const submit = useGuardedSubmit(handleSubmit(async ({ message, attachments }) => {
    setFailure(null);
    try {
      await onSubmit({ content: message, files: attachments, keep: getValues('keep') });
      // The sent message shows on the live board before the send is answered:
      // what the member typed since then stays.
      const typed = getValues('message');
      reset({ message: typed === message ? '' : typed, attachments: [], keep: [] });
    } catch (error) {
      // A rate limit or the storage quota is an answer, not a fault: it says what to do.
      const limit = limitMessage(error);
      if (limit === undefined) console.error('Sending the message failed.', error);
      setFailure(limit ?? m.boards_send_failed());
    }
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form method="post" className={styles.composer} onSubmit={submit} noValidate>
      <TextAreaField
        control={control}
        name="message"
        label={label}
        hint={m.boards_composer_hint()}
        max={board.maxLength}
        rows={3}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
      />
      {existing.length > 0 && <KeptAttachments existing={existing} kept={kept} onChange={(next) => setValue('keep', next)} />}
      {board.allowAttachments && (
        <FileListField
          control={control}
          name="attachments"
          label={m.boards_attachments()}
          hint={m.boards_attachments_hint()}
          accept={ALLOWED_ATTACHMENT_TYPES.join(',')}
          maxFileBytes={MAX_ATTACHMENT_BYTES}
          buttonLabel={m.boards_attach_files()}
        />
      )}
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
      <div className={styles.composerActions}>
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? m.boards_sending() : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {m.boards_cancel()}
          </button>
        )}
        <PrivacyNote />
      </div>
    </form>
  );
}
