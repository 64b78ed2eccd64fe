// `npm run bench -- --only alerts` (docs/decisions/036): runs
// bench/pattern-alerts.mjs (the listing's lookup on the local backend's own
// store, under Node) and reports its lines, which it prints as they come:
//   alerts: saved N, listing reads R, matches M
// Required: R at the largest size no greater than at the smallest.
import { spawnSync } from 'node:child_process';

export function benchAlerts({ row, results }) {
  console.log('\n▶ Pattern alerts: a listing’s lookup at 200 and 20,000 saved patterns, local backend under Node (bench/pattern-alerts.mjs)');
  const child = spawnSync('npx', ['tsx', 'bench/pattern-alerts.mjs'], { encoding: 'utf8' });
  const lines = child.stdout.trim().split('\n');
  const json = lines.at(-1);
  if (child.status !== 0 || !json?.startsWith('[')) throw new Error(`bench/pattern-alerts.mjs failed:\n${child.stderr}`);
  for (const line of lines.slice(0, -1)) console.log(line);
  const sizes = JSON.parse(json);
  results.alerts = sizes;
  const [small, large] = [sizes[0], sizes.at(-1)];
  row(`Alerts: documents a listing reads, ${small.saved} → ${large.saved} saved patterns`, 'no more at the larger size', `${small.reads} → ${large.reads}`, large.reads <= small.reads);
  row(`Alerts: matches of the seeded listings, ${small.saved} → ${large.saved} saved patterns`, '—', `${small.matches} → ${large.matches}`, null);
}
