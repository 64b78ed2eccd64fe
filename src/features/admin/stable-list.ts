// The list that never moves under the Admin's cursor (issue 23), as a pure
// reducer over the live page. Rows keep their places: the live page only
// refreshes a row's item (the fresh text after an edit) and appends what is
// new at the end (lists are oldest first). A row that leaves the live page
// without a decision of this console (another Admin, another tab) stays where
// it is, `gone`, until the cursor moves past it; a row decided here goes at
// once and the cursor moves to the next undecided row. Rows checked for a
// bulk decision are kept here too, so a row that goes is unchecked.

export interface StableRow<T> {
  item: T;
  /** Left the live page without a decision of this console. */
  gone: boolean;
}

export interface StableList<T extends { id: string }> {
  rows: readonly StableRow<T>[];
  /** The selected row's id. */
  cursor: string | null;
  /** Rows checked for a bulk decision. */
  checked: ReadonlySet<string>;
  /** Items decided in this console that the live page still holds: never shown again. */
  mine: ReadonlySet<string>;
  loaded: boolean;
  /** How many rows posted since the console opened have joined the end (announced politely). */
  arrived: number;
}

export type StableAction<T> =
  | { type: 'live'; items: readonly T[]; isNew: (item: T) => boolean }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'select'; id: string }
  | { type: 'decided'; ids: readonly string[] }
  | { type: 'undone'; ids: readonly string[] }
  | { type: 'toggle'; id: string }
  | { type: 'check'; ids: readonly string[] };

export function emptyList<T extends { id: string }>(): StableList<T> {
  return { rows: [], cursor: null, checked: new Set(), mine: new Set(), loaded: false, arrived: 0 };
}

const indexOf = <T extends { id: string }>(rows: readonly StableRow<T>[], id: string | null) => rows.findIndex((row) => row.item.id === id);

/** Drops the gone rows before the cursor (the Admin has moved past them) and unchecks what is no longer listed. */
function settle<T extends { id: string }>(list: StableList<T>, cursor: string | null): StableList<T> {
  const at = indexOf(list.rows, cursor);
  const rows = list.rows.filter((row, index) => !row.gone || index >= at);
  const listed = new Set(rows.filter((row) => !row.gone).map((row) => row.item.id));
  const checked = [...list.checked].filter((id) => listed.has(id));
  return { ...list, rows, cursor, checked: checked.length === list.checked.size ? list.checked : new Set(checked) };
}

function mergeLive<T extends { id: string }>(list: StableList<T>, items: readonly T[], isNew: (item: T) => boolean): StableList<T> {
  const live = new Map(items.map((item) => [item.id, item]));
  const mine = new Set([...list.mine].filter((id) => live.has(id)));
  const rows = list.rows.map((row) => {
    const fresh = live.get(row.item.id);
    return fresh ? { item: fresh, gone: false } : { item: row.item, gone: true };
  });
  const listed = new Set(rows.map((row) => row.item.id));
  const added = items.filter((item) => !listed.has(item.id) && !mine.has(item.id));
  const all = [...rows, ...added.map((item) => ({ item, gone: false }))];
  const cursor = list.cursor !== null && listed.has(list.cursor) ? list.cursor : (all.find((row) => !row.gone)?.item.id ?? null);
  const arrived = list.arrived + (list.loaded ? added.filter(isNew).length : 0);
  return { ...list, rows: all, mine, loaded: true, arrived, cursor };
}

/** After the rows at `ids` were decided here: the next undecided row after the first of them, else the last one before. */
function nextUndecided<T extends { id: string }>(rows: readonly StableRow<T>[], from: number, ids: ReadonlySet<string>): string | null {
  const open = (row: StableRow<T>) => !row.gone && !ids.has(row.item.id);
  const after = rows.slice(from).find(open);
  const before = rows.slice(0, Math.max(0, from)).findLast(open);
  return (after ?? before)?.item.id ?? null;
}

export function stableList<T extends { id: string }>(list: StableList<T>, action: StableAction<T>): StableList<T> {
  switch (action.type) {
    case 'live':
      return mergeLive(list, action.items, action.isNew);
    case 'move': {
      if (list.rows.length === 0) return list;
      const at = indexOf(list.rows, list.cursor);
      const next = Math.min(list.rows.length - 1, Math.max(0, at + action.by));
      const id = list.rows[next]!.item.id;
      if (id === list.cursor) return list;
      // The row left behind goes if it was gone, whichever way the cursor moved.
      const left = list.rows[at];
      const rows = left?.gone ? list.rows.filter((row) => row !== left) : list.rows;
      return settle({ ...list, rows}, id);
    }
    case 'select':
      return indexOf(list.rows, action.id) < 0 ? list : { ...list, cursor: action.id };
    case 'decided': {
      const ids = new Set(action.ids);
      const first = list.rows.findIndex((row) => ids.has(row.item.id));
      const cursor = list.cursor !== null && !ids.has(list.cursor) ? list.cursor : nextUndecided(list.rows, first, ids);
      const rows = list.rows.filter((row) => !ids.has(row.item.id));
      return settle({ ...list, rows, mine: new Set([...list.mine, ...ids]) }, cursor);
    }
    case 'undone': {
      // Undone here: the live page brings the items back, at the end.
      const mine = new Set(list.mine);
      for (const id of action.ids) mine.delete(id);
      return { ...list, mine };
    }
    case 'toggle': {
      const row = list.rows.find((candidate) => candidate.item.id === action.id);
      if (!row || row.gone) return list;
      const checked = new Set(list.checked);
      if (!checked.delete(action.id)) checked.add(action.id);
      return { ...list, checked };
    }
    case 'check':
      return { ...list, checked: new Set(action.ids) };
  }
}
