// @vitest-environment node
// The consent wordings (CASL): versioned in the message catalogue, generated
// into the domain for the server rules, published versions kept word for word,
// and the version the forms show names the sender and says consent can be
// withdrawn at any time, and how. A version names the sender it was published
// with, so new sender details need a new version; a new grant records only the
// current version, or for a day the one it replaced (ADR 031).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED, readConsentCatalogues, renderConsentWordings } from '../../scripts/consent-wordings.mjs';
import { CONSENT_PURPOSES, CONSENT_WORDING, LIST_PURPOSES, CURRENT_WORDING, grantWording, senderOf, wordingText } from '../../src/domain/consent';
import { PUBLISHED_WORDINGS } from '../../src/domain/consent-wordings';
import { CONSORTIUM_NAME, CONTACT_EMAIL, MAILING_ADDRESS, POSTAL_ADDRESS } from '../../src/domain/consortium';
import { LANGUAGES } from '../../src/domain/languages';
import { root } from './catalogue';

describe('the consent wordings', () => {
  it('are generated from the catalogue, and the generated module is up to date', () => {
    expect(readFileSync(join(root, GENERATED), 'utf8')).toBe(renderConsentWordings(readConsentCatalogues()));
  });

  it('keep the first published versions word for word, since consent records name them', () => {
    expect(wordingText('newsletter-2026-11', 'newsletter', 'en-CA')).toBe(
      'Yes, I want to receive the Atlantic Timber Consortium newsletter by email: news of our wood, our members and our events, about once a month. I can unsubscribe at any time with the link in every newsletter or from my profile.',
    );
    expect(wordingText('offers-2026-11', 'offers', 'fr-CA')).toBe(
      'Oui, je veux recevoir par courriel les offres spéciales d’Atlantic Timber Consortium et de ses entreprises membres, choisies selon mon code postal. Je peux me désabonner en tout temps grâce au lien présent dans chaque offre ou dans mon profil.',
    );
  });

  it('keep the 2026-11-27 versions as published, the English mailing address in the French too', () => {
    expect(wordingText('newsletter-2026-11-27', 'newsletter', 'fr-CA')).toBe(
      `Oui, je consens à recevoir par courriel l’infolettre d’Atlantic Timber Consortium\u00a0: des nouvelles de notre bois, de nos membres et de nos activités, environ une fois par mois. Expéditeur\u00a0: Atlantic Timber Consortium, ${MAILING_ADDRESS}; ${CONTACT_EMAIL}. Je peux retirer mon consentement en tout temps, au moyen du lien de désabonnement présent dans chaque infolettre, dans mon profil ou en écrivant à ${CONTACT_EMAIL}.`,
    );
    expect(wordingText('offers-2026-11-27', 'offers', 'en-CA')).toBe(
      `Yes, I consent to receive special offers by email from Atlantic Timber Consortium and its member businesses, chosen for my postal code. Sender: Atlantic Timber Consortium, ${MAILING_ADDRESS}; ${CONTACT_EMAIL}. I may withdraw my consent at any time, with the unsubscribe link in every offer, from my profile, or by writing to ${CONTACT_EMAIL}.`,
    );
  });

  it('keep the versions that name the sender word for word, whatever src/domain/consortium.ts says today', () => {
    expect(wordingText('newsletter-2026-11-27', 'newsletter', 'en-CA')).toBe(
      'Yes, I consent to receive the Atlantic Timber Consortium newsletter by email: news of our wood, our members and our events, about once a month. Sender: Atlantic Timber Consortium, PO Box 1000, Halifax NS B3J 0A0, Canada; info@atlantictimber.example. I may withdraw my consent at any time, with the unsubscribe link in every newsletter, from my profile, or by writing to info@atlantictimber.example.',
    );
  });

  it('publish every version of the catalogue, each with the sender it names', () => {
    expect(Object.keys(CONSENT_WORDING).sort()).toEqual(Object.keys(PUBLISHED_WORDINGS).sort());
  });

  it('accept for a new grant the current version, and the one it replaced until a day after the end of its publication date', () => {
    for (const purpose of CONSENT_PURPOSES) expect(grantWording(CURRENT_WORDING[purpose], purpose, new Date('2099-01-01T00:00:00Z'))).toBe('accepted');
    // Pattern alerts (ADR 036) were first published with the sender named: they have no first versions to retire.
    for (const purpose of LIST_PURPOSES) {
      // The first versions (no sender named) were replaced by the versions of 2026-11-27.
      expect(grantWording(`${purpose}-2026-11`, purpose, new Date('2026-11-28T23:59:59Z'))).toBe('accepted');
      expect(grantWording(`${purpose}-2026-11`, purpose, new Date('2026-11-29T00:00:00Z'))).toBe('retired');
      expect(grantWording(`${purpose}-2099-01`, purpose, new Date('2026-11-28T00:00:00Z'))).toBe('unknown');
    }
    expect(grantWording(CURRENT_WORDING.offers, 'newsletter', new Date('2026-11-28T00:00:00Z'))).toBe('unknown');
  });

  it('refuse a version of another purpose or none', () => {
    expect(wordingText('offers-2026-11', 'newsletter', 'en-CA')).toBeNull();
    expect(wordingText('newsletter-2099-01', 'newsletter', 'en-CA')).toBeNull();
  });

  describe.each(LANGUAGES)('the version the forms show, in %s', (language) => {
    const withdrawal = { 'en-CA': /withdraw my consent at any time/, 'fr-CA': /retirer mon consentement en tout temps/ }[language];
    // The three ways, each where it is (the 2026-11-28 review, G3: « présent dans chaque infolettre, dans mon profil » read as one link in both places).
    const lists = {
      'en-CA': /at any time: with the unsubscribe link at the bottom of every (newsletter|offer), in the Subscriptions section of my profile, or by writing to /,
      'fr-CA': /en tout temps\u00a0: au moyen du lien de désabonnement au bas de chaque (infolettre|offre), dans la section «\u00a0Abonnements\u00a0» de mon profil ou en écrivant à /,
    }[language];
    // A pattern alert is no list of the profile: its link, or a letter (ADR 036).
    const alerts = {
      'en-CA': /at any time: with the unsubscribe link at the bottom of every alert, or by writing to /,
      'fr-CA': /en tout temps\u00a0: au moyen du lien de désabonnement au bas de chaque alerte ou en écrivant à /,
    }[language];
    const how = (purpose: string) => (purpose === 'alerts' ? alerts : lists);

    it.each(CONSENT_PURPOSES)('names the sender, the mailing address and a contact, and how to withdraw (%s)', (purpose) => {
      const text = wordingText(CURRENT_WORDING[purpose], purpose, language)!;
      expect(CURRENT_WORDING[purpose]).not.toMatch(/-2026-11(-27)?$/);
      expect(text).toContain(CONSORTIUM_NAME);
      expect(text).toMatch(language === 'en-CA' ? 'Sender: Atlantic Timber Consortium, ' : 'Expéditeur\u00a0: Atlantic Timber Consortium, ');
      // The mailing address as the wording's language writes it (the review's F14).
      expect(text).toContain(POSTAL_ADDRESS[language]);
      expect(text).toContain(CONTACT_EMAIL);
      expect(text).toMatch(withdrawal);
      expect(text).toMatch(how(purpose));
      expect(text).not.toMatch(/\{\w+\}/);
    });

    it('says the consortium alone sends the offers, about its members’ products (CASL: who seeks consent for whom)', () => {
      const text = wordingText(CURRENT_WORDING.offers, 'offers', language)!;
      expect(text).toContain({ 'en-CA': 'the special offers Atlantic Timber Consortium sends about its member businesses’ products', 'fr-CA': 'les offres spéciales qu’Atlantic Timber Consortium transmet au sujet des produits de ses entreprises membres' }[language]);
    });
  });

  // CASL: the consent request names the sender. A change of name, address or
  // contact in consortium.ts fails here until a new wording version, dated
  // with a new entry of WORDING_SENDERS (src/domain/consent.ts), names it.
  it.each(CONSENT_PURPOSES)('name in the current version the sender details consortium.ts holds today (%s)', (purpose) => {
    for (const language of LANGUAGES) {
      const today = POSTAL_ADDRESS[language];
      expect(senderOf(CURRENT_WORDING[purpose])).toMatchObject({ name: CONSORTIUM_NAME, email: CONTACT_EMAIL, address: { [language]: today } });
    }
  });

  it('are each published in both languages', () => {
    for (const [version, wording] of Object.entries(CONSENT_WORDING)) {
      for (const language of LANGUAGES) expect(wording.text[language], `${version} ${language}`).not.toBe('');
    }
  });
});
