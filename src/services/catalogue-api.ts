// The catalogue's part of the service interface (docs/decisions/023): the
// searches /knees and /sweeps run, a piece's page, the partners' stock at
// /stock and its writes. src/services/api.ts re-exports it with the rest.
import type { CarbonClass } from '../domain/catalogue/carbon';
import type { KneeMatch, KneePattern, SweepMatch, SweepPattern } from '../domain/catalogue/matching';
import type { Availability, PartnerId, Piece, PieceInput } from '../domain/catalogue/piece';
import type { CatalogueFilters, CatalogueResults } from '../domain/catalogue/search';
import type { DemandGroup, UnmetReport } from '../domain/catalogue/demand';
import type { Unsubscribe } from '../domain/types';

export type { CatalogueFilters, CatalogueResults } from '../domain/catalogue/search';
export type { CarbonClass };

export interface CatalogueService {
  /**
   * Live: the knees that fit, ordered by the domain rule, filters applied,
   * bounded by `limit` (RESULTS_PER_PAGE by default); a piece marked sold
   * leaves on the next callback. Reads one index range and only the pieces
   * it lists, whatever the stock's size.
   */
  watchKnees(
    pattern: KneePattern,
    filters: CatalogueFilters,
    options: { limit?: number },
    callback: (results: CatalogueResults<KneeMatch>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  watchSweeps(
    pattern: SweepPattern,
    filters: CatalogueFilters,
    options: { limit?: number },
    callback: (results: CatalogueResults<SweepMatch>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Live: one piece, sold ones included; null when there is none. */
  watchPiece(id: string, callback: (piece: Piece | null) => void, onError?: (error: Error) => void): Unsubscribe;
  /**
   * Live: the stock `/stock` lists, newest change first: the signed-in
   * Franchisee's partner's pieces (the argument is not read; none for a
   * Franchisee not yet linked); an Admin's: the given partner's, or every
   * partner's for null (the newest STOCK_SHOWN). Anyone else:
   * ServiceError 'permission-denied'.
   */
  watchStock(partnerId: PartnerId | null, callback: (pieces: Piece[]) => void, onError?: (error: Error) => void): Unsubscribe;
  /** The partner the signed-in member lists for: null for a Franchisee not yet linked (an Admin may list for any). */
  myPartner(): Promise<PartnerId | null>;
  /**
   * Lists a new piece (no id; an Admin names the partner) or changes one (its
   * id). The server makes a new piece's id, so photos come after: save
   * without photos, upload each with that id (uploadPhoto), then save again
   * with their paths. ServiceError 'permission-denied' for another partner's
   * piece or a member who lists for none; 'invalid-argument' for a bad piece
   * or a photo outside the piece's folder; 'not-found' for a deleted piece.
   */
  savePiece(input: { id?: string; partnerId?: PartnerId; piece: PieceInput }): Promise<{ id: string }>;
  setAvailability(id: string, availability: Availability): Promise<void>;
  /** Deletes the piece and every photo in its folder. */
  deletePiece(id: string): Promise<void>;
  /**
   * Stores a photo (an image within the attachments' size) in the piece's
   * partner folder under a name of its own and returns its path, to put in
   * PieceInput.photos.
   */
  uploadPhoto(partnerId: PartnerId, pieceId: string, file: File): Promise<string>;
  /** The URL an <img> shows for a photo path. */
  photoUrl(path: string): Promise<string>;
  /** Admin: links a Franchisee (by email) to a partner. ServiceError 'not-found' when no Franchisee has that address. */
  linkPartner(email: string, partnerId: PartnerId): Promise<void>;
  /**
   * Tells the server a pattern search found nothing (ADR 037). The server
   * searches again and counts the pattern's coarse bucket only when nothing
   * listed fits: `counted` says which. ServiceError 'rate-limited' past the
   * client's limit.
   */
  reportUnmetPattern(report: UnmetReport): Promise<{ counted: boolean }>;
  /**
   * What people ask for: the patterns nothing fitted in the last 90 days,
   * grouped by bucket, the most asked first (at most UNMET_PATTERN_LIMITS.shown
   * days' counters read). For a partner's Franchisee and an Admin;
   * ServiceError 'permission-denied' for anyone else.
   */
  unmetPatterns(): Promise<DemandGroup[]>;
}
