import { expect, test } from '@playwright/test';
import {
  createSpanishGoal,
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  failOnConsoleErrors,
  sayOffline,
  screenshot,
  signUp,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

test('a reload offline says so in place of the spinner, with the offline bar clear of the header', async ({ page, context }) => {
  await signUp(page, uniqueEmail('ola'), 'Ola Offline');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await sayOffline(context);
  // What a person sees: React may keep a suspended copy of the page in the document, hidden.
  const noConnection = page.getByText('No connection').filter({ visible: true });
  await expect(noConnection).toBeVisible();
  await expect(page.getByText('This page loads as soon as you’re back online.', { exact: false }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Your Tasks' })).toBeHidden();
  const bar = page.getByRole('status').getByText('You’re offline', { exact: false });
  await expect(bar).toBeVisible();

  // On a phone and on a desktop, the bar covers neither the header's logo nor the page's first words.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // The logo, a link in the sidebar and plain text in a phone's header.
    const logo = page.getByText('Stride', { exact: true }).filter({ visible: true }).first();
    // The layout changes with the width (a sidebar, or a phone's header): measure once it has settled.
    await expect(logo).toBeVisible();
    await expect(noConnection).toBeVisible();
    await expect(bar).toBeVisible();
    // A box reads null while the layout moves between a sidebar and a phone's header: read the three again until they stand.
    const overlapping = async () => {
      const [barBox, logoBox, stateBox] = await Promise.all([bar.boundingBox(), logo.boundingBox(), noConnection.boundingBox()]);
      if (!barBox || !logoBox || !stateBox) return 'not laid out yet';
      const over = [logoBox, stateBox].filter((other) => barBox.y < other.y + other.height && other.y < barBox.y + barBox.height);
      return over.map((other) => `the offline bar over something at y=${other.y}`);
    };
    await expect.poll(overlapping, { timeout: 10_000 }).toEqual([]);
  }
  await expectAccessibleOnPhoneAndDesktop(page);

  // Back online, what was waited for loads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('the theme follows the device or the user’s choice, and the installed app opens offline without keeping any data', async ({
  page,
  context,
}) => {
  await signUp(page, uniqueEmail('night'));
  await createSpanishGoal(page);

  // Settings → Appearance: a choice applies at once and outlives a reload; System follows the device.
  await page.goto('/settings');
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Installable: a manifest with icons that load.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ name: 'Stride', display: 'standalone', start_url: '/home' });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

  // The service worker has taken over and kept the shell.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('article', { hasText: 'Spanish to B1' })).toBeVisible();
  await screenshot(page, 'home-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  // Every script of the release, the pages' lazily loaded ones too, whether or not they were visited.
  const release = (await (await page.request.get('/shell-assets.json')).json()) as string[];
  expect(release.length).toBeGreaterThan(1);

  // A page that is not the app's — an API answer or a calendar feed opened in a tab — is the last one
  // visited: it is not kept as the shell, which still opens offline.
  await page.goto('/manifest.webmanifest');
  await context.setOffline(true);
  await page.goto('/home');
  await sayOffline(context);
  await expect(page.getByRole('status').getByText('You’re offline')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expectAccessible(page);
  // Nothing the API answered was kept: the worker's cache holds the shell only.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((u) => new URL(u).pathname);
  });
  expect(kept).toContain('/index.html');
  expect(kept).toEqual(expect.arrayContaining(release));
  for (const path of kept)
    expect(path).toMatch(/^\/(index\.html|config\.json|manifest\.webmanifest|favicon\.svg|icons\/.+\.png|assets\/.+)$/);

  await context.setOffline(false);
  await expect(page.getByRole('status').getByText('You’re offline')).toBeHidden();
  await expect(page.locator('article', { hasText: 'Spanish to B1' })).toBeVisible();

  // Signing out clears the worker's caches (a marker put there goes) and the shell is made again.
  const cached = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
  await page.evaluate(async () => (await caches.open((await caches.keys())[0]!)).put('/marker', new Response('kept?')));
  expect(await cached()).toContain('/marker');
  await page.goto('/settings');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect.poll(cached, { timeout: 15_000 }).not.toContain('/marker');
  await expect.poll(cached, { timeout: 15_000 }).toContain('/index.html');
});
