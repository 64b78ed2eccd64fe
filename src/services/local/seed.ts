// Fills an empty local database with the demo data (src/services/demo-data.ts)
// once; a second tab opening at the same moment finds the marker and skips it.
// Every Contributor also gets a contributorDirectory entry under a random id,
// as createUserOnApproval writes one.
import { normalizePath } from '../../domain/boards';
import {
  DEMO_ACCOUNTS,
  DEMO_APPLICANT_PASSWORD,
  DEMO_BOARDS,
  DEMO_CONTACT_SUBMISSION,
  DEMO_CONTRIBUTOR_APPLICATION,
  DEMO_CONTRIBUTORS,
  DEMO_FRANCHISEE_APPLICATION,
  DEMO_MESSAGES,
  DEMO_PRICING_INQUIRY,
  type DemoAccountKey,
} from '../demo-data';
import { submissionDate } from '../../domain/model/schemas';
import { hashPassword } from '../../domain/model/crypto';
import type { LocalDatabase, MessageRecord } from './db';
import { defaultMessageLength, PASSWORD_HASH_ROUNDS } from '../../domain/limits';
import { DEMO_PASSWORD_HASHES } from './demo-password-hashes';
import { threadIds } from '../../domain/messages';

const SEED_MARKER = 'seed-v1';

export async function seedDemoData(db: LocalDatabase, { iterations, now }: { iterations: number; now: () => Date }) {
  if (await db.meta.get(SEED_MARKER)) return;

  const accountKeys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  // At the rounds new hashes use, the hashes made once (a new visitor's first page derived four, about 0.4 s of
  // CPU); at any other (tests that hash fewer rounds), made now, all at once.
  const made = iterations === PASSWORD_HASH_ROUNDS;
  const [hashes, applicantHash] = await Promise.all([
    Promise.all(accountKeys.map((key) => (made ? DEMO_PASSWORD_HASHES[key] : hashPassword(DEMO_ACCOUNTS[key].password, iterations)))),
    made ? DEMO_PASSWORD_HASHES.applicant : hashPassword(DEMO_APPLICANT_PASSWORD, iterations),
  ]);
  const at = (minutesAgo: number) => new Date(now().getTime() - minutesAgo * 60_000);
  const uidOf = (key: DemoAccountKey) => `demo-${key}`;

  await db.transaction('rw', db.tables, async () => {
    if (await db.meta.get(SEED_MARKER)) return;

    for (const [index, key] of accountKeys.entries()) {
      const { password: _password, ...account } = DEMO_ACCOUNTS[key];
      const uid = uidOf(key);
      await db.accounts.add({ uid, email: account.email, password: hashes[index]!, role: account.permissionLevel });
      await db.approvedUsers.add({ uid, ...account, subscribedToNewsletter: false, subscribedToOffers: false, emailVerified: true });
      const listing = { firstName: account.firstName, lastName: account.lastName, town: account.town, expertise: account.expertise };
      await db.publicProfiles.add({ uid, ...listing, role: account.permissionLevel });
      if (account.permissionLevel === 'Contributor') await db.contributorDirectory.add({ id: crypto.randomUUID(), ...listing });
    }
    for (const [index, contributor] of DEMO_CONTRIBUTORS.entries()) {
      await db.publicProfiles.add({ uid: `demo-contributor-${index + 2}`, ...contributor, role: 'Contributor' });
      await db.contributorDirectory.add({ id: crypto.randomUUID(), ...contributor });
    }

    for (const board of DEMO_BOARDS) {
      const discussion = board.kind === 'discussion';
      await db.commentBoards.add({
        ...board,
        pathKey: normalizePath(board.pathname),
        maxLength: defaultMessageLength(discussion ? 'discussion' : 'comments'),
        allowAttachments: discussion,
      });
    }

    const ids = new Map(DEMO_MESSAGES.map((message) => [message.key, `demo-${message.key}`]));
    const roots = threadIds(DEMO_MESSAGES.map((message) => ({ id: message.key, replyTo: message.replyTo })));
    const messages: MessageRecord[] = DEMO_MESSAGES.map((message) => ({
      id: ids.get(message.key)!,
      boardId: message.boardId,
      userId: uidOf(message.author),
      content: message.content,
      attachments: [],
      timestamp: at(message.minutesAgo).toISOString(),
      editTimestamp: null,
      replyTo: message.replyTo === null ? null : (ids.get(message.replyTo) ?? null),
      threadId: ids.get(roots.get(message.key) ?? message.key)!,
      isApproved: message.isApproved,
      isDeleted: false,
    }));
    await db.comments.bulkAdd(messages);

    // The demo applications are verified, so the console shows them (ADR 014); their hashes are their secrets.
    await db.franchiseeApplications.add({
      ...DEMO_FRANCHISEE_APPLICATION,
      id: 'demo-franchisee-application',
      submittedAt: at(60 * 30).toISOString(),
      emailVerified: true,
      verifiedAt: at(60 * 29),
    });
    await db.contributorApplications.add({
      ...DEMO_CONTRIBUTOR_APPLICATION,
      id: 'demo-contributor-application',
      submittedAt: at(60 * 8).toISOString(),
      emailVerified: true,
      verifiedAt: at(60 * 7),
    });
    await db.applicationSecrets.bulkAdd([
      { id: 'FranchiseeApplication_demo-franchisee-application', password: applicantHash },
      { id: 'ContributorApplication_demo-contributor-application', password: applicantHash },
    ]);
    await db.pricingInquiries.add({
      ...DEMO_PRICING_INQUIRY,
      id: 'demo-pricing-inquiry',
      submissionDate: submissionDate(at(60 * 20)),
      createdAt: at(60 * 20).toISOString(),
    });
    await db.contactSubmissions.add({
      ...DEMO_CONTACT_SUBMISSION,
      id: 'demo-contact-submission',
      timestamp: at(60 * 3).toISOString(),
      status: 'Pending',
    });

    await db.meta.put({ key: SEED_MARKER, value: now().toISOString() });
  });
}
