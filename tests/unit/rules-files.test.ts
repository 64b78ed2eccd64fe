// @vitest-environment node
// Offline checks of the security rules and Firebase config. The rules
// themselves run on the emulators (tests/rules, the firebase path of `npm
// test`; storage.rules only where the Storage emulator can be had, ADR 026),
// and firebase-tools has no offline rules compiler (it compiles through the
// emulator or the Firebase Rules API). So this test also parses the
// rules' structure itself: statements and blocks well formed, every allow
// conditional, every function called defined (and every one used), no
// `if true` outside the public reads, no wildcard allow, the limits and
// patterns matching the code that enforces them on the client, and the
// decisions of docs/decisions/005 (server times, attachment entries, deletion
// by the callable only, private pending replies, no uid directory).
import { describe, expect, it } from 'vitest';
import firebaseRc from '../../.firebaserc?raw';
import firebaseJsonText from '../../firebase.json?raw';
import firestoreSource from '../../firestore.rules?raw';
import indexesText from '../../firestore.indexes.json?raw';
// The firebase backend's sdk.ts is read as text (?raw) to compare with the rules, not run.
// eslint-disable-next-line no-restricted-imports
import sdkSource from '../../src/services/firebase/sdk.ts?raw';
import storageSource from '../../storage.rules?raw';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, sanitizeFileName } from '../../src/domain/attachments';
import { PIECE_PHOTO_TYPES } from '../../src/domain/catalogue/piece';
import { PIECE_PHOTO_UPLOAD } from '../../src/domain/catalogue/photo-upload';
import { RATE_LIMITS } from '../../src/domain/limits';
import { collections } from '../../src/domain/model/collections';


const METHODS = ['read', 'write', 'get', 'list', 'create', 'update', 'delete'] as const;
/** Collections only the Admin SDK touches: no match block, so no client access. */
const ADMIN_SDK_ONLY: readonly string[] = ['approvalMarkers', 'config', 'applicationSecrets', 'emailTokens', 'storageUsage', 'storageObjects'];
const DOCUMENTS = '/databases/{database}/documents';
const COMMENTS = `${DOCUMENTS}/commentBoards/{boardId}/comments/{commentId}`;
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
  // Joined with a semicolon: a condition starting with '(' after one ending in a name ('true') is no call.
  const expressions = [...allows.map((allow) => allow.condition), ...functions.values()].join('\n;\n');
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

  it('open reads to everyone only for boards, one public profile at a time, the contributor directory and a piece by id', () => {
    const { firestore, storage } = rules();
    const open = [...firestore.allows, ...storage.allows].filter((allow) => allow.condition === 'true');
    expect(open.map((allow) => ({ path: allow.path, methods: allow.methods }))).toEqual([
      { path: '/databases/{database}/documents/publicProfiles/{uid}', methods: ['get'] },
      { path: '/databases/{database}/documents/contributorDirectory/{entryId}', methods: ['read'] },
      { path: '/databases/{database}/documents/commentBoards/{boardId}', methods: ['read'] },
      // A piece's page, sold ones included (a search lists only the listed: docs/decisions/023).
      { path: '/databases/{database}/documents/pieces/{pieceId}', methods: ['get'] },
      { path: '/b/{bucket}/o/pieces/{partner}/{pieceId}/{fileName}', methods: ['get'] },
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
    // The collections the client SDK reads or writes (src/services/firebase), as the model declares them.
    const names = [
      collections.approvedUsers,
      collections.publicProfiles,
      collections.contributorDirectory,
      collections.franchiseeApplications,
      collections.contributorApplications,
      collections.pricingInquiries,
      collections.approvedReadyToTalk,
      collections.contactSubmissions,
      collections.contactApproved,
      collections.subscribers,
      collections.commentBoards,
      collections.comments,
      collections.attachments,
      collections.postLimits,
    ].map(({ name }) => name);
    for (const name of names.filter((name) => !ADMIN_SDK_ONLY.includes(name))) {
      expect(firestore.matchPaths.some((path) => path.includes(`/${name}/{`)), `a match for ${name}`).toBe(true);
    }
  });

  it('give no client access to the approval markers and the storage config, and say so', () => {
    const { firestore } = rules();
    for (const name of ADMIN_SDK_ONLY) {
      expect(firestore.matchPaths.filter((path) => path.includes(`/${name}/`)), name).toEqual([]);
      expect(firestoreSource, `a comment naming ${name}`).toMatch(new RegExp(`//.*\\b${name}\\b`));
    }
  });

  it('let no client create, change or delete an application or a public form: the functions store them (issues 22, 23)', () => {
    const { firestore } = rules();
    for (const collection of ['FranchiseeApplication', 'ContributorApplication', 'PricingInquiries', 'ContactSubmissions']) {
      const allows = firestore.allows.filter((allow) => allow.path === `${DOCUMENTS}/${collection}/{id}`);
      expect(allows.map((allow) => [allow.methods, allow.condition]), collection).toEqual([[['read'], 'isAdmin()']]);
    }
  });

  it('keep the message lengths of spec §9', () => {
    // Spec §5 messages: 500 on comment boards, 750 on the discussion board.
    expect(firestoreSource).toContain("'maxLength': b.get('maxLength', discussion ? 750 : 500)");
    expect(bodyOf(rules().firestore, 'content')).toContain('value.size() <= p.maxLength');
    // The forms' fields are the callables' (src/services/schemas.ts): no shape function is left unused.
    expect(firestoreSource).not.toMatch(/function (email|phone|postalCode|language|text)\(/);
  });

  it('let no client write a form record’s or subscription’s language (issues 17, 22, 23)', () => {
    const { firestore } = rules();
    // A subscription is the server's since issue 22 (requestSubscription, ADR 015): an Admin reads it, no client writes it.
    expect(firestoreSource).toMatch(/match \/subscriber\/\{address\} \{\s*allow read: if isAdmin\(\);\s*allow write: if false;\s*\}/);
    // A member's record: no client writes its language, flags or email (issue 22); an Admin only their digestOptOut.
    const member = conditionOf(firestore, `${DOCUMENTS}/ApprovedUsers/{uid}`, 'update');
    expect(member).not.toContain('language(');
    expect(firestoreSource).toContain("changedKeys().hasOnly(['digestOptOut'])");
  });

  it('keep the attachment limits of src/domain/attachments.ts', () => {
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

// ---- docs/decisions/005 in the rules ---------------------------------------------------

/** The allows under exactly this match path. */
function allowsAt(parsed: ParsedRules, path: string): Allow[] {
  return parsed.allows.filter((allow) => allow.path === path);
}

/** The condition of the one allow under `path` that grants `method`. */
function conditionOf(parsed: ParsedRules, path: string, method: string): string {
  const found = allowsAt(parsed, path).filter((allow) => allow.methods.includes(method));
  expect(found, `one allow ${method} under ${path}`).toHaveLength(1);
  return found[0]?.condition ?? '';
}

/** A function's body, strings blanked, whitespace collapsed. */
function bodyOf(parsed: ParsedRules, name: string): string {
  const body = parsed.functions.get(name);
  expect(body, `function ${name}`).toBeDefined();
  return (body ?? '').replace(/\s+/g, ' ').trim();
}

/** The return expression of a one-statement function, strings kept. */
function returnOf(source: string, name: string): string {
  const found = new RegExp(`function ${name}\\([\\w, ]*\\) \\{\\s*return ([^;]*);\\s*\\}`).exec(source);
  if (!found) throw new Error(`function ${name} is not a single return statement`);
  return found[1]!;
}

/**
 * Evaluates the rules' URL pattern (a concatenation of string literals, names
 * and escaped(name)) the way the rules engine does, so its regular
 * expression can be tried here against real download URLs.
 */
function evaluateConcatenation(expression: string, values: Record<string, string>, escape: (value: string) => string): string {
  const term = /^(?:'([^']*)'|escaped\(([\w.]+)\)|([\w.]+))\s*(?:\+\s*|$)/;
  const lookup = (name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${name}`);
    return value;
  };
  let out = '';
  let rest = expression.trim();
  while (rest) {
    const found = term.exec(rest);
    if (!found) throw new Error(`Cannot evaluate: ${rest.slice(0, 60)}`);
    if (found[1] !== undefined) out += found[1];
    else if (found[2] !== undefined) out += escape(lookup(found[2]));
    else out += lookup(found[3]!);
    rest = rest.slice(found[0].length);
  }
  return out;
}

/** A download URL as the Storage SDK builds it: {origin}/v0/b/{bucket}/o/{encoded path}?alt=media&token={token}. */
function downloadUrl(origin: string, bucket: string, path: string, token = '0f6b3c1e-5d2a-4b7e-9c10-8a2f4e6d1b3c'): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

describe('firestore.rules and storage.rules follow docs/decisions/005', () => {
  it('let no client delete a message or write the soft-delete shape (the deleteMessage callable does)', () => {
    const { firestore } = rules();
    const onComments = firestore.allows.filter((allow) => allow.path.endsWith('/comments/{commentId}'));
    expect(onComments.length).toBeGreaterThan(0);
    for (const allow of onComments) {
      expect(allow.methods, `allow under ${allow.path}`).not.toContain('delete');
      expect(allow.methods, `allow under ${allow.path}`).not.toContain('write');
    }
    // No client approves either, the Admin included: the moderate callable does (ADR 017).
    expect(conditionOf(firestore, COMMENTS, 'update')).toBe('authorUpdate(poster())');
    expect(bodyOf(firestore, 'authorUpdate')).toMatch(/&& \(authorEdit\(p\) \|\| attachUploads\(p\)\);$/);
    for (const name of ['authorUpdate', 'authorEdit', 'attachUploads']) {
      expect(bodyOf(firestore, name), name).not.toMatch(/isDeleted == true|userId == null/);
    }
    expect(firestoreSource).not.toContain('This message has been deleted');
    // The message itself: made with no files, by its author, never marked deleted by a client.
    expect(conditionOf(firestore, COMMENTS, 'create')).toBe('newMessage(poster())');
    const create = bodyOf(firestore, 'newMessage');
    expect(create).toContain('request.resource.data.attachments.size() == 0');
    expect(create).toContain('request.resource.data.isDeleted == false');
  });

  it('compare every stored time a client writes with request.time', () => {
    const { firestore } = rules();
    const where: [string, string][] = [
      [bodyOf(firestore, 'newMessage'), 'timestamp'],
      [bodyOf(firestore, 'authorEdit'), 'editTimestamp'],
      [bodyOf(firestore, 'attachmentMeta'), 'timestamp'],
    ];
    for (const [code, field] of where) expect(code).toContain(`request.resource.data.${field} == request.time`);
    // And nowhere is a written time taken as the client sent it: every mention is that comparison
    // (or a new message's editTimestamp == null).
    const all = [...firestore.allows.map((allow) => allow.condition), ...firestore.functions.values()].join('\n');
    const mentions = [...all.matchAll(/request\.resource\.data\.(timestamp|editTimestamp|submittedAt|createdAt)\b\s*(==\s*(request\.time|null))?/g)];
    expect(mentions.length).toBeGreaterThanOrEqual(where.length);
    for (const mention of mentions) expect(mention[2], mention[0]).toBeDefined();
    expect(bodyOf(firestore, 'newMessage')).toContain('request.resource.data.editTimestamp == null');
    expect(firestore.functions.has('isoTime')).toBe(false);
    // attachUploads: within 15 minutes of the message's server time.
    expect(bodyOf(firestore, 'attachUploads')).toContain("request.time < resource.data.timestamp + duration.value(15, 'S')");
    expect(firestoreSource).toContain("duration.value(15, 'm')");
  });

  it('check all 10 entries of a message’s attachments, and the list only once, within 15 minutes', () => {
    const { firestore } = rules();
    const entries = bodyOf(firestore, 'attachmentEntries');
    const slots = [...entries.matchAll(/\(n <= (\d+) \|\| attachmentEntry\(entries\[(\d+)\], folder, urlPattern\)\)/g)];
    expect(slots.map((found) => Number(found[1]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const found of slots) expect(found[2], 'the slot checks the entry of its own index').toBe(found[1]);
    expect(entries).toMatch(/^let n = entries\.size\(\); return n <= 10/);
    // Exactly the keys name, path and url; the path the folder's file of that name; the URL a download URL of it.
    const entry = bodyOf(firestore, 'attachmentEntry');
    for (const check of [
      "entry == { 'S': entry.name, 'S': folder + entry.name, 'S': entry.url }",
      'fileName(entry.name)',
      'entry.url.matches(urlPattern)',
    ]) {
      expect(entry).toContain(check);
    }
    expect(firestoreSource).toContain("entry == { 'name': entry.name, 'path': folder + entry.name, 'url': entry.url }");
    // The config is read only for a non-empty list, with a message id that is safe in a pattern.
    expect(bodyOf(firestore, 'attachments')).toMatch(/value\.size\(\) == 0 \|\| \(p\.files && plainId\(messageId\) && attachmentList\(/);
    expect(bodyOf(firestore, 'attachmentList')).toMatch(/return attachmentEntries\(entries, folder, urlPattern\);$/);
    // The author's own live message, under the edit rule, for an edit and for attaching the uploads alike.
    const author = bodyOf(firestore, 'authorUpdate');
    for (const check of ['p.canPost', 'resource.data.userId == request.auth.uid', 'resource.data.isDeleted == false', '(resource.data.isApproved == false || p.free)']) {
      expect(author).toContain(check);
    }
    const uploads = bodyOf(firestore, 'attachUploads');
    for (const check of [
      'resource.data.attachments.size() == 0',
      'resource.data.editTimestamp == null',
      "changedKeys().hasOnly(['S'])",
      'request.resource.data.attachments.size() >= 1',
      'attachments(request.resource.data.attachments, commentId, p)',
    ]) {
      expect(uploads).toContain(check);
    }
    expect(firestoreSource).toContain("changedKeys().hasOnly(['attachments'])");
    expect(bodyOf(firestore, 'authorEdit')).toContain('attachments(request.resource.data.attachments, commentId, p)');
    expect(bodyOf(firestore, 'attachments')).toMatch(/^return value is list/);
  });

  it("accept as an attachment URL only a download URL of the message's own folder on the configured bucket", () => {
    const escapeCall = /function escaped\(value\) \{\s*return value\.replace\('([^']*)', '([^']*)'\);\s*\}/.exec(firestoreSource);
    expect(escapeCall).not.toBeNull();
    const escape = (value: string) => value.replace(new RegExp(escapeCall?.[1] ?? '', 'g'), escapeCall?.[2] ?? '');
    const patternFor = (origin: string, bucket: string, uid: string, boardId: string, messageId: string) =>
      new RegExp(
        evaluateConcatenation(
          returnOf(firestoreSource, 'downloadUrlPattern'),
          { 'config.origin': origin, 'config.bucket': bucket, uid, boardId, messageId },
          escape,
        ),
      );
    const emulator = { origin: 'http://127.0.0.1:9199', bucket: 'demo-atlantic-timber.appspot.com' };
    const production = { origin: 'https://firebasestorage.googleapis.com', bucket: 'atlantic-timber.firebasestorage.app' };
    for (const { origin, bucket } of [emulator, production]) {
      const pattern = patternFor(origin, bucket, 'u-franchisee', 'discussion', 'AbC123');
      const folder = 'attachments/u-franchisee/discussion/AbC123/';
      expect(pattern.test(downloadUrl(origin, bucket, `${folder}plan.pdf`))).toBe(true);
      expect(pattern.test(downloadUrl(origin, bucket, `${folder}kiln schedule (v2).pdf`))).toBe(true);
      for (const url of [
        downloadUrl('https://evil.example', bucket, `${folder}plan.pdf`),
        downloadUrl(origin.replace(/\./g, 'x'), bucket, `${folder}plan.pdf`),
        downloadUrl(origin, 'other-project.appspot.com', `${folder}plan.pdf`),
        downloadUrl(origin, bucket.replace(/\./g, 'x'), `${folder}plan.pdf`),
        downloadUrl(origin, bucket, 'attachments/u-admin/discussion/AbC123/plan.pdf'),
        downloadUrl(origin, bucket, 'attachments/u-franchisee/discussion/Other1/plan.pdf'),
        downloadUrl(origin, bucket, 'attachments/u-franchisee/store/AbC123/plan.pdf'),
        downloadUrl(origin, bucket, `${folder}nested/plan.pdf`).replace('nested%2Fplan', 'nested/plan'),
        `${downloadUrl(origin, bucket, `${folder}plan.pdf`)}#x`,
        downloadUrl(origin, bucket, `${folder}plan.pdf`).replace('alt=media&', ''),
        `https://evil.example/?u=${downloadUrl(origin, bucket, `${folder}plan.pdf`)}`,
      ]) {
        expect(pattern.test(url), url).toBe(false);
      }
    }
    // A message id is put into the pattern only when it holds no metacharacter.
    const plainId = /function plainId\(value\) \{\s*return value is string && value\.matches\('([^']+)'\);\s*\}/.exec(firestoreSource)?.[1] ?? '';
    expect(new RegExp(plainId).test('AbC123xyz0AbC123xyz0')).toBe(true);
    for (const id of ['a|.*', 'a.b', 'a(b', 'x'.repeat(129), '']) expect(new RegExp(plainId).test(id), id).toBe(false);
  });

  it('hold file names to sanitizeFileName’s 120 characters, in both rules files', () => {
    const longest = sanitizeFileName('n'.repeat(1000)).length;
    expect(longest).toBe(120);
    const fileName = /function fileName\(value\) \{\s*return value is string && value\.matches\('([^']+)'\);\s*\}/.exec(firestoreSource);
    const pattern = fileName?.[1] ?? '';
    expect(pattern).toBe(`^[^/]{1,${longest}}$`);
    // The rules' matches() is RE2 over whole characters, as JavaScript's u flag.
    const name = new RegExp(pattern, 'u');
    expect(name.test('plan.pdf')).toBe(true);
    expect(name.test('n'.repeat(longest))).toBe(true);
    for (const bad of ['a/b', '/', 'a\n/b', '', 'n'.repeat(longest + 1)]) expect(name.test(bad), JSON.stringify(bad)).toBe(false);
    expect(conditionOf(rules().storage, '/b/{bucket}/o/attachments/{uid}/{boardId}/{messageId}/{fileName}', 'create')).toContain(
      `fileName.size() <= ${longest}`,
    );
  });

  it('keep pending replies private to their author and the Admin', () => {
    const { firestore } = rules();
    // One condition for a get and a list (a list also holds the list limit).
    expect(conditionOf(firestore, COMMENTS, 'get')).toBe('readable()');
    expect(conditionOf(firestore, COMMENTS, 'list')).toBe('readable() && (isAdmin() || request.query.limit <= 1000)');
    expect(firestore.functions.get('readable')?.replace(/\s+/g, ' ').trim()).toBe(
      'return boardOpen() && (resource.data.isApproved == true || (signedIn() && resource.data.userId == request.auth.uid) || isAdmin());',
    );
    expect(firestore.functions.has('authorOfParent')).toBe(false);
  });

  it('let anyone get a public profile but nobody list them; the contributor directory is read-only', () => {
    const { firestore } = rules();
    expect(allowsAt(firestore, `${DOCUMENTS}/publicProfiles/{uid}`).flatMap((allow) => allow.methods)).toEqual(['get']);
    expect(allowsAt(firestore, `${DOCUMENTS}/contributorDirectory/{entryId}`).flatMap((allow) => allow.methods)).toEqual(['read']);
  });

  it('write attachment metadata under {uid}_{messageId}_{name}, only into a message of the writer, deleted by the writer only', () => {
    const { firestore } = rules();
    const meta = bodyOf(firestore, 'attachmentMeta');
    expect(meta).toContain("id == request.auth.uid + 'S' + request.resource.data.messageId + 'S' + request.resource.data.name");
    expect(firestoreSource).toContain("id == request.auth.uid + '_' + request.resource.data.messageId + '_' + request.resource.data.name");
    expect(meta).toContain('ownMessage(request.resource.data.boardId, request.resource.data.messageId)');
    expect(meta).toMatch(/request\.resource\.data\.fileUrl\.matches\( ?downloadUrlPattern\(storageConfig\(\), request\.auth\.uid,/);
    expect(bodyOf(firestore, 'ownMessage')).toMatch(/^return exists\(messagePath\(boardId, messageId\)\) && get\(messagePath\(boardId, messageId\)\)\.data\.userId == request\.auth\.uid;$/);
    expect(conditionOf(firestore, `${DOCUMENTS}/attachments/{id}`, 'delete')).not.toContain('isAdmin');
  });

  it('let storage take a file only into an existing message of its uploader, and let only the folder’s owner delete', () => {
    const { storage } = rules();
    const files = '/b/{bucket}/o/attachments/{uid}/{boardId}/{messageId}/{fileName}';
    expect(conditionOf(storage, files, 'create')).toContain('ownMessage(boardId, messageId)');
    expect(bodyOf(storage, 'ownMessage')).toBe(
      'return firestore.exists(messagePath(boardId, messageId)) && firestore.get(messagePath(boardId, messageId)).data.userId == request.auth.uid;',
    );
    expect(conditionOf(storage, files, 'delete')).toBe('signedIn() && request.auth.uid == uid');
  });

  it('hold every post to RATE_LIMITS.post through postLimits/{uid}', () => {
    const { firestore } = rules();
    expect(bodyOf(firestore, 'newMessage')).toContain('(isAdmin() || postCounted(commentId))');
    expect(bodyOf(firestore, 'postCounted')).toMatch(
      /^let counted = getAfter\(\/databases\/\$\(database\)\/documents\/postLimits\/\$\(request\.auth\.uid\)\)\.data; return counted\.at == request\.time/,
    );
    const window = bodyOf(firestore, 'postWindow');
    const seconds = RATE_LIMITS.post.windowMs / 1000;
    expect([...window.matchAll(/duration\.value\((\d+), /g)].map((match) => Number(match[1]))).toEqual([seconds, seconds]);
    expect(firestoreSource).toContain(`duration.value(${seconds}, 's')`);
    expect(window).toContain(`request.resource.data.count <= ${RATE_LIMITS.post.limit}`);
    expect(window).toContain('request.auth.uid == uid');
  });

  it('let one count authorise exactly one message: the counter names it, the message checks the name', () => {
    const { firestore } = rules();
    expect(bodyOf(firestore, 'postCounted')).toContain('counted.lastMessageId == messageId');
    expect(bodyOf(firestore, 'newMessage')).toContain('postCounted(commentId)');
    const window = returnOf(firestoreSource, 'postWindow').replace(/\s+/g, ' ');
    expect(window).toContain("exactKeys(['windowStart', 'count', 'at', 'lastMessageId'])");
    expect(window).toContain('request.resource.data.lastMessageId is string');
  });

  it('never let storage replace an object, and take a new one only while its message may be edited', () => {
    const { storage } = rules();
    const files = '/b/{bucket}/o/attachments/{uid}/{boardId}/{messageId}/{fileName}';
    expect(allowsAt(storage, files).flatMap((allow) => allow.methods).sort()).toEqual(['create', 'delete', 'get']);
    expect(conditionOf(storage, files, 'create')).toContain('editableMessage(boardId, messageId)');
    expect(bodyOf(storage, 'editableMessage')).toBe('return firestore.get(messagePath(boardId, messageId)).data.isApproved == false || postsFreely();');
  });
});

describe('Firebase project config', () => {
  const firebaseJson = JSON.parse(firebaseJsonText) as {
    firestore: { rules: string; indexes: string };
    storage: { rules: string };
    hosting: { public: string; rewrites: { source: string; destination?: string; function?: unknown }[] };
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
    // French paths without a page of their own get the French build (issue 17), before the catch-all.
    // RFC 8058's one-click unsubscribe (issue 22) reaches its function before any page rewrite.
    expect(firebaseJson.hosting.rewrites[0]).toEqual({ source: '/api/unsubscribe', function: { functionId: 'oneClickUnsubscribe', region: 'northamerica-northeast1' } });
    expect(firebaseJson.hosting.rewrites.slice(1, 3)).toEqual([
      { source: '/fr', destination: '/fr/index.html' },
      { source: '/fr/**', destination: '/fr/index.html' },
    ]);
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
        // §7 Live board, bounded (issue 16): the newest approved threads (and those from the page's oldest on),
        // their approved replies by threadId, the viewer's own pending messages.
        'comments COLLECTION isApproved:ASCENDING,replyTo:ASCENDING,timestamp:DESCENDING',
        'comments COLLECTION isApproved:ASCENDING,replyTo:ASCENDING,timestamp:ASCENDING',
        // The replies of a page of threads, oldest first up to the page's bound.
        'comments COLLECTION isApproved:ASCENDING,threadId:ASCENDING,timestamp:ASCENDING',
        'comments COLLECTION userId:ASCENDING,isApproved:ASCENDING',
      ]),
    );
  });
});

// ---- The catalogue (docs/decisions/023) ------------------------------------------------

describe('the catalogue in the rules', () => {
  const PIECE = '/databases/{database}/documents/pieces/{pieceId}';
  const PHOTO = '/b/{bucket}/o/pieces/{partner}/{pieceId}/{fileName}';

  it('let anyone get a piece, list only listed ones or the partner’s own, and no client write one', () => {
    const { firestore } = rules();
    expect(allowsAt(firestore, PIECE).map((allow) => allow.methods)).toEqual([['get'], ['list']]);
    const list = conditionOf(firestore, PIECE, 'list').replace(/\s+/g, ' ');
    for (const part of ['resource.data.listed == true', 'isAdmin()', 'resource.data.partnerId == ownPartner()']) expect(list).toContain(part);
    expect(list).not.toContain('&& resource.data.listed');
    expect(bodyOf(firestore, 'ownPartner')).toContain('ApprovedUsers/$(request.auth.uid)).data.get(');
    expect(returnOf(firestoreSource, 'ownPartner')).toContain(".data.get('partnerId', null)");
  });

  it('take a piece photo only as an image within the attachments’ size, into an existing piece of the writer’s partner', () => {
    const { storage } = rules();
    expect(allowsAt(storage, PHOTO).map((allow) => allow.methods)).toEqual([['get'], ['create'], ['delete']]);
    expect(conditionOf(storage, PHOTO, 'create')).toMatch(/listsPiece\(partner, pieceId\)[\s\S]*piecePhoto\(\)/);
    const photo = returnOf(storageSource, 'piecePhoto');
    const bytes = (/request\.resource\.size <= ([\d\s*]+)\n/.exec(photo + '\n')?.[1] ?? '').split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytes).toBe(MAX_ATTACHMENT_BYTES);
    const contentType = new RegExp(/contentType\.matches\('([^']+)'\)/.exec(photo)?.[1] ?? '^$');
    for (const type of PIECE_PHOTO_TYPES) expect(contentType.test(type), type).toBe(true);
    for (const type of ALLOWED_ATTACHMENT_TYPES.filter((type) => !type.startsWith('image/'))) expect(contentType.test(type), type).toBe(false);
    const owner = returnOf(storageSource, 'listsPiece').replace(/\s+/g, ' ');
    expect(owner).toContain('pieces/$(pieceId)).data.partnerId == partner');
    expect(owner).toContain("ApprovedUsers/$(request.auth.uid)).data.get('partnerId', null) == partner");
  });

  it('hold a piece photo to the one description the local backend checks too (photo-upload.ts)', () => {
    // Read from the source: the parsed conditions blank their strings out.
    const block = storageSource.slice(storageSource.indexOf('match /pieces/{partner}/{pieceId}/{fileName}'));
    expect(/fileName\.matches\('([^']+)'\)/.exec(block)?.[1]).toBe(PIECE_PHOTO_UPLOAD.fileName);
    const photo = returnOf(storageSource, 'piecePhoto');
    expect(/contentType\.matches\('([^']+)'\)/.exec(photo)?.[1]).toBe(PIECE_PHOTO_UPLOAD.contentType);
    const bytes = (/request\.resource\.size <= ([\d\s*]+)\n/.exec(photo + '\n')?.[1] ?? '').split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytes).toBe(PIECE_PHOTO_UPLOAD.maxBytes);
    const owner = returnOf(storageSource, 'listsPiece').replace(/\s+/g, ' ');
    for (const part of ['signedIn()', 'firestore.exists(', 'data.partnerId == partner', 'isAdmin()', "role() == 'Franchisee'"]) expect(owner).toContain(part);
  });
});
