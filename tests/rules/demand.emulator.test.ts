// firestore.rules for what people ask for (docs/decisions/037): a day's
// count of a pattern nothing fitted. A Franchisee an Admin linked to a
// partner and an Admin read the counters; a visitor, a member without a
// role, a Contributor and a Franchisee not yet linked do not; no client
// writes one, the Admin included (the reportUnmetPattern callable does).
import { Timestamp } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { allowed, CALLERS, contextFor, createEnvironment, expectAccess, NOBODY, ROLES, memberDoc, seedDocument, seedFirestore, type RoleName } from './rules-env';

let env: RulesTestEnvironment;

const COUNTER = 'unmetPatterns/2026-11-29_bucket';
const counter = (count: number) => ({
  day: Timestamp.fromDate(new Date('2026-11-29T00:00:00.000Z')),
  kind: 'knee',
  measures: { armLength: 914.4 },
  province: '',
  source: 'any',
  carbon: 'any',
  minMor: 0,
  minMoe: 0,
  durable: false,
  count,
});

beforeAll(async () => {
  env = await createEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => seedFirestore(context.firestore()));
  await seedDocument(env, COUNTER, counter(3));
});

afterAll(async () => {
  await env.cleanup();
});

const db = (role: RoleName) => contextFor(env, role).firestore();
const since = (role: RoleName) =>
  db(role)
    .collection('unmetPatterns')
    .where('day', '>=', Timestamp.fromDate(new Date('2026-09-01T00:00:00.000Z')))
    .orderBy('day', 'desc')
    .limit(1000);

describe('unmetPatterns: what people ask for', () => {
  it('lets a partner’s Franchisee and an Admin read the counts, and nobody write one', async () => {
    for (const role of ROLES) {
      await expectAccess(allowed('franchisee', 'admin'), role, db(role).doc(COUNTER).get());
      await expectAccess(allowed('franchisee', 'admin'), role, since(role).get());
      await expectAccess(NOBODY, role, db(role).doc('unmetPatterns/2026-11-29_other').set(counter(1)));
      await expectAccess(NOBODY, role, db(role).doc(COUNTER).update({ count: 4 }));
      await expectAccess(NOBODY, role, db(role).doc(COUNTER).delete());
    }
  });

  it('keeps them from a Franchisee no Admin has linked to a partner yet', async () => {
    await seedDocument(env, `ApprovedUsers/${CALLERS.franchisee.uid}`, memberDoc('franchisee'));
    await expectAccess(NOBODY, 'franchisee', db('franchisee').doc(COUNTER).get());
    await expectAccess(NOBODY, 'franchisee', since('franchisee').get());
    await expectAccess(allowed('admin'), 'admin', since('admin').get());
  });
});
