// The page of a listed piece (public; a sold piece's page stays): the route
// `${paths.stock}/:id`. Apart from paths.ts, which every first page carries.
import { paths } from '../config/paths';

export function piecePath(id: string): string {
  return `${paths.stock}/${encodeURIComponent(id)}`;
}
