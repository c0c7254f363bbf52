/**
 * The web build's weight: the JavaScript a first visit loads (the entry and its modulepreloads, gzip),
 * and the largest route chunk loaded on demand. Target: ≤ 150 KB gzip initially (issue "Progress you can see").
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..');
const dist = join(root, 'web', 'dist');
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const build = spawnSync(process.execPath, [vite, 'build', join(root, 'web'), '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const initialJs = initial.filter((f) => f.endsWith('.js'));
const initialCss = initial.filter((f) => f.endsWith('.css'));
const all = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const lazy = all
  .filter((f) => !initialJs.includes(f))
  .map((f) => [f, gz(f)] as const)
  .sort((a, b) => b[1] - a[1]);

console.log(
  `initial JavaScript: ${kb(initialJs.reduce((n, f) => n + gz(f), 0))} gzip in ${initialJs.length} files; CSS ${kb(initialCss.reduce((n, f) => n + gz(f), 0))} gzip`,
);
console.log(`route chunks: ${lazy.length}; largest ${lazy[0]?.[0]} at ${kb(lazy[0]?.[1] ?? 0)} gzip`);
