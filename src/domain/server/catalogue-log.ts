// The catalogue's entries in the audit log (ADR 031): every write of
// a piece (listed, changed, marked, deleted) and every partner link, in the
// write's own transaction, so no write happens unlogged. An entry keeps ids
// and the catalogue's own words (partner, kind, availability), never a
// person's name or address beyond who acted, as every entry names them.
import type { Availability, PartnerId, PieceKind } from '../catalogue/piece';
import type { LoggedAction } from '../moderation';
import { logAdminAction } from './moderation-records';
import type { StoreTransaction } from './store';

interface Actor {
  uid: string;
}

/**
 * Logs a piece's write by whoever made it (a Franchisee or an Admin). Reads
 * the actor's name first: call it after the rule's reads, before its writes.
 */
export function logPieceWrite(
  transaction: StoreTransaction,
  write: { actor: Actor; action: Extract<LoggedAction, 'create' | 'set' | 'delete'>; pieceId: string },
  piece: { partnerId: PartnerId; kind: PieceKind; availability: Availability },
  now: Date,
): Promise<void> {
  const item = { partnerId: piece.partnerId, kind: piece.kind, availability: piece.availability };
  return logAdminAction(transaction, { kind: 'piece', action: write.action, itemId: write.pieceId, adminUid: write.actor.uid, item }, now);
}

/** Logs an Admin's link of a Franchisee (their uid, never their address) to a partner, and the partner it replaced. */
export function logPartnerLink(
  transaction: StoreTransaction,
  link: { actor: Actor; uid: string; partnerId: PartnerId; previousPartnerId: string | null },
  now: Date,
): Promise<void> {
  const item = { partnerId: link.partnerId, previousPartnerId: link.previousPartnerId };
  return logAdminAction(transaction, { kind: 'partner-link', action: 'link', itemId: link.uid, adminUid: link.actor.uid, item }, now);
}
