import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  expectTouchTargets,
  failOnConsoleErrors,
  screenshot,
  signUp,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

test('on a phone the year’s heatmap reads: whole cells, labels on one line, scrolled to the newest weeks', async ({ page }) => {
  await signUp(page, uniqueEmail('pia'), 'Pia Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/history');
  const grid = page.getByRole('grid', { name: 'Completed tasks per day, last 12 months' });
  await expect(grid).toBeVisible();
  const shape = await grid.evaluate((table) => {
    const box = table.parentElement!;
    const cell = table.querySelector('[data-date]')!.getBoundingClientRect();
    const label = table.querySelector('tbody th span[aria-hidden]')!.getBoundingClientRect();
    return {
      cell: { width: cell.width, height: cell.height },
      labelHeight: label.height,
      scrolls: box.scrollWidth > box.clientWidth,
      atNewest: Math.abs(box.scrollLeft + box.clientWidth - box.scrollWidth) <= 2,
    };
  });
  // A square a day, as on a desktop (12 px), not a thin bar; "Mon" on one line of its 10 px type.
  expect(shape.cell.width).toBeGreaterThanOrEqual(11);
  expect(Math.abs(shape.cell.width - shape.cell.height)).toBeLessThanOrEqual(1);
  expect(shape.labelHeight).toBeLessThanOrEqual(14);
  expect(shape.scrolls).toBe(true);
  expect(shape.atNewest).toBe(true);
  await expect(page.getByText('Newest weeks first; scroll sideways for earlier months.')).toBeVisible();
  // Month labels stand apart: none overlaps the next.
  const months = await grid
    .locator('thead span')
    .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect()).map((r) => [r.left, r.right]));
  for (let i = 1; i < months.length; i++) expect(months[i]![0]).toBeGreaterThanOrEqual(months[i - 1]![1]);
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('the questionnaire moves the keyboard’s focus to each step: its field, its chosen option, its heading', async ({ page }) => {
  await signUp(page, uniqueEmail('kai'), 'Kai Keys');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Languages', exact: true }).click();
  await page.getByRole('link', { name: 'Spanish', exact: true }).click();
  await expect(page.getByLabel('Current level')).toBeFocused();
  await page.keyboard.type('A few words');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Target level')).toBeFocused();
  await page.keyboard.type('A2');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('30 min / day')).toBeFocused();
  await expectAccessibleOnPhoneAndDesktop(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('1 hour / day')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'When will you work on it?' })).toBeFocused();
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('a 200-character goal title wraps everywhere and no page scrolls sideways, on a phone or a desktop, where every control is in reach', async ({
  page,
}) => {
  // Words and one long unbroken run, the worst case for a layout: 200 characters, the limit.
  // (A goal no custom kind plans: a marathon is Physical Fitness's running plan since decision 233.)
  const title = `Learn bookbinding ${'x'.repeat(182)}`;
  expect(title).toHaveLength(200);
  await signUp(page, uniqueEmail('lou'), 'Lou Long');
  await page.goto('/onboarding/goals/custom/custom');
  await page.getByLabel('Goal title').fill(title);
  await page.getByLabel('Describe it in a sentence or two').fill('A goal with a very long name, to test every layout');
  // Its parts in the person's words, one of them as long as a part may be: each becomes a week of the plan.
  await page.getByLabel('Its parts, in the order you will learn them (optional)').fill(`the basic strokes, ${'y'.repeat(80)}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Current level').fill('Never tried');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Target level').fill('Done once');
  await page.getByRole('button', { name: 'Next' }).click();
  // The browser's Back steps back through the questions, answers kept; Forward returns.
  await page.goBack();
  await expect(page.getByLabel('Target level')).toHaveValue('Done once');
  await page.goBack();
  await expect(page.getByLabel('Current level')).toHaveValue('Never tried');
  await page.goForward();
  await page.goForward();
  await page.getByLabel('30 min / day').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByRole('button', { name: 'Create my roadmap' }).click();
  await expect(page.getByText('Goal Progress')).toBeVisible();
  // The first named part's week (decision 148: its form, slowly), after the weeks that find a teacher.
  await expect(page.getByText(/^Week \d+: The basic strokes: the form, slowly, with feedback/).first()).toBeVisible();
  const goalPath = new URL(page.url()).pathname;
  // One completed task, so that History lists the goal's title too.
  await page.getByRole('link', { name: 'Home' }).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await page.getByRole('checkbox').first().click();
  await saved;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/home', goalPath, '/history', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect({ viewport: viewport.width, path, overflow }).toEqual({ viewport: viewport.width, path, overflow: 0 });
      if (viewport.width < 640) await expectTouchTargets(page);
    }
  }
});

test('on a phone-sized screen every control is in reach, tasks have a menu, and the menu opens from the header', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, uniqueEmail('mo'), 'Mo Bile');
  await page.getByRole('link', { name: 'Skip' }).click();
  const personal = page.locator('section', { hasText: 'Personal Tasks' });
  await personal.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel('Task title').fill('Stretch');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByRole('checkbox', { name: 'Stretch' })).toBeVisible();
  // On a phone, edit and delete wait behind one menu per task; the checkbox is a finger's size.
  await expect(personal.getByRole('button', { name: 'Edit Stretch' })).toBeHidden();
  await expectTouchTargets(page);
  await personal.getByRole('checkbox', { name: 'Stretch' }).click();
  await expect(personal.getByRole('checkbox', { name: 'Stretch' })).toBeChecked();
  await personal.getByRole('button', { name: 'Actions for Stretch' }).click();
  await expectTouchTargets(page);
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByLabel('Task title').fill('Stretch for ten minutes');
  await page.getByRole('button', { name: 'Save' }).click();
  await personal.getByRole('button', { name: 'Actions for Stretch for ten minutes' }).press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(personal.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectTouchTargets(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expectAccessible(page);
  await screenshot(page, 'phone-history');

  // The drawer with the keyboard: Escape closes it and gives focus back; closed, Tab never enters it.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stride' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(openMenu).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('nav'))).toBe(false);
});
