// A list of attached files (spec §5 "Files"): several files can be added, a
// file with the same name as one already listed replaces it, and each can be
// removed with its own 'Remove <file name>' button. Files outside the optional
// type or size limits are not added; the reason shows under the list.
//
// The native input stays in the page for keyboard and screen-reader users
// (visually hidden, labelled, focus shown on the button beside it) and is
// emptied after each pick, so its own "No file chosen" never contradicts the
// list and the same file can be picked again after removing it.
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { m } from '../../i18n';
import { mergeFilesByName } from '../../lib/input';
import { validateFile } from '../../lib/validation/files';
import { formatBytes } from '../../lib/validation/messages';
import { FieldShell, useFieldId, type ControlProps } from './field';
import styles from './field.module.css';

export interface FileListFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, File[] | undefined> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** Same syntax as the input's accept attribute; also checked here, since a drop or "All files" bypasses it. */
  accept?: string;
  maxFileBytes?: number;
  /** Text of the visible picker button. Default 'Choose files' ('Choisir des fichiers' in French). */
  buttonLabel?: string;
  disabled?: boolean;
}

function asFiles(value: unknown): File[] {
  return Array.isArray(value) ? value.filter((item): item is File => item instanceof File) : [];
}

export function FileListField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  hint,
  id,
  accept,
  maxFileBytes,
  buttonLabel = m.shell_files_choose(),
  disabled,
}: FileListFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const countId = `${fieldId}-count`;
  const rejectionsId = `${fieldId}-rejections`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const files = asFiles(field.value);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const refused: string[] = [];
    const accepted = picked.filter((file) => {
      const reason = validateFile(file, { accept, maxBytes: maxFileBytes });
      if (reason) refused.push(reason);
      return !reason;
    });
    setRejections(refused);
    if (accepted.length > 0) field.onChange(mergeFilesByName(files, accepted));
  };

  const remove = (file: File) => {
    field.onChange(files.filter((listed) => listed !== file));
    setRejections([]);
    // The button is gone; keep the keyboard user in the field.
    inputRef.current?.focus();
  };

  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      describedBy={[countId, rejections.length > 0 ? rejectionsId : undefined]}
    >
      {(describedBy) => (
        <>
          <div className={styles.picker}>
            <input
              id={fieldId}
              type="file"
              multiple
              accept={accept}
              name={field.name}
              ref={(element) => {
                inputRef.current = element;
                field.ref(element);
              }}
              disabled={field.disabled}
              onChange={onChange}
              onBlur={field.onBlur}
              className={`visually-hidden ${styles.fileInput}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {/* For the mouse only: the input above is the control for everyone else. */}
            <button
              type="button"
              className={`button button--quiet ${styles.pickerButton}`}
              tabIndex={-1}
              aria-hidden="true"
              disabled={field.disabled}
              onClick={() => inputRef.current?.click()}
            >
              {buttonLabel}
            </button>
            <span id={countId} className={styles.fileSize}>
              {files.length === 0 ? m.shell_files_none() : m.shell_files_count({ count: files.length })}
            </span>
          </div>
          <FileList files={files} disabled={field.disabled} onRemove={remove} />
          <ul id={rejectionsId} className={styles.rejections} aria-live="polite">
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </FieldShell>
  );
}

/** The listed files, each with its size and its own named Remove button. */
function FileList({ files, disabled, onRemove }: { files: File[]; disabled?: boolean; onRemove: (file: File) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.name} className={styles.file}>
          <span>
            <span className={styles.fileName}>{file.name}</span>{' '}
            <span className={styles.fileSize}>({formatBytes(file.size)})</span>
          </span>
          <button
            type="button"
            className={`button button--quiet ${styles.removeButton}`}
            aria-label={m.shell_files_remove_named({ name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(file)}
          >
            {m.shell_files_remove()}
          </button>
        </li>
      ))}
    </ul>
  );
}
