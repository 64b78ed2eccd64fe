// A search that found nothing tells the server so (docs/decisions/037), once
// per pattern and filters a page session shows: the pattern in stored
// millimetres, the search's filters, and the province only when the search
// held one (Local), never the postal code. The server believes none of it: it
// searches again and counts only what nothing fits. Nothing depends on the
// answer, so a refusal (past the client's limit) or a failure is left
// unsaid: the visitor already reads that nothing fits.
import { useEffect } from 'react';
import { unmetReport, type UnmetReport } from '../../../domain/catalogue/demand';
import { provinceOf } from '../../../domain/catalogue/province';
import { readKneePattern, readSweepPattern } from '../url/pattern';
import { readFilters } from '../url/filters';
import { readPerformance } from '../url/search-url';
import { useServices } from '../../../services/context';

/** The searches this page session reported already: a live list that answers again is not a new search. */
const reported = new Set<string>();

/** The report of the search in the URL, or null when it gives no length (nothing to cut). */
export function unmetReportOf(kind: 'knee' | 'sweep', params: URLSearchParams): UnmetReport | null {
  const filters = readFilters(params);
  const performance = readPerformance(params);
  const parsed = unmetReport.safeParse({
    kind,
    pattern: kind === 'knee' ? readKneePattern(params) : readSweepPattern(params),
    filters: {
      province: filters.local ? provinceOf(filters.postalCode) : null,
      source: filters.source,
      carbon: filters.carbon,
      ...performance,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** Reports the search in the URL once `nothingFound` says its results are in and empty. */
export function useReportUnmet(kind: 'knee' | 'sweep', params: URLSearchParams, nothingFound: boolean): void {
  const { ready } = useServices();
  const report = nothingFound ? unmetReportOf(kind, params) : null;
  const key = report === null ? null : JSON.stringify(report);
  useEffect(() => {
    if (key === null || reported.has(key)) return;
    reported.add(key);
    const sent = unmetReport.parse(JSON.parse(key));
    void ready.then((services) => services.catalogue.reportUnmetPattern(sent)).catch(() => {});
  }, [key, ready]);
}
