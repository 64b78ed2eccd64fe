// One-off migration for a deployed project (issue 16): gives every board
// message its `threadId`, the id of its thread's root (a root's own id, a
// reply's parent's threadId; src/domain/messages.ts threadIds). The bounded
// board query lists replies by threadId, and firestore.rules require it on
// every new message (a reply copies its parent's), so run it once, right after
// deploying the rules and indexes that introduce it:
//
//   GOOGLE_APPLICATION_CREDENTIALS=~/.config/atlantic-timber/service-account.json npx tsx scripts/add-thread-ids.ts <project-id>
//   (the key stays outside the repository, as any secret does; .gitignore refuses the usual names)
//   npx tsx scripts/add-thread-ids.ts <project-id> --dry-run     (counts only)
//
// It uses the Admin SDK that the functions package installs (npm ci --prefix
// functions) with a service-account key of the project. It reads each board's
// messages once and writes only those whose threadId is missing or wrong, in
// batches of 400; running it again writes nothing.
import { threadIds } from '../src/domain/messages';
import { loadAdmin } from './admin-sdk';

const BATCH_SIZE = 400;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectId = args.find((arg) => !arg.startsWith('--'));
  const dryRun = args.includes('--dry-run');
  if (!projectId) throw new Error('Usage: npx tsx scripts/add-thread-ids.ts <project-id> [--dry-run]');

  const admin = loadAdmin();
  const app = admin.app.initializeApp({ projectId });
  const db = admin.firestore.getFirestore(app);
  let written = 0;
  let seen = 0;
  for (const board of (await db.collection('commentBoards').get()).docs) {
    const snapshot = await board.ref.collection('comments').get();
    const messages = snapshot.docs.map((item) => {
      const replyTo: unknown = item.get('replyTo');
      return { id: item.id, replyTo: typeof replyTo === 'string' ? replyTo : null, threadId: item.get('threadId') as unknown, ref: item.ref };
    });
    const roots = threadIds(messages);
    const stale = messages.filter((message) => message.threadId !== roots.get(message.id));
    seen += messages.length;
    console.log(`${board.id}: ${messages.length} messages, ${stale.length} to update`);
    if (dryRun) continue;
    for (let start = 0; start < stale.length; start += BATCH_SIZE) {
      const batch = db.batch();
      for (const message of stale.slice(start, start + BATCH_SIZE)) batch.update(message.ref, { threadId: roots.get(message.id) ?? message.id });
      await batch.commit();
      written += Math.min(BATCH_SIZE, stale.length - start);
    }
  }
  console.log(`${seen} messages read, ${written} updated${dryRun ? ' (dry run: none written)' : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
