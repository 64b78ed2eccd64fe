// @vitest-environment node
// firestore.rules against the model (src/domain/model): in each collection's
// `match` block, the keys a client may write (the exactKeys, hasOnly and
// hasAll lists its create and update allowances reach, through the functions
// they call) are the declared client keys, and a collection the server alone
// writes has no client create, update or write allowance.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../../src/domain/limits';
import { ALL_COLLECTIONS, collectionAt } from '../../src/domain/model/collections';

interface Block {
  /** The collection path, the document's wildcard dropped: commentBoards/{boardId}/comments. */
  path: string;
  /** The block's own text, its nested blocks left out. */
  body: string;
}

/** The index just after the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return i + 1;
  }
  throw new Error('Unbalanced braces in the rules.');
}

/** The match blocks in `text` (nested ones included, under their parent's path), and the text outside them. */
function split(text: string, prefix = ''): { blocks: Block[]; own: string } {
  const found: Block[] = [];
  let own = '';
  let at = 0;
  const match = /match\s+(\/\S+)\s*\{/g;
  for (let next = match.exec(text); next; next = match.exec(text)) {
    const open = next.index + next[0].length - 1;
    const end = closing(text, open);
    own += text.slice(at, next.index);
    at = end;
    match.lastIndex = end;
    const path = `${prefix}${next[1]!}`.replace(/^\/databases\/\{database\}\/documents/, '');
    const inner = split(text.slice(open + 1, end - 1), path);
    found.push(...inner.blocks);
    const collection = path.replace(/\/\{[^}]+\}$/, '').replace(/^\//, '');
    if (collection !== '' && collection !== path.replace(/^\//, '')) found.push({ path: collection, body: inner.own });
  }
  return { blocks: found, own: own + text.slice(at) };
}

/** Each rules function's body, by name. */
function functionsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const start = /function\s+(\w+)\s*\([^)]*\)\s*\{/g;
  for (let next = start.exec(text); next; next = start.exec(text)) {
    found.set(next[1]!, text.slice(next.index + next[0].length, closing(text, next.index + next[0].length - 1) - 1));
  }
  return found;
}

/** The expression and the bodies of every function it calls, transitively. */
function reach(expression: string, functions: Map<string, string>): string {
  const seen = new Set<string>();
  const pending = [expression];
  let text = '';
  while (pending.length > 0) {
    const part = pending.pop()!;
    text += `\n${part}`;
    for (const [, name] of part.matchAll(/(\w+)\s*\(/g)) {
      const body = functions.get(name!);
      if (body !== undefined && !seen.has(name!)) {
        seen.add(name!);
        pending.push(body);
      }
    }
  }
  return text;
}

/** The document keys a text lets a client write: its exactKeys, changedKeys().hasOnly and request.resource.data.keys() lists. */
function keyLists(text: string): string[] {
  const lists = /(?:exactKeys\(|changedKeys\(\)\.hasOnly\(|request\.resource\.data\.keys\(\)\.has(?:All|Only)\()\[([^\]]*)\]/g;
  return [...text.matchAll(lists)].flatMap((list) => [...list[1]!.matchAll(/'(\w+)'/g)].map((key) => key[1]!));
}

interface Allowance {
  methods: string[];
  condition: string;
}

function allowances(body: string): Allowance[] {
  return [...body.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+([\s\S]*?);/g)].map((allow) => ({
    methods: allow[1]!.split(',').map((method) => method.trim()),
    condition: allow[2]!,
  }));
}

/** What the rules let a client write in each collection: create and update keys, or none. */
function clientWrites(rules: string): Map<string, { create: Set<string>; update: Set<string>; writes: boolean }> {
  const functions = functionsOf(rules);
  const found = new Map<string, { create: Set<string>; update: Set<string>; writes: boolean }>();
  for (const block of split(rules).blocks) {
    const entry = found.get(block.path) ?? { create: new Set<string>(), update: new Set<string>(), writes: false };
    for (const { methods, condition } of allowances(block.body)) {
      const writing = methods.some((method) => ['create', 'update', 'write'].includes(method));
      if (!writing || condition.trim() === 'false') continue;
      entry.writes = true;
      const keys = keyLists(reach(condition, functions));
      for (const method of methods) {
        if (method === 'create' || method === 'write') keys.forEach((key) => entry.create.add(key));
        if (method === 'update' || method === 'write') keys.forEach((key) => entry.update.add(key));
      }
    }
    found.set(block.path, entry);
  }
  return found;
}

function mismatches(rules: string): string[] {
  const problems: string[] = [];
  const written = clientWrites(rules);
  for (const [path, { create, update, writes }] of written) {
    // A collection group match ({path=**}/comments) is checked for reads only: it grants no write.
    if (path.includes('=**')) {
      if (writes) problems.push(`${path}: a collection group match grants a write`);
      continue;
    }
    const declared = collectionAt(path);
    if (!declared) {
      problems.push(`${path}: a match block for no declared collection`);
      continue;
    }
    if (declared.writes === 'server') {
      if (writes) problems.push(`${path}: declared server-only, but the rules let a client write it`);
      continue;
    }
    const { create: createKeys = [], update: updateKeys = [] } = declared.writes.client;
    if ([...create].sort().join() !== [...createKeys].sort().join()) problems.push(`${path}: create keys ${[...create].sort().join()} ≠ declared ${[...createKeys].sort().join()}`);
    if ([...update].sort().join() !== [...updateKeys].sort().join()) problems.push(`${path}: update keys ${[...update].sort().join()} ≠ declared ${[...updateKeys].sort().join()}`);
  }
  for (const collection of ALL_COLLECTIONS) {
    if (collection.writes !== 'server' && !written.has(collection.path)) problems.push(`${collection.path}: declared client-written, but no match block`);
  }
  return problems;
}

const RULES = readFileSync('firestore.rules', 'utf8');

describe('firestore.rules against the model', () => {
  it('finds the match blocks, nested ones with their parent path', () => {
    const paths = [...clientWrites(RULES).keys()];
    expect(paths).toContain('commentBoards/{boardId}/comments');
    expect(paths).toContain('moderationLog');
    expect(clientWrites(RULES).get('commentBoards/{boardId}/comments')?.create.has('threadId')).toBe(true);
  });

  it('let a client write exactly the declared keys, and nothing the server alone writes', () => {
    expect(mismatches(RULES)).toEqual([]);
  });

  it('fails on a planted key and on a client write to a server-only collection', () => {
    const extraKey = RULES.replace("changedKeys().hasOnly(['read'])", "changedKeys().hasOnly(['read', 'kind'])");
    expect(extraKey).not.toBe(RULES);
    expect(mismatches(extraKey)).toEqual(['notifications: update keys kind,read ≠ declared read']);
    const serverWrite = RULES.replace('match /moderationLog/{entryId} {\n      allow read: if isAdmin();', 'match /moderationLog/{entryId} {\n      allow read, create: if isAdmin();');
    expect(serverWrite).not.toBe(RULES);
    expect(mismatches(serverWrite)).toEqual(['moderationLog: declared server-only, but the rules let a client write it']);
  });
});

describe('firestore.rules and the list limit', () => {
  it('holds every public list to LIST_LIMIT documents, the number the services ask for', () => {
    const limits = [...RULES.matchAll(/request\.query\.limit <= (\d+)/g)].map((match) => Number(match[1]));
    // The board's comments and the catalogue's listed pieces.
    expect(limits).toEqual([LIST_LIMIT, LIST_LIMIT]);
  });
});

