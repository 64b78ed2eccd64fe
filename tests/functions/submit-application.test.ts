// @vitest-environment node
// The submitApplication callable's check of its input: its declared schema
// (src/domain/model/callables.ts, parsed by functions/src/callable.ts) and the
// role. The password goes to the rule as typed, which hashes it only once its
// limits allow the call (tests/functions/application-limits.test.ts). A
// refusal is the callable's invalid-argument, with nothing hashed or stored.
import { describe, expect, it } from 'vitest';
import { parseCallableInput } from '../../src/domain/server/handlers';
import { applicationSubmission } from '../../src/domain/server/handlers-forms';
import { hashApplicationPassword } from '../../functions/src/verification';
import { callables } from '../../src/domain/model/callables';
import { PASSWORD_HASH_ROUNDS } from '../../src/domain/limits';
import { CallableError } from '../../src/domain/server/callable-error';
import { verifyPassword } from '../../src/domain/model/crypto';
import { buildContributorApplication, buildFranchiseeApplication } from '../builders';

describe('submitApplication: the input', () => {
  it('takes a contributor application as its schema reads it, the password apart from the fields', () => {
    const application = buildContributorApplication({ email: '  Anne.Poirier@Example.COM ', password: 'Timber!2345' });
    const submission = applicationSubmission(parseCallableInput(callables.submitApplication, { role: 'Contributor', application }));
    expect(submission.role).toBe('Contributor');
    expect(submission.fields).toMatchObject({ email: 'anne.poirier@example.com', businessName: null });
    expect(submission.fields).not.toHaveProperty('password');
    expect(submission.password).toBe('Timber!2345');
  });

  it('hashes with the PBKDF2 rounds Firebase Auth imports, the hash the callable hands the rule', async () => {
    const hash = await hashApplicationPassword('Timber!2345');
    expect(hash).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: PASSWORD_HASH_ROUNDS });
    expect(await verifyPassword('Timber!2345', hash)).toBe(true);
  });

  it.each([
    ['no role', { application: buildFranchiseeApplication() }],
    ['the Admin role', { role: 'Admin', application: buildFranchiseeApplication() }],
    ['a contributor application under the franchisee role', { role: 'Franchisee', application: buildContributorApplication() }],
    ['a bad email', { role: 'Franchisee', application: buildFranchiseeApplication({ email: 'luc@robichaud' }) }],
    ['an unknown language', { role: 'Contributor', application: { ...buildContributorApplication(), language: 'fr' } }],
    ['no application', { role: 'Contributor' }],
    ['no payload', undefined],
  ])('refuses %s as invalid-argument', (_case, payload) => {
    let error: unknown = null;
    try {
      applicationSubmission(parseCallableInput(callables.submitApplication, payload));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'invalid-argument' });
  });
});
