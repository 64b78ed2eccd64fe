// The service contract, part: the catalogue (docs/decisions/023). Who may
// list, mark and delete a piece; that the partner is the server's, never the
// caller's; that a pattern finds the pieces it can be cut from and not the
// others; and that a sale leaves open result lists live while the piece's
// page stays. Run on both backends by describeServiceContract
// (services.contract.ts). Each test's pieces have measurements of their own,
// larger than any seeded piece, so a search finds only them.
import { describe, expect, it } from 'vitest';
import type { KneeMatch, SweepMatch } from '../../src/domain/catalogue/matching';
import type { PartnerId, Piece } from '../../src/domain/catalogue/piece';
import { NO_FILTERS, type CatalogueResults } from '../../src/domain/catalogue/search';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import type { AuditEntry } from '../../src/domain/moderation';
import type { Services } from '../../src/services/api';
import { buildKneeInput, buildSweepInput } from '../builders';
import { approvedMember, expectServiceError, itStoringFiles, nextValue, uidOf, type ContractBackend, type Member } from './contract-helpers';
import { history } from './moderation.contract';

let sizes = 0;
/** A length no seeded piece and no other test's piece has: beyond 3 m, a tenth apart per test. */
const unique = () => 3000 + (Date.now() % 100_000) / 10 + ++sizes * 7;

/** The demo Franchisee, linked by an Admin to the Sawyer, signed in. */
async function sawyerFranchisee(backend: ContractBackend): Promise<void> {
  await backend.signInAs('admin');
  await backend.services.catalogue.linkPartner(DEMO_ACCOUNTS.franchisee.email, 'sawyer');
  await backend.signInAs('franchisee');
}

/** A Franchisee of its own, linked to another partner, left signed in. */
async function otherPartnersFranchisee(backend: ContractBackend, partnerId: PartnerId = 'harvester'): Promise<Member> {
  const member = await approvedMember(backend, 'franchisee');
  await backend.signInAs('admin');
  await backend.services.catalogue.linkPartner(member.email, partnerId);
  await backend.signInAs(null);
  await backend.services.auth.signIn(member.email, member.password);
  return member;
}

const knees = (services: Services, pattern: Parameters<Services['catalogue']['watchKnees']>[0], predicate: (results: CatalogueResults<KneeMatch>) => boolean) =>
  nextValue<CatalogueResults<KneeMatch>>((next, onError) => services.catalogue.watchKnees(pattern, NO_FILTERS, {}, next, onError), predicate);

const sweeps = (services: Services, pattern: Parameters<Services['catalogue']['watchSweeps']>[0], predicate: (results: CatalogueResults<SweepMatch>) => boolean) =>
  nextValue<CatalogueResults<SweepMatch>>((next, onError) => services.catalogue.watchSweeps(pattern, NO_FILTERS, {}, next, onError), predicate);

const piece = (services: Services, id: string, predicate: (piece: Piece | null) => boolean) =>
  nextValue<Piece | null>((next, onError) => services.catalogue.watchPiece(id, next, onError), predicate);

const ids = (results: CatalogueResults<{ piece: Piece }>) => results.matches.map((match) => match.piece.id);

export function describeCatalogueContract(create: () => Promise<ContractBackend>) {
  describe('catalogue', () => {
    it('lists a Franchisee’s piece for their own partner, whatever partner the call names', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      expect(await backend.services.catalogue.myPartner()).toBe('sawyer');
      const { id } = await backend.services.catalogue.savePiece({ partnerId: 'harvester', piece: buildKneeInput({ armLength: unique() }) });
      const stored = await piece(backend.services, id, (found) => found !== null);
      expect(stored).toMatchObject({ id, partnerId: 'sawyer', availability: 'available', kind: 'knee' });
      const stock = await nextValue<Piece[]>((next, onError) => backend.services.catalogue.watchStock('harvester', next, onError), (list) => list.some((p) => p.id === id));
      expect(stock.every((p) => p.partnerId === 'sawyer')).toBe(true);
    });

    it('refuses a Contributor, a visitor and another partner’s Franchisee; an Admin changes any piece', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: unique() }) });

      await backend.signInAs('contributor');
      await expectServiceError(backend.services.catalogue.savePiece({ piece: buildKneeInput() }), 'permission-denied');
      await expectServiceError(backend.services.catalogue.setAvailability(id, 'sold'), 'permission-denied');
      await backend.signInAs(null);
      await expectServiceError(backend.services.catalogue.savePiece({ piece: buildKneeInput() }), 'permission-denied');
      await expectServiceError(backend.services.catalogue.deletePiece(id), 'permission-denied');

      await otherPartnersFranchisee(backend);
      expect(await backend.services.catalogue.myPartner()).toBe('harvester');
      await expectServiceError(backend.services.catalogue.savePiece({ id, piece: buildKneeInput({ armLength: unique() }) }), 'permission-denied');
      await expectServiceError(backend.services.catalogue.setAvailability(id, 'sold'), 'permission-denied');
      await expectServiceError(backend.services.catalogue.deletePiece(id), 'permission-denied');
      await expectServiceError(backend.services.catalogue.linkPartner(DEMO_ACCOUNTS.franchisee.email, 'harvester'), 'permission-denied');
      expect((await piece(backend.services, id, (found) => found !== null))?.availability).toBe('available');

      await backend.signInAs('admin');
      await backend.services.catalogue.setAvailability(id, 'reserved');
      expect((await piece(backend.services, id, (found) => found?.availability === 'reserved'))?.partnerId).toBe('sawyer');
      await expectServiceError(backend.services.catalogue.savePiece({ piece: buildKneeInput() }), 'invalid-argument');
      const listed = await backend.services.catalogue.savePiece({ partnerId: 'architect', piece: buildSweepInput({ span: unique() }) });
      expect((await piece(backend.services, listed.id, (found) => found !== null))?.partnerId).toBe('architect');
      await backend.services.catalogue.deletePiece(id);
      expect(await piece(backend.services, id, (found) => found === null)).toBeNull();
    });

    it('logs every write of a piece, by whoever made it, and every partner link', async () => {
      const backend = await create();
      const { uid: franchisee, email } = await otherPartnersFranchisee(backend, 'harvester');
      const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: unique() }) });
      await backend.services.catalogue.savePiece({ id, piece: buildKneeInput({ armLength: unique() }) });
      await backend.services.catalogue.setAvailability(id, 'reserved');
      await backend.services.catalogue.deletePiece(id);
      const admin = await uidOf(backend, 'admin');
      await backend.signInAs('admin');
      const about = (entries: AuditEntry[]) => entries.filter((entry) => entry.itemId === id);
      const entries = about(await history(backend.services, { kind: 'piece' }, (list) => about(list).length === 4));
      expect(entries.map((entry) => [entry.action, entry.item])).toEqual([
        ['delete', { partnerId: 'harvester', kind: 'knee', availability: 'reserved' }],
        ['set', { partnerId: 'harvester', kind: 'knee', availability: 'reserved' }],
        ['set', { partnerId: 'harvester', kind: 'knee', availability: 'available' }],
        ['create', { partnerId: 'harvester', kind: 'knee', availability: 'available' }],
      ]);
      expect(entries.every((entry) => entry.adminUid === franchisee && entry.undoableUntil === null)).toBe(true);

      // An Admin moves the Franchisee to another partner: both links are logged, by the Admin, with no address.
      await backend.services.catalogue.linkPartner(email, 'woodlot');
      const linked = (list: AuditEntry[]) => list.filter((entry) => entry.itemId === franchisee);
      const links = linked(await history(backend.services, { kind: 'partner-link' }, (list) => linked(list).length === 2));
      expect(links.map((entry) => [entry.action, entry.adminUid, entry.item])).toEqual([
        ['link', admin, { partnerId: 'woodlot', previousPartnerId: 'harvester' }],
        ['link', admin, { partnerId: 'harvester', previousPartnerId: null }],
      ]);
    });

    itStoringFiles('keeps photos in the piece’s own folder', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: unique() }) });
      const image = new File([new Uint8Array([137, 80, 78, 71])], 'yard.png', { type: 'image/png' });
      await expectServiceError(backend.services.catalogue.uploadPhoto('harvester', id, image), 'permission-denied');
      await expectServiceError(backend.services.catalogue.uploadPhoto('sawyer', id, new File(['x'], 'notes.txt', { type: 'text/plain' })), 'invalid-argument');
      // As storage.rules (listsPiece), on both backends: the piece must exist and be the folder's partner's.
      await expectServiceError(backend.services.catalogue.uploadPhoto('sawyer', `no-such-piece-${unique()}`, image), 'permission-denied');
      await backend.signInAs('admin');
      const foreign = await backend.services.catalogue.savePiece({ partnerId: 'harvester', piece: buildKneeInput({ armLength: unique() }) });
      await backend.signInAs('franchisee');
      await expectServiceError(backend.services.catalogue.uploadPhoto('sawyer', foreign.id, image), 'permission-denied');
      const path = await backend.services.catalogue.uploadPhoto('sawyer', id, image);
      expect(path.startsWith(`pieces/sawyer/${id}/`)).toBe(true);
      expect(path).not.toContain('yard');
      const elsewhere = `pieces/sawyer/another-piece/${path.split('/').at(-1)!}`;
      await expectServiceError(backend.services.catalogue.savePiece({ id, piece: buildKneeInput({}, { photos: [elsewhere] }) }), 'invalid-argument');
      await backend.services.catalogue.savePiece({ id, piece: buildKneeInput({ armLength: unique() }, { photos: [path] }) });
      expect((await piece(backend.services, id, (found) => found?.photos.length === 1))?.photos).toEqual([path]);
      expect(await backend.services.catalogue.photoUrl(path)).toEqual(expect.any(String));
    });

    it('finds a knee for a smaller pattern and not for a larger one', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const arm = unique();
      const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: arm, legLength: 900 }) });
      await backend.signInAs(null);
      const smaller = { armLength: arm - 0.1, armDepth: 150, legLength: 900, legDepth: 150, thickness: 75 };
      const found = await knees(backend.services, smaller, (results) => ids(results).includes(id));
      expect(found.matches.find((match) => match.piece.id === id)?.excess).toMatchObject({ armLength: 0.1, thickness: 0 });
      const larger = await knees(backend.services, { ...smaller, armLength: arm + 0.1 }, () => true);
      expect(ids(larger)).not.toContain(id);
      const thicker = await knees(backend.services, { ...smaller, thickness: 75.1 }, () => true);
      expect(ids(thicker)).not.toContain(id);
    });

    it('narrows a search by the species’ clear-wood performance: least bending strength and durable heartwood (ADR 032)', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const arm = unique();
      // Black locust: 134 MPa, heartwood resistant; red maple: 92 MPa, slightly resistant (Wood Handbook 5-3a, 14-1).
      const { id: locust } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: arm }, { species: 'black-locust' }) });
      const { id: maple } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: arm }, { species: 'red-maple' }) });
      await backend.signInAs(null);
      const pattern = { armLength: arm - 1 };
      const search = (performance: { minMor: number; minMoe: number; durable: boolean }, predicate: (results: CatalogueResults<KneeMatch>) => boolean) =>
        nextValue<CatalogueResults<KneeMatch>>((next, onError) => backend.services.catalogue.watchKnees(pattern, { ...NO_FILTERS, performance }, {}, next, onError), predicate);
      const mine = (results: CatalogueResults<KneeMatch>) => ids(results).filter((id) => id === locust || id === maple).sort();
      expect(mine(await search({ minMor: 0, minMoe: 0, durable: false }, (results) => mine(results).length === 2))).toEqual([locust, maple].sort());
      expect(mine(await search({ minMor: 100, minMoe: 0, durable: false }, (results) => ids(results).includes(locust)))).toEqual([locust]);
      expect(mine(await search({ minMor: 0, minMoe: 0, durable: true }, (results) => ids(results).includes(locust)))).toEqual([locust]);
      expect(mine(await search({ minMor: 90, minMoe: 11, durable: false }, (results) => mine(results).length === 2))).toEqual([locust, maple].sort());
      // No species is that strong: nothing, without a query Firestore would refuse.
      expect(ids(await search({ minMor: 1000, minMoe: 0, durable: false }, () => true))).toEqual([]);
    });

    it('finds a sweep whose curve is within a tenth of the pattern’s, and not a longer span', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const span = unique();
      const { id } = await backend.services.catalogue.savePiece({ piece: buildSweepInput({ span, rise: 400, thickness: 120 }) });
      await backend.signInAs(null);
      const found = await sweeps(backend.services, { span: span - 10, rise: 400, thickness: 120 }, (results) => ids(results).includes(id));
      expect(found.matches[0]?.piece.id).toBe(id);
      expect(ids(await sweeps(backend.services, { span: span + 10, rise: 400 }, () => true))).not.toContain(id);
      expect(ids(await sweeps(backend.services, { span: span - 10, rise: 300 }, () => true))).not.toContain(id);
    });

    it('drops a sold piece from an open result list and keeps its page', async () => {
      const backend = await create();
      await sawyerFranchisee(backend);
      const arm = unique();
      const { id } = await backend.services.catalogue.savePiece({ piece: buildKneeInput({ armLength: arm }) });
      const pattern = { armLength: arm - 1 };
      // One subscription throughout: the list it shows must change, not a new one be read.
      const lists: string[][] = [];
      const waiters: (() => void)[] = [];
      const stop = backend.services.catalogue.watchKnees(pattern, NO_FILTERS, {}, (results) => {
        lists.push(ids(results));
        for (const wake of waiters.splice(0)) wake();
      });
      const until = async (predicate: (list: string[]) => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!(lists.length > 0 && predicate(lists.at(-1)!))) {
          if (Date.now() > deadline) throw new Error(`No such list in time: ${JSON.stringify(lists.at(-1))}`);
          await new Promise<void>((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, 200);
          });
        }
      };
      try {
        await until((list) => list.includes(id));
        await backend.services.catalogue.setAvailability(id, 'sold');
        await until((list) => !list.includes(id));
      } finally {
        stop();
      }
      await backend.signInAs(null);
      expect((await piece(backend.services, id, (found) => found?.availability === 'sold'))?.id).toBe(id);
      await backend.signInAs('franchisee');
      const stock = await nextValue<Piece[]>((next, onError) => backend.services.catalogue.watchStock(null, next, onError), (list) => list.some((p) => p.id === id));
      expect(stock.find((p) => p.id === id)?.availability).toBe('sold');
    });
  });
}
