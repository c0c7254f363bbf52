import { expect, test } from '@playwright/test';
import {
  breakDownFirstTask,
  createSpanishGoal,
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  expectToast,
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

test('a personal task is added, edited, toggled and deleted, and survives a reload', async ({ page }) => {
  const email = uniqueEmail('pat');
  await signUp(page, email, 'Pat Doe');
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  const personal = page.locator('section', { hasText: 'Personal Tasks' });
  await personal.getByRole('button', { name: 'Add task' }).click();
  await expect(personal.getByRole('button', { name: 'Save' })).toBeDisabled();
  await personal.getByLabel('Task title').fill('Buy running shoes');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByRole('checkbox', { name: 'Buy running shoes' })).toBeVisible();

  await personal.getByRole('button', { name: 'Edit Buy running shoes' }).click();
  await personal.getByLabel('Task title').fill('Buy trail shoes');
  await personal.getByLabel('Difficulty').selectOption('hard');
  await personal.getByRole('button', { name: 'Save' }).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await personal.getByRole('checkbox', { name: 'Buy trail shoes' }).click();
  await saved;

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Pat' })).toBeVisible();
  const box = page.locator('section', { hasText: 'Personal Tasks' }).getByRole('checkbox', { name: 'Buy trail shoes' });
  await expect(box).toBeChecked();
  await expect(page.locator('section', { hasText: 'Personal Tasks' }).getByText('hard')).toBeVisible();

  // Undo brings a completed task back completed, and so back in History.
  await page.getByRole('button', { name: 'Delete Buy trail shoes' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Task restored');
  await expect(box).toBeChecked();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('main')).toContainText('Buy trail shoes');
  await page.getByRole('link', { name: 'Home' }).click();

  // By keyboard: Escape asks before it throws edits away; a deleted task hands focus to the next.
  const list = page.locator('section', { hasText: 'Personal Tasks' });
  await list.getByRole('button', { name: 'Add task' }).click();
  await list.getByLabel('Task title').fill('Call the bank');
  await page.keyboard.press('Enter');
  await list.getByRole('button', { name: 'Edit Call the bank' }).click();
  await list.getByLabel('Task title').fill('Call the bank at 9');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape'); // the dialog closes; the edit stays, and so does focus
  await expect(discard).toBeHidden();
  await expect(list.getByLabel('Task title')).toBeFocused();
  await expect(list.getByLabel('Task title')).toHaveValue('Call the bank at 9');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(list.getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();
  await list.getByRole('button', { name: 'Delete Buy trail shoes' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('checkbox', { name: 'Call the bank' })).toBeFocused();
  await list.getByRole('button', { name: 'Delete Call the bank' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: 'Add task' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('Nothing here yet. Add a task for today.')).toBeVisible();
});

test('a failed task update is rolled back with the spec’s toast', async ({ page }) => {
  await signUp(page, uniqueEmail('rob'), 'Rob Roll');
  await createSpanishGoal(page);
  await page.getByRole('link', { name: 'Home' }).click();
  const box = page.locator('article', { hasText: 'Spanish to B1' }).getByRole('checkbox').first();
  await expect(box).not.toBeChecked();
  await page.route('**/tasks/**', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }),
        })
      : route.continue(),
  );
  await box.click();
  await expectToast(page, 'Something went wrong, but we are already working on it!');
  await expect(box).not.toBeChecked();
});

test('a task that feels too big is broken into steps, ticked one by one, and completed from them', async ({ page }) => {
  await signUp(page, uniqueEmail('bea'), 'Bea Steps');
  await createSpanishGoal(page);
  await page.getByRole('link', { name: 'Home' }).click();
  const card = page.locator('article', { hasText: 'Spanish to B1' });
  const task = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Break down / }) })
    .first();
  const title = (await task.getByRole('button', { name: /^Break down / }).getAttribute('aria-label'))!.replace(/^Break down /, '');

  await task.getByRole('button', { name: `Break down ${title}` }).click();
  const steps = card.getByRole('list', { name: `Steps of ${title}` });
  const boxes = steps.getByRole('checkbox');
  await expect(boxes.first()).toBeFocused();
  const count = await boxes.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(6);
  await expect(card.getByText(`0 of ${count} steps`)).toBeVisible();
  await expectAccessible(page);

  // Ticked one by one, with the keyboard; the task itself waits for the user.
  for (let i = 0; i < count; i++) {
    await boxes.nth(i).focus();
    await page.keyboard.press('Space');
    await expect(card.getByText(`${i + 1} of ${count} steps`)).toBeVisible();
  }
  await expect(card.getByRole('checkbox', { name: title, exact: true })).not.toBeChecked();
  await expect(card.getByText('All steps done.')).toBeVisible();

  // The steps are kept: once the page says they are saved, a reload shows them still ticked.
  await expect(card.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText(`${count} of ${count} steps`)).toBeVisible();
  await card.getByRole('button', { name: 'Complete task' }).click();
  await expect(card.getByRole('checkbox', { name: title, exact: true })).toBeChecked();
  await expect(card.getByText('All steps done.')).toBeHidden();
});
