// @vitest-environment node
// Offline checks of the headers Firebase Hosting sends (firebase.json, which
// `vite preview` sends too, so the end-to-end suite runs under them): the
// Content-Security-Policy allows exactly the inline scripts index.html carries
// (by hash, never 'unsafe-inline'), limits connections and images to what the
// app uses, and every other security header is there. An edit of the inline
// script without its new hash fails here before it breaks a page.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import firebaseJsonText from '../../firebase.json?raw';
import indexHtml from '../../index.html?raw';
import { deployConfig, functionsOrigin } from '../../scripts/hosting-config.mjs';

const hostingSchema = z.object({
  hosting: z.object({
    ignore: z.array(z.string()),
    headers: z.array(z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) })),
  }),
});

const { hosting } = hostingSchema.parse(JSON.parse(firebaseJsonText));
const everyPath = hosting.headers.find((rule) => rule.source === '**');

function header(name: string): string | undefined {
  return everyPath?.headers.find((entry) => entry.key.toLowerCase() === name.toLowerCase())?.value;
}

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    // A browser obeys only the first of two; the second would be a silent mistake.
    if (map.has(name.toLowerCase())) throw new Error(`The policy names ${name} twice.`);
    map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The text of each classic inline script (no src), as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!)).map(([, , body]) => body!);
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

describe('hosting headers (firebase.json)', () => {
  const policy = directives(header('Content-Security-Policy') ?? '');

  it('sends every security header on every path', () => {
    expect(everyPath, 'a headers rule for source "**"').toBeDefined();
    expect(header('Content-Security-Policy')).toBeDefined();
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // HSTS: two years, subdomains too (no preload: that is the domain owner's commitment).
    expect(header('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const permissions = (header('Permissions-Policy') ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions, `Permissions-Policy turns off ${feature}`).toContain(`${feature}=()`);
    }
  });

  it('allows the inline script of index.html by its hash, and no other inline script', async () => {
    const scripts = inlineScripts(indexHtml);
    expect(scripts.length, 'index.html has its inline script (it holds a submit until the app can send it)').toBeGreaterThan(0);
    const hashes = await Promise.all(scripts.map(sha256));
    const scriptSrc = policy.get('script-src') ?? [];
    for (const hash of hashes) expect(scriptSrc, 'script-src carries the hash of index.html’s inline script').toContain(hash);
    // A hash left from an older version of the script would allow that version.
    expect(scriptSrc.filter((source) => source.startsWith("'sha")).sort()).toEqual([...hashes].sort());
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:']) {
      expect(scriptSrc).not.toContain(loose);
    }
    expect(scriptSrc[0]).toBe("'self'");
    // reCAPTCHA Enterprise, which App Check loads, is the one other script origin.
    expect(scriptSrc.slice(1 + hashes.length)).toEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
  });

  it('limits every other directive to what the app uses', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Prerendered pages inline their stylesheets (scripts/prerender-plugin.ts).
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      // The project's own functions origin, never every *.cloudfunctions.net: the demo project's here, the deployed one's in deployConfig.
      'https://northamerica-northeast1-demo-atlantic-timber.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    for (const sources of policy.values()) expect(sources.filter((source) => source.includes('*'))).toEqual([]);
    expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });

  it('deploys a policy naming the deployed project’s functions origin, and only it', () => {
    const deployed = deployConfig(hostingSchema.parse(JSON.parse(firebaseJsonText)), 'atlantic-timber-prod');
    const rule = deployed.hosting.headers.find((entry) => entry.source === '**');
    const deployedPolicy = directives(rule?.headers.find((entry) => entry.key === 'Content-Security-Policy')?.value ?? '');
    const functionsSources = (deployedPolicy.get('connect-src') ?? []).filter((source) => source.includes('cloudfunctions'));
    expect(functionsSources).toEqual([functionsOrigin('atlantic-timber-prod')]);
    expect(functionsSources).toEqual(['https://northamerica-northeast1-atlantic-timber-prod.cloudfunctions.net']);
    // Everything else is deployed as firebase.json says.
    expect(deployedPolicy.get('script-src')).toEqual(policy.get('script-src'));
    expect(() => deployConfig(hostingSchema.parse(JSON.parse(firebaseJsonText)), 'bad id/..')).toThrow();
  });

  it('never deploys the build’s source maps', () => {
    expect(hosting.ignore).toContain('**/*.map');
  });
});
