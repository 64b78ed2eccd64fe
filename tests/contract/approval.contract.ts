// The service contract, part: approving an application (spec §4, §7; ADR 005,
// ADR 012). Both backends run the same approval core, so both refuse the
// takeovers of issue 14: an application under a member's email or uid, and an
// application approved twice. Run on both backends by describeServiceContract
// (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_APPLICANT_PASSWORD } from '../../src/services/demo-data';
import { isServiceError } from '../../src/domain/errors';
import type { PendingItems } from '../../src/domain/types';
import { buildContributorApplication, buildFranchiseeApplication } from '../builders';
import { confirmApplicant, expectServiceError, pendingItems, sessionUser, uidOf, type ContractBackend } from './contract-helpers';

export function describeApprovalContract(create: () => Promise<ContractBackend>) {
  describe('approval', () => {
    it('approving a contributor application creates a member who can sign in', async () => {
      const backend = await create();
      const email = 'applicant.contributor@example.com';
      await backend.services.forms.submitContributorApplication(
        buildContributorApplication({ email, password: DEMO_APPLICANT_PASSWORD, firstName: 'Ada', lastName: 'Boudreau' }),
      );
      await confirmApplicant(backend, email);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contributor', (list) =>
        list.some((item) => item.email === email),
      );
      const application = items.find((item) => item.email === email)!;
      await backend.services.admin.approve('contributor', application);

      const contributors = await backend.services.users.listContributors();
      expect(contributors.map((c) => `${c.firstName} ${c.lastName}`)).toContain('Ada Boudreau');

      await backend.signInAs(null);
      await backend.syncImportedPassword?.(email, DEMO_APPLICANT_PASSWORD);
      await backend.services.auth.signIn(email, DEMO_APPLICANT_PASSWORD);
      const user = await sessionUser(backend.services, (u) => u?.email === email);
      expect(user?.profile?.permissionLevel).toBe('Contributor');
      // The server makes the uid: the application's id (which a visitor may choose) is not it.
      expect(user?.uid).not.toBe(application.id);
    });

    it('refuses to approve an application with a member’s email, and the member keeps their account', async () => {
      const backend = await create();
      const cases = [
        { kind: 'contributor', role: 'franchisee', email: DEMO_ACCOUNTS.franchisee.email.toUpperCase() },
        { kind: 'franchisee', role: 'admin', email: ` ${DEMO_ACCOUNTS.admin.email}` },
      ] as const;
      for (const { kind, email } of cases) {
        const input = { email, password: 'Takeover!2345', firstName: 'Mallory', lastName: kind === 'franchisee' ? 'Franchise' : 'Contrib' };
        if (kind === 'franchisee') await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication(input));
        else await backend.services.forms.submitContributorApplication(buildContributorApplication(input));
        await confirmApplicant(backend, email);
      }
      await backend.signInAs('admin');
      for (const { kind, role } of cases) {
        const address = DEMO_ACCOUNTS[role].email;
        const items: PendingItems['franchisee' | 'contributor'][] = await pendingItems(backend.services, kind, (list) =>
          list.some((item) => item.email === address),
        );
        const application = items.find((item) => item.email === address)!;
        const refusal = await backend.services.admin.approve(kind, application).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(isServiceError(refusal, 'email-in-use'), `approving ${kind} with ${address}`).toBe(true);
        expect(refusal instanceof Error && refusal.message).toBe(`An account already exists for ${address}.`);
        const still = await pendingItems(backend.services, kind, (list) => list.some((item) => item.id === application.id));
        expect(still.some((item) => item.id === application.id)).toBe(true);
      }

      for (const role of ['franchisee', 'admin'] as const) {
        await backend.signInAs(null);
        await backend.services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
        const user = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS[role].email);
        expect(user?.profile?.permissionLevel).toBe(DEMO_ACCOUNTS[role].permissionLevel);
        expect(user?.profile?.firstName).toBe(DEMO_ACCOUNTS[role].firstName);
        expect(user?.profile?.lastName).toBe(DEMO_ACCOUNTS[role].lastName);
      }
      await backend.signInAs(null);
      await expectServiceError(backend.services.auth.signIn(DEMO_ACCOUNTS.admin.email, 'Takeover!2345'), 'invalid-credentials');
      const names = (await backend.services.users.listContributors()).map((c) => c.lastName);
      expect(names).not.toContain('Contrib');
    });

    it('approves an application filed under a member’s uid into a new account: the application id never becomes a uid', async () => {
      const backend = await create();
      const victimUid = await uidOf(backend, 'franchisee');
      const email = `under.uid.${Date.now()}@example.com`;
      await backend.services.forms.submitContributorApplication(
        buildContributorApplication({ email, password: DEMO_APPLICANT_PASSWORD, firstName: 'Mallory', lastName: 'Underuid' }),
      );
      await confirmApplicant(backend, email);
      await backend.signInAs('admin');
      const submitted = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.email === email));
      await backend.fileApplicationUnder('contributor', submitted.find((item) => item.email === email)!.id, victimUid);
      const filed = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.id === victimUid));
      await backend.services.admin.approve('contributor', filed.find((item) => item.id === victimUid)!);

      await backend.signInAs('franchisee');
      const victim = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS.franchisee.email);
      expect(victim?.uid).toBe(victimUid);
      expect(victim?.profile?.permissionLevel).toBe('Franchisee');
      expect(victim?.profile?.lastName).toBe(DEMO_ACCOUNTS.franchisee.lastName);

      await backend.signInAs(null);
      await backend.syncImportedPassword?.(email, DEMO_APPLICANT_PASSWORD);
      await backend.services.auth.signIn(email, DEMO_APPLICANT_PASSWORD);
      const applicant = await sessionUser(backend.services, (u) => u?.email === email && u.profile !== null);
      expect(applicant?.uid).not.toBe(victimUid);
      expect(applicant?.profile?.permissionLevel).toBe('Contributor');
    });

    it('makes one account of an application approved twice at once, and refuses it once approved', async () => {
      const backend = await create();
      const email = `twice.${Date.now()}@example.com`;
      await backend.services.forms.submitContributorApplication(
        buildContributorApplication({ email, password: DEMO_APPLICANT_PASSWORD, firstName: 'Ada', lastName: 'Twice' }),
      );
      await confirmApplicant(backend, email);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.email === email));
      const application = items.find((item) => item.email === email)!;
      const results = await Promise.allSettled([
        backend.services.admin.approve('contributor', application),
        backend.services.admin.approve('contributor', application),
      ]);
      expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
      // The later of the two may find the application already gone.
      for (const result of results) if (result.status === 'rejected') expect(isServiceError(result.reason, 'not-found')).toBe(true);
      await expectServiceError(backend.services.admin.approve('contributor', application), 'not-found');

      const twice = (await backend.services.users.listContributors()).filter((c) => c.lastName === 'Twice');
      expect(twice).toHaveLength(1);
      await backend.signInAs(null);
      await backend.syncImportedPassword?.(email, DEMO_APPLICANT_PASSWORD);
      await backend.services.auth.signIn(email, DEMO_APPLICANT_PASSWORD);
      const user = await sessionUser(backend.services, (u) => u?.email === email && u.profile !== null);
      expect(user?.profile?.permissionLevel).toBe('Contributor');
    });
  });
}
