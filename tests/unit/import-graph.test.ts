// @vitest-environment node
// The import graph of the app and the functions has no cycle, type-only
// imports and re-exports included: a cycle means two modules that cannot be
// read, tested or moved one without the other, and a type-only one is where
// a runtime one starts. This reads every import and export declaration itself
// (ESLint's import-x/no-cycle skipped type imports; it is no longer in the
// lint: ADR 008). The same graph proves the functions import nothing from the
// client's service layer.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'functions/src'];
/** Installed packages and the compiled messages: no module of ours. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'paraglide']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of a file: imports, `import type`, `export … from`, `import()` and `import x = require()`. */
function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
}

/** The file a relative specifier names among `files` (as TypeScript resolves it: .ts, .tsx, /index), or null for a package. */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier)).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

type Graph = ReadonlyMap<string, readonly string[]>;

function importGraph(texts: ReadonlyMap<string, string>): Graph {
  const files = new Set(texts.keys());
  return new Map(
    [...texts].map(([file, text]) => [file, [...new Set(specifiersOf(text).flatMap((specifier) => resolveIn(files, file, specifier) ?? []))]]),
  );
}

/**
 * Each cycle of the graph, named by one loop through it (a → b → a). One per
 * strongly connected component (Tarjan's algorithm): a knot of many modules
 * is reported once, by a loop through its first module.
 */
function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** A shortest loop from the component's first module back to it, through the component only. */
function loopThrough(graph: Graph, component: ReadonlySet<string>): string[] {
  const [start = ''] = [...component].sort();
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i] ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let back: string | undefined = node; back !== undefined && back !== start; back = previous.get(back)) loop.splice(1, 0, back);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const texts = new Map(ROOTS.flatMap(sources).map((file) => [file, readFileSync(file, 'utf8')] as const));
const graph = importGraph(texts);

describe('the import graph of src and functions/src', () => {
  it('reads the whole house', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect([...graph.keys()].some((file) => file.startsWith('functions/src/'))).toBe(true);
  });

  it('has no cycle, type-only imports and re-exports included', () => {
    expect(cyclesOf(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('keeps the functions out of src/services', () => {
    const reached = [...graph].flatMap(([file, imports]) =>
      file.startsWith('functions/src/') ? imports.filter((target) => target.startsWith('src/services/')).map((target) => `${file} → ${target}`) : [],
    );
    expect(reached).toEqual([]);
    // Any specifier into src/services, a file that does not resolve included.
    const named = [...texts].flatMap(([file, text]) =>
      file.startsWith('functions/src/') ? specifiersOf(text).filter((specifier) => /(^|\/)src\/services(\/|$)/.test(specifier)) : [],
    );
    expect(named).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const planted = new Map([
    ['src/a.ts', "import type { B } from './b';\nexport type A = B;\n"],
    ['src/b.ts', "export { c } from './c/index';\nexport type B = string;\n"],
    ['src/c/index.ts', "import { a } from '../a.js';\nexport const c = a;\n"],
    ['src/d.tsx', "import { c } from './c';\nimport React from 'react';\nexport const d = c;\n"],
    ['src/e.ts', "const lazy = () => import('./e');\nexport default lazy;\n"],
  ]);
  const plantedGraph = importGraph(planted);

  it('resolves type-only imports, re-exports, folders, .js specifiers and leaves packages out', () => {
    expect(plantedGraph.get('src/a.ts')).toEqual(['src/b.ts']);
    expect(plantedGraph.get('src/b.ts')).toEqual(['src/c/index.ts']);
    expect(plantedGraph.get('src/c/index.ts')).toEqual(['src/a.ts']);
    expect(plantedGraph.get('src/d.tsx')).toEqual(['src/c/index.ts']);
  });

  it('names a planted cycle through a type-only import and a re-export, and a module that imports itself', () => {
    expect(cyclesOf(plantedGraph)).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/c/index.ts', 'src/a.ts'],
      ['src/e.ts', 'src/e.ts'],
    ]);
  });

  it('finds none in a graph without a loop', () => {
    const tree = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(cyclesOf(tree)).toEqual([]);
  });
});
