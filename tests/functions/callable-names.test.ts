// @vitest-environment node
// The callables are joined by their declarations (src/domain/model/callables.ts),
// not by strings: what functions/src/index.ts exports is what the model
// declares, the client calls only declared ones through call.ts, no callable
// name is typed anywhere else, and every function has its instance ceiling.
// This runs offline, before the emulators would show a mismatch.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { callables } from "../../src/domain/model/callables";

const root = fileURLToPath(new URL("../..", import.meta.url));
const declared = Object.keys(callables).sort();

interface Endpoint {
  maxInstances?: number | null;
  callableTrigger?: object;
}

let exported: Record<string, { __endpoint?: Endpoint } | undefined>;
beforeAll(async () => {
  // What the platform sets in production: the project and its bucket (the Storage triggers read it at load).
  process.env["GCLOUD_PROJECT"] = "demo-atlantic-timber";
  process.env["FIREBASE_CONFIG"] = JSON.stringify({
    projectId: "demo-atlantic-timber",
    storageBucket: "demo-atlantic-timber.appspot.com",
  });
  exported = (await import("../../functions/src/index")) as typeof exported;
}, 120_000);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), {
    recursive: true,
    withFileTypes: true,
  })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|d)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the callables and functions/src/index.ts", () => {
  it("exports every declared callable under its name, and no callable it does not declare", () => {
    const callableExports = Object.entries(exported)
      .filter(([, value]) => value?.__endpoint?.callableTrigger !== undefined)
      .map(([name]) => name)
      .sort();
    expect(callableExports).toEqual(declared);
  });

  it("gives every function, callable, trigger or schedule, a ceiling on its instances", () => {
    const functions = Object.entries(exported).filter(
      ([, value]) => value?.__endpoint !== undefined,
    );
    expect(functions.length).toBeGreaterThan(declared.length);
    for (const [name, value] of functions)
      expect(value?.__endpoint?.maxInstances, name).toBeGreaterThanOrEqual(1);
  });
});

describe("the client", () => {
  // Both backends' services: the call sites are shared (src/services/call.ts, ADR 027).
  const clientFiles = sourceFiles("src/services");

  it("names only declared callables, each exported by the functions", () => {
    const named = new Set(
      clientFiles.flatMap((file) =>
        [
          ...readFileSync(file, "utf8").matchAll(/\bcallables\.(?!ts\b)(\w+)/g),
        ].map((match) => match[1]!),
      ),
    );
    expect(named.size).toBeGreaterThan(10);
    for (const name of named) {
      expect(declared, name).toContain(name);
      expect(exported[name]?.__endpoint?.callableTrigger, name).toBeDefined();
    }
  });

  it("calls functions only through call.ts", () => {
    const callers = clientFiles.filter((file) =>
      readFileSync(file, "utf8").includes("httpsCallable"),
    );
    expect(callers.map((file) => path.relative(root, file))).toEqual([
      path.join("src", "services", "firebase", "call.ts"),
    ]);
  });
});

/** Words that are also something else: 'unsubscribe' is a mailed link's purpose too (src/domain/server/tokens.ts). */
const OTHER_MEANINGS = new Set(["unsubscribe"]);

/** String literals in value positions (types aside: a Pick of a service's method names is not a call). */
function valueLiterals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node)) return;
    if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      found.push({
        text: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("callable names", () => {
  it("appear as string literals only in src/domain/model", () => {
    const files = [
      ...sourceFiles("src"),
      ...sourceFiles("functions/src"),
    ].filter(
      (file) =>
        !file.includes(`${path.sep}domain${path.sep}model${path.sep}`) &&
        !file.includes(`${path.sep}paraglide${path.sep}`),
    );
    const names = new Set(declared.filter((name) => !OTHER_MEANINGS.has(name)));
    const typed = files.flatMap((file) =>
      valueLiterals(file)
        .filter(({ text }) => names.has(text))
        .map(
          ({ text, line }) => `${path.relative(root, file)}:${line} '${text}'`,
        ),
    );
    expect(typed).toEqual([]);
  });
});
