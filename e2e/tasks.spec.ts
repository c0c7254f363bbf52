import { expect, test } from '@playwright/test';
import {
  breakDownFirstTask,
  createSpanishGoal,
  expectAccessibleOnPhoneAndDesktop,
  failOnConsoleErrors,
  signUp,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

test('a tick still on its way says “Saving…”, the page asks before it is closed, and nothing is lost', async ({ page }) => {
  await signUp(page, uniqueEmail('tia'), 'Tia Ticks');
  await createSpanishGoal(page);
  const { card, steps } = await breakDownFirstTask(page, 'Spanish to B1');

  // The server is slow to answer the tick: it is held until the journey lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/steps/*', async (route) => {
    await held;
    await route.continue();
  });
  await steps.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  const status = card.getByText(/^(Saving…|Saved)$/);
  await expect(status).toHaveText('Saving…');
  await expectAccessibleOnPhoneAndDesktop(page);

  // Closing the tab now asks first; staying keeps the page and its tick.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(status).toHaveText('Saving…');

  release();
  await expect(status).toHaveText('Saved');
  await page.unroute('**/steps/*');
  // Once saved, a reload asks nothing and shows the tick kept.
  await page.reload();
  await expect(card.getByText(/^1 of \d steps$/)).toBeVisible();
});
