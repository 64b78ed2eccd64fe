// @vitest-environment node
// firestore.indexes.json is what the model declares (src/domain/model): each
// declared composite index is deployed, nothing is deployed that no
// declaration asks for, and every query the backends build (queries.ts, and
// the server rules' counts and due queries) finds the index it needs there.
// The emulator serves a query without its index; production refuses it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_COLLECTIONS, collections } from '../../src/domain/model/collections';
import { ALL_QUERIES, countQuery, dueQuery, queries } from '../../src/domain/model/queries';
import { indexFor, requiredIndexes, serves, type QueryShape, type RequiredIndex } from '../../src/domain/model/query-declaration';
import { heldMailCount, pendingCounts, type CountQuery } from '../../src/domain/server/digest';
import { purgeExpired, type DueQuery } from '../../src/domain/server/purge';

interface DeployedIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { queryScope: string; order?: string }[];
}

const indexesFile = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: DeployedIndex[]; fieldOverrides?: FieldOverride[] };

const deployedIndexes = indexesFile.indexes.map(({ collectionGroup, queryScope, fields }) => ({
  collection: collectionGroup,
  scope: queryScope,
  fields: fields.map(({ fieldPath, order, arrayConfig }) => [fieldPath, order ?? arrayConfig ?? ''] as const),
}));
const keyOf = ({ collection, scope, fields }: { collection: string; scope: string; fields: readonly (readonly [string, string])[] }) =>
  `${collection} ${scope} ${fields.map(([field, order]) => `${field}:${order}`).join(',')}`;
const deployed = deployedIndexes.map(keyOf);

const declared = ALL_COLLECTIONS.flatMap(({ name, indexes }) => indexes.map(({ scope = 'COLLECTION', fields }) => keyOf({ collection: name, scope, fields })));

/** The queries the server rules describe to their ports, as a run of each asks them. */
async function serverQueries(): Promise<QueryShape[]> {
  const counts: CountQuery[] = [];
  const counter = {
    count: (query: CountQuery) => {
      counts.push(query);
      return Promise.resolve(0);
    },
  };
  await pendingCounts(counter);
  await heldMailCount(counter);
  const due: DueQuery[] = [];
  const unused = () => Promise.reject(new Error('Nothing is due: the purge reads nothing else.'));
  const dueIds = (query: DueQuery) => {
    due.push(query);
    return Promise.resolve([]);
  };
  await purgeExpired({ dueIds, runTransaction: unused, deleteFilesUnder: unused }, new Date('2026-12-01T00:00:00Z'));
  return [...counts.map(countQuery), ...due.map(dueQuery)].map(({ shape }) => shape);
}

/** Whether the index is deployed: a composite one, or a collection group's single field (a field override). */
function isDeployed(required: RequiredIndex): boolean {
  const [only, ...more] = required.fields;
  if (only && more.length === 0) {
    return (indexesFile.fieldOverrides ?? []).some(
      ({ collectionGroup, fieldPath, indexes }) =>
        collectionGroup === required.collection && fieldPath === only[0] && indexes.some(({ queryScope, order }) => queryScope === required.scope && order === only[1]),
    );
  }
  return deployedIndexes.some((index) => serves(index, required));
}

describe('firestore.indexes.json', () => {
  it('deploys every composite index the model declares', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const index of declared) expect(deployed, index).toContain(index);
  });

  it('deploys no index that no declaration asks for', () => {
    for (const index of deployed) expect(declared, index).toContain(index);
  });

  it('declares each index once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('holds the index of every query the firebase backend and the functions build', async () => {
    const shapes = [...ALL_QUERIES, ...(await serverQueries())];
    const missing = shapes.flatMap(requiredIndexes).filter((required) => !isDeployed(required));
    expect(missing.map(keyOf)).toEqual([]);
  });
});

describe('the index a query needs', () => {
  const { moderationLog, comments } = collections;
  const shape = (overrides: Partial<QueryShape>): QueryShape => ({ collection: moderationLog, group: false, equal: [], optional: [], range: [], order: [], ...overrides });

  it('is none for equalities alone, or one field ordered or bounded', () => {
    expect(indexFor(shape({ equal: ['kind', 'adminUid'] }), ['kind', 'adminUid'])).toBeNull();
    expect(indexFor(shape({ order: [['at', 'desc']] }), [])).toBeNull();
    expect(indexFor(shape({ range: ['at'] }), [])).toBeNull();
  });

  it('is the equalities, then the order, then the bounded fields the order leaves out', () => {
    expect(indexFor(shape({ equal: ['kind'], order: [['at', 'desc']] }), ['kind'])?.fields).toEqual([
      ['kind', 'ASCENDING'],
      ['at', 'DESCENDING'],
    ]);
    expect(indexFor(shape({ equal: ['kind'], range: ['at'] }), ['kind'])?.fields).toEqual([
      ['kind', 'ASCENDING'],
      ['at', 'ASCENDING'],
    ]);
  });

  it('leaves out the document id that ends every index in its last direction', () => {
    const byTimeThenId = indexFor(shape({ equal: ['kind'], order: [['at', 'asc'], ['__name__', 'asc']] }), ['kind']);
    expect(byTimeThenId?.fields).toEqual([
      ['kind', 'ASCENDING'],
      ['at', 'ASCENDING'],
    ]);
  });

  it('is one for each choice of the optional equalities', () => {
    expect(requiredIndexes(queries.auditLog).map((index) => index.fields.map(([field]) => field).join())).toEqual(['kind,at', 'adminUid,at', 'kind,adminUid,at']);
  });

  it('is needed by a collection group for any field, and served by an index of that scope only', () => {
    const group = shape({ collection: comments, group: true, equal: ['userId', 'isApproved'] });
    const required = indexFor(group, ['userId', 'isApproved']);
    expect(required?.scope).toBe('COLLECTION_GROUP');
    if (!required) return;
    const fields = [
      ['isApproved', 'ASCENDING'],
      ['userId', 'ASCENDING'],
    ] as const;
    expect(serves({ collection: 'comments', scope: 'COLLECTION_GROUP', fields }, required)).toBe(true);
    expect(serves({ collection: 'comments', scope: 'COLLECTION', fields }, required)).toBe(false);
  });
});
