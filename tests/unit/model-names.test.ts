// @vitest-environment node
// A collection's name is spelled once, in its declaration
// (src/domain/model): every other file of the app and the functions reads
// it from there, so a renamed or mistyped collection fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_COLLECTIONS } from '../../src/domain/model/collections';

const ROOTS = ['src', 'functions/src'];
const MODEL = 'src/domain/model';
/**
 * Literals equal to a collection's name that mean something else: 'comments'
 * is also a board's kind (BoardKind), 'mail', 'notifications' and 'rateLimits'
 * the purge's kinds (PurgeKind) and retention periods.
 */
const OTHER_MEANINGS: Readonly<Record<string, readonly string[]>> = {
  'src/domain/server/purge.ts': ['mail', 'notifications', 'rateLimits'],
  'src/services/demo-data.ts': ['comments'],
  'src/services/local/seed.ts': ['comments'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === MODEL || entry.name === 'node_modules' || entry.name === 'paraglide' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The string literals of a file that are values: not a type's ('comments' | 'discussion'), not a field read (data['attachments']). */
function namesIn(path: string, text: string, names: ReadonlySet<string>): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && names.has(node.text)) {
      const parent = node.parent;
      const isType = ts.isLiteralTypeNode(parent);
      const isFieldRead = ts.isElementAccessExpression(parent) && parent.argumentExpression === node;
      const isAttribute = ts.isJsxAttribute(parent);
      if (!isType && !isFieldRead && !isAttribute && !(OTHER_MEANINGS[path] ?? []).includes(node.text)) {
        found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} '${node.text}'`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const NAMES = new Set(ALL_COLLECTIONS.map(({ name }) => name));

describe('collection names', () => {
  it('appear as a string only in their declarations', () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => namesIn(path, readFileSync(path, 'utf8'), NAMES))).toEqual([]);
  });

  it('finds a name spelled elsewhere, and not a type or a field read', () => {
    const planted = "const log = collection(db, 'moderationLog');\ntype Kind = 'comments' | 'x';\nconst list = data['attachments'];";
    expect(namesIn('src/services/firebase/planted.ts', planted, NAMES)).toEqual(["src/services/firebase/planted.ts:1 'moderationLog'"]);
  });
});
