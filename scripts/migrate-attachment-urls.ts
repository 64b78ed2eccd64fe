// One-off migration for a deployed project: every message's
// attachment entries made canonical (src/domain/server/attachment-urls.ts):
// an entry whose URL is not its file's download URL in the project's bucket,
// in the author's folder for that message, is rewritten from the file's
// download token, or dropped when the file is not there. The board shows any
// other URL as plain text already; this gives legacy messages their links back
// and leaves no foreign URL stored. Run it once, after deploying issue 23:
//
//   GOOGLE_APPLICATION_CREDENTIALS=~/.config/atlantic-timber/service-account.json npx tsx scripts/migrate-attachment-urls.ts <project-id> <bucket>
//   (the key stays outside the repository, as any secret does; .gitignore refuses the usual names)
//   npx tsx scripts/migrate-attachment-urls.ts <project-id> <bucket> --dry-run     (counts only)
//
// It uses the Admin SDK that the functions package installs (npm ci --prefix
// functions). Running it again writes nothing.
import { canonicalAttachments } from '../src/domain/server/attachment-urls';
import { loadAdmin } from './admin-sdk';

const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [projectId, bucketName] = args.filter((arg) => !arg.startsWith('--'));
  const dryRun = args.includes('--dry-run');
  if (!projectId || !bucketName) throw new Error('Usage: npx tsx scripts/migrate-attachment-urls.ts <project-id> <bucket> [--dry-run]');

  const admin = loadAdmin();
  const app = admin.app.initializeApp({ projectId, storageBucket: bucketName });
  const db = admin.firestore.getFirestore(app);
  const bucket = admin.storage.getStorage(app).bucket();
  const tokenOf = async (path: string): Promise<string | null> => {
    const file = bucket.file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [metadata] = await file.getMetadata();
    const tokens = metadata.metadata?.['firebaseStorageDownloadTokens'];
    return typeof tokens === 'string' && tokens.length > 0 ? (tokens.split(',')[0] ?? null) : null;
  };
  let seen = 0;
  let written = 0;
  for (const board of (await db.collection('commentBoards').get()).docs) {
    for (const item of (await board.ref.collection('comments').get()).docs) {
      const userId: unknown = item.get('userId');
      const message = { id: item.id, boardId: board.id, userId: typeof userId === 'string' ? userId : null, attachments: item.get('attachments') as unknown };
      if (!Array.isArray(message.attachments) || message.attachments.length === 0) continue;
      seen += 1;
      const { attachments, changed } = await canonicalAttachments(message, { origin: STORAGE_ORIGIN, bucket: bucketName }, tokenOf);
      if (!changed) continue;
      console.log(`${board.id}/${item.id}: ${message.attachments.length} entries, ${attachments.length} kept`);
      written += 1;
      if (!dryRun) await item.ref.update({ attachments });
    }
  }
  console.log(`${seen} messages with attachments read, ${written} ${dryRun ? 'to update (dry run: none written)' : 'updated'}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
