// @vitest-environment node
// `npm run deploy` refuses placeholder identity: the consortium's
// details and the mail extension's sender as the repository ships them stop
// it, each named; real values let it through; one `.example` address left
// anywhere stops it again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLACEHOLDER_VALUES, placeholderFaults } from '../../scripts/deploy-checks.mjs';
import { root } from './catalogue';

const shipped = {
  consortium: readFileSync(join(root, 'src/domain/consortium.ts'), 'utf8'),
  mailExtensionEnv: readFileSync(join(root, 'extensions/firestore-send-email.env'), 'utf8'),
};

/** The shipped files with every placeholder replaced by a plausible real value. */
function real() {
  let consortium = shipped.consortium.replaceAll('atlantictimber.example', 'atlantictimber.ca');
  for (const [index, value] of PLACEHOLDER_VALUES.entries()) consortium = consortium.replaceAll(value, `real value ${index}`);
  const mailExtensionEnv = shipped.mailExtensionEnv
    .replace('smtps://USERNAME@smtp.example.com:465', 'smtps://apikey@smtp.postmarkapp.com:465')
    .replaceAll('atlantictimber.example', 'atlantictimber.ca');
  return { consortium, mailExtensionEnv };
}

describe('the deploy’s identity check', () => {
  it('refuses the placeholders the repository ships, naming each', () => {
    const faults = placeholderFaults(shipped);
    expect(faults).toEqual(
      expect.arrayContaining([
        expect.stringContaining('info@atlantictimber.example'),
        expect.stringContaining('privacy@atlantictimber.example'),
        expect.stringContaining('PO Box 1000'),
        expect.stringContaining('an SMTP mail delivery provider'),
        expect.stringContaining('SMTP_CONNECTION_URI'),
        expect.stringContaining('DEFAULT_FROM'),
        expect.stringContaining('DEFAULT_REPLY_TO'),
      ]),
    );
  });

  it('lets real values through', () => {
    expect(placeholderFaults(real())).toEqual([]);
  });

  it('refuses a single .example address or placeholder left behind', () => {
    const { consortium, mailExtensionEnv } = real();
    expect(placeholderFaults({ consortium: consortium.replace('info@atlantictimber.ca', 'info@atlantictimber.example'), mailExtensionEnv })).toEqual([
      "src/domain/consortium.ts names info@atlantictimber.example, a reserved example address: set the consortium's real one.",
    ]);
    expect(placeholderFaults({ consortium, mailExtensionEnv: mailExtensionEnv.replace('DEFAULT_REPLY_TO=info@atlantictimber.ca', 'DEFAULT_REPLY_TO=info@example.com') })).toEqual([
      'extensions/firestore-send-email.env: DEFAULT_REPLY_TO is a placeholder (info@example.com).',
    ]);
    expect(placeholderFaults({ consortium: `${consortium}\nconst x = 'PO Box 1000, Halifax NS B3J 0A0';`, mailExtensionEnv })).toHaveLength(1);
  });

  it('runs before the deploy builds anything', () => {
    const deploy = readFileSync(join(root, 'scripts/deploy.mjs'), 'utf8');
    expect(deploy.indexOf('placeholderFaults(')).toBeGreaterThan(0);
    expect(deploy.indexOf('placeholderFaults(')).toBeLessThan(deploy.indexOf("run('npx', ['tsc', '-b'])"));
  });
});
