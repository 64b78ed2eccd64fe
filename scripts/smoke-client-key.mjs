#!/usr/bin/env node
// After a deploy: proves, against the deployed functions, that the per-client
// key is the X-Forwarded-For entry Google's front end appended and not one a
// caller writes (docs/decisions/021). The derivation is unit-tested with forged
// headers (tests/functions/client-address.test.ts); what only a deployed
// project can show is that the front end still appends the hop the code
// trusts. The script calls `resendVerification` (which answers the same
// whatever the address, and sends nothing to an address with nothing waiting)
// one time more than a client's hourly limit, each call with a different
// forged left-most X-Forwarded-For entry and a new address: the last call must
// be refused. Were the key taken from the forged entry, every call would pass.
//
//   PROJECT_ID=… APP_ID=… API_KEY=… APP_CHECK_DEBUG_TOKEN=… node scripts/smoke-client-key.mjs
//
// APP_ID and API_KEY are the web app's (the client's Firebase config);
// APP_CHECK_DEBUG_TOKEN a debug token registered for that app in the console
// (the callable takes limited-use App Check tokens). It spends the running
// machine's resend window for an hour. Exits 0 when the key held, 1 when it
// did not, 2 when the run could not tell (a missing setting, a network error).
// Read as text, like scripts/deploy-checks.mjs: plain Node loads no TypeScript.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CALLABLE = 'resendVerification';

/** The per-client hourly limit of the callable, read from src/domain/limits.ts. */
export function resendLimit(limitsSource) {
  const match = /\bresend:\s*\{\s*limit:\s*(\d+)/.exec(limitsSource);
  if (!match) throw new Error('src/domain/limits.ts declares no resend limit.');
  return Number(match[1]);
}

/** The functions' region, read from src/domain/consortium.ts (FUNCTIONS_REGION). */
export function functionsRegion(consortiumSource) {
  const match = /FUNCTIONS_REGION\s*=\s*'([a-z0-9-]+)'/.exec(consortiumSource);
  if (!match) throw new Error('src/domain/consortium.ts declares no FUNCTIONS_REGION.');
  return match[1];
}

/** A documentation address (RFC 3849) as the forged client, another each call. */
const forged = (n) => `2001:db8:${(0x5000 + n).toString(16)}::1`;

/**
 * Calls `call(forwardedFor, email)` limit + 1 times; each resolves to
 * 'passed' or 'refused'. The verdict: whether the forged entries were ignored
 * (the last call refused, every earlier one passed), with one line to print.
 */
export async function smokeClientKey({ call, limit, runId = Date.now().toString(36) }) {
  const outcomes = [];
  for (let n = 0; n <= limit; n += 1) {
    outcomes.push(await call(forged(n), `smoke-${runId}-${n}@example.invalid`));
  }
  const refusedAt = outcomes.indexOf('refused');
  if (refusedAt === limit) {
    return { held: true, line: `The client key held: ${limit} calls passed and call ${limit + 1} was refused, each with another forged X-Forwarded-For.` };
  }
  if (refusedAt === -1) {
    return { held: false, line: `The client key follows a forged header: all ${limit + 1} calls passed, each with another forged X-Forwarded-For entry.` };
  }
  return {
    held: false,
    line: `Call ${refusedAt + 1} of ${limit + 1} was refused already: this client's window was not empty (run it again in an hour), or the limit is not ${limit}.`,
  };
}

/** One call of the deployed callable, as the client SDK sends it, with a forged hop and a fresh limited-use App Check token. */
function deployedCall({ project, region, appId, apiKey, debugToken }) {
  return async (forwardedFor, email) => {
    const exchange = await fetch(
      `https://firebaseappcheck.googleapis.com/v1/projects/${project}/apps/${appId}:exchangeDebugToken?key=${apiKey}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ debugToken, limitedUse: true }) },
    );
    if (!exchange.ok) throw new Error(`App Check refused the debug token: ${exchange.status} ${await exchange.text()}`);
    const { token } = await exchange.json();
    const response = await fetch(`https://${region}-${project}.cloudfunctions.net/${CALLABLE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': token, 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ data: { email, language: 'en-CA' } }),
    });
    const body = await response.json().catch(() => ({}));
    if (body.error?.status === 'RESOURCE_EXHAUSTED' || body.result?.status === 'limited') return 'refused';
    if (response.ok && body.result?.status === 'sent') return 'passed';
    throw new Error(`${CALLABLE} answered ${response.status}: ${JSON.stringify(body)}`);
  };
}

async function main() {
  const settings = {
    project: process.env.PROJECT_ID,
    appId: process.env.APP_ID,
    apiKey: process.env.API_KEY,
    debugToken: process.env.APP_CHECK_DEBUG_TOKEN,
  };
  const missing = Object.entries({ PROJECT_ID: settings.project, APP_ID: settings.appId, API_KEY: settings.apiKey, APP_CHECK_DEBUG_TOKEN: settings.debugToken })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    console.error(`Set ${missing.join(', ')} (see the comment at the top of this script).`);
    process.exit(2);
  }
  const limit = resendLimit(readFileSync('src/domain/limits.ts', 'utf8'));
  const region = functionsRegion(readFileSync('src/domain/consortium.ts', 'utf8'));
  try {
    const verdict = await smokeClientKey({ call: deployedCall({ ...settings, region }), limit });
    console.log(verdict.line);
    process.exit(verdict.held ? 0 : 1);
  } catch (error) {
    console.error(`The smoke test could not tell: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
