// The page of one piece (/stock/<id>): where the console, the bell and the
// partner's mail send a reader, in the page's language once localised.
export const STOCK_PATH = '/stock';

export const piecePath = (id: string): string => `${STOCK_PATH}/${encodeURIComponent(id)}`;
