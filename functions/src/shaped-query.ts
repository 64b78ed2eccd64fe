// The one way the functions make a Firestore query: from its declaration
// (src/domain/model/queries.ts, or the description a server rule gives its
// port: a count, a due query, findIds), whose index
// tests/unit/model-indexes.test.ts finds in firestore.indexes.json. No other
// module here calls where or orderBy (tests/unit/declared-queries.test.ts).
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { collectionAt } from '../../src/domain/model/collections';
import { planQuery, type QueryShape, type QueryValues } from '../../src/domain/model/query-declaration';

/** The declared query over its collection group, or over the collection at `path` (a subcollection's with its parent ids). */
export function shapedQuery(db: Firestore, { shape, values }: { shape: QueryShape; values?: QueryValues }, path: string = shape.collection.path): Query {
  if (!shape.group && collectionAt(path) !== shape.collection) throw new Error(`A query of ${shape.collection.name} over ${path}, another collection than its declaration names.`);
  const plan = planQuery(shape, values);
  let query: Query = shape.group ? db.collectionGroup(shape.collection.name) : db.collection(path);
  for (const [field, op, value] of plan.filters) query = query.where(field, op, value);
  for (const [field, direction] of plan.order) query = query.orderBy(field === '__name__' ? FieldPath.documentId() : field, direction);
  return plan.limit === null ? query : query.limit(plan.limit);
}
