// What people ask for (ADR 037): a visitor's report of a search that found
// nothing, counted by the rule (demand.ts) over the store and the search
// index, under the client's own limit.
import type { HandlerTable } from './handler-ports';
import { reportUnmetPattern } from './demand';

export const demandHandlers: HandlerTable<'reportUnmetPattern'> = {
  reportUnmetPattern: (ports, input, { client, now }) => reportUnmetPattern({ store: ports.store(), search: ports.pieceSearch() }, input, client, now),
};
