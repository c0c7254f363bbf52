// The npm registry reachable here serves only this platform's builds of native packages (others
// answer 404), so `npm install` leaves their optional entries out of package-lock.json and `npm ci`
// then refuses the lock as out of sync. This adds the missing optional entries back as npm would
// write them (name, version, optional); `npm ci` skips them on platforms they do not fit, or when
// the registry does not have them. Run after changing dependencies: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[hoisted] = { version, optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
