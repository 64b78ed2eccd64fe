// Who lists and changes the catalogue's pieces, and what is stored of them
// (docs/decisions/023): the rule the savePiece, setPieceAvailability,
// deletePiece and linkPartner functions run over firebase-admin and the local
// backend over Dexie. Clients never write a piece: the partner comes from the
// writer's member record (an Admin chooses it), the id of a new piece is made
// here, and every field a search or a rule relies on (listed, province,
// carbon, volume, radius, summary, times) is derived here from the domain,
// never taken from what a client sent.
import { carbonClass } from '../catalogue/carbon';
import { kneeVolume, pieceRadius } from '../catalogue/matching';
import { isPiecePhotoPath, pieceSchema, type Availability, type PartnerId, type PieceData, type PieceInput } from '../catalogue/piece';
import { provinceOf } from '../catalogue/province';
import { pieceSummaries } from '../catalogue/summary';
import { collections } from '../model/collections';
import type { PieceDoc } from '../model/catalogue-collections';
import type { RefusalReason } from '../errors';
import { CallableError, type CallableErrorCode } from './callable-error';
import { logPartnerLink, logPieceWrite } from './catalogue-log';
import { docRef, type Store, type StoreTransaction } from './store';

export const SIGN_IN_TO_LIST = 'Sign in as a Franchisee to list stock.';
export const PIECE_NOT_ALLOWED = 'Only a Franchisee of the partner who lists this piece, or an Admin, can change it.';
export const NOT_LINKED = 'This account is not linked to a partner yet: an Admin must link it before it can list stock.';
export const ADMIN_CHOOSES_PARTNER = 'An Admin lists a new piece for a partner: choose one.';
export const PIECE_NOT_FOUND = 'This piece is no longer listed.';
export const PHOTO_NOT_OWN = 'A photo must be in this piece’s own folder; a new piece gets its photos once it is saved.';
export const LINK_ADMIN_ONLY = 'Only an Admin can link a member to a partner.';
export const NO_SUCH_FRANCHISEE = 'No Franchisee signs in with this address.';
export const PHOTO_REFUSED = 'A photo must be an image (JPEG, PNG, GIF or WebP) within the attachments’ size.';

/** Each refusal of the rule: its reason, which the page says in its own language (src/features/catalogue/stock/refusals.ts), and its English, the functions' and the log's. */
export const PIECE_REFUSALS = {
  'piece-not-allowed': PIECE_NOT_ALLOWED,
  'piece-not-linked': NOT_LINKED,
  'piece-choose-partner': ADMIN_CHOOSES_PARTNER,
  'piece-not-found': PIECE_NOT_FOUND,
  'piece-photo-folder': PHOTO_NOT_OWN,
  'piece-photo-file': PHOTO_REFUSED,
  'link-admin-only': LINK_ADMIN_ONLY,
  'link-no-franchisee': NO_SUCH_FRANCHISEE,
} as const satisfies Partial<Record<RefusalReason, string>>;

type PieceRefusal = keyof typeof PIECE_REFUSALS;

/** The rule's refusal, sent with its reason. */
const refusal = (code: CallableErrorCode, reason: PieceRefusal, message: string = PIECE_REFUSALS[reason]) => new CallableError(code, message, null, reason);

export interface PieceCaller {
  uid: string;
  /** Decoded ID token claims: the role is the approval's claim. */
  token: Record<string, unknown>;
}

export interface PiecesBackend extends Store {
  /** Deletes every Storage object whose name starts with `prefix`; none is not an error. */
  deleteFilesUnder(prefix: string): Promise<void>;
}

const pieceRef = (id: string) => docRef(collections.pieces, id);
const memberRef = (uid: string) => docRef(collections.approvedUsers, uid);

/** The folder of a piece's photos (storage.rules: pieces/{partner}/{piece}/{file}). */
export const pieceFolder = (partnerId: PartnerId, id: string) => `pieces/${partnerId}/${id}/`;

/**
 * What the server stores with a piece: its derived fields, from the domain's
 * own functions, so a search, the rules and the summary never trust a client.
 */
export function storedPiece(piece: PieceData, times: { createdAt: Date; updatedAt: Date }): PieceDoc {
  const common = {
    listed: piece.availability !== 'sold',
    province: provinceOf(piece.postalCode) ?? ('' as const),
    carbon: carbonClass(piece),
    summary: pieceSummaries(piece),
    ...times,
  };
  if (piece.kind === 'knee') return { ...piece, ...common, volume: kneeVolume(piece.measures) };
  const volume = Math.round(piece.measures.span * piece.measures.thickness);
  return { ...piece, ...common, volume, radius: pieceRadius(piece.measures) };
}

/** The piece as listed, without what the server derived. */
function listedPiece(doc: PieceDoc): PieceData {
  return pieceSchema.parse(doc);
}

interface Writer {
  uid: string;
  admin: boolean;
  /** A Franchisee's partner, from their member record; null for an Admin. */
  partnerId: PartnerId | null;
}

/** Who writes: an Admin, or a Franchisee whose member record names their partner. Anyone else is refused. */
async function writerOf(transaction: StoreTransaction, caller: PieceCaller | null | undefined): Promise<Writer> {
  if (!caller) throw refusal('permission-denied', 'piece-not-allowed', SIGN_IN_TO_LIST);
  const role = caller.token['role'];
  if (role === 'Admin') return { uid: caller.uid, admin: true, partnerId: null };
  if (role !== 'Franchisee') throw refusal('permission-denied', 'piece-not-allowed');
  const member = await transaction.get(memberRef(caller.uid));
  if (!member || member.permissionLevel !== 'Franchisee') throw refusal('permission-denied', 'piece-not-allowed');
  if (!member.partnerId) throw refusal('failed-precondition', 'piece-not-linked');
  return { uid: caller.uid, admin: false, partnerId: member.partnerId };
}

/** The stored piece the writer may change; refused when it is gone or another partner's. */
async function ownedPiece(transaction: StoreTransaction, writer: Writer, id: string): Promise<PieceDoc> {
  const stored = await transaction.get(pieceRef(id));
  if (!stored) throw refusal('not-found', 'piece-not-found');
  if (!writer.admin && stored.partnerId !== writer.partnerId) throw refusal('permission-denied', 'piece-not-allowed');
  return stored;
}

export interface SaveInput {
  id?: string | undefined;
  /** An Admin's choice of partner for a new piece; a Franchisee's is never read. */
  partnerId?: PartnerId | undefined;
  piece: PieceInput;
}

/** Lists a new piece (the id is made here) or changes one; its photos must be in its own folder. */
export async function savePiece(backend: PiecesBackend, caller: PieceCaller | null | undefined, input: SaveInput, now: Date): Promise<{ id: string }> {
  const { removed, id } = await backend.runTransaction(async (transaction) => {
    const writer = await writerOf(transaction, caller);
    const existing = input.id === undefined ? null : await ownedPiece(transaction, writer, input.id);
    const partnerId = existing?.partnerId ?? writer.partnerId ?? input.partnerId;
    if (!partnerId) throw refusal('invalid-argument', 'piece-choose-partner');
    const pieceId = input.id ?? crypto.randomUUID();
    if (!input.piece.photos.every((path) => isPiecePhotoPath(path, { id: pieceId, partnerId })) || (!existing && input.piece.photos.length > 0)) {
      throw refusal('invalid-argument', 'piece-photo-folder');
    }
    const parsed = pieceSchema.safeParse({ ...input.piece, partnerId, availability: existing?.availability ?? 'available' });
    if (!parsed.success) throw new CallableError('invalid-argument', `Invalid piece: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    const createdAt = existing?.createdAt ?? now;
    await logPieceWrite(transaction, { actor: writer, action: existing ? 'set' : 'create', pieceId }, parsed.data, now);
    transaction.set(pieceRef(pieceId), storedPiece(parsed.data, { createdAt, updatedAt: now }));
    const kept = new Set(parsed.data.photos);
    return { id: pieceId, removed: (existing?.photos ?? []).filter((path) => !kept.has(path)) };
  });
  // After the commit: a photo the piece no longer shows. A failure leaves a file no page shows.
  for (const path of removed) await backend.deleteFilesUnder(path);
  return { id };
}

/** Marks a piece available, reserved or sold: a sold one leaves every search and keeps its page. */
export async function setPieceAvailability(
  store: Store,
  caller: PieceCaller | null | undefined,
  input: { id: string; availability: Availability },
  now: Date,
): Promise<{ availability: Availability }> {
  await store.runTransaction(async (transaction) => {
    const writer = await writerOf(transaction, caller);
    const stored = await ownedPiece(transaction, writer, input.id);
    const piece = { ...listedPiece(stored), availability: input.availability };
    await logPieceWrite(transaction, { actor: writer, action: 'set', pieceId: input.id }, piece, now);
    transaction.set(pieceRef(input.id), storedPiece(piece, { createdAt: stored.createdAt, updatedAt: now }));
  });
  return { availability: input.availability };
}

/** Deletes a piece and every photo in its folder. */
export async function deletePiece(backend: PiecesBackend, caller: PieceCaller | null | undefined, input: { id: string }, now = new Date()): Promise<{ deleted: true }> {
  const partnerId = await backend.runTransaction(async (transaction) => {
    const writer = await writerOf(transaction, caller);
    const stored = await ownedPiece(transaction, writer, input.id);
    await logPieceWrite(transaction, { actor: writer, action: 'delete', pieceId: input.id }, stored, now);
    transaction.delete(pieceRef(input.id));
    return stored.partnerId;
  });
  // The folder, not the listed paths: a photo uploaded and never saved goes too.
  await backend.deleteFilesUnder(pieceFolder(partnerId, input.id));
  return { deleted: true };
}

/** An Admin links a Franchisee (by their sign-in address) to the partner they list stock for. */
export async function linkPartner(
  store: Store,
  caller: PieceCaller | null | undefined,
  input: { email: string; partnerId: PartnerId },
  now = new Date(),
): Promise<{ uid: string }> {
  if (!caller || caller.token['role'] !== 'Admin') throw refusal('permission-denied', 'link-admin-only');
  return store.runTransaction(async (transaction) => {
    const [uid] = await transaction.findIds(collections.approvedUsers, 'email', [input.email.trim().toLowerCase()], 1);
    const member = uid === undefined ? null : await transaction.get(memberRef(uid));
    if (uid === undefined || !member || member.permissionLevel !== 'Franchisee') throw refusal('not-found', 'link-no-franchisee');
    await logPartnerLink(transaction, { actor: caller, uid, partnerId: input.partnerId, previousPartnerId: member.partnerId ?? null }, now);
    transaction.update(memberRef(uid), { partnerId: input.partnerId });
    return { uid };
  });
}
