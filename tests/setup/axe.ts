// axe-core's WCAG 2.2 A and AA rules on a part of a rendered page, in the
// component tests' DOM. It has no layout, so the rules that need one (colour
// contrast, target size) come back incomplete, not passed: the browser's
// run (tests/e2e/page-checks.ts) judges those; this one catches names,
// roles, ARIA and structure on a state a browser journey does not reach.
import axe from 'axe-core';

/** The rules violated under `element`, each as "rule: first offending node". */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
}
