/**
 * Each Lambda's bundle as the stack builds it (esbuild, minified, AWS SDK included): raw and gzip
 * size, and how long a fresh Node takes to load it. Target: ≤ 300 KB minified per function.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { GENERATOR_ENTRY, ROUTE_GROUPS } from '../lambdas/routes';
import { ENV } from '../lambdas/env';

const root = join(__dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'stride-bundles-'));
const entries: [string, string][] = [
  ...Object.entries(ROUTE_GROUPS).map(([g, d]) => [g, d.entry] as [string, string]),
  ['generator', GENERATOR_ENTRY],
];

console.log('function        raw KB   gzip KB   cold load (median of 5)');
for (const [name, entry] of entries) {
  const file = join(out, `${name}.js`);
  buildSync({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    outfile: file,
    logLevel: 'error',
  });
  const code = readFileSync(file);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const run = spawnSync(
      process.execPath,
      ['-e', `const t=process.hrtime.bigint();require(${JSON.stringify(file)});console.log(Number(process.hrtime.bigint()-t)/1e6)`],
      {
        env: { ...process.env, [ENV.tableName]: 'bench', AWS_REGION: 'eu-central-1', [ENV.generationMode]: 'inline' },
        encoding: 'utf8',
      },
    );
    times.push(Number(run.stdout.trim()));
  }
  times.sort((a, b) => a - b);
  const kb = (n: number) => (n / 1024).toFixed(0).padStart(6);
  console.log(
    `${name.padEnd(14)} ${kb(code.length)}   ${kb(gzipSync(code).length)}    ${times[2]!.toFixed(0)} ms${code.length > 300 * 1024 ? '   (over the 300 KB target)' : ''}`,
  );
}
rmSync(out, { recursive: true, force: true });
