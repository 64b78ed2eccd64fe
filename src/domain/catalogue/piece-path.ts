// The page of one piece (/stock/<id>): where the results, the console, the
// bell and the partner's mail send a reader, in the page's language once
// localised. Here because the server's mails need it and the domain imports
// no app module; the pages take it through src/config/paths.ts, whose
// `paths.stock` spells the same path (the prerender reads that table as text).
export const STOCK_PATH = '/stock';

export const piecePath = (id: string): string => `${STOCK_PATH}/${encodeURIComponent(id)}`;
