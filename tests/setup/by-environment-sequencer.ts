// Vitest's order of test files, grouped by environment. With `isolate: false`
// a worker goes on to the next file only if that file runs in the same
// environment; a file of the other kind (happy-dom after node, or node after
// happy-dom) ends the worker and starts a new one, which imports the app, the
// mail templates and Testing Library anew. Vitest orders files by their last
// durations (longest first), which a fresh clone does not have: there, the
// two kinds alternated and a run spent about twice the set-up and import
// time (docs/performance.md). Within each group the order stays Vitest's own.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file's docblock names (`// @vitest-environment node`), or the configured one. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 500);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

export class ByEnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)] as const));
    const order = [...new Set(environments.values())];
    return sorted.toSorted((a, b) => order.indexOf(environments.get(a)!) - order.indexOf(environments.get(b)!));
  }
}
