// The service contract, part: The public forms and the review lists: what is stored, who may read it, what approving or rejecting does.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../src/domain/errors';
import type { PendingItems } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildFranchiseeApplication, buildPricingInquiry, buildSubscription } from '../builders';
import { REJECTION, confirmApplicant, expectServiceError, pendingItems, type ContractBackend } from './contract-helpers';

export function describeFormsContract(create: () => Promise<ContractBackend>) {
  describe('public forms and the review lists', () => {
    it('stores a contact submission as Pending for the admin', async () => {
      const backend = await create();
      await backend.services.forms.submitContact(buildContact({ subject: 'Kiln schedule' }));
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contact', (list) =>
        list.some((item) => item.subject === 'Kiln schedule'),
      );
      const item = items.find((entry) => entry.subject === 'Kiln schedule');
      expect(item?.status).toBe('Pending');
      expect(item?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses a contact submission without a subject', async () => {
      const { services } = await create();
      await expectServiceError(services.forms.submitContact(buildContact({ subject: '' })), 'invalid-argument');
    });

    it('stores a pricing inquiry with a year/month/day date and strips status and id', async () => {
      const backend = await create();
      const input = { ...buildPricingInquiry({ businessName: 'Strip Test Ltd' }), status: 'Approved', id: 'forged' };
      await backend.services.forms.submitPricingInquiry(input);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'pricing', (list) =>
        list.some((item) => item.businessName === 'Strip Test Ltd'),
      );
      const item = items.find((entry) => entry.businessName === 'Strip Test Ltd');
      expect(item?.submissionDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(item?.id).not.toBe('forged');
      expect(item).not.toHaveProperty('status');
    });

    it('never shows an application’s password to the admin', async () => {
      const backend = await create();
      await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: '  New.Owner@Example.com ' }));
      await confirmApplicant(backend, 'new.owner@example.com');
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'franchisee', (list) =>
        list.some((item) => item.email === 'new.owner@example.com'),
      );
      for (const item of items) expect(item).not.toHaveProperty('password');
    });

    it('keeps the review lists from anyone but an admin', async () => {
      const backend = await create();
      await backend.signInAs('franchisee');
      await expect(pendingItems(backend.services, 'contact')).rejects.toSatisfy((error) => isServiceError(error, 'permission-denied'));
    });

    it('approving or rejecting an item of any kind takes it off its review list, for an admin only', async () => {
      const backend = await create();
      const { forms, admin } = backend.services;
      await forms.submitContact(buildContact({ subject: 'Approve contact' }));
      await forms.submitContact(buildContact({ subject: 'Reject contact' }));
      await forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Approve Pricing Ltd' }));
      await forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Reject Pricing Ltd' }));
      await forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'reject.franchisee@example.com' }));
      await forms.submitContributorApplication(buildContributorApplication({ email: 'reject.contributor@example.com' }));
      await confirmApplicant(backend, 'reject.franchisee@example.com');
      await confirmApplicant(backend, 'reject.contributor@example.com');
      await backend.signInAs('admin');

      const contacts = await pendingItems(backend.services, 'contact', (list) =>
        ['Approve contact', 'Reject contact'].every((subject) => list.some((item) => item.subject === subject)),
      );
      const pricing = await pendingItems(backend.services, 'pricing', (list) =>
        ['Approve Pricing Ltd', 'Reject Pricing Ltd'].every((name) => list.some((item) => item.businessName === name)),
      );
      const application = async <K extends 'franchisee' | 'contributor'>(kind: K, email: string): Promise<PendingItems[K]> => {
        const items = await pendingItems(backend.services, kind, (list) => list.some((item) => item.email === email));
        return items.find((item) => item.email === email)!;
      };
      const franchisee = await application('franchisee', 'reject.franchisee@example.com');
      const contributor = await application('contributor', 'reject.contributor@example.com');
      const contact = (subject: string) => contacts.find((item) => item.subject === subject)!;
      const inquiry = (name: string) => pricing.find((item) => item.businessName === name)!;

      await backend.signInAs('franchisee');
      await expectServiceError(admin.approve('contact', contact('Approve contact')), 'permission-denied');
      await expectServiceError(admin.reject('pricing', inquiry('Reject Pricing Ltd'), REJECTION), 'permission-denied');
      await backend.signInAs(null);
      await expectServiceError(admin.reject('franchisee', franchisee, REJECTION), 'permission-denied');

      await backend.signInAs('admin');
      await admin.approve('contact', contact('Approve contact'));
      await admin.reject('contact', contact('Reject contact'), REJECTION);
      await admin.approve('pricing', inquiry('Approve Pricing Ltd'));
      await admin.reject('pricing', inquiry('Reject Pricing Ltd'), REJECTION);
      await admin.reject('franchisee', franchisee, REJECTION);
      await admin.reject('contributor', contributor, REJECTION);

      const gone = (ids: readonly string[]) => (list: { id: string }[]) => !list.some((item) => ids.includes(item.id));
      await pendingItems(backend.services, 'contact', gone([contact('Approve contact').id, contact('Reject contact').id]));
      await pendingItems(backend.services, 'pricing', gone([inquiry('Approve Pricing Ltd').id, inquiry('Reject Pricing Ltd').id]));
      await pendingItems(backend.services, 'franchisee', gone([franchisee.id]));
      await pendingItems(backend.services, 'contributor', gone([contributor.id]));
      // A rejected application makes no member.
      await backend.signInAs(null);
      await expectServiceError(backend.services.auth.signIn('reject.contributor@example.com', 'Applicant!2345'), 'invalid-credentials');
      await expectServiceError(backend.services.auth.signIn('reject.franchisee@example.com', 'Applicant!2345'), 'invalid-credentials');
    });

    it('refuses the shapes the rules refuse, on every form', async () => {
      const { services } = await create();
      const badEmail = 'someone..else@example.com';
      // One at a time, each started only when awaited.
      const refusals: [string, () => Promise<unknown>][] = [
        ['franchisee phone', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ phoneNumber: '506555012' }))],
        ['franchisee postal code', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ postalCode: 'D4S 1A1' }))],
        ['franchisee email', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: badEmail }))],
        ['contributor phone', () => services.forms.submitContributorApplication(buildContributorApplication({ phoneNumber: '506555011' }))],
        [
          'contributor business name',
          () => services.forms.submitContributorApplication(buildContributorApplication({ employer: 'business', businessName: ' ' })),
        ],
        ['contributor email', () => services.forms.submitContributorApplication(buildContributorApplication({ email: badEmail }))],
        ['pricing phone', () => services.forms.submitPricingInquiry(buildPricingInquiry({ phoneNumber: '902555010' }))],
        ['pricing postal code', () => services.forms.submitPricingInquiry(buildPricingInquiry({ postalCode: 'B3H 1A' }))],
        ['pricing email', () => services.forms.submitPricingInquiry(buildPricingInquiry({ email: 'marie@landry' }))],
        ['contact email', () => services.forms.submitContact(buildContact({ email: '.visitor@example.com' }))],
        ['newsletter email', () => services.subscriptions.subscribe(buildSubscription({ email: 'reader@example' }))],
        ['offers email', () => services.subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: 'reader@-example.com' }))],
        ['offers postal code', () => services.subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: 'offers.reader@example.com', postalCode: 'Z3H 1A1' }))],
      ];
      for (const [form, submit] of refusals) {
        const error = await submit().then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(isServiceError(error, 'invalid-argument'), form).toBe(true);
      }
    });
  });
}
