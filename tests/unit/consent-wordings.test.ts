// @vitest-environment node
// The consent wordings (CASL): versioned in the message catalogue, generated
// into the domain for the server rules, published versions kept word for word,
// and the version the forms show names the sender and says consent can be
// withdrawn at any time, and how.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED, readConsentCatalogues, renderConsentWordings } from '../../scripts/consent-wordings.mjs';
import { CONSENT_PURPOSES, CONSENT_WORDING, CURRENT_WORDING, wordingText } from '../../src/domain/consent';
import { CONSORTIUM_NAME, CONTACT_EMAIL, MAILING_ADDRESS } from '../../src/domain/consortium';
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

  it('refuse a version of another purpose or none', () => {
    expect(wordingText('offers-2026-11', 'newsletter', 'en-CA')).toBeNull();
    expect(wordingText('newsletter-2099-01', 'newsletter', 'en-CA')).toBeNull();
  });

  describe.each(LANGUAGES)('the version the forms show, in %s', (language) => {
    const withdrawal = { 'en-CA': /withdraw my consent at any time/, 'fr-CA': /retirer mon consentement en tout temps/ }[language];
    const how = { 'en-CA': /unsubscribe link in every .+, from my profile, or by writing to/, 'fr-CA': /lien de désabonnement présent dans chaque .+, dans mon profil ou en écrivant à/ }[language];

    it.each(CONSENT_PURPOSES)('names the sender, the mailing address and a contact, and how to withdraw (%s)', (purpose) => {
      const text = wordingText(CURRENT_WORDING[purpose], purpose, language)!;
      expect(CURRENT_WORDING[purpose]).not.toMatch(/-2026-11$/);
      expect(text).toContain(CONSORTIUM_NAME);
      expect(text).toContain(MAILING_ADDRESS);
      expect(text).toContain(CONTACT_EMAIL);
      expect(text).toMatch(withdrawal);
      expect(text).toMatch(how);
      expect(text).not.toMatch(/\{\w+\}/);
    });
  });

  it('are each published in both languages', () => {
    for (const [version, wording] of Object.entries(CONSENT_WORDING)) {
      for (const language of LANGUAGES) expect(wording.text[language], `${version} ${language}`).not.toBe('');
    }
  });
});
