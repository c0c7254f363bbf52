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

test('the offline breakdown gives steps of the task, none its title, and Home’s count agrees with the day just completed', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('bo'), 'Bo Breaks');
  await createSpanishGoal(page);
  const { card, title, steps } = await breakDownFirstTask(page, 'Spanish to B1');
  const labels = await steps
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels![0]!.textContent));
  expect(labels.length).toBeGreaterThanOrEqual(2);
  expect(labels.map((l) => l!.toLowerCase())).not.toContain(title.toLowerCase());
  await expectAccessibleOnPhoneAndDesktop(page);

  // Every task of the day ticked: "Day 1 complete", and the count beside "Goal tasks" says so too.
  const tasks = await card.locator('li[data-task] > span > input[type="checkbox"]').count();
  const open = card.locator('li[data-task] > span > input[type="checkbox"]:not(:checked)');
  for (let left = await open.count(); left > 0; left--) {
    await open.first().click();
    if (left > 1) await expect(open).toHaveCount(left - 1);
  }
  // The moment lasts a few seconds: both are read together, in the page, on every frame.
  await page.waitForFunction(
    (count) => document.body.innerText.includes('Day 1 complete') && !!document.querySelector(`[aria-label="${count}/${count} completed"]`),
    tasks,
    { polling: 'raf' },
  );
  // Once it has passed, the next day is not due yet: nothing is counted for today, and the card says when.
  await expect(card.getByText(/^Done for today — next: Day 2/)).toBeVisible();
  await expect(page.getByLabel('0/0 completed')).toHaveCount(2);
  await expectAccessibleOnPhoneAndDesktop(page);
});
