// A Vite plugin: `vite preview` serves the build as Firebase Hosting does
// (firebase.json's headers, ignored files and rewrites), so the end-to-end
// suite runs under the production headers.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { z } from 'zod/mini';
import { allowConnections, emulatorOrigins } from '../hosting-config.mjs';

const emulator = z.optional(z.object({ host: z.string(), port: z.number() }));

/** The parts of firebase.json's hosting section that `vite preview` mirrors, checked (it is read at run time). */
const hostingSchema = z.object({
  hosting: z.object({
    ignore: z._default(z.array(z.string()), []),
    // A rewrite to a Cloud Function (the one-click unsubscribe) has no destination: `vite preview` has no functions, so it is left out.
    rewrites: z._default(z.array(z.object({ source: z.string(), destination: z.optional(z.string()) })), []),
    headers: z._default(z.array(z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) })), []),
  }),
  // The emulators an emulator build's pages reach (the others, and singleProjectMode, are left out).
  emulators: z.optional(z.object({ auth: emulator, firestore: emulator, functions: emulator, storage: emulator })),
});

/** The headers as firebase.json gives them; for an emulator build, a policy that also lets the page reach the emulators. */
function previewHeaders(firebaseJson: z.infer<typeof hostingSchema>, emulators: boolean) {
  if (!emulators) return firebaseJson.hosting.headers;
  const origins = emulatorOrigins(firebaseJson);
  return firebaseJson.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => ({ key, value: key === 'Content-Security-Policy' ? allowConnections(value, origins) : value })),
  }));
}

/**
 * A hosting glob as a test of a request path, the way Firebase Hosting reads
 * them (leading slashes aside): `**` any depth (`**\/` none too), `*` and `?`
 * within one segment, `{a,b}` alternatives. Enough for the globs firebase.json
 * uses; anything else is taken literally.
 */
function hostingGlob(glob: string): (path: string) => boolean {
  let pattern = '';
  let braces = 0;
  const source = glob.replace(/^\//, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (source.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (source.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else if (char === '{') {
      braces += 1;
      pattern += '(?:';
    } else if (char === '}' && braces > 0) {
      braces -= 1;
      pattern += ')';
    } else if (char === ',' && braces > 0) pattern += '|';
    else pattern += char.replace(/[.+^$|(){}[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${pattern}$`);
  return (path) => regex.test(path.replace(/^\//, ''));
}

/**
 * `vite preview` serves the build the way Firebase Hosting does: with the
 * headers firebase.json gives each path, without the files it leaves out
 * of a deployment (the hidden source maps among them: such a path gets
 * index.html, as the "**" rewrite gives it in production), and a path with no
 * file of its own rewritten as firebase.json says (a French path to the French
 * build's fr/index.html). Read once at start,
 * so the end-to-end suite runs under the production Content-Security-Policy
 * and a policy that breaks the app fails it. A build for the emulators
 * (`emulators`: VITE_USE_EMULATORS=true, tests/e2e-emulators) is served with
 * the emulators' origins added to its connect-src, and only that one.
 */
export function hostingOnPreview({ emulators = false }: { emulators?: boolean } = {}): Plugin {
  return {
    name: 'atc:hosting-on-preview',
    configurePreviewServer(server) {
      const firebaseJson = hostingSchema.parse(JSON.parse(readFileSync(fileURLToPath(new URL('../../firebase.json', import.meta.url)), 'utf8')));
      const { hosting } = firebaseJson;
      const ignored = hosting.ignore.map(hostingGlob);
      const rules = previewHeaders(firebaseJson, emulators).map((rule) => ({ matches: hostingGlob(rule.source), headers: rule.headers }));
      const rewrites = hosting.rewrites.flatMap(({ source, destination }) => (destination === undefined ? [] : [{ matches: hostingGlob(source), destination }]));
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
      // A file, its clean URL (store.html) or a folder's index.html, as Hosting finds them.
      const served = (path: string) => [path, `${path}.html`, join(path, 'index.html')].some((file) => isFile(join(outDir, file)));
      server.middlewares.use((request, response, next) => {
        const path = pathOf(request.url);
        if (!served(path)) {
          const rewrite = rewrites.find((rule) => rule.matches(path));
          if (rewrite) request.url = rewrite.destination;
        }
        // As in a deployment, an ignored folder (dist/.vite) takes its files
        // with it, and a file not deployed gets the rewrite's index.html.
        const segments = path.replace(/^\//, '').split('/');
        const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
        if (prefixes.some((prefix) => ignored.some((matches) => matches(prefix)))) request.url = '/index.html';
        for (const rule of rules) {
          if (!rule.matches(path)) continue;
          for (const { key, value } of rule.headers) response.setHeader(key, value);
        }
        next();
      });
    },
  };
}

function pathOf(url: string | undefined): string {
  const path = new URL(url ?? '/', 'http://preview').pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
