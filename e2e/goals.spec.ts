import { expect, test } from '@playwright/test';
import { createSpanishGoal, expectAccessibleOnPhoneAndDesktop, expectToast, failOnConsoleErrors, signUp, uniqueEmail } from './support';

failOnConsoleErrors();

test('a goal is named by what it aims at, renamed on its page, archived before its plan ends, and told apart from another of its name', async ({
  page,
}) => {
  // Two plans made and one archived: a long journey on a busy machine.
  test.slow();
  await signUp(page, uniqueEmail('nia'), 'Nia Names');
  await createSpanishGoal(page);
  // "Hold a simple conversation (B1)", in Spanish: named by the level it aims at.
  await expect(page.getByRole('heading', { level: 1, name: 'Spanish to B1' })).toBeVisible();
  const first = page.url();

  // Archived at any time, from its page; Restore is offered there at once.
  await page.getByRole('button', { name: 'Archive goal' }).click();
  await expectToast(page, 'Goal archived');
  await expect(page.getByRole('region', { name: 'Archived' }).getByRole('button', { name: 'Restore' })).toBeVisible();

  // The Free plan's goal is free again: a second goal with the same aim.
  await createSpanishGoal(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link', { name: /^Spanish to B1 · from \d+ \w+ \(\d\)/ });
  await expect(links).toHaveCount(2);
  const labels = await links.allTextContents();
  expect(new Set(labels).size).toBe(2);

  // Renamed on its page: the name is said back where the goal is listed.
  await page.getByRole('button', { name: 'Rename goal' }).click();
  const name = page.getByLabel('Goal name');
  await expect(name).toBeFocused();
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please name your goal.')).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);
  await name.fill('Spanish for the trip to Seville');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Spanish for the trip to Seville' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename goal' })).toBeFocused();
  await expect(nav.getByRole('link', { name: /^Spanish for the trip to Seville/ })).toBeVisible();
  // Once the names differ, neither needs its start date.
  await expect(nav.getByRole('link', { name: /^Spanish to B1\s*\d+%$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('article h3', { hasText: 'Spanish for the trip to Seville' })).toBeVisible();

  // The archived one still opens; an address that leads nowhere goes Home, saying why.
  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'Spanish to B1' })).toBeVisible();
  await page.goto('/goal/nosuchgoal1');
  await expect(page).toHaveURL(/\/home$/);
  await expectToast(page, 'Goal not found');
});

test('the forecast waits for two weeks of activity, and an adjusted plan’s description is rewritten with it', async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail('fay'), 'Fay Cast');
  await createSpanishGoal(page);
  const description = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p');
  await expect(description).toContainText('At 30 minutes a day');

  // One task ticked on day one: no pace yet, and no date far away said as if it were one.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.locator('article', { hasText: 'Spanish to B1' }).getByRole('checkbox').first().check();
  await expect(page.locator('article', { hasText: 'Spanish to B1' }).getByText('Saved', { exact: true })).toBeVisible();
  await page.locator('article', { hasText: 'Spanish to B1' }).getByRole('link', { name: 'Spanish to B1' }).click();
  const forecast = page.getByRole('region', { name: 'Week by week' });
  await expect(forecast).toContainText('After two weeks of days done, this says when you would finish at your pace.');
  await expect(forecast).not.toContainText('you would finish around');
  await expectAccessibleOnPhoneAndDesktop(page);

  // Adjusted to an hour a day and accepted: the description says the new plan, not the old.
  await page.getByRole('button', { name: 'Adjust plan' }).click();
  await page.getByRole('form', { name: 'Adjust plan' }).getByLabel('Minutes a day').fill('60');
  await page.getByRole('form', { name: 'Adjust plan' }).getByRole('button', { name: 'Make a new plan' }).click();
  const review = page.getByRole('region', { name: 'Your plan from week 2, adjusted' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(description).toContainText('At 30 minutes a day');
  await review.getByRole('button', { name: 'Accept new plan' }).click();
  // Writing a half-year plan's weeks takes a while on a busy machine; the button says "Updating…" meanwhile.
  await expect(description).toContainText(/\bat 60 minutes a day/i, { timeout: 60_000 });
  await expect(description).not.toContainText('30 minutes a day');
});
