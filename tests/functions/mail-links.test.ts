// @vitest-environment node
// Where the links in the functions' mails point: the site's origin from
// SITE_ORIGIN, never a silent fallback to the developer's machine in
// production (a recipient would get links to their own localhost).
import { afterEach, describe, expect, it } from 'vitest';
import { mailPorts } from '../../functions/src/verification';
import { DEV_ORIGIN, siteOriginOf } from '../../src/domain/server/links';

const saved = { origin: process.env['SITE_ORIGIN'], emulator: process.env['FUNCTIONS_EMULATOR'] };

afterEach(() => {
  for (const [name, value] of [['SITE_ORIGIN', saved.origin], ['FUNCTIONS_EMULATOR', saved.emulator]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the origin of mailed links', () => {
  it('is SITE_ORIGIN’s origin when it is set', () => {
    expect(siteOriginOf('https://timber.example/some/path', false)).toBe('https://timber.example');
    process.env['SITE_ORIGIN'] = 'https://timber.example';
    delete process.env['FUNCTIONS_EMULATOR'];
    expect(mailPorts().origin).toBe('https://timber.example');
  });

  it('refuses, with a clear error, to make links in production when SITE_ORIGIN is missing', () => {
    expect(() => siteOriginOf(undefined, false)).toThrow(/SITE_ORIGIN is not set/);
    expect(() => siteOriginOf('  ', false)).toThrow(/SITE_ORIGIN is not set/);
    delete process.env['SITE_ORIGIN'];
    delete process.env['FUNCTIONS_EMULATOR'];
    expect(() => mailPorts()).toThrow(/SITE_ORIGIN is not set/);
  });

  it('falls back to the dev server under the emulators only', () => {
    expect(siteOriginOf(undefined, true)).toBe(DEV_ORIGIN);
    delete process.env['SITE_ORIGIN'];
    process.env['FUNCTIONS_EMULATOR'] = 'true';
    expect(mailPorts().origin).toBe(DEV_ORIGIN);
  });
});
