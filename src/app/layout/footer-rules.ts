// Which links the footer shows (spec §2 Footer): the 11 store paths get
// Comments and Price?; any other path gets Comments when it has a board,
// otherwise To Store.
import { isStorePath } from '../../config/paths';

export interface FooterLinks {
  comments: boolean;
  pricing: boolean;
  toStore: boolean;
}

export function footerLinks(pathname: string, hasBoard: boolean): FooterLinks {
  if (isStorePath(pathname)) return { comments: true, pricing: true, toStore: false };
  return { comments: hasBoard, pricing: false, toStore: !hasBoard };
}
