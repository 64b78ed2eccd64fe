// The service contract, part: proven addresses (issue 22, ADR 014). On both
// backends an application reaches the review list only once the link mailed
// to its address is used, a second use is "already confirmed", a forged or
// malformed link changes nothing, an unverified application is never
// approvable, a new link answers the same for any address and is limited per
// hour, and approval and rejection each mail the applicant in their language.
import { describe, expect, it } from 'vitest';
import { NOT_VERIFIED } from '../../src/domain/server/approval-records';
import type { PendingItems } from '../../src/domain/types';
import { buildContributorApplication } from '../builders';
import { REJECTION, approvedMember, confirmApplicant, expectServiceError, mailedToken, pendingItems, type ContractBackend } from './contract-helpers';

let applicants = 0;
const newEmail = (name: string) => {
  applicants += 1;
  return `${name}${applicants}.${Date.now()}@example.com`;
};

export function describeVerificationContract(create: () => Promise<ContractBackend>) {
  describe('proven addresses (/verify)', () => {
    it('lists an application for review only once the link mailed to its address is used; a second use is already confirmed', async () => {
      const backend = await create();
      const email = newEmail('verify');
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email, language: 'fr-CA' }));
      const [mail] = await backend.mailsTo(email);
      expect(mail).toMatchObject({ kind: 'verify-application', language: 'fr-CA' });
      expect(mail?.text).toContain('/fr/verify?token=');

      await backend.signInAs('admin');
      const before = await pendingItems(backend.services, 'contributor');
      expect(before.map((item) => item.email)).not.toContain(email);

      await backend.signInAs(null);
      const token = await mailedToken(backend, email);
      expect(await backend.services.verification.verify(token)).toEqual({ status: 'done', purpose: 'verify-application' });
      expect(await backend.services.verification.verify(token)).toEqual({ status: 'already-used', purpose: 'verify-application' });

      await backend.signInAs('admin');
      const after = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.email === email));
      expect(after.find((item) => item.email === email)).not.toHaveProperty('password');
    });

    it('answers a forged or malformed link as not valid', async () => {
      const { services } = await create();
      for (const token of ['A'.repeat(43), 'not-a-token', '']) expect(await services.verification.verify(token)).toEqual({ status: 'invalid' });
    });

    it('never approves an unverified application', async () => {
      const backend = await create();
      const email = newEmail('unverified');
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email }));
      await backend.signInAs('admin');
      const id = await backend.applicationIdOf('contributor', email);
      const item: PendingItems['contributor'] = { ...buildContributorApplication({ email }), id, submittedAt: '' };
      const refusal = await backend.services.admin.approve('contributor', item).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(refusal instanceof Error && refusal.message).toBe(NOT_VERIFIED);
      await backend.signInAs(null);
      await expectServiceError(backend.services.auth.signIn(email, buildContributorApplication().password), 'invalid-credentials');
    });

    it('mails a new link on request, answers the same for an address with nothing waiting, and limits requests per hour', async () => {
      const backend = await create();
      const email = newEmail('resend');
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email }));
      expect(await backend.services.verification.resend(email, 'en-CA')).toEqual({ status: 'sent' });
      expect((await backend.mailsTo(email)).filter((mail) => mail.kind === 'verify-application')).toHaveLength(2);
      expect(await backend.services.verification.resend(newEmail('nobody'), 'en-CA')).toEqual({ status: 'sent' });

      expect(await backend.services.verification.resend(email, 'en-CA')).toEqual({ status: 'sent' });
      expect(await backend.services.verification.resend(email, 'en-CA')).toEqual({ status: 'sent' });
      const limited = await backend.services.verification.resend(email, 'en-CA');
      expect(limited.status).toBe('limited');
      expect(limited.status === 'limited' && limited.retryAt.getTime()).toBeGreaterThan(Date.now());
      // The newest link works.
      await confirmApplicant(backend, email);
      await expectServiceError(backend.services.verification.resend('not an address', 'en-CA'), 'invalid-argument');
    });

    it('mails "your account is ready" on approval and a polite notice on rejection, each in the applicant’s language', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'contributor', 'fr-CA');
      expect((await backend.mailsTo(member.email)).filter((mail) => mail.kind === 'account-ready')).toEqual([
        expect.objectContaining({ language: 'fr-CA', text: expect.stringContaining('/fr/login') }),
      ]);

      await backend.signInAs(null);
      const email = newEmail('rejected');
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email, language: 'en-CA' }));
      await confirmApplicant(backend, email);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contributor', (list) => list.some((item) => item.email === email));
      await backend.services.admin.reject('contributor', items.find((item) => item.email === email)!, REJECTION);
      expect((await backend.mailsTo(email)).map((mail) => [mail.kind, mail.language])).toContainEqual(['application-rejected', 'en-CA']);
      await pendingItems(backend.services, 'contributor', (list) => !list.some((item) => item.email === email));
    });
  });
}
