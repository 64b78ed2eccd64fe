// The catalogue's callables (ADR 023, 027): a partner's Franchisee (or an
// Admin) lists, marks and deletes a piece, with the partner read from the
// member record and every searched field derived by the rule
// (src/domain/server/pieces.ts); an Admin links a Franchisee to a partner. A
// deleted piece's photos go with it, through the deletion's file port. Each
// write is logged in its own transaction (catalogue-log.ts, ADR 031). A piece
// saved available, or made available again, is then matched against the
// confirmed pattern alerts (alert-listing.ts, ADR 036).
import { alertListing } from './alert-listing';
import type { HandlerPorts, HandlerTable } from './handler-ports';
import { deletePiece, linkPartner, savePiece, setPieceAvailability } from './pieces';

type CatalogueCallables = 'savePiece' | 'setPieceAvailability' | 'deletePiece' | 'linkPartner';

/**
 * After the piece's own write has committed: its alerts. A failure here is
 * logged and leaves the answer alone (the piece is listed; a retried save
 * would list it twice), and each pattern is mailed about a piece once, so a
 * later save of the piece mails what this one could not.
 */
async function alertAfterListing(ports: HandlerPorts, pieceId: string, now: Date): Promise<void> {
  try {
    await alertListing(ports.store(), ports.renderConsent, pieceId, { now, origin: () => ports.mail().origin });
  } catch (error) {
    console.error('The pattern alerts of a listing failed.', error);
  }
}

export const catalogueHandlers: HandlerTable<CatalogueCallables> = {
  savePiece: async (ports, input, { caller, now }) => {
    const saved = await savePiece(ports.deletion(), caller, input, now);
    await alertAfterListing(ports, saved.id, now);
    return saved;
  },
  setPieceAvailability: async (ports, input, { caller, now }) => {
    const set = await setPieceAvailability(ports.store(), caller, input, now);
    if (set.availability === 'available') await alertAfterListing(ports, input.id, now);
    return set;
  },
  deletePiece: (ports, input, { caller, now }) => deletePiece(ports.deletion(), caller, input, now),
  linkPartner: (ports, input, { caller, now }) => linkPartner(ports.store(), caller, input, now),
};
