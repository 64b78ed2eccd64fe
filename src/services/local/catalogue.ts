// The local backend's CatalogueService: searches over the pieces table's
// indexes (catalogue-search.ts), a piece's page and the stock lists live
// through the table's changes, and every write through the catalogue's
// callables, whose handlers run here (call-local.ts, ADR 027) on what the
// firebase backend sends. Photos are files in the files table, in the
// partner's folder, as Storage holds them (an upload checked as
// storage.rules check it, by their one description in
// src/domain/catalogue/photo-upload.ts, and counted against the partner's
// quota as the Storage trigger counts it).
import Dexie from 'dexie';
import type { CatalogueService } from '../api';
import { isPiecePhotoFile, newPiecePhotoPath, pieceSchema, type PartnerId, type Piece } from '../../domain/catalogue/piece';
import { piecePhotoRefusal } from '../../domain/catalogue/photo-upload';
import { PARTNER_PHOTO_QUOTA, UNMET_PATTERN_LIMITS } from '../../domain/limits';
import { withinQuota } from '../../domain/server/storage-usage';
import { resultsLimit, STOCK_SHOWN } from '../../domain/catalogue/search';
import { demandSince, groupDemand } from '../../domain/catalogue/demand';
import { tableOf } from '../../domain/model/declaration';
import { ServiceError } from '../../domain/errors';
import { callables } from '../../domain/model/callables';
import { collections } from '../../domain/model/collections';
import { parseInput } from '../../domain/model/schemas';
import type { Viewer } from '../../domain/permissions';
import { PHOTO_REFUSED, PIECE_NOT_ALLOWED } from '../../domain/server/pieces';
import { localCaller } from './call-local';
import { searchKnees, searchSweeps } from './catalogue-search';
import type { LocalContext } from './context';
import { piecesTable, type PieceRecord } from './db-catalogue';

function toPiece(record: PieceRecord | undefined): Piece | null {
  if (!record) return null;
  const parsed = pieceSchema.safeParse(record);
  return parsed.success ? { ...parsed.data, id: record.id } : null;
}

export function createCatalogueService(context: LocalContext): CatalogueService {
  const { db, session, watch, files, onRead, onScan, now } = context;
  const call = localCaller(context);
  const pieces = piecesTable(db);
  const reads = { onRead, ...(onScan ? { onScan } : {}) };

  /** The partner a member's record names (linkPartner), or null. */
  async function partnerOf(viewer: Viewer | null): Promise<PartnerId | null> {
    if (!viewer) return null;
    const member = collections.approvedUsers.schema.safeParse(await db.approvedUsers.get(viewer.uid));
    return member.success ? (member.data.partnerId ?? null) : null;
  }

  /** The stock a member may list: a Franchisee's partner's, an Admin's choice (every partner's for null). */
  async function stockOf(viewer: Viewer | null, partnerId: PartnerId | null): Promise<Piece[]> {
    if (viewer?.role !== 'Franchisee' && viewer?.role !== 'Admin') throw new ServiceError('permission-denied', PIECE_NOT_ALLOWED, { reason: 'piece-not-allowed' });
    const partner = viewer.role === 'Admin' ? partnerId : await partnerOf(viewer);
    if (viewer.role === 'Franchisee' && partner === null) return [];
    const newest =
      partner === null
        ? pieces.orderBy('updatedAt').reverse()
        : pieces.where('[partnerId+updatedAt]').between([partner, Dexie.minKey], [partner, Dexie.maxKey]).reverse();
    const records = await newest.limit(STOCK_SHOWN).toArray();
    onRead(records.length);
    return records.flatMap((record) => toPiece(record) ?? []);
  }

  return {
    watchKnees(pattern, filters, { limit }, callback, onError) {
      return watch.tables([pieces.name], () => searchKnees(db, pattern, filters, resultsLimit(limit), reads), callback, onError);
    },

    watchSweeps(pattern, filters, { limit }, callback, onError) {
      return watch.tables([pieces.name], () => searchSweeps(db, pattern, filters, resultsLimit(limit), reads), callback, onError);
    },

    watchPiece(id, callback, onError) {
      return watch.tables(
        [pieces.name],
        async () => {
          const record = await pieces.get(id);
          onRead(record ? 1 : 0);
          return toPiece(record);
        },
        callback,
        onError,
      );
    },

    watchStock(partnerId, callback, onError) {
      return watch.tables([pieces.name, db.approvedUsers.name], (viewer) => stockOf(viewer, partnerId), callback, onError);
    },

    async myPartner() {
      return partnerOf(await session.viewer());
    },

    savePiece: (input) => call(callables.savePiece, input),

    async setAvailability(id, availability) {
      await call(callables.setPieceAvailability, { id, availability });
    },

    async deletePiece(id) {
      await call(callables.deletePiece, { id });
    },

    async uploadPhoto(partnerId, pieceId, file) {
      // The firebase service's own check of the file first, then exactly what storage.rules check (photo-upload.ts), then the partner's quota, which the Storage trigger counts.
      if (!isPiecePhotoFile(file)) throw new ServiceError('invalid-argument', PHOTO_REFUSED, { reason: 'piece-photo-file' });
      const viewer = await session.viewer();
      const path = newPiecePhotoPath(partnerId, parseInput(callables.deletePiece.input, { id: pieceId }).id, file.type);
      const piece = await pieces.get(pieceId);
      const writer = viewer ? { role: viewer.role, partnerId: await partnerOf(viewer) } : null;
      const refusal = piecePhotoRefusal({ path, contentType: file.type, size: file.size, writer, piece: piece ? { partnerId: piece.partnerId } : null });
      // storage.rules refuse with one "unauthorized" whatever failed, as the firebase service reports it.
      if (refusal === 'piece-photo-file') throw new ServiceError('invalid-argument', PHOTO_REFUSED, { reason: refusal });
      if (refusal !== null || !viewer) throw new ServiceError('permission-denied', PIECE_NOT_ALLOWED, { reason: 'piece-not-allowed' });
      await db.transaction('rw', db.files, async () => {
        const stored = await db.files.where('path').startsWith(`pieces/${partnerId}/`).toArray();
        const usage = { objects: stored.length, bytes: stored.reduce((sum, { blob }) => sum + (Number.isFinite(blob.size) ? blob.size : 0), 0) };
        if (!withinQuota(usage, [file.size], PARTNER_PHOTO_QUOTA)) throw new ServiceError('quota-exceeded', 'The partner’s photos would pass their storage quota.');
        await db.files.put({ path, name: path.split('/').at(-1) ?? path, blob: file, userId: viewer.uid, messageId: pieceId, timestamp: now().toISOString() });
      });
      return path;
    },

    photoUrl: (path) => files.url(path),

    async linkPartner(email, partnerId) {
      await call(callables.linkPartner, { email, partnerId });
    },

    reportUnmetPattern: (report) => call(callables.reportUnmetPattern, report),

    // As firestore.rules: a Franchisee linked to a partner, or an Admin.
    async unmetPatterns() {
      const viewer = await session.viewer();
      const allowed = viewer?.role === 'Admin' || (viewer?.role === 'Franchisee' && (await partnerOf(viewer)) !== null);
      if (!allowed) throw new ServiceError('permission-denied', 'Only a partner’s members and an Admin read what people ask for.');
      const counters = db.table(tableOf(collections.unmetPatterns));
      const records = await counters.where('day').aboveOrEqual(demandSince(now())).reverse().limit(UNMET_PATTERN_LIMITS.shown).toArray();
      onRead(records.length);
      return groupDemand(records.flatMap((record) => collections.unmetPatterns.schema.safeParse(record).data ?? []));
    },
  };
}
