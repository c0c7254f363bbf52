import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const WEB = join(ROOT, 'web');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds web/dist when it is missing or older than the web sources (or the contract they import). */
export function buildWebIfStale(): void {
  if (!existsSync(join(WEB, 'index.html'))) return;
  const built = join(WEB, 'dist', 'index.html');
  const sources = Math.max(newestChange(WEB), newestChange(join(ROOT, 'contract')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'), 'build', WEB, '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The web build failed; see above.');
}
