// Approving an application in the local backend: what the
// createUserOnApproval function (functions/src/approve.ts) does in production.
// The account gets the application's password hash as it is, so the password
// itself is never known; an email that already belongs to a member is refused
// before anything is written, so nothing of an existing member changes.
import { ServiceError } from '../../domain/errors';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/languages';
import type { LocalContext } from './context';

export async function createUserOnApproval({ db, newId }: LocalContext, kind: 'franchisee' | 'contributor', id: string): Promise<void> {
  const table = kind === 'franchisee' ? db.franchiseeApplications : db.contributorApplications;
  const application = await table.get(id);
  if (!application) throw new ServiceError('not-found', 'Application not found.');
  const email = application.email.trim().toLowerCase();
  if (!email || !application.password) throw new ServiceError('invalid-argument', 'Missing email or password.');

  await db.transaction('rw', [db.accounts, db.approvedUsers, db.publicProfiles, db.contributorDirectory, table], async () => {
    // Re-read inside the transaction: two approvals of one application create one user.
    if (!(await table.get(id))) throw new ServiceError('not-found', 'Application not found.');
    const taken = (await db.accounts.where('email').equals(email).count()) + (await db.approvedUsers.where('email').equals(email).count());
    if (taken > 0) throw new ServiceError('email-in-use', `An account already exists for ${email}.`);
    // Made here, never taken from the application.
    const uid = newId();
    const permissionLevel = kind === 'franchisee' ? 'Franchisee' : 'Contributor';
    const { firstName, lastName, town, expertise } = application;
    await db.accounts.add({ uid, email, password: application.password });
    await db.approvedUsers.add({
      uid,
      email,
      firstName,
      lastName,
      town,
      expertise,
      permissionLevel,
      subscribedToNewsletter: false,
      subscribedToOffers: false,
      // The consortium writes to the member in the language they applied in.
      language: isLanguage(application.language) ? application.language : DEFAULT_LANGUAGE,
    });
    await db.publicProfiles.add({ uid, firstName, lastName, town, expertise, role: permissionLevel });
    // The directory entry's id is not the uid: the contributors page names no member's account.
    if (permissionLevel === 'Contributor') await db.contributorDirectory.add({ id: newId(), firstName, lastName, town, expertise });
    await table.delete(id);
  });
}
