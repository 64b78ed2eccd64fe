// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contributorSchema, toContributorApplication } from './contributor-application';
import { EMPTY_FRANCHISEE_FORM, franchiseeSchema, joinBusinessTypes, toFranchiseeApplication } from './franchisee-application';

describe('joinBusinessTypes', () => {
  it('joins in form order and replaces other with its text when given', () => {
    expect(joinBusinessTypes(['sawmilling', 'kiln drying'], '')).toBe('sawmilling, kiln drying');
    expect(joinBusinessTypes(['sawmilling', 'other'], ' Portable milling ')).toBe('sawmilling, Portable milling');
    expect(joinBusinessTypes(['other'], '')).toBe('other');
  });
});

describe('toFranchiseeApplication', () => {
  it('ignores the other text when Other is not ticked, even if too long', () => {
    const values = franchiseeSchema.parse({
      ...EMPTY_FRANCHISEE_FORM,
      firstName: 'Luc',
      lastName: 'Robichaud',
      email: ' LUC@Example.com ',
      password: 'Sawdust!2024',
      expertise: 'Milling',
      province: 'NB',
      town: 'Bouctouche',
      postalCode: 'e4s-1a1',
      address: '4 River Road',
      businessName: 'Robichaud Sawmill',
      businessType: ['sawmilling'],
      otherBusinessType: 'x'.repeat(300),
      phoneNumber: '506.555.0122',
      contactBy: 'email',
    });
    expect(toFranchiseeApplication(values, 'fr-CA')).toMatchObject({
      email: 'luc@example.com',
      businessType: 'sawmilling',
      postalCode: 'E4S 1A1',
      phoneNumber: '5065550122',
      language: 'fr-CA',
    });
  });
});

describe('toContributorApplication', () => {
  const base = {
    email: 'anne@example.com',
    password: 'Timber!2345',
    firstName: 'Anne',
    lastName: 'Poirier',
    town: 'Shediac',
    province: 'NB',
    phoneNumber: '5065550111',
    expertise: 'Framing',
  };

  it('sends businessName null for the self-employed, whatever was typed', () => {
    const values = contributorSchema.parse({ ...base, employer: 'self', businessName: 'Leftover' });
    expect(toContributorApplication(values, 'en-CA')).toMatchObject({ employer: 'self', businessName: null, language: 'en-CA' });
  });

  it('requires a business name only for a business', () => {
    const result = contributorSchema.safeParse({ ...base, employer: 'business', businessName: '' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['businessName'], message: 'Field is required' })]);
  });
});
