// @vitest-environment node
// The lock files must let `npm ci` (CI's install, .ci/run) build the tree
// without resolving anything: every dependency of every locked package,
// optional ones included, must have its own entry. npm writes entries for the
// platform packages of every system (darwin, win32…), not only this one; a
// lock made against a registry that lacks some of them has holes, and
// `npm ci` then refuses the whole install ("Missing: … from lock file").
// That is what stopped CI once (@lix-js/sdk 0.17.0's platform packages), so
// the check runs here, where a hole shows before the push.
import { describe, expect, it } from 'vitest';
import functionsLockText from '../../functions/package-lock.json?raw';
import rootLockText from '../../package-lock.json?raw';

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  link?: boolean;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolve(packages: Lock['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** The dependencies a lock names but holds no entry for, as "package → dependency". */
function holes(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const names = [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {})];
    for (const name of names) {
      if (!resolve(lock.packages, path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('package locks', () => {
  it.each([
    ['package-lock.json', rootLockText],
    ['functions/package-lock.json', functionsLockText],
  ])('%s has an entry for every dependency, every platform’s included', (_file, text) => {
    const lock = JSON.parse(text) as Lock;
    expect(lock.lockfileVersion).toBe(3);
    expect(holes(lock)).toEqual([]);
  });

  it('finds a missing platform package', () => {
    const lock: Lock = {
      lockfileVersion: 3,
      packages: {
        '': { dependencies: { a: '^1.0.0' } },
        'node_modules/a': { optionalDependencies: { 'a-linux-x64': '1.0.0', 'a-darwin-arm64': '1.0.0' } },
        'node_modules/a/node_modules/a-linux-x64': {},
      },
    };
    expect(holes(lock)).toEqual(['node_modules/a → a-darwin-arm64']);
  });
});
