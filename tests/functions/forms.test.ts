// @vitest-environment node
// The submitForm callable (ADR 019): its input through its declared schema
// (src/domain/model/callables.ts, built from the forms' service schemas), and
// the rule that stores a pricing inquiry or contact message in spec §3's shape
// with the server's time, at most RATE_LIMITS.form per client and hour, keyed
// by a hash.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCallableInput } from '../../src/domain/server/handlers';
import { callables } from '../../src/domain/model/callables';
import { RATE_LIMITS } from '../../src/domain/limits';
import { CallableError } from '../../src/domain/server/callable-error';
import { submitForm, type FormSubmission } from '../../src/domain/server/forms';
import { submissionDate } from '../../src/domain/model/schemas';
import { buildContact, buildPricingInquiry } from '../builders';
import { FakeFirestore } from './fake-firestore';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const CLIENT = '203.0.113.7';
let store: FakeFirestore;
beforeEach(() => {
  store = new FakeFirestore();
});

const checkedForm = (payload: unknown) => parseCallableInput(callables.submitForm, payload);
const send = (submission: FormSubmission, client = CLIENT, now = T0) => submitForm(store, submission, { now, client, submissionDate });
const stored = (collection: string) => store.list(collection).map((path) => store.get(path));

describe('submitForm: the input', () => {
  it('keeps only the schema’s fields: a status or id is stripped, the email lowercased', () => {
    const input = { ...buildPricingInquiry({ email: ' Marie.Landry@Example.com ' }), status: 'Approved', id: 'forged', createdAt: '1999-01-01' };
    expect(checkedForm({ kind: 'pricing', input })).toEqual({ kind: 'pricing', input: buildPricingInquiry() });
    expect(checkedForm({ kind: 'contact', input: { ...buildContact(), timestamp: 1, status: 'Approved' } })).toEqual({ kind: 'contact', input: buildContact() });
  });

  it.each([
    ['no kind', { input: buildContact() }],
    ['an unknown kind', { kind: 'FranchiseeApplication', input: buildContact() }],
    ['a contact message as a pricing inquiry', { kind: 'pricing', input: buildContact() }],
    ['a subject over 50 characters', { kind: 'contact', input: buildContact({ subject: 's'.repeat(51) }) }],
    ['a bad postal code', { kind: 'pricing', input: buildPricingInquiry({ postalCode: '12345' }) }],
    ['an unknown language', { kind: 'contact', input: { ...buildContact(), language: 'fr' } }],
    ['no payload', undefined],
  ])('refuses %s as invalid-argument', (_case, payload) => {
    expect(() => checkedForm(payload)).toThrow(CallableError);
    expect(() => checkedForm(payload)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});

describe('submitForm: the rule', () => {
  it('stores a pricing inquiry and a contact message in spec §3’s shape with the server’s time', async () => {
    await send({ kind: 'pricing', fields: buildPricingInquiry() });
    await send({ kind: 'contact', fields: buildContact({ language: 'fr-CA' }) });
    expect(stored('PricingInquiries')).toEqual([{ ...buildPricingInquiry(), submissionDate: submissionDate(T0), createdAt: T0 }]);
    expect(stored('ContactSubmissions')).toEqual([{ ...buildContact({ language: 'fr-CA' }), timestamp: T0, status: 'Pending' }]);
  });

  it(`takes RATE_LIMITS.form forms per client and hour, both kinds together, then refuses with when to try again`, async () => {
    for (let index = 0; index < RATE_LIMITS.form.limit; index += 1) {
      await send(index % 2 ? { kind: 'contact', fields: buildContact() } : { kind: 'pricing', fields: buildPricingInquiry() }, CLIENT, new Date(T0.getTime() + index * 60_000));
    }
    const refusal = await send({ kind: 'contact', fields: buildContact() }, CLIENT, new Date(T0.getTime() + 30 * 60_000)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CallableError);
    expect(refusal).toMatchObject({ code: 'resource-exhausted', retryAt: new Date(T0.getTime() + RATE_LIMITS.form.windowMs) });
    expect(store.list('PricingInquiries').length + store.list('ContactSubmissions').length).toBe(RATE_LIMITS.form.limit);
    // The key holds no address; another client is not held back; the window's end lets this one again.
    expect(store.list('rateLimits').join()).not.toContain(CLIENT);
    await expect(send({ kind: 'contact', fields: buildContact() }, '198.51.100.2')).resolves.toBeDefined();
    await expect(send({ kind: 'contact', fields: buildContact() }, CLIENT, new Date(T0.getTime() + RATE_LIMITS.form.windowMs))).resolves.toBeDefined();
  });
});
