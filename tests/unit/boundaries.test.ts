// @vitest-environment node
// The module boundaries of eslint.config.js, run through ESLint's Node API on
// small in-memory files, so a rule that stops firing (a renamed folder, a
// resolver that no longer finds TypeScript files, a config block that turns it
// off) fails here instead of letting imports across the boundaries in quietly.
// Each probe imports a file that exists: the path rules resolve every import
// to a file and say nothing about one they cannot find.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

const eslint = new ESLint({
  cwd: root,
  // The probes are not on disk, so no type information: only the boundary rules run.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

async function boundaryMessages(file: string, code: string): Promise<Linter.LintMessage[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages);
}

/** A module of the folder (no test, no stylesheet) as an import specifier without extension. */
function moduleIn(folder: string): string {
  const file = readdirSync(path.join(root, folder)).find((name) => /^[^.]+\.tsx?$/.test(name) && !name.includes('.test.'));
  if (!file) throw new Error(`No module in ${folder}`);
  return file.replace(/\.tsx?$/, '');
}

const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [home, other] = features;
if (!home || !other) throw new Error('The boundary probes need two feature folders.');
const otherModule = `${other}/${moduleIn(`src/features/${other}`)}`;

function expectReported(messages: Linter.LintMessage[], ruleId: string, why: string) {
  const found = messages.filter((message) => message.ruleId === ruleId);
  expect(found, JSON.stringify(messages)).not.toHaveLength(0);
  for (const message of found) expect(message.message).toContain(why);
}

describe('module boundaries (eslint.config.js)', () => {
  it('keeps a feature out of another feature', async () => {
    const messages = await boundaryMessages(`src/features/${home}/boundary-probe.ts`, `export * from '../${otherModule}';\n`);
    expectReported(messages, 'import-x/no-restricted-paths', 'Features do not import each other');
  });

  it('lets a feature import its own modules, the shared folders and the services', async () => {
    const own = moduleIn(`src/features/${other}`);
    const code = [
      `export * from './${own}';`,
      "export * from '../../domain/messages';",
      "export type { Services } from '../../services/api';",
      '',
    ].join('\n');
    expect(await boundaryMessages(`src/features/${other}/boundary-probe.ts`, code)).toEqual([]);
  });

  it('keeps features and app code out of components, lib, config and domain', async () => {
    const fromComponent = await boundaryMessages('src/components/boundary-probe.tsx', `export * from '../features/${otherModule}';\n`);
    expectReported(fromComponent, 'import-x/no-restricted-paths', 'import no feature and no app code');
    const fromLib = await boundaryMessages('src/lib/boundary-probe.ts', "export * from '../app/router';\n");
    expectReported(fromLib, 'import-x/no-restricted-paths', 'import no feature and no app code');
    const fromConfig = await boundaryMessages('src/config/boundary-probe.ts', `export * from '../features/${otherModule}';\n`);
    expectReported(fromConfig, 'import-x/no-restricted-paths', 'import no feature and no app code');
  });

  it('keeps React, every package, the services and lib out of the domain', async () => {
    const react = await boundaryMessages('src/domain/boundary-probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n");
    expectReported(react, 'no-restricted-imports', 'src/domain is the pure core');
    const zod = await boundaryMessages('src/domain/boundary-probe.ts', "export { z } from 'zod';\n");
    expectReported(zod, 'no-restricted-imports', 'src/domain is the pure core');
    const services = await boundaryMessages('src/domain/boundary-probe.ts', "export type { Services } from '../services/api';\n");
    expectReported(services, 'import-x/no-restricted-paths', 'src/domain is the core');
    const lib = await boundaryMessages('src/domain/boundary-probe.ts', `export * from '../lib/${moduleIn('src/lib')}';\n`);
    expectReported(lib, 'import-x/no-restricted-paths', 'src/domain is the core');
  });

  it('keeps the server rules (src/domain/server) as pure as the domain: no SDK, no package, no service', async () => {
    const admin = await boundaryMessages('src/domain/server/boundary-probe.ts', "export { getAuth } from 'firebase-admin/auth';\n");
    expectReported(admin, 'no-restricted-imports', 'src/domain is the pure core');
    const dexie = await boundaryMessages('src/domain/server/boundary-probe.ts', "export { Dexie } from 'dexie';\n");
    // Both patterns match (a package, and the local database): each says why.
    expectReported(dexie, 'no-restricted-imports', 'is restricted from being used by a pattern');
    const local = await boundaryMessages('src/domain/server/boundary-probe.ts', "export * from '../../services/local/db';\n");
    expectReported(local, 'import-x/no-restricted-paths', 'src/domain is the core');
  });

  it('keeps Firebase and Dexie inside src/services', async () => {
    const firestore = await boundaryMessages(
      `src/features/${home}/boundary-probe.ts`,
      "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;\n",
    );
    expectReported(firestore, 'no-restricted-imports', 'Only src/services talks to Firebase');
    const dexie = await boundaryMessages('src/lib/boundary-probe.ts', "import Dexie from 'dexie';\nexport const probe = Dexie;\n");
    expectReported(dexie, 'no-restricted-imports', 'Only src/services talks to Firebase');
    const inside = await boundaryMessages('src/services/boundary-probe.ts', "export { getFirestore } from 'firebase/firestore';\n");
    expect(inside).toEqual([]);
  });

  it('keeps the functions out of the client’s service layer', async () => {
    const services = await boundaryMessages('functions/src/boundary-probe.ts', "export { caller } from '../../src/services/firebase/call';\n");
    expectReported(services, 'no-restricted-imports', 'functions/ imports nothing from src/services');
    const domain = await boundaryMessages('functions/src/boundary-probe.ts', "export { callables } from '../../src/domain/model/callables';\n");
    expect(domain).toEqual([]);
  });
});
