// `npm run bench -- --only catalogue` (docs/decisions/023): runs
// bench/catalogue-search.mjs (the local backend's own code under Node) and
// reports its lines, which it prints as they come:
//   catalogue: pieces N, search documents read R, first results F ms, sold to gone G ms
// Required: R at the largest size no greater than at the smallest, F under 100 ms.
import { spawnSync } from 'node:child_process';

export function benchCatalogue({ row, results, ms }) {
  console.log('\n▶ The catalogue search at 200 and 20,000 pieces, local backend under Node (bench/catalogue-search.mjs)');
  const child = spawnSync('npx', ['tsx', 'bench/catalogue-search.mjs'], { encoding: 'utf8' });
  const lines = child.stdout.trim().split('\n');
  const json = lines.at(-1);
  if (child.status !== 0 || !json?.startsWith('[')) throw new Error(`bench/catalogue-search.mjs failed:\n${child.stderr}`);
  for (const line of lines.slice(0, -1)) console.log(line);
  const sizes = JSON.parse(json);
  results.catalogue = sizes;
  const [small, large] = [sizes[0], sizes.at(-1)];
  row(`Catalogue: search documents read, ${small.pieces} → ${large.pieces} pieces`, 'no more at the larger size', `${small.read} → ${large.read}`, large.read <= small.read);
  row(`Catalogue, ${large.pieces} pieces: first results (slowest pattern)`, '< 100 ms', ms(large.first), large.first < 100);
  row(`Catalogue, ${large.pieces} pieces: sold to gone from an open list`, '—', ms(large.gone), null);
}
