// The catalogue's callables (ADR 023, 027): a partner's Franchisee (or an
// Admin) lists, marks and deletes a piece, with the partner read from the
// member record and every searched field derived by the rule
// (src/domain/server/pieces.ts); an Admin links a Franchisee to a partner. A
// deleted piece's photos go with it, through the deletion's file port. Each
// write is logged in its own transaction (catalogue-log.ts, ADR 031).
import type { HandlerTable } from './handler-ports';
import { deletePiece, linkPartner, savePiece, setPieceAvailability } from './pieces';

type CatalogueCallables = 'savePiece' | 'setPieceAvailability' | 'deletePiece' | 'linkPartner';

export const catalogueHandlers: HandlerTable<CatalogueCallables> = {
  savePiece: (ports, input, { caller, now }) => savePiece(ports.deletion(), caller, input, now),
  setPieceAvailability: (ports, input, { caller, now }) => setPieceAvailability(ports.store(), caller, input, now),
  deletePiece: (ports, input, { caller, now }) => deletePiece(ports.deletion(), caller, input, now),
  linkPartner: (ports, input, { caller, now }) => linkPartner(ports.store(), caller, input, now),
};
