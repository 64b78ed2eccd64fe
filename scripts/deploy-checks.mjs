// What `npm run deploy` refuses before it builds anything: a site
// that would publish placeholder identity. CASL asks every mail and consent
// request to name the real sender, Law 25 the real person in charge; so the
// consortium's details (src/domain/consortium.ts) and the mail extension's
// sender (extensions/firestore-send-email.env) must be set first, with no
// address at a reserved `.example` domain and none of the placeholder values
// the repository ships. Read as text: this script runs in plain Node, which
// does not load TypeScript. tests/unit/deploy-checks.test.ts plants each case.

/** The values the repository ships in src/domain/consortium.ts: each must be replaced before going live. */
export const PLACEHOLDER_VALUES = [
  'PO Box 1000, Halifax NS B3J 0A0',
  'C.\\u00a0P.\\u00a01000',
  'an SMTP mail delivery provider',
  'un fournisseur de services d’envoi de messages (SMTP)',
];

/** An address or a host at a domain reserved for examples (RFC 2606): .example, example.com/.net/.org, an address at .test or .invalid. */
const RESERVED = /(?:[\w.+-]+@)?[\w-]+(?:\.[\w-]+)*\.example\b|(?:[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:com|net|org)\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.(?:test|invalid)\b/gi;

/** The problems that stop a deploy, one line each; empty when the identity is real. */
export function placeholderFaults({ consortium, mailExtensionEnv }) {
  const faults = [];
  for (const match of new Set(consortium.match(RESERVED) ?? [])) faults.push(`src/domain/consortium.ts names ${match}, a reserved example address: set the consortium's real one.`);
  for (const value of PLACEHOLDER_VALUES) if (consortium.includes(value)) faults.push(`src/domain/consortium.ts still holds the placeholder « ${value} ».`);
  const settings = mailExtensionEnv
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  for (const [name, value] of settings) {
    if (!['SMTP_CONNECTION_URI', 'DEFAULT_FROM', 'DEFAULT_REPLY_TO'].includes(name)) continue;
    if (RESERVED.test(value) || /\bUSERNAME@/.test(value)) faults.push(`extensions/firestore-send-email.env: ${name} is a placeholder (${value}).`);
    RESERVED.lastIndex = 0;
  }
  return faults;
}
