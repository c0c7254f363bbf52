import { expect, test } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop, failOnConsoleErrors, sayOffline, signUp, uniqueEmail } from './support';

failOnConsoleErrors();

test('a reload offline says so in place of the spinner, with the offline bar clear of the header', async ({ page, context }) => {
  await signUp(page, uniqueEmail('ola'), 'Ola Offline');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await sayOffline(context);
  await expect(page.getByText('No connection')).toBeVisible();
  await expect(page.getByText('This page loads as soon as you’re back online.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Your Tasks' })).toBeHidden();
  const bar = page.getByRole('status').getByText('You’re offline', { exact: false });
  await expect(bar).toBeVisible();

  // On a phone and on a desktop, the bar covers neither the header's logo nor the page's first words.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const logo = page.getByRole('link', { name: 'Stride' }).filter({ visible: true }).first();
    const [barBox, logoBox, stateBox] = await Promise.all([
      bar.boundingBox(),
      logo.boundingBox(),
      page.getByText('No connection').boundingBox(),
    ]);
    for (const other of [logoBox!, stateBox!]) {
      const overlaps = barBox!.y < other.y + other.height && other.y < barBox!.y + barBox!.height;
      expect(overlaps, `the offline bar over something at y=${other.y}`).toBe(false);
    }
  }
  await expectAccessibleOnPhoneAndDesktop(page);

  // Back online, what was waited for loads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(bar).toBeHidden();
});
