// The catalogue's search index as the server reads it (src/domain/server/demand.ts,
// ADR 037): the search's own Firestore queries (src/domain/catalogue/search-queries.ts),
// each limited, over firebase-admin.
import type { Firestore } from 'firebase-admin/firestore';
import { kneeSearch, sweepSearch } from '../../src/domain/catalogue/search-queries';
import type { PieceSearch } from '../../src/domain/server/demand';
import { shapedQuery } from './shaped-query';

export function firestorePieceSearch(db: Firestore): PieceSearch {
  return {
    async candidates(search, equal, limit) {
      const described = search.kind === 'knee' ? kneeSearch(search.pattern, equal, limit) : sweepSearch(search.pattern, equal, limit);
      const snapshots = await Promise.all(described.map((query) => shapedQuery(db, query).get()));
      return snapshots.flatMap((snapshot) => snapshot.docs.map((entry) => ({ id: entry.id, data: entry.data() })));
    },
  };
}
