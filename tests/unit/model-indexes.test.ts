// @vitest-environment node
// firestore.indexes.json is what the model declares (src/domain/model): each
// declared composite index is deployed, and nothing is deployed that no
// declaration asks for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_COLLECTIONS } from '../../src/domain/model/collections';

interface DeployedIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

const deployed = (JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: DeployedIndex[] }).indexes.map(
  ({ collectionGroup, queryScope, fields }) => `${collectionGroup} ${queryScope} ${fields.map((field) => `${field.fieldPath}:${field.order ?? field.arrayConfig}`).join(',')}`,
);

const declared = ALL_COLLECTIONS.flatMap(({ name, indexes }) =>
  indexes.map(({ scope = 'COLLECTION', fields }) => `${name} ${scope} ${fields.map(([field, order]) => `${field}:${order}`).join(',')}`),
);

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
});
