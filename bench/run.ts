/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (or only those whose names contain the
 * arguments, e.g. `npm run bench -- api`). Each prints its own figures; nothing here asserts on them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const files = readdirSync(__dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (files.length === 0) console.log('No benchmark matched.');
process.exit(failed ? 1 : 0);
