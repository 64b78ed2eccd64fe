// The service contract, part: what people ask for (docs/decisions/037). A
// reported search is counted only when the server's own search finds nothing
// that fits, whatever the client says; a partner's Franchisee and an Admin
// read the counts, grouped, and a visitor and a Contributor do not; a count
// holds the pattern's bucket and nothing of who asked. Run on both backends by
// describeServiceContract (services.contract.ts); two tests, so the firebase
// run stays short. Counts are compared before and after (the emulators'
// database is shared by the suite and may hold earlier counts of a bucket).
import { describe, expect, it } from 'vitest';
import { coarseLength, type DemandGroup, type UnmetReport } from '../../src/domain/catalogue/demand';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import type { Services } from '../../src/services/api';
import { buildKneeInput } from '../builders';
import { expectServiceError, type ContractBackend } from './contract-helpers';

const NO_FILTERS: UnmetReport['filters'] = {
  province: null,
  source: 'any',
  carbon: 'any',
  minMor: 0,
  minMoe: 0,
  durable: false,
};

/** A knee report of one arm length, the rest left open. */
const kneeReport = (armLength: number, filters: Partial<UnmetReport['filters']> = {}): UnmetReport => ({
  kind: 'knee',
  pattern: { armLength },
  filters: { ...NO_FILTERS, ...filters },
});

/** The count of the knee bucket of this arm length and these filters (0 when none). */
async function countOf(services: Services, armLength: number, filters: Partial<UnmetReport['filters']> = {}): Promise<number> {
  const bucket = coarseLength(armLength);
  const wanted = {
    ...NO_FILTERS,
    ...filters,
    province: filters.province ?? '',
  };
  const match = (group: DemandGroup) =>
    group.kind === 'knee' &&
    JSON.stringify(group.measures) === JSON.stringify({ armLength: bucket }) &&
    group.province === wanted.province &&
    group.source === wanted.source &&
    group.carbon === wanted.carbon;
  return (await services.catalogue.unmetPatterns()).find(match)?.count ?? 0;
}

/** An arm length of this run's own: within 20 m, far from other runs' in the same database. */
const ownLength = () => 14_000 + (Date.now() % 20) * 200;

export function describeDemandContract(create: () => Promise<ContractBackend>) {
  describe('what people ask for', () => {
    it('counts a search nothing fits, not one something fits even when the client reports it, and shows the count to a partner and an Admin', async () => {
      const backend = await create();
      const { services } = backend;
      const arm = ownLength();
      await backend.signInAs('admin');
      await services.catalogue.linkPartner(DEMO_ACCOUNTS.franchisee.email, 'sawyer');
      // A knee whose arm is exactly `arm`: a pattern asking that much fits it; one asking more fits nothing listed.
      await backend.signInAs('franchisee');
      await services.catalogue.savePiece({
        piece: buildKneeInput({
          armLength: arm,
          legLength: 900,
          armDepth: 200,
          legDepth: 200,
        }),
      });
      const unmet = arm + 2_000;
      const before = {
        unmet: await countOf(services, unmet),
        fitted: await countOf(services, arm),
        local: await countOf(services, unmet, {
          province: 'PE',
          source: 'salvage',
        }),
      };

      await backend.signInAs(null);
      expect(await services.catalogue.reportUnmetPattern(kneeReport(unmet))).toEqual({ counted: true });
      expect(await services.catalogue.reportUnmetPattern(kneeReport(arm))).toEqual({ counted: false });
      // The piece is in Prince Edward Island and salvaged: a Local search there that asks the piece's size finds it, so it is not counted.
      expect(await services.catalogue.reportUnmetPattern(kneeReport(arm - 100, { province: 'PE', source: 'salvage' }))).toEqual({ counted: false });
      expect(await services.catalogue.reportUnmetPattern(kneeReport(unmet, { province: 'PE', source: 'salvage' }))).toEqual({ counted: true });

      await backend.signInAs('franchisee');
      expect(await countOf(services, unmet)).toBe(before.unmet + 1);
      expect(await countOf(services, arm)).toBe(before.fitted);
      expect(await countOf(services, unmet, { province: 'PE', source: 'salvage' })).toBe(before.local + 1);
      const groups = await services.catalogue.unmetPatterns();
      // A count names nobody: the bucket's fields, the count and the last day, nothing else.
      for (const group of groups) {
        expect(Object.keys(group).sort()).toEqual(['carbon', 'count', 'durable', 'kind', 'lastAsked', 'measures', 'minMoe', 'minMor', 'province', 'source']);
      }
      await backend.signInAs('admin');
      expect(await countOf(services, unmet)).toBe(before.unmet + 1);
    });

    it('keeps the counts from a visitor and a Contributor', async () => {
      const backend = await create();
      await backend.signInAs(null);
      await expectServiceError(backend.services.catalogue.unmetPatterns(), 'permission-denied');
      await backend.signInAs('contributor');
      await expectServiceError(backend.services.catalogue.unmetPatterns(), 'permission-denied');
    });
  });
}
