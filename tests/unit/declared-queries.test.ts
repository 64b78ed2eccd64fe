// @vitest-environment node
// Every Firestore query is built from its declaration (src/domain/model/queries.ts),
// so model-indexes.test.ts sees each one: in the firebase services only
// shaped-query.ts imports Firestore's query builders, in the functions only
// shaped-query.ts calls them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILDERS = ['query', 'where', 'orderBy', 'limit', 'limitToLast', 'collectionGroup', 'and', 'or'];

const modulesOf = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'shaped-query.ts')
    .map((name) => ({ file: path.join(folder, name), code: readFileSync(path.join(folder, name), 'utf8') }));

/** The names a module imports from firebase/firestore, as they are exported (`limit as limitTo` is limit). */
function firestoreImports(code: string): string[] {
  const imports = code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'firebase\/firestore(?:\/lite)?'/g);
  return [...imports].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

/** Calls of firebase-admin's query builders: db.collectionGroup(…), ….where(…), ….orderBy(…). */
const adminBuilderCalls = (code: string): string[] => [...code.matchAll(/\.(collectionGroup|where|orderBy|startAt|startAfter|endAt|endBefore)\(/g)].map(([call]) => call);

describe('declared queries', () => {
  it('are the only way the firebase services build a query', () => {
    const services = modulesOf('src/services/firebase');
    expect(services.length).toBeGreaterThan(10);
    for (const { file, code } of services) {
      expect(firestoreImports(code).filter((name) => BUILDERS.includes(name)), file).toEqual([]);
      expect(code, file).not.toMatch(/import\s*\*\s*as\s+\w+\s+from\s*'firebase\/firestore/);
    }
  });

  it('are the only way the functions build a query', () => {
    const functions = modulesOf('functions/src');
    expect(functions.length).toBeGreaterThan(5);
    for (const { file, code } of functions) expect(adminBuilderCalls(code), file).toEqual([]);
  });

  it('catches a builder imported under another name, or called on firebase-admin', () => {
    expect(firestoreImports("import { doc, limit as limitTo, type Query } from 'firebase/firestore';")).toEqual(['doc', 'limit', 'Query']);
    expect(adminBuilderCalls("db.collection('x').where('a', '==', 1).orderBy('b')")).toEqual(['.where(', '.orderBy(']);
  });
});
