import { expect, test } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop, failOnConsoleErrors, signUp, uniqueEmail } from './support';

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
