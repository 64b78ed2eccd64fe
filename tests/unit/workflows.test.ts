// @vitest-environment node
// The hosted CI workflows cannot run here; this reads them offline: valid
// YAML, the jobs and commands they must run, actions pinned to a commit
// (a tag can be moved to other code), the dependency audit, and only
// npm scripts that exist.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function steps(file: string, job: string): Step[] {
  const workflow: unknown = parse(readFileSync(`.github/workflows/${file}`, 'utf8'));
  if (!isRecord(workflow) || !isRecord(workflow['jobs'])) throw new Error(`${file}: no jobs`);
  const definition = workflow['jobs'][job];
  if (!isRecord(definition) || !Array.isArray(definition['steps'])) throw new Error(`${file}: no job ${job}`);
  return definition['steps'].map((step: unknown) => {
    if (!isRecord(step)) throw new Error(`${file}: a step is not a map`);
    return {
      uses: typeof step['uses'] === 'string' ? step['uses'] : undefined,
      run: typeof step['run'] === 'string' ? step['run'] : undefined,
      with: isRecord(step['with']) ? step['with'] : undefined,
      env: isRecord(step['env']) ? step['env'] : undefined,
    };
  });
}

const scripts: unknown = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const scriptNames = isRecord(scripts) ? Object.keys(scripts) : [];

describe('hosted CI workflows', () => {
  const files = readdirSync('.github/workflows').filter((name) => name.endsWith('.yml'));

  it('has the test and emulator workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'emulators.yml']);
  });

  it('runs npm test exactly as .ci/run does', () => {
    const runs = steps('ci.yml', 'test').map((step) => step.run ?? '');
    expect(runs).toContain('bash .ci/run');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm test$/m);
  });

  it('runs the emulator suite on Java 21', () => {
    const emulatorSteps = steps('emulators.yml', 'emulators');
    const java = emulatorSteps.find((step) => step.uses?.startsWith('actions/setup-java@'));
    expect(java?.with?.['java-version']).toBe(21);
    expect(emulatorSteps.map((step) => step.run ?? '')).toContain('npm run test:emulators');
    // With Storage, whose rules runtime only a runner that may download can have (ADR 026).
    expect(emulatorSteps.find((step) => step.run === 'npm run test:emulators')?.env?.['EMULATOR_DOWNLOADS']).toBe('1');
  });

  it('audits the production dependencies of the app and of functions/ before the tests', () => {
    const runs = steps('ci.yml', 'test').map((step) => step.run ?? '');
    const audit = runs.findIndex((run) => run.includes('npm audit --omit=dev --audit-level=high\n'));
    expect(audit).toBeGreaterThanOrEqual(0);
    expect(runs[audit]).toContain('npm audit --omit=dev --audit-level=high --prefix functions');
    expect(audit).toBeLessThan(runs.indexOf('bash .ci/run'));
  });

  it.each(files)('%s pins every action to a commit, its version in a comment, and runs only npm scripts that exist', (file) => {
    const text = readFileSync(`.github/workflows/${file}`, 'utf8');
    for (const [line] of text.matchAll(/uses: .*/g)) expect(line).toMatch(/^uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    const workflow: unknown = parse(readFileSync(`.github/workflows/${file}`, 'utf8'));
    if (!isRecord(workflow) || !isRecord(workflow['jobs'])) throw new Error('no jobs');
    for (const job of Object.keys(workflow['jobs'])) {
      for (const step of steps(file, job)) {
        if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
        for (const [, name] of (step.run ?? '').matchAll(/npm run ([\w:-]+)/g)) {
          expect(scriptNames).toContain(name);
        }
      }
    }
  });
});
