import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { fileListSchema } from '../../lib/validation/files';
import { FileListField } from './file-list-field';

const schema = z.object({ attachments: fileListSchema({ required: true }) });
type Values = z.infer<typeof schema>;

function UploadForm({ onValid, accept, maxFileBytes }: { onValid: (values: Values) => void; accept?: string; maxFileBytes?: number }) {
  const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { attachments: [] } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FileListField
        control={control}
        name="attachments"
        label="Attachments"
        hint="Drawings or photos"
        accept={accept}
        maxFileBytes={maxFileBytes}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

function file(name: string, content = 'x', type = 'text/plain') {
  return new File([content], name, { type });
}

function setup(props: { accept?: string; maxFileBytes?: number } = {}) {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const onValid = vi.fn();
  render(<UploadForm onValid={onValid} {...props} />);
  return {
    user,
    onValid,
    input: screen.getByLabelText<HTMLInputElement>('Attachments'),
    submit: () => user.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

/** The listed file names, read from their Remove buttons. */
const listed = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label')?.slice('Remove '.length));

describe('FileListField', () => {
  it('is a labelled multiple-file input described by its hint and file count', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('Drawings or photos No files chosen');
  });

  it('adds files across picks, and a file with the same name replaces the earlier one', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('plan.pdf', 'v1'), file('photo.png')]);
    await user.upload(input, [file('notes.txt'), file('plan.pdf', 'version two')]);
    expect(listed()).toEqual(['plan.pdf', 'photo.png', 'notes.txt']);
    expect(screen.getByText('(11 bytes)')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Drawings or photos 3 files chosen');
  });

  it('removes each file with its own named button and keeps focus in the field', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('a.txt'), file('b.txt')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(listed()).toEqual(['b.txt']);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove b.txt' }));
    expect(listed()).toEqual([]);
    // The same file can be picked again after removing it.
    await user.upload(input, file('b.txt'));
    expect(listed()).toEqual(['b.txt']);
  });

  it('refuses files outside the type and size limits, saying why', async () => {
    const { user, input } = setup({ accept: '.pdf,image/*', maxFileBytes: 10 });
    expect(input).toHaveAttribute('accept', '.pdf,image/*');
    await user.upload(input, [
      file('ok.pdf', 'small', 'application/pdf'),
      file('script.exe', 'x', 'application/octet-stream'),
      file('huge.png', 'x'.repeat(20), 'image/png'),
    ]);
    expect(listed()).toEqual(['ok.pdf']);
    expect(screen.getByText('script.exe is not an accepted file type')).toBeInTheDocument();
    expect(screen.getByText('huge.png is larger than 10 bytes')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('script.exe is not an accepted file type'));
  });

  it('blocks a submit without files when required and focuses the input', async () => {
    const { submit, input, onValid } = setup();
    await submit();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('Drawings or photos No files chosen Field is required');
    expect(input).toHaveFocus();
  });

  it('sends the listed files', async () => {
    const { user, input, submit, onValid } = setup();
    const chosen = file('a.txt');
    await user.upload(input, chosen);
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ attachments: [chosen] });
  });

  it('shows a hostile file name as text', async () => {
    const { user, input } = setup();
    const name = `<img src=x onerror=alert(1)>\u0007😀${'n'.repeat(300)}.txt`;
    await user.upload(input, file(name));
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
