// The bench's report: the machine it ran on, and the table of figures printed
// at the end and written as Markdown rows for docs/performance.md.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { CHROMIUM_PATH, writeArtifact } from './lib.mjs';

export const round1 = (value) => Math.round(value * 10) / 10;

/** The machine the figures were taken on; other work on it skews every timing. */
export function machineNote() {
  const cpus = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  // The Chromium the bench drives (CHROMIUM_PATH), or null where it does not start.
  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || null;
  // Other work on the machine skews every timing: the load average is kept with the figures.
  return { cpus: Number(cpus) || null, node: process.version, chromium, loadAtStart: loadavg().map((value) => round1(value)) };
}

/** Prints the table of rows and writes its Markdown form (artifacts/bench/figures.md). */
export function printTable(rows, results) {
  const mark = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISSED');
  const widths = [
    Math.max(4, ...rows.map((r) => r.what.length)),
    Math.max(6, ...rows.map((r) => r.target.length)),
    Math.max(8, ...rows.map((r) => r.measured.length)),
  ];
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 6)).join('  ');
  console.log(`\n${line(['What', 'Target', 'Measured', ''])}`);
  console.log(line(widths.map((width) => '-'.repeat(width)).concat(['------'])));
  for (const r of rows) console.log(line([r.what, r.target, r.measured, mark(r.ok)]));

  const date = results.startedAt.slice(0, 10);
  const { cpus, chromium, loadAtStart, loadAtEnd } = results.machine;
  const note = `${cpus}-core CI machine, load ${loadAtStart[0]} → ${loadAtEnd[0]}`;
  console.log(`\nMachine: ${note}, ${chromium} (1-minute load average at start and end; above ${cpus} the timings are inflated).`);
  const markdown = [
    '| What | Target | Measured | Date | Machine |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.what} | ${r.target} | ${r.measured}${r.ok === false ? ' (missed)' : ''} | ${date} | ${note} |`),
  ].join('\n');
  writeArtifact('figures.md', `${markdown}\n\n${chromium}, Node ${results.machine.node}.\n`);
}
