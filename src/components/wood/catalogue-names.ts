// The catalogue's stored words (a partner, a kind of piece) as the page's
// language names them: one table, read by the catalogue's pages and by the
// console's decision history.
import type { PartnerId, PieceKind } from '../../domain/catalogue/piece';
import { m } from '../../i18n';

export const PARTNER_NAMES: Record<PartnerId, () => string> = {
  originator: m.stock_partner_originator,
  woodlot: m.stock_partner_woodlot,
  harvester: m.stock_partner_harvester,
  sawyer: m.stock_partner_sawyer,
  remanufacturer: m.stock_partner_remanufacturer,
  architect: m.stock_partner_architect,
};

export const KIND_NAMES: Record<PieceKind, () => string> = { knee: m.stock_kind_knee, sweep: m.stock_kind_sweep };
