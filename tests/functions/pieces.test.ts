// @vitest-environment node
// The catalogue's server rule (src/domain/server/pieces.ts) over the fake
// Firestore: what is stored of a piece is the server's (the partner from the
// member record, the id, the derived fields), never what the caller sent;
// who may write; a deleted piece takes its folder; and only an Admin links a
// Franchisee to a partner.
import { beforeEach, describe, expect, it } from 'vitest';
import { CallableError } from '../../src/domain/server/callable-error';
import {
  ADMIN_CHOOSES_PARTNER,
  NOT_LINKED,
  PHOTO_NOT_OWN,
  PIECE_NOT_ALLOWED,
  deletePiece,
  linkPartner,
  savePiece,
  setPieceAvailability,
  type PieceCaller,
  type PiecesBackend,
} from '../../src/domain/server/pieces';
import { buildKneeInput, buildMember, buildSweepInput } from '../builders';
import { FakeFirestore } from './fake-firestore';

const NOW = new Date('2026-11-27T15:00:00Z');
const SAWYER: PieceCaller = { uid: 'u-sawyer', token: { role: 'Franchisee' } };
const HARVESTER: PieceCaller = { uid: 'u-harvester', token: { role: 'Franchisee' } };
const UNLINKED: PieceCaller = { uid: 'u-unlinked', token: { role: 'Franchisee' } };
const CONTRIBUTOR: PieceCaller = { uid: 'u-contributor', token: { role: 'Contributor' } };
const ADMIN: PieceCaller = { uid: 'u-admin', token: { role: 'Admin' } };

let store: FakeFirestore;
let deleted: string[];
let backend: PiecesBackend;

function member(uid: string, permissionLevel: 'Franchisee' | 'Contributor' | 'Admin', partnerId?: string) {
  const { uid: _uid, ...record } = buildMember({ uid, email: `${uid}@example.com`, permissionLevel });
  store.put(`ApprovedUsers/${uid}`, { ...record, ...(partnerId ? { partnerId } : {}) });
}

async function refusal(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

beforeEach(() => {
  store = new FakeFirestore();
  deleted = [];
  backend = Object.assign(store, { deleteFilesUnder: (prefix: string) => Promise.resolve(void deleted.push(prefix)) });
  member('u-sawyer', 'Franchisee', 'sawyer');
  member('u-harvester', 'Franchisee', 'harvester');
  member('u-unlinked', 'Franchisee');
  member('u-contributor', 'Contributor');
  member('u-admin', 'Admin');
});

describe('savePiece', () => {
  it('stores the writer’s partner, a server-made id and the fields the domain derives, whatever the call sent', async () => {
    const forged = { ...buildKneeInput(), partnerId: 'harvester', listed: false, province: 'BC', carbon: 'high', volume: 1, availability: 'sold' };
    const { id } = await savePiece(backend, SAWYER, { id: undefined, partnerId: 'harvester', piece: forged as never }, NOW);
    const stored = store.get(`pieces/${id}`);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({ partnerId: 'sawyer', availability: 'available', listed: true, province: 'PE', carbon: 'low', volume: 75 * (460 * 150 + 610 * 150 - 150 * 150) });
    expect(stored?.['summary']).toEqual({
      'en-CA': 'Larch knee, arm 610\u00a0×\u00a0150\u00a0mm, leg 460\u00a0×\u00a0150\u00a0mm, 75\u00a0mm thick — Sawyer, Montague PE',
      'fr-CA': 'Courbe en mélèze laricin, bras 610\u00a0×\u00a0150\u00a0mm, jambe 460\u00a0×\u00a0150\u00a0mm, 75\u00a0mm d’épaisseur — Scieur, Montague (Î.-P.-É.)',
    });
  });

  it('gives a sweep its radius from span and rise, and keeps an edit’s availability and creation time', async () => {
    const { id } = await savePiece(backend, ADMIN, { partnerId: 'architect', piece: buildSweepInput({ span: 2000, rise: 200 }) }, NOW);
    expect(store.get(`pieces/${id}`)).toMatchObject({ partnerId: 'architect', radius: 2600, volume: 200_000 });
    await setPieceAvailability(backend, ADMIN, { id, availability: 'reserved' }, NOW);
    const later = new Date(NOW.getTime() + 60_000);
    await savePiece(backend, ADMIN, { id, piece: buildSweepInput({ span: 2100, rise: 200 }) }, later);
    expect(store.get(`pieces/${id}`)).toMatchObject({ partnerId: 'architect', availability: 'reserved', listed: true, createdAt: NOW, updatedAt: later });
  });

  it('refuses a visitor, a Contributor, a Franchisee not linked, and an Admin who names no partner', async () => {
    expect((await refusal(savePiece(backend, null, { piece: buildKneeInput() }, NOW))).code).toBe('permission-denied');
    expect((await refusal(savePiece(backend, CONTRIBUTOR, { piece: buildKneeInput() }, NOW))).message).toBe(PIECE_NOT_ALLOWED);
    expect((await refusal(savePiece(backend, UNLINKED, { piece: buildKneeInput() }, NOW))).message).toBe(NOT_LINKED);
    expect((await refusal(savePiece(backend, ADMIN, { piece: buildKneeInput() }, NOW))).message).toBe(ADMIN_CHOOSES_PARTNER);
    expect(store.list('pieces')).toEqual([]);
  });

  it('refuses another partner’s Franchisee, and photos outside the piece’s own folder', async () => {
    const { id } = await savePiece(backend, SAWYER, { piece: buildKneeInput() }, NOW);
    expect((await refusal(savePiece(backend, HARVESTER, { id, piece: buildKneeInput() }, NOW))).code).toBe('permission-denied');
    const photos = [`pieces/harvester/${id}/a.png`];
    expect((await refusal(savePiece(backend, SAWYER, { id, piece: buildKneeInput({}, { photos }) }, NOW))).message).toBe(PHOTO_NOT_OWN);
    const early = (await refusal(savePiece(backend, SAWYER, { piece: buildKneeInput({}, { photos: ['pieces/sawyer/new/a.png'] }) }, NOW))).message;
    expect(early).toBe(PHOTO_NOT_OWN);
    await savePiece(backend, SAWYER, { id, piece: buildKneeInput({}, { photos: [`pieces/sawyer/${id}/a.png`, `pieces/sawyer/${id}/b.png`] }) }, NOW);
    await savePiece(backend, SAWYER, { id, piece: buildKneeInput({}, { photos: [`pieces/sawyer/${id}/b.png`] }) }, NOW);
    expect(deleted).toEqual([`pieces/sawyer/${id}/a.png`]);
  });
});

describe('availability, deletion and links', () => {
  it('unlists a sold piece and keeps it; deletes a piece with its folder', async () => {
    const { id } = await savePiece(backend, SAWYER, { piece: buildKneeInput() }, NOW);
    expect((await refusal(setPieceAvailability(backend, HARVESTER, { id, availability: 'sold' }, NOW))).code).toBe('permission-denied');
    await setPieceAvailability(backend, SAWYER, { id, availability: 'sold' }, NOW);
    expect(store.get(`pieces/${id}`)).toMatchObject({ availability: 'sold', listed: false });
    expect((await refusal(deletePiece(backend, HARVESTER, { id }))).code).toBe('permission-denied');
    await deletePiece(backend, SAWYER, { id });
    expect(store.get(`pieces/${id}`)).toBeUndefined();
    expect(deleted).toEqual([`pieces/sawyer/${id}/`]);
    expect((await refusal(deletePiece(backend, ADMIN, { id }))).code).toBe('not-found');
  });

  it('links only a Franchisee, and only at an Admin’s call', async () => {
    expect((await refusal(linkPartner(backend, SAWYER, { email: 'u-unlinked@example.com', partnerId: 'sawyer' }))).code).toBe('permission-denied');
    expect((await refusal(linkPartner(backend, ADMIN, { email: 'u-contributor@example.com', partnerId: 'sawyer' }))).code).toBe('not-found');
    await linkPartner(backend, ADMIN, { email: 'U-Unlinked@example.com', partnerId: 'woodlot' });
    expect(store.get('ApprovedUsers/u-unlinked')).toMatchObject({ partnerId: 'woodlot', permissionLevel: 'Franchisee' });
    const { id } = await savePiece(backend, UNLINKED, { piece: buildKneeInput() }, NOW);
    expect(store.get(`pieces/${id}`)).toMatchObject({ partnerId: 'woodlot' });
  });
});
