// The one way the firebase services make a Firestore query: from its
// declaration (src/domain/model/queries.ts), whose index
// tests/unit/model-indexes.test.ts finds in firestore.indexes.json. No other
// service file imports query, where, orderBy or limit
// (tests/unit/declared-queries.test.ts).
import {
  collectionGroup,
  documentId,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryEndAtConstraint,
  type QueryStartAtConstraint,
} from 'firebase/firestore';
import { collectionAt } from '../../domain/model/collections';
import { planQuery, type QueryShape, type QueryValues } from '../../domain/model/query-declaration';

/** Every collection of the declared query's name (a collection group's source). */
export function groupOf(db: Firestore, shape: QueryShape): Query<DocumentData> {
  if (!shape.group) throw new Error(`The query of ${shape.collection.name} is declared over one collection, not a group.`);
  return collectionGroup(db, shape.collection.name);
}

/**
 * The declared query over `source` (the collection it names, or groupOf's
 * group), with this call's values and, for a page, a cursor.
 */
export function shapedQuery<T>(
  source: Query<T>,
  shape: QueryShape,
  values: QueryValues = {},
  ...cursors: (QueryStartAtConstraint | QueryEndAtConstraint)[]
): Query<T> {
  const overCollection = source.type === 'collection' && 'path' in source && typeof source.path === 'string' ? collectionAt(source.path) : undefined;
  if (shape.group ? source.type === 'collection' : overCollection !== shape.collection) {
    throw new Error(`A query of ${shape.collection.name} over another source than its declaration names.`);
  }
  const plan = planQuery(shape, values);
  const constraints: QueryConstraint[] = [
    ...plan.filters.map(([field, op, value]) => where(field, op, value)),
    ...plan.order.map(([field, direction]) => orderBy(field === '__name__' ? documentId() : field, direction)),
    ...(plan.limit === null ? [] : [limit(plan.limit)]),
  ];
  return query(source, ...constraints, ...cursors);
}
