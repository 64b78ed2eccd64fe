// The service contract, part: Issue 17: every form keeps the language of the page it was sent from.
// Run on both backends by describeServiceContract (services.contract.ts).
import { CURRENT_WORDING } from '../../src/domain/consent';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { isServiceError } from '../../src/domain/errors';
import type { Language } from '../../src/domain/languages';
import type { PendingItems } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildFranchiseeApplication, buildPricingInquiry, buildSubscription } from '../builders';
import { confirmApplicant, expectServiceError, sessionUser, pendingItems, approvedMember, type ContractBackend } from './contract-helpers';

export function describeLanguageContract(create: () => Promise<ContractBackend>) {
  // Issue 17: every form keeps the language of the page it was sent from, so
  // the consortium answers in it; nothing else of the record changes with it.
  describe('the language a form was sent in', () => {
    /** The language of each listed item, by the key that names it. */
    const languages = <T extends { language: Language }>(items: readonly T[], keyOf: (item: T) => string, keys: readonly string[]) =>
      keys.map((key) => items.find((item) => keyOf(item) === key)?.language);

    it('records the language a franchisee application was sent in', async () => {
      const backend = await create();
      const emails = ['langue.franchise@example.com', 'language.franchise@example.com'];
      await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: emails[0], language: 'fr-CA' }));
      await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: emails[1], language: 'en-CA' }));
      for (const email of emails) await confirmApplicant(backend, email!);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'franchisee', (list) => emails.every((email) => list.some((item) => item.email === email)));
      expect(languages(items, (item) => item.email, emails)).toEqual(['fr-CA', 'en-CA']);
      // The option values stay as the form sent them, whatever the page's language.
      expect(items.find((item) => item.email === emails[0])).toMatchObject({ province: 'NB', contactBy: 'email', businessType: 'sawmilling, kiln drying' });
    });

    it('records the language a contributor application was sent in', async () => {
      const backend = await create();
      const emails = ['langue.contrib@example.com', 'language.contrib@example.com'];
      await backend.services.forms.submitContributorApplication(
        buildContributorApplication({ email: emails[0], language: 'fr-CA', employer: 'business', businessName: 'Scierie Poirier' }),
      );
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email: emails[1], language: 'en-CA' }));
      for (const email of emails) await confirmApplicant(backend, email!);
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contributor', (list) => emails.every((email) => list.some((item) => item.email === email)));
      expect(languages(items, (item) => item.email, emails)).toEqual(['fr-CA', 'en-CA']);
      expect(items.find((item) => item.email === emails[0])).toMatchObject({ employer: 'business', province: 'NB' });
    });

    it('records the language a pricing inquiry was sent in', async () => {
      const backend = await create();
      const names = ['Menuiserie Landry', 'Landry Millwork'];
      await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: names[0], language: 'fr-CA' }));
      await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: names[1], language: 'en-CA' }));
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'pricing', (list) => names.every((name) => list.some((item) => item.businessName === name)));
      expect(languages(items, (item) => item.businessName, names)).toEqual(['fr-CA', 'en-CA']);
      expect(items.find((item) => item.businessName === names[0])).toMatchObject({ contactBy: 'email', preferredTimezone: 'Atlantic' });
    });

    it('records the language a contact message was sent in', async () => {
      const backend = await create();
      const subjects = ['Visite de la scierie', 'Sawmill visit'];
      await backend.services.forms.submitContact(buildContact({ subject: subjects[0], message: 'Un groupe scolaire peut-il visiter une scierie ?', language: 'fr-CA' }));
      await backend.services.forms.submitContact(buildContact({ subject: subjects[1], language: 'en-CA' }));
      await backend.signInAs('admin');
      const items = await pendingItems(backend.services, 'contact', (list) => subjects.every((subject) => list.some((item) => item.subject === subject)));
      expect(languages(items, (item) => item.subject, subjects)).toEqual(['fr-CA', 'en-CA']);
      // The status stays the neutral stored value.
      expect(items.find((item) => item.subject === subjects[0])?.status).toBe('Pending');
    });

    it('records the language a subscription was sent in: the latest form’s for the address', async () => {
      const backend = await create();
      const { subscriptions } = backend.services;
      await subscriptions.subscribe(buildSubscription({ email: 'lectrice@example.com', language: 'fr-CA' }));
      await subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: 'lectrice@example.com', postalCode: 'e1a 1a1', language: 'fr-CA' }));
      await subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: 'offers.language@example.com', language: 'en-CA' }));
      await backend.signInAs('admin');
      // Unconfirmed until the address confirms (issue 22): the spec's flags stay false meanwhile.
      expect(await backend.readSubscription('lectrice@example.com')).toMatchObject({
        newsletter: false,
        newsletterStatus: 'unconfirmed',
        specialOffers: { registered: false, postalCode: 'E1A 1A1' },
        offersStatus: 'unconfirmed',
        language: 'fr-CA',
      });
      expect((await backend.readSubscription('offers.language@example.com'))?.language).toBe('en-CA');

      // A later form in the other language: the record keeps its purposes and takes the new language.
      await backend.signInAs(null);
      await subscriptions.subscribe(buildSubscription({ email: 'offers.language@example.com', language: 'fr-CA' }));
      await backend.signInAs('admin');
      expect(await backend.readSubscription('offers.language@example.com')).toMatchObject({
        newsletterStatus: 'unconfirmed',
        offersStatus: 'unconfirmed',
        specialOffers: { postalCode: 'B3H 1A1' },
        language: 'fr-CA',
      });
    });

    it('records the language a member saved their subscriptions in, and gives an approved member the one they applied in', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'franchisee', 'fr-CA');
      const { users } = backend.services;
      expect(await users.getUserByEmail(member.email)).toMatchObject({ uid: member.uid, language: 'fr-CA', subscribedToNewsletter: false });

      await users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      const saved = await sessionUser(backend.services, (u) => u?.uid === member.uid && u.profile?.language === 'en-CA');
      expect(saved?.profile).toMatchObject({ subscribedToNewsletter: true, subscribedToOffers: false, language: 'en-CA' });
      await users.setSubscriptions({ newsletter: true, offers: true }, 'fr-CA', CURRENT_WORDING);
      expect(await users.getUserByEmail(member.email)).toMatchObject({ subscribedToOffers: true, language: 'fr-CA' });
    });

    it('refuses an unknown language, or none, on every form and stores nothing', async () => {
      const backend = await create();
      const { forms, subscriptions } = backend.services;
      const unknown = ['fr', 'fr-FR', 'FR-CA', 'en', '', undefined, null, 42];
      for (const raw of unknown) {
        // What a caller that skips the types may send.
        const language = raw as unknown as Language;
        const refusals: [string, () => Promise<unknown>][] = [
          ['franchisee', () => forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'unknown.language@example.com', language }))],
          ['contributor', () => forms.submitContributorApplication(buildContributorApplication({ email: 'unknown.language@example.com', language }))],
          ['pricing', () => forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Unknown Language Ltd', language }))],
          ['contact', () => forms.submitContact(buildContact({ subject: 'Unknown language', language }))],
          ['newsletter', () => subscriptions.subscribe(buildSubscription({ email: 'unknown.language@example.com', language }))],
          ['offers', () => subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: 'unknown.language@example.com', language }))],
        ];
        for (const [form, submit] of refusals) {
          const error = await submit().then(
            () => null,
            (caught: unknown) => caught,
          );
          expect(isServiceError(error, 'invalid-argument'), `${form} with ${JSON.stringify(raw)}`).toBe(true);
        }
      }
      await backend.signInAs('contributor');
      await expectServiceError(backend.services.users.setSubscriptions({ newsletter: true, offers: true }, 'de-DE' as unknown as Language, CURRENT_WORDING), 'invalid-argument');
      expect((await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email))?.language).toBe(DEMO_ACCOUNTS.contributor.language);

      await backend.signInAs('admin');
      expect(await backend.readSubscription('unknown.language@example.com')).toBeNull();
      const contacts = await pendingItems(backend.services, 'contact');
      expect(contacts.some((item) => item.subject === 'Unknown language')).toBe(false);
      const pricing = await pendingItems(backend.services, 'pricing');
      expect(pricing.some((item) => item.businessName === 'Unknown Language Ltd')).toBe(false);
      for (const kind of ['franchisee', 'contributor'] as const) {
        const applications: PendingItems['franchisee' | 'contributor'][] = await pendingItems(backend.services, kind);
        expect(applications.some((item) => item.email === 'unknown.language@example.com'), kind).toBe(false);
      }
    });
  });
}
