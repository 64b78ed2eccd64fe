// The firebase backend's CatalogueService (docs/decisions/023, option 1):
// each search is one Firestore query shape per kind over the composite
// indexes the model declares (src/domain/model/catalogue-collections.ts),
// described once in src/domain/catalogue/search-queries.ts:
// the filters held equal, every measurement a range (≥ 0 where the pattern
// asks nothing), ordered by the field the domain's order follows, limited to
// a page and one more. The query is live, so a piece marked sold leaves on
// the next snapshot; the domain then orders and cuts the page it read.
// Writes go through the catalogue's callables; photos into Storage under the
// partner's folder, which storage.rules hold to images of the attachments' size.
import { collection, doc, getDoc, getDocs, onSnapshot, type DocumentData, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { CatalogueService } from '../api';
import { isPiecePhotoFile, newPiecePhotoPath, pieceSchema, type PartnerId, type Piece } from '../../domain/catalogue/piece';
import { provinceOf, type Province } from '../../domain/catalogue/province';
import {
  equalitiesOf,
  performanceFindsNothing,
  kneePage,
  resultsLimit,
  STOCK_SHOWN,
  sweepFindsNothing,
  sweepPage,
  type CatalogueFilters,
  type CatalogueResults,
  type Equalities,
} from '../../domain/catalogue/search';
import { kneeSearch, sweepSearch } from '../../domain/catalogue/search-queries';
import { demandSince, groupDemand } from '../../domain/catalogue/demand';
import { UNMET_PATTERN_LIMITS } from '../../domain/limits';
import { ServiceError } from '../../domain/errors';
import { callables } from '../../domain/model/callables';
import { collections } from '../../domain/model/collections';
import { queries, type DescribedQuery } from '../../domain/model/queries';
import { shapedQuery } from './shaped-query';
import type { Unsubscribe } from '../../domain/types';
import { PHOTO_REFUSED, PIECE_NOT_ALLOWED } from '../../domain/server/pieces';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { guard, toServiceError } from './errors';

function toPiece(id: string, data: DocumentData | undefined): Piece | null {
  const parsed = pieceSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, id } : null;
}

const piecesOf = (snapshot: QuerySnapshot) => snapshot.docs.flatMap((entry) => toPiece(entry.id, entry.data()) ?? []);

/**
 * Listens to several queries at once and calls back with every piece they
 * hold, once each has answered, then on every change of any of them.
 */
function watchAll(queries: readonly Query[], callback: (pieces: Piece[]) => void, onError?: (error: Error) => void): Unsubscribe {
  const latest: (Piece[] | null)[] = queries.map(() => null);
  const emit = () => {
    if (latest.some((pieces) => pieces === null)) return;
    const seen = new Map(latest.flatMap((pieces) => pieces ?? []).map((piece) => [piece.id, piece]));
    callback([...seen.values()]);
  };
  const stops = queries.map((q, i) =>
    onSnapshot(
      q,
      (snapshot) => {
        latest[i] = piecesOf(snapshot);
        emit();
      },
      (error) => onError?.(toServiceError(error)),
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** A search that can list nothing answers so without asking Firestore. */
function answerNothing(callback: (results: CatalogueResults<never>) => void): Unsubscribe {
  queueMicrotask(() => callback({ matches: [], more: false }));
  return () => {};
}

/**
 * The province passes of a search: the visitor's province alone, then every
 * piece (the home pieces it repeats are dropped), so home pieces are never
 * crowded out of the page; one pass without a usable code or with Local.
 */
function provincePasses(filters: CatalogueFilters): { province: Province | null; size: number }[] {
  const home = provinceOf(filters.postalCode);
  return home === null || filters.local ? [{ province: null, size: 1 }] : [{ province: home, size: 1 }, { province: null, size: 2 }];
}

/** The search's queries, one set per province pass: the pass's province held, or the filters' own (Local). */
function searchQueries(db: Firestore, filters: CatalogueFilters, page: number, describe: (equal: Equalities, limit: number) => DescribedQuery[]): Query[] {
  const equal = equalitiesOf(filters);
  const pieces = collection(db, collections.pieces.path);
  return provincePasses(filters).flatMap(({ province, size }) =>
    describe({ ...equal, province: province ?? equal.province }, page * size).map(({ shape, values }) => shapedQuery(pieces, shape, values)),
  );
}

export function createCatalogueService(context: FirebaseContext, storage: FirebaseStorage, functions: Functions): CatalogueService {
  const { db, viewer } = context;
  const call = caller(functions);

  async function partnerOf(uid: string): Promise<PartnerId | null> {
    const member = collections.approvedUsers.schema.safeParse((await getDoc(doc(db, collections.approvedUsers.path, uid))).data());
    return member.success ? (member.data.partnerId ?? null) : null;
  }

  function stockQuery(partnerId: PartnerId | null): Query {
    return shapedQuery(collection(db, collections.pieces.path), queries.stock, { equal: partnerId === null ? {} : { partnerId }, limit: STOCK_SHOWN });
  }

  return {
    watchKnees(pattern, filters, { limit }, callback, onError) {
      const page = resultsLimit(limit);
      if (performanceFindsNothing(filters)) return answerNothing(callback);
      return watchAll(searchQueries(db, filters, page + 1, (equal, limit) => kneeSearch(pattern, equal, limit)), (pieces) => callback(kneePage(pieces, pattern, filters, page)), onError);
    },

    watchSweeps(pattern, filters, { limit }, callback, onError) {
      const page = resultsLimit(limit);
      if (sweepFindsNothing(pattern) || performanceFindsNothing(filters)) return answerNothing(callback);
      return watchAll(searchQueries(db, filters, page + 1, (equal, limit) => sweepSearch(pattern, equal, limit)), (pieces) => callback(sweepPage(pieces, pattern, filters, page)), onError);
    },

    watchPiece(id, callback, onError) {
      return onSnapshot(
        doc(db, collections.pieces.path, id),
        (snapshot) => callback(snapshot.exists() ? toPiece(snapshot.id, snapshot.data()) : null),
        (error) => onError?.(toServiceError(error)),
      );
    },

    watchStock(partnerId, callback, onError) {
      return viewer.watchAsViewer((current) => {
        if (current?.role !== 'Franchisee' && current?.role !== 'Admin') throw new ServiceError('permission-denied', PIECE_NOT_ALLOWED, { reason: 'piece-not-allowed' });
        if (current.role === 'Admin') return watchAll([stockQuery(partnerId)], callback, onError);
        let stop: Unsubscribe | null = null;
        let stopped = false;
        void partnerOf(current.uid).then(
          (own) => {
            if (stopped) return;
            if (own === null) callback([]);
            else stop = watchAll([stockQuery(own)], callback, onError);
          },
          (error: unknown) => onError?.(toServiceError(error)),
        );
        return () => {
          stopped = true;
          stop?.();
        };
      }, onError);
    },

    myPartner: () =>
      guard(async () => {
        const current = await viewer.currentViewer();
        return current ? partnerOf(current.uid) : null;
      }),

    savePiece: (input) => guard(() => call(callables.savePiece, input)),

    setAvailability: (id, availability) =>
      guard(async () => {
        await call(callables.setPieceAvailability, { id, availability });
      }),

    deletePiece: (id) =>
      guard(async () => {
        await call(callables.deletePiece, { id });
      }),

    uploadPhoto: (partnerId, pieceId, file) =>
      guard(async () => {
        if (!isPiecePhotoFile(file)) throw new ServiceError('invalid-argument', PHOTO_REFUSED, { reason: 'piece-photo-file' });
        const path = newPiecePhotoPath(partnerId, pieceId, file.type);
        await uploadBytes(ref(storage, path), file, { contentType: file.type });
        return path;
      }),

    photoUrl: (path) => guard(() => getDownloadURL(ref(storage, path))),

    linkPartner: (email, partnerId) =>
      guard(async () => {
        await call(callables.linkPartner, { email, partnerId });
      }),

    reportUnmetPattern: (report) => guard(() => call(callables.reportUnmetPattern, report)),

    // firestore.rules refuse anyone but a linked Franchisee and an Admin.
    unmetPatterns: () =>
      guard(async () => {
        const since = { day: [['>=', demandSince(new Date())]] as const };
        const counters = await getDocs(shapedQuery(collection(db, collections.unmetPatterns.path), queries.unmetPatterns, { range: since, limit: UNMET_PATTERN_LIMITS.shown }));
        return groupDemand(counters.docs.flatMap((entry) => collections.unmetPatterns.schema.safeParse(entry.data()).data ?? []));
      }),
  };
}
