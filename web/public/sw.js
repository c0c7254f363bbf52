// Stride's service worker: the app shell (the page, its scripts and styles, its runtime config and
// icons) opens offline. Nothing else is touched: the API, Cognito and every other request go to the
// network as if there were no worker, so data is never served from a cache (docs/decisions/026).
'use strict';

const SHELL_CACHE = 'stride-shell-v1';
const SHELL_FILES = ['/config.json', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * The app's own pages (web/src/config/paths.ts; a test keeps the two in step): only their navigations
 * get the shell. Any other — the API stage, a calendar feed opened in a tab — goes to the network
 * untouched, so its answer never takes the shell's place.
 */
const APP_PAGES = /^\/(|signin|home|history|settings|support|unauthorized|unsubscribe|auth(\/.*)?|onboarding(\/.*)?|goal\/[^/]+)$/;

/** The hashed scripts and styles the page names (`/assets/…`). */
const assetsOf = (html) => [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];

/**
 * Every script and style of the release (`shell-assets.json`, written by the build: web/vite.config.mts),
 * the pages' lazily loaded code among them, so a page never visited while the worker was in control
 * still opens offline; the page's own when the list cannot be had.
 */
async function releaseAssets(html) {
  try {
    const listed = await fetch('/shell-assets.json', { cache: 'no-cache' });
    if (listed.ok) return [...new Set([...assetsOf(html), ...(await listed.json())])];
  } catch {
    // The page's own assets are enough to open it.
  }
  return assetsOf(html);
}

async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const page = await fetch('/index.html', { cache: 'no-cache' });
  if (!page.ok) throw new Error(`index.html answered ${page.status}`);
  const html = await page.clone().text();
  await cache.addAll([...(await releaseAssets(html)), ...SHELL_FILES]);
  await cache.put('/index.html', page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept for offline use; the kept copy when the network cannot answer. */
async function networkFirst(request, key) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Only the page itself is kept as the shell: an error page or anything not HTML never replaces it.
    const keep = response.ok && (key !== '/index.html' || (response.headers.get('content-type') ?? '').startsWith('text/html'));
    if (keep) {
      if (key === '/index.html') await forgetOldAssets(cache, await response.clone().text());
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/**
 * After a new release, the scripts it no longer has are let go and its own are kept, so it opens
 * offline in full as the one before did (a failure to fetch them leaves them to be kept on use).
 */
async function forgetOldAssets(cache, html) {
  const kept = await cache.match('/index.html');
  const before = kept ? new Set(assetsOf(await kept.text())) : new Set();
  if (assetsOf(html).every((a) => before.has(a))) return; // the same release
  const current = new Set(await releaseAssets(html));
  const named = (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/assets/'));
  await Promise.all(named.filter((p) => !current.has(p)).map((p) => cache.delete(p)));
  await cache.addAll([...current].filter((p) => !named.includes(p))).catch(() => undefined);
}

/** Hashed files never change: the kept copy, or the network's, kept. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (APP_PAGES.test(url.pathname)) event.respondWith(networkFirst(request, '/index.html'));
  } else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
  // Anything else — the API above all — is not handled here.
});

// Signing out (web/src/lib/auth.tsx) clears every cache; the shell, which holds nothing of the user, is
// made again at once so the app still opens offline.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'signed-out') return;
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
      .then(cacheShell)
      .catch(() => undefined),
  );
});
