// @vitest-environment node
// The migration of legacy attachment entries (src/domain/server/attachment-urls.ts,
// issue 23): canonical entries stay, legacy ones are rewritten to their file's
// download URL in the author's folder for the message, or dropped when no such file exists.
import { describe, expect, it } from 'vitest';
import { canonicalAttachments } from '../../src/domain/server/attachment-urls';

const HOME = { origin: 'https://firebasestorage.googleapis.com', bucket: 'atc.firebasestorage.app' };
const FOLDER = 'attachments/u-1/discussion/m-1/';
const download = (path: string, token = 'tok', bucket = HOME.bucket) => `${HOME.origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
const message = (attachments: unknown, userId: string | null = 'u-1') => ({ id: 'm-1', boardId: 'discussion', userId, attachments });
const tokens = (existing: Record<string, string>) => (path: string) => Promise.resolve(existing[path] ?? null);

describe('canonicalAttachments', () => {
  it('keeps canonical entries as they are, and reports nothing changed', async () => {
    const entry = { name: 'plan.pdf', path: `${FOLDER}plan.pdf`, url: download(`${FOLDER}plan.pdf`) };
    expect(await canonicalAttachments(message([entry]), HOME, tokens({}))).toEqual({ attachments: [entry], changed: false });
  });

  it('rewrites a legacy URL (another host, bucket or folder) to its file’s download URL', async () => {
    const legacy = [
      { name: 'a.pdf', url: 'https://evil.example/a.pdf' },
      { name: 'b.pdf', path: `${FOLDER}b.pdf`, url: download(`${FOLDER}b.pdf`, 'old', 'other.appspot.com') },
      { name: 'c.pdf', path: 'attachments/c.pdf', url: download('attachments/c.pdf') },
    ];
    const existing = { [`${FOLDER}a.pdf`]: 't-a', [`${FOLDER}b.pdf`]: 't-b', [`${FOLDER}c.pdf`]: 't-c' };
    const { attachments, changed } = await canonicalAttachments(message(legacy), HOME, tokens(existing));
    expect(changed).toBe(true);
    expect(attachments).toEqual(
      ['a', 'b', 'c'].map((letter) => ({ name: `${letter}.pdf`, path: `${FOLDER}${letter}.pdf`, url: download(`${FOLDER}${letter}.pdf`, `t-${letter}`) })),
    );
  });

  it('drops an entry whose file is not in the folder, a bad name, a duplicate, and every entry of a deleted message', async () => {
    const entries = [
      { name: 'gone.pdf', url: 'https://evil.example/gone.pdf' },
      { name: '../x.pdf', url: 'https://evil.example/x.pdf' },
      { name: 'ok.pdf', url: 'https://old.example/ok.pdf' },
      { name: 'ok.pdf', url: 'https://old.example/ok-again.pdf' },
    ];
    const { attachments } = await canonicalAttachments(message(entries), HOME, tokens({ [`${FOLDER}ok.pdf`]: 't' }));
    expect(attachments.map((entry) => entry.name)).toEqual(['ok.pdf']);
    expect(await canonicalAttachments(message(entries, null), HOME, tokens({}))).toEqual({ attachments: [], changed: true });
  });
});
