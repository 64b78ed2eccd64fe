// The service contract, part: The members’ own records, the public profiles and the contributors page.
// Run on both backends by describeServiceContract (services.contract.ts).
import { CURRENT_WORDING } from '../../src/domain/consent';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import type { SessionUser } from '../../src/domain/types';
import { expectServiceError, sessionUser, boardMessages, uidOf, approvedMember, type ContractBackend } from './contract-helpers';

export function describeUsersContract(create: () => Promise<ContractBackend>) {
  describe('users', () => {
    it('lists approved contributors only, without private fields', async () => {
      const { services } = await create();
      const contributors = await services.users.listContributors();
      const names = contributors.map((c) => `${c.firstName} ${c.lastName}`);
      expect(names).toContain('Sarah Doucette');
      expect(names).not.toContain('Morgan MacLeod');
      expect(names).not.toContain('Jacques Thibodeau');
      for (const contributor of contributors) {
        expect(Object.keys(contributor).sort()).toEqual(['expertise', 'firstName', 'id', 'lastName', 'town']);
      }
    });

    it('lists contributors without any member uid', async () => {
      const backend = await create();
      const uids = new Set<string>();
      for (const role of ['admin', 'franchisee', 'contributor'] as const) uids.add(await uidOf(backend, role));
      // And every author of the seeded messages an admin sees.
      await backend.signInAs('admin');
      for (const path of ['/store', '/discussion']) {
        const board = (await backend.services.boards.findBoard(path))!;
        for (const message of await boardMessages(backend.services, board.id, (list) => list.length > 0)) {
          if (message.userId) uids.add(message.userId);
        }
      }
      await backend.signInAs(null);
      const contributors = await backend.services.users.listContributors();
      expect(contributors.length).toBeGreaterThanOrEqual(3);
      for (const contributor of contributors) {
        for (const value of Object.values(contributor)) expect(uids.has(value), `a uid in ${JSON.stringify(contributor)}`).toBe(false);
      }
    });

    it('gives a member their own record by email but not another member’s', async () => {
      const backend = await create();
      await backend.signInAs('contributor');
      const own = await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email);
      expect(own?.permissionLevel).toBe('Contributor');
      await expectServiceError(backend.services.users.getUserByEmail(DEMO_ACCOUNTS.admin.email), 'permission-denied');
    });

    it('gives an admin any member’s record by email, null for an unknown email, and nobody signed out anything', async () => {
      const backend = await create();
      const uid = await uidOf(backend, 'contributor');
      await expectServiceError(backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email), 'permission-denied');
      await backend.signInAs('admin');
      const record = await backend.services.users.getUserByEmail(` ${DEMO_ACCOUNTS.contributor.email.toUpperCase()} `);
      expect(record).toEqual({
        uid,
        email: DEMO_ACCOUNTS.contributor.email,
        firstName: DEMO_ACCOUNTS.contributor.firstName,
        lastName: DEMO_ACCOUNTS.contributor.lastName,
        town: DEMO_ACCOUNTS.contributor.town,
        expertise: DEMO_ACCOUNTS.contributor.expertise,
        permissionLevel: 'Contributor',
        subscribedToNewsletter: expect.any(Boolean),
        subscribedToOffers: expect.any(Boolean),
        language: DEMO_ACCOUNTS.contributor.language,
        // The seeded demo accounts' addresses are proven (verified in Auth, and so on the record).
        emailVerified: true,
        // The member's own choice of the Admin digest (false until they opt out).
        digestOptOut: false,
      });
      expect(await backend.services.users.getUserByEmail('nobody.here@example.com')).toBeNull();
    });

    it('names message authors from their profiles; unknown ids are absent', async () => {
      const backend = await create();
      const expected = new Map<string, string>();
      for (const role of ['admin', 'franchisee', 'contributor'] as const) {
        expected.set(await uidOf(backend, role), `${DEMO_ACCOUNTS[role].firstName} ${DEMO_ACCOUNTS[role].lastName}`);
      }
      await backend.signInAs('franchisee');
      const board = (await backend.services.boards.findBoard('/story'))!;
      const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Who wrote this?', replyTo: null, files: [] });
      await backend.signInAs('admin');
      const authors = new Set<string>();
      for (const path of ['/store', '/discussion', '/story']) {
        const { id } = (await backend.services.boards.findBoard(path))!;
        for (const message of await boardMessages(backend.services, id, (list) => list.length > 0)) {
          if (message.userId) authors.add(message.userId);
        }
      }
      expect(authors.has(posted.userId!)).toBe(true);
      await backend.signInAs(null);

      const names = await backend.services.users.getDisplayNames([...authors, 'no-such-member', ...authors]);
      expect(names.has('no-such-member')).toBe(false);
      expect(names.size).toBe(authors.size);
      for (const uid of authors) expect(names.get(uid), uid).toBe(expected.get(uid));
      expect(names.get(posted.userId!)).toBe('Jacques Thibodeau');
      expect((await backend.services.users.getDisplayNames([])).size).toBe(0);
    });

    it('changes the signed-in member’s own subscription flags, and nobody’s when signed out', async () => {
      const backend = await create();
      const { users } = backend.services;
      const member = await approvedMember(backend, 'contributor');
      const flags = (user: SessionUser | null) => [user?.profile?.subscribedToNewsletter, user?.profile?.subscribedToOffers];

      await users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      const first = await sessionUser(backend.services, (u) => u?.uid === member.uid && flags(u).join() === 'true,false');
      expect(flags(first)).toEqual([true, false]);
      await users.setSubscriptions({ newsletter: false, offers: true }, 'en-CA', CURRENT_WORDING);
      const second = await sessionUser(backend.services, (u) => u?.uid === member.uid && flags(u).join() === 'false,true');
      expect(flags(second)).toEqual([false, true]);
      expect(await users.getUserByEmail(member.email)).toMatchObject({ uid: member.uid, subscribedToNewsletter: false, subscribedToOffers: true });

      // Another member's flags are untouched.
      await backend.signInAs('contributor');
      const other = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS.contributor.email && u.profile !== null);
      const otherFlags = flags(other);
      await backend.signInAs(null);
      await expectServiceError(users.setSubscriptions({ newsletter: true, offers: true }, 'en-CA', CURRENT_WORDING), 'permission-denied');
      await backend.signInAs('contributor');
      expect(flags(await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS.contributor.email && u.profile !== null))).toEqual(otherFlags);
    });
  });
}
