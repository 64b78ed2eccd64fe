// Writing a message, a reply or an edit (spec §2, §5 Messages): Enter sends,
// Shift+Enter makes a new line, the text is trimmed, the board's limit shows
// in the counter, and a failed send keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { FileListField } from '../../components/ui/file-list-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useGuardedSubmit } from '../../components/ui/use-service-form';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../domain/attachments';
import { boardMessageSchema } from '../../lib/validation';
import type { Attachment, Board } from '../../domain/types';
import styles from './board.module.css';

export const SEND_FAILED = 'Failed to send the message. Please try again.';

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

export function Composer({ board, label, submitLabel, initialText = '', existing = [], onSubmit, onCancel, autoFocus }: ComposerProps) {
  const [failed, setFailed] = useState(false);
  const keptId = useId();
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<ComposerValues>({
    // Built per validation so an edit's kept attachments count: it may remove all the text.
    resolver: (values, context, options) =>
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
      )(values, context, options),
    defaultValues: { message: initialText, attachments: [], keep: existing.map((attachment) => attachment.name) },
  });
  const kept = useWatch({ control, name: 'keep' });

  const submit = useGuardedSubmit(handleSubmit(async ({ message, attachments }) => {
    setFailed(false);
    try {
      await onSubmit({ content: message, files: attachments, keep: getValues('keep') });
      reset({ message: '', attachments: [], keep: [] });
    } catch (error) {
      console.error('Sending the message failed.', error);
      setFailed(true);
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
        hint="Enter sends; Shift+Enter starts a new line."
        max={board.maxLength}
        rows={3}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
      />
      {existing.length > 0 && (
        <fieldset className={styles.kept} aria-describedby={keptId}>
          <legend>Current attachments</legend>
          <p id={keptId} className={styles.hint}>
            Untick a file to remove it when you save.
          </p>
          {existing.map((attachment) => (
            <label key={attachment.name} className={styles.keptItem}>
              <input
                type="checkbox"
                checked={kept.includes(attachment.name)}
                onChange={(event) => {
                  const others = kept.filter((name) => name !== attachment.name);
                  setValue('keep', event.currentTarget.checked ? [...others, attachment.name] : others);
                }}
              />
              Keep {attachment.name}
            </label>
          ))}
        </fieldset>
      )}
      {board.allowAttachments && (
        <FileListField
          control={control}
          name="attachments"
          label="Attachments"
          hint="Images, PDF or text files, up to 10 MB each."
          accept={ALLOWED_ATTACHMENT_TYPES.join(',')}
          maxFileBytes={MAX_ATTACHMENT_BYTES}
          buttonLabel="Attach files"
        />
      )}
      <p role="alert" className={styles.failure}>
        {failed ? SEND_FAILED : null}
      </p>
      <div className={styles.composerActions}>
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Sending…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
