// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContact, buildContributorApplication, buildFranchiseeApplication, buildPricingInquiry } from '../../../tests/builders';
import { isServiceError } from '../errors';
import { LANGUAGES, type Language } from '../languages';
import { LIMITS } from '../limits';
import { contactSchema, contributorApplicationSchema, FIELDS, franchiseeApplicationSchema, parseInput, pricingInquirySchema } from './schemas';

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

function expectRefused(run: () => unknown, field: string) {
  const error = refusal(run);
  expect(isServiceError(error, 'invalid-argument'), 'expected invalid-argument').toBe(true);
  expect(error instanceof Error ? error.message : '').toContain(field);
}

describe('the service shapes (what the rules check)', () => {
  it('accepts what the forms send', () => {
    expect(parseInput(contributorApplicationSchema, buildContributorApplication()).phoneNumber).toBe('5065550111');
    expect(parseInput(franchiseeApplicationSchema, buildFranchiseeApplication()).postalCode).toBe('E4S 1A1');
    expect(parseInput(pricingInquirySchema, buildPricingInquiry()).email).toBe('marie.landry@example.com');
    expect(parseInput(contactSchema, buildContact()).subject).toBe('A question');
    const business = parseInput(contributorApplicationSchema, buildContributorApplication({ employer: 'business', businessName: ' Acme Mill ' }));
    expect(business.businessName).toBe('Acme Mill');
  });

  it('stores the email trimmed and lowercased, and refuses one against the pattern', () => {
    expect(parseInput(FIELDS.email, '  Jo_Ann.Smith-1@Mail.Example.CA ')).toBe('jo_ann.smith-1@mail.example.ca');
    for (const bad of ['a@b', 'a..b@example.com', '.a@example.com', 'a@-example.com', 'a@example.c0m', 'a b@example.com', 'a+b@example.com']) {
      expect(refusal(() => parseInput(FIELDS.email, bad)), bad).not.toBeNull();
    }
    expectRefused(() => parseInput(contactSchema, buildContact({ email: 'visitor@example' })), 'email');
    expectRefused(() => parseInput(contributorApplicationSchema, buildContributorApplication({ email: 'anne..poirier@example.com' })), 'email');
  });

  it('takes a phone number of exactly ten digits, separators allowed', () => {
    expect(parseInput(pricingInquirySchema, buildPricingInquiry({ phoneNumber: '(902) 555-0100' })).phoneNumber).toBe('(902) 555-0100');
    expectRefused(() => parseInput(pricingInquirySchema, buildPricingInquiry({ phoneNumber: '902555010' })), 'phoneNumber');
    expectRefused(() => parseInput(franchiseeApplicationSchema, buildFranchiseeApplication({ phoneNumber: '50655501221' })), 'phoneNumber');
    expectRefused(() => parseInput(contributorApplicationSchema, buildContributorApplication({ phoneNumber: '506555011x' })), 'phoneNumber');
    expectRefused(
      () => parseInput(contributorApplicationSchema, buildContributorApplication({ phoneNumber: `${'-'.repeat(LIMITS.phone)}5065550111` })),
      'phoneNumber',
    );
  });

  it('uppercases a Canadian postal code and refuses anything else', () => {
    expect(parseInput(FIELDS.postalCode, ' b3h-1a1 ')).toBe('B3H-1A1');
    expect(parseInput(pricingInquirySchema, buildPricingInquiry({ postalCode: 'b3h1a1' })).postalCode).toBe('B3H1A1');
    expectRefused(() => parseInput(pricingInquirySchema, buildPricingInquiry({ postalCode: 'D3H 1A1' })), 'postalCode');
    expectRefused(() => parseInput(franchiseeApplicationSchema, buildFranchiseeApplication({ postalCode: '12345' })), 'postalCode');
    expect(refusal(() => parseInput(FIELDS.postalCode, 'W1A 1A1'))).not.toBeNull();
  });

  it('needs a business name from a business employer and stores none for the self-employed', () => {
    expectRefused(
      () => parseInput(contributorApplicationSchema, buildContributorApplication({ employer: 'business', businessName: '   ' })),
      'businessName',
    );
    expectRefused(
      () => parseInput(contributorApplicationSchema, buildContributorApplication({ employer: 'business', businessName: null })),
      'businessName',
    );
    const self = parseInput(contributorApplicationSchema, buildContributorApplication({ employer: 'self', businessName: 'Left over' }));
    expect(self.businessName).toBeNull();
  });

  it('holds the same lengths as the rules', () => {
    expectRefused(() => parseInput(contactSchema, buildContact({ subject: 'x'.repeat(LIMITS.subject + 1) })), 'subject');
    expectRefused(() => parseInput(pricingInquirySchema, buildPricingInquiry({ firstName: 'x'.repeat(LIMITS.name + 1) })), 'firstName');
    expectRefused(
      () => parseInput(franchiseeApplicationSchema, buildFranchiseeApplication({ businessName: 'x'.repeat(LIMITS.shortText + 1) })),
      'businessName',
    );
    expectRefused(
      () => parseInput(contributorApplicationSchema, buildContributorApplication({ password: 'x'.repeat(LIMITS.password + 1) })),
      'password',
    );
    expect(parseInput(contactSchema, buildContact({ message: 'x'.repeat(LIMITS.message) })).message).toHaveLength(LIMITS.message);
  });

  it('keeps the language a form was sent in: one of the site’s LANGUAGES, required', () => {
    for (const language of LANGUAGES) {
      expect(parseInput(contactSchema, buildContact({ language })).language).toBe(language);
      expect(parseInput(pricingInquirySchema, buildPricingInquiry({ language })).language).toBe(language);
      expect(parseInput(franchiseeApplicationSchema, buildFranchiseeApplication({ language })).language).toBe(language);
      expect(parseInput(contributorApplicationSchema, buildContributorApplication({ language })).language).toBe(language);
      expect(parseInput(FIELDS.language, language)).toBe(language);
    }
    for (const raw of ['fr', 'fr-FR', 'FR-CA', ' fr-CA', '', null, undefined]) {
      const language = raw as unknown as Language;
      expectRefused(() => parseInput(contactSchema, buildContact({ language })), 'language');
      expectRefused(() => parseInput(pricingInquirySchema, buildPricingInquiry({ language })), 'language');
      expectRefused(() => parseInput(franchiseeApplicationSchema, buildFranchiseeApplication({ language })), 'language');
      expectRefused(() => parseInput(contributorApplicationSchema, buildContributorApplication({ language })), 'language');
      expect(refusal(() => parseInput(FIELDS.language, raw)), String(raw)).not.toBeNull();
    }
  });
});
