// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyList, stableList, type StableAction, type StableList } from './stable-list';

interface Item {
  id: string;
  text: string;
  fresh?: boolean;
}
const item = (id: string, text = id, fresh = false): Item => ({ id, text, fresh });
const isNew = (candidate: Item) => candidate.fresh === true;

function run(...actions: StableAction<Item>[]): StableList<Item> {
  return actions.reduce(stableList<Item>, emptyList<Item>());
}
const live = (...items: Item[]): StableAction<Item> => ({ type: 'live', items, isNew });
const ids = (list: StableList<Item>) => list.rows.map((row) => (row.gone ? `${row.item.id}(gone)` : row.item.id));

describe('the stable list', () => {
  it('selects the first row once loaded and keeps the live order', () => {
    const list = run(live(item('a'), item('b'), item('c')));
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(list.cursor).toBe('a');
    expect(list.arrived).toBe(0);
  });

  it('appends arrivals at the end, counts the new ones, and keeps the cursor', () => {
    const list = run(live(item('a'), item('b')), { type: 'move', by: 1 }, live(item('a'), item('b'), item('c', 'c', true)));
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(list.cursor).toBe('b');
    expect(list.arrived).toBe(1);
  });

  it('does not count a row that only refills the page as an arrival', () => {
    const list = run(live(item('a'), item('b')), live(item('a'), item('b'), item('c')));
    expect(list.arrived).toBe(0);
  });

  it('keeps a row decided elsewhere in place, gone, until the cursor moves past it', () => {
    let list = run(live(item('a'), item('b'), item('c')), { type: 'move', by: 1 }, live(item('a'), item('c')));
    expect(ids(list)).toEqual(['a', 'b(gone)', 'c']);
    expect(list.cursor).toBe('b');
    list = stableList(list, { type: 'move', by: 1 });
    expect(ids(list)).toEqual(['a', 'c']);
    expect(list.cursor).toBe('c');
  });

  it('keeps a gone row below the cursor until it is passed', () => {
    let list = run(live(item('a'), item('b'), item('c')), live(item('a'), item('c')));
    expect(ids(list)).toEqual(['a', 'b(gone)', 'c']);
    list = stableList(list, { type: 'move', by: 1 });
    expect(ids(list)).toEqual(['a', 'b(gone)', 'c']);
    list = stableList(list, { type: 'move', by: 1 });
    expect(ids(list)).toEqual(['a', 'c']);
  });

  it('shows the fresh item of a row the author changed, in the same place', () => {
    const list = run(live(item('a'), item('b')), live(item('a'), item('b', 'edited')));
    expect(list.rows[1]!.item.text).toBe('edited');
  });

  it('drops a row decided here at once and moves to the next undecided row, skipping gone ones', () => {
    let list = run(live(item('a'), item('b'), item('c')), live(item('a'), item('c')));
    list = stableList(list, { type: 'decided', ids: ['a'] });
    expect(list.cursor).toBe('c');
    // The live page still holds the decided row for a moment: it does not come back.
    list = stableList(list, live(item('a'), item('c')));
    expect(ids(list)).toEqual(['c']);
    list = stableList(list, live(item('c')));
    // Undone: back at the end.
    list = stableList(list, live(item('a'), item('c')));
    expect(ids(list)).toEqual(['c', 'a']);
  });

  it('moves to the row before when the last row is decided', () => {
    const list = run(live(item('a'), item('b')), { type: 'move', by: 1 }, { type: 'decided', ids: ['b'] });
    expect(list.cursor).toBe('a');
    expect(run(live(item('a')), { type: 'decided', ids: ['a'] }).cursor).toBeNull();
  });

  it('checks rows for a bulk decision, never a gone one, and unchecks decided rows', () => {
    let list = run(live(item('a'), item('b'), item('c')), { type: 'toggle', id: 'a' }, { type: 'toggle', id: 'b' });
    expect([...list.checked]).toEqual(['a', 'b']);
    list = stableList(list, { type: 'toggle', id: 'a' });
    expect([...list.checked]).toEqual(['b']);
    list = stableList(list, live(item('a'), item('b')));
    expect(stableList(list, { type: 'toggle', id: 'c' }).checked).toBe(list.checked);
    list = stableList(list, { type: 'decided', ids: ['b'] });
    expect([...list.checked]).toEqual([]);
    expect(list.cursor).toBe('a');
  });

  it('stays put at either end', () => {
    const list = run(live(item('a'), item('b')));
    expect(stableList(list, { type: 'move', by: -1 })).toBe(list);
    expect(stableList(run(live()), { type: 'move', by: 1 }).cursor).toBeNull();
  });
});
