// @vitest-environment node
// The submitApplication callable's check of its input: its declared schema
// (src/domain/model/callables.ts, parsed by functions/src/callable.ts), the
// role, and the password hashed on the server (functions/src/verification.ts),
// never stored or passed on as typed. A refusal is the callable's
// invalid-argument, with nothing hashed or stored.
import { describe, expect, it } from 'vitest';
import { parseCallableInput } from '../../functions/src/callable';
import { hashedApplication } from '../../functions/src/verification';
import { callables } from '../../src/domain/model/callables';
import { CallableError } from '../../src/domain/server/callable-error';
import { verifyPassword } from '../../src/domain/model/crypto';
import { buildContributorApplication, buildFranchiseeApplication } from '../builders';

describe('submitApplication: the input', () => {
  it('takes a contributor application as its schema reads it, with the password hashed', async () => {
    const application = buildContributorApplication({ email: '  Anne.Poirier@Example.COM ', password: 'Timber!2345' });
    const submission = await hashedApplication(parseCallableInput(callables.submitApplication, { role: 'Contributor', application }));
    expect(submission.role).toBe('Contributor');
    expect(submission.fields).toMatchObject({ email: 'anne.poirier@example.com', businessName: null });
    expect(submission.fields).not.toHaveProperty('password');
    expect(JSON.stringify(submission)).not.toContain('Timber!2345');
    expect(submission.password).toMatchObject({ algorithm: 'PBKDF2-SHA256' });
    expect(await verifyPassword('Timber!2345', submission.password)).toBe(true);
  });

  it.each([
    ['no role', { application: buildFranchiseeApplication() }],
    ['the Admin role', { role: 'Admin', application: buildFranchiseeApplication() }],
    ['a contributor application under the franchisee role', { role: 'Franchisee', application: buildContributorApplication() }],
    ['a bad email', { role: 'Franchisee', application: buildFranchiseeApplication({ email: 'luc@robichaud' }) }],
    ['an unknown language', { role: 'Contributor', application: { ...buildContributorApplication(), language: 'fr' } }],
    ['no application', { role: 'Contributor' }],
    ['no payload', undefined],
  ])('refuses %s as invalid-argument', async (_case, payload) => {
    const error = await Promise.resolve()
      .then(() => hashedApplication(parseCallableInput(callables.submitApplication, payload)))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'invalid-argument' });
  });
});
