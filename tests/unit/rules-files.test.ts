// Offline checks of the security rules and Firebase config (`npm test`). The
// rules themselves run only on the emulators (tests/rules, `npm run
// test:emulators`): the Firestore and Storage emulators need Java 21 and a
// download, and firebase-tools has no offline rules compiler (it compiles
// through the emulator or the Firebase Rules API). So this test parses the
// rules' structure itself: statements and blocks well formed, every allow
// conditional, every function called defined (and every one used), no
// `if true` outside the public reads, no wildcard allow, and the limits
// matching the code that enforces them on the client.
import { describe, expect, it } from 'vitest';
import firebaseRc from '../../.firebaserc?raw';
import firebaseJsonText from '../../firebase.json?raw';
import firestoreSource from '../../firestore.rules?raw';
import indexesText from '../../firestore.indexes.json?raw';
// The two firebase-backend files are read as text (?raw) to compare with the rules, not run.
// eslint-disable-next-line no-restricted-imports
import documentsSource from '../../src/services/firebase/documents.ts?raw';
// eslint-disable-next-line no-restricted-imports
import sdkSource from '../../src/services/firebase/sdk.ts?raw';
import storageSource from '../../storage.rules?raw';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../src/lib/attachments';
import { LIMITS } from '../../src/services/schemas';
import { MAX_IMPORT_ROUNDS } from '../../functions/src/approve';


const METHODS = ['read', 'write', 'get', 'list', 'create', 'update', 'delete'] as const;
const READ_METHODS = new Set<string>(['read', 'get', 'list']);
/** Global functions of the rules language that a rules file may call without defining. */
const BUILTINS = new Set(['get', 'exists', 'getAfter', 'existsAfter', 'debug', 'int', 'float', 'string', 'bool', 'path', 'duration', 'timestamp', 'latlng', 'math', 'hashing']);

interface Allow {
  methods: string[];
  condition: string;
  /** The full match path of the enclosing blocks. */
  path: string;
}

interface ParsedRules {
  service: string;
  allows: Allow[];
  functions: Map<string, string>;
  matchPaths: string[];
}

/** Replaces comments with spaces and string contents with S, keeping offsets line-compatible. */
function stripCommentsAndStrings(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      if (end < 0) throw new Error('Unterminated block comment');
      i = end + 2;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) {
        if (source[j] === '\\') j += 1;
        if (source[j] === '\n') throw new Error(`Unterminated string at offset ${i}`);
        j += 1;
      }
      if (j >= source.length) throw new Error(`Unterminated string at offset ${i}`);
      out += `${char}S${char}`;
      i = j + 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

function checkBalanced(text: string, where: string) {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') stack.push(char);
    else if (char in pairs) {
      if (stack.pop() !== pairs[char]) throw new Error(`Unbalanced '${char}' in ${where}`);
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed '${stack.at(-1)}' in ${where}`);
}

/** The index just past the brace that closes the one at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('Unclosed block');
}

function checkMatchPath(path: string) {
  const segments = path.split('/').slice(1);
  expect(path.startsWith('/'), `match path ${path}`).toBe(true);
  for (const segment of segments) {
    const ok = /^[\w.-]+$/.test(segment) || /^\{\w+\}$/.test(segment) || /^\{\w+=\*\*\}$/.test(segment);
    expect(ok, `segment '${segment}' of match path ${path}`).toBe(true);
  }
}

/** A small structural parser of a rules file: blocks, functions and allow statements. */
function parseRules(source: string): ParsedRules {
  const code = stripCommentsAndStrings(source);
  checkBalanced(code, 'the rules file');
  const header = /^\s*rules_version\s*=\s*'S'\s*;\s*service\s+([\w.]+)\s*\{/.exec(code);
  if (!header) throw new Error("The rules file must start with rules_version = '2'; service NAME {");
  expect(source).toMatch(/^rules_version = '2';/m);
  const allows: Allow[] = [];
  const functions = new Map<string, string>();
  const matchPaths: string[] = [];

  function parseBlock(start: number, end: number, path: string) {
    let i = start;
    while (i < end) {
      const rest = code.slice(i, end);
      const space = /^\s+/.exec(rest);
      if (space) {
        i += space[0].length;
        continue;
      }
      const match = /^match\s+((?:\/(?:[\w.-]+|\{[\w=*]+\}))+)\s*\{/.exec(rest);
      if (match) {
        const full = path + match[1]!;
        checkMatchPath(match[1]!);
        matchPaths.push(full);
        const open = i + match[0].length - 1;
        const close = closingBrace(code, open);
        parseBlock(open + 1, close - 1, full);
        i = close;
        continue;
      }
      const fn = /^function\s+(\w+)\s*\(([\w\s,]*)\)\s*\{/.exec(rest);
      if (fn) {
        const open = i + fn[0].length - 1;
        const close = closingBrace(code, open);
        const body = code.slice(open + 1, close - 1);
        expect(body, `function ${fn[1]} returns a value`).toMatch(/\breturn\b[\s\S]+;\s*$/);
        expect(functions.has(fn[1]!), `function ${fn[1]} defined twice`).toBe(false);
        functions.set(fn[1]!, body);
        i = close;
        continue;
      }
      const allow = /^allow\b([^;]*);/.exec(rest);
      if (allow) {
        const statement = /^\s+([\w\s,]+?)\s*:\s*if\s+([\s\S]+)$/.exec(allow[1]!);
        if (!statement) throw new Error(`An allow without an 'if' condition under ${path}: allow${allow[1]}`);
        const methods = statement[1]!.split(',').map((method) => method.trim());
        for (const method of methods) expect(METHODS as readonly string[], `method ${method} under ${path}`).toContain(method);
        checkBalanced(statement[2]!, `the condition of allow ${methods.join(', ')} under ${path}`);
        allows.push({ methods, condition: statement[2]!.replace(/\s+/g, ' ').trim(), path });
        i += allow[0].length;
        continue;
      }
      throw new Error(`Unexpected text under ${path || 'service'}: ${rest.slice(0, 60)}`);
    }
  }

  const open = header[0].length - 1;
  const close = closingBrace(code, open);
  expect(code.slice(close).trim(), 'nothing after the service block').toBe('');
  parseBlock(open + 1, close - 1, '');

  // Every call is a defined function, a builtin or a method; every defined function is used.
  const expressions = [...allows.map((allow) => allow.condition), ...functions.values()].join('\n');
  for (const [, name] of expressions.matchAll(/(?<![.\w$])([A-Za-z_]\w*)\s*\(/g)) {
    expect(functions.has(name!) || BUILTINS.has(name!), `call of undefined function ${name}`).toBe(true);
  }
  for (const name of functions.keys()) {
    const calls = expressions.match(new RegExp(`(?<![.\\w])${name}\\s*\\(`, 'g')) ?? [];
    expect(calls.length, `function ${name} is never used`).toBeGreaterThan(0);
  }
  return { service: header[1]!, allows, functions, matchPaths };
}

let parsed: { firestore: ParsedRules; storage: ParsedRules } | null = null;
/** Both files parsed once; a parse error fails every test that needs them, with its message. */
function rules() {
  parsed ??= { firestore: parseRules(firestoreSource), storage: parseRules(storageSource) };
  return parsed;
}

describe('firestore.rules and storage.rules (offline structure checks)', () => {
  it('parse as one service block each, every allow with a condition', () => {
    const { firestore, storage } = rules();
    expect(firestore.service).toBe('cloud.firestore');
    expect(storage.service).toBe('firebase.storage');
    expect(firestore.allows.length).toBeGreaterThan(20);
    expect(storage.allows.length).toBeGreaterThan(2);
  });

  it('have no `allow read, write: if true` and no unconditional write', () => {
    const { firestore, storage } = rules();
    for (const source of [firestoreSource, storageSource]) {
      expect(source).not.toMatch(/allow\s+read\s*,\s*write\s*:\s*if\s+true/);
      expect(source).not.toMatch(/allow\s+[\w\s,]*\bwrite\b[\w\s,]*:\s*if\s+true/);
    }
    // `true` alone is checked below; here: no `|| true` that opens a rule by accident.
    for (const allow of [...firestore.allows, ...storage.allows].filter((allow) => allow.condition !== 'true')) {
      expect(allow.condition, `allow ${allow.methods.join(', ')} under ${allow.path}`).not.toMatch(/(^|\|\|\s*)true(\s*\|\||$)/);
    }
  });

  it('open reads to everyone only for boards and the public profiles', () => {
    const { firestore, storage } = rules();
    const open = [...firestore.allows, ...storage.allows].filter((allow) => allow.condition === 'true');
    expect(open.map((allow) => ({ path: allow.path, methods: allow.methods }))).toEqual([
      { path: '/databases/{database}/documents/publicProfiles/{uid}', methods: ['read'] },
      { path: '/databases/{database}/documents/commentBoards/{boardId}', methods: ['read'] },
    ]);
    for (const allow of open) for (const method of allow.methods) expect(READ_METHODS.has(method)).toBe(true);
  });

  it('have no wildcard allow: no catch-all match, and the one recursive match is an admin read', () => {
    const { firestore, storage } = rules();
    for (const path of [...firestore.matchPaths, ...storage.matchPaths]) {
      expect(path).not.toMatch(/\{document=\*\*\}|\{\w+=\*\*\}$/);
    }
    const recursive = firestore.allows.filter((allow) => allow.path.includes('=**'));
    expect(recursive).toEqual([{ methods: ['read'], condition: 'isAdmin()', path: '/databases/{database}/documents/{path=**}/comments/{commentId}' }]);
    const atRoot = [...firestore.allows, ...storage.allows].filter((allow) => ['/databases/{database}/documents', '/b/{bucket}/o'].includes(allow.path));
    expect(atRoot).toEqual([]);
  });

  it('guard every collection the firebase backend uses', () => {
    const { firestore } = rules();
    const block = /export const COLLECTIONS = \{([\s\S]*?)\} as const/.exec(documentsSource)?.[1] ?? '';
    const names = [...block.matchAll(/:\s*'(\w+)'/g)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(firestore.matchPaths.some((path) => path.includes(`/${name}/{`)), `a match for ${name}`).toBe(true);
    }
  });

  it('keep the form limits of src/services/schemas.ts and spec §9', () => {
    const field = (name: string, min: number, max: number) => `text(request.resource.data.${name}, ${min}, ${max})`;
    for (const expected of [
      field('subject', 1, LIMITS.subject),
      field('message', 1, LIMITS.message),
      field('firstName', 1, LIMITS.name),
      field('lastName', 1, LIMITS.name),
      field('expertise', 1, LIMITS.expertise),
      field('town', 1, LIMITS.shortText),
      field('businessName', 1, LIMITS.shortText),
    ]) {
      expect(firestoreSource).toContain(expected);
    }
    expect(firestoreSource).toContain(`text(value, 3, ${LIMITS.email})`);
    expect(firestoreSource).toContain(`value.iterations <= ${MAX_IMPORT_ROUNDS}`);
    expect(firestoreSource).toContain("request.resource.data.status == 'Pending'");
    // Spec §5 messages: 500 on comment boards, 750 on the discussion board.
    expect(firestoreSource).toContain("get('maxLength', isDiscussion() ? 750 : 500)");
  });

  it('keep the attachment limits of src/lib/attachments.ts', () => {
    const size = /request\.resource\.size <= ([\d\s*]+)\n/.exec(storageSource)?.[1] ?? '';
    const bytes = size.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytes).toBe(MAX_ATTACHMENT_BYTES);
    const pattern = /request\.resource\.contentType\.matches\('([^']+)'\)/.exec(storageSource)?.[1] ?? '';
    const contentType = new RegExp(pattern);
    for (const type of ALLOWED_ATTACHMENT_TYPES) expect(contentType.test(type), type).toBe(true);
    for (const type of ['text/html', 'application/zip', 'image/svg+xml', 'application/pdf; x', 'xapplication/pdf']) {
      expect(contentType.test(type), type).toBe(false);
    }
  });
});

describe('Firebase project config', () => {
  const firebaseJson = JSON.parse(firebaseJsonText) as {
    firestore: { rules: string; indexes: string };
    storage: { rules: string };
    hosting: { public: string; rewrites: { source: string; destination: string }[] };
    emulators: Record<string, { port?: number }>;
  };

  it('points at the rules and indexes, and hosts the Vite build as a single-page app', () => {
    // The files this test imports, so they exist.
    expect([firebaseJson.firestore.rules, firebaseJson.firestore.indexes, firebaseJson.storage.rules]).toEqual([
      'firestore.rules',
      'firestore.indexes.json',
      'storage.rules',
    ]);
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.rewrites).toContainEqual({ source: '**', destination: '/index.html' });
  });

  it('runs the emulators on the ports the firebase backend connects to', () => {
    const ports = /EMULATOR_PORTS = \{([^}]*)\}/.exec(sdkSource)?.[1] ?? '';
    for (const [, name, port] of ports.matchAll(/(\w+):\s*(\d+)/g)) {
      expect(firebaseJson.emulators[name!]?.port, `${name} emulator port`).toBe(Number(port));
    }
    expect(['auth', 'firestore', 'storage', 'functions'].every((name) => firebaseJson.emulators[name])).toBe(true);
  });

  it('defaults to a demo- project, so the emulators never reach a real one', () => {
    const rc = JSON.parse(firebaseRc) as { projects: { default: string } };
    expect(rc.projects.default).toMatch(/^demo-/);
  });

  it('declares the composite indexes of the firebase backend’s queries', () => {
    const { indexes } = JSON.parse(indexesText) as {
      indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order: string }[] }[];
    };
    const keys = indexes.map((index) => `${index.collectionGroup} ${index.queryScope} ${index.fields.map((f) => `${f.fieldPath}:${f.order}`).join(',')}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        // §7 Unapproved comments: collection group, isApproved == false, ordered by timestamp.
        'comments COLLECTION_GROUP isApproved:ASCENDING,timestamp:ASCENDING',
        // §7 Live board: isApproved == true OR userId == viewer, ordered by timestamp (one index per branch).
        'comments COLLECTION isApproved:ASCENDING,timestamp:ASCENDING',
        'comments COLLECTION userId:ASCENDING,timestamp:ASCENDING',
      ]),
    );
  });
});
