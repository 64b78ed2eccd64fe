// @vitest-environment node
// Each catalogue search is declared once (src/domain/catalogue/search-shapes.ts,
// ADR 039), and its Firestore queries and the pieces' composite indexes
// follow (firestore.indexes.json is checked against them by
// model-indexes.test.ts; the local keys by src/services/local/search-keys.test.ts).
import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS } from '../../src/domain/catalogue/search-shapes';
import { collections } from '../../src/domain/model/collections';
import { queries } from '../../src/domain/model/queries';
import { requiredIndexes, serves } from '../../src/domain/model/query-declaration';

const pieceIndexes = collections.pieces.indexes.map(({ fields }) => ({ collection: 'pieces', scope: 'COLLECTION', fields }));
const fieldsOf = (index: { fields: readonly (readonly [string, string])[] }) => index.fields.map(([field, order]) => `${field}:${order[0]}`).join(' ');

describe('the catalogue searches’ Firestore indexes', () => {
  const searches = [queries.knees, queries.sweepsUp, queries.sweepsDown];

  it('give each choice of the filters, in each search, one index of the pieces, and the pieces no other but the stock’s', () => {
    const variants = searches.flatMap(requiredIndexes);
    expect(variants).toHaveLength(3 * 2 ** SEARCH_FILTERS.length);
    for (const variant of variants) expect(pieceIndexes.filter((index) => serves(index, variant)), fieldsOf(variant)).toHaveLength(1);
    const unused = pieceIndexes.filter((index) => !variants.some((variant) => serves(index, variant)));
    expect(unused.map(fieldsOf)).toEqual(['partnerId:A updatedAt:D']);
  });

  it('hold the equalities and the filters chosen, then the walk, then the other measurements by field path', () => {
    const [provinceOnly] = requiredIndexes(queries.knees).filter(({ fields }) => fields.some(([field]) => field === 'province') && fields.length === 9);
    expect(provinceOnly && fieldsOf(provinceOnly)).toBe(
      'listed:A kind:A province:A volume:A measures.armDepth:A measures.armLength:A measures.legDepth:A measures.legLength:A measures.thickness:A',
    );
    expect(fieldsOf(requiredIndexes(queries.sweepsDown)[0] ?? { fields: [] })).toBe('listed:A kind:A radius:D measures.span:A measures.thickness:A');
  });
});
