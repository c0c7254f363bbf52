import { expect, test } from '@playwright/test';
import {
  createSpanishGoal,
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  expectToast,
  failOnConsoleErrors,
  signUp,
  uniqueEmail,
} from './support';

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
  // A click, then the box as the person sees it: the tick is optimistic, a moment after the click.
  const firstTask = page.locator('article', { hasText: 'Spanish to B1' }).getByRole('checkbox').first();
  await firstTask.click();
  await expect(firstTask).toBeChecked();
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

test('a goal started ten days ago with nothing done says so, reschedules, and Home shows Day 1 today', async ({ page }) => {
  await signUp(page, uniqueEmail('rey'), 'Rey Late');
  const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const tenDaysAgo = ymd(new Date(Date.now() - 10 * 24 * 3600 * 1000));
  // The questionnaire offers no past start: the request is sent as if the goal had been made ten days ago.
  await page.route('**/goals', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = JSON.parse(request.postData()!);
    await route.continue({ postData: JSON.stringify({ ...body, schedule: { ...body.schedule, startDate: tenDaysAgo } }) });
  });
  await createSpanishGoal(page);
  await page.unroute('**/goals');

  await page.getByRole('link', { name: 'Home' }).click();
  const card = page.locator('article', { hasText: 'Spanish to B1' });
  const behind = card.getByRole('group', { name: 'Behind schedule' });
  await expect(behind).toContainText('10 planned days went by');
  await expectAccessible(page);
  await behind.getByRole('button', { name: 'Reschedule from today' }).click();
  await expectToast(page, 'Plan moved');
  await expect(behind).toBeHidden();
  await expect(card.getByText(/Week 1: .* · Day 1$/)).toBeVisible();
  await expect(card.getByRole('checkbox').first()).toBeVisible();

  // The goal page dates Day 1 today.
  await card.getByRole('link', { name: 'Spanish to B1' }).click();
  const today = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date());
  await expect(page.getByRole('button', { name: /^Day 1: / }).getByText(today)).toBeVisible();
});

test('adjusting a plan shows the new weeks beside the current ones, and accepting replaces only the weeks not begun', async ({ page }) => {
  await signUp(page, uniqueEmail('ada'), 'Ada Just');
  await createSpanishGoal(page);
  // Week 1 begins: one task of Day 1 done.
  await page.getByRole('link', { name: 'Home' }).click();
  const card = page.locator('article', { hasText: 'Spanish to B1' });
  const first = card.getByRole('checkbox').first();
  const ticked = (await first.getAttribute('id'))!;
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await first.click();
  await saved;
  const doneTitle = (await page.locator(`label[for="${ticked}"]`).textContent())!;

  await card.getByRole('link', { name: 'Spanish to B1' }).click();
  await page.getByRole('button', { name: 'Adjust plan' }).click();
  const form = page.getByRole('form', { name: 'Adjust plan' });
  await form.getByLabel('Minutes a day').fill('60');
  await form.getByRole('radio', { name: /Lighter/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Make a new plan' }).click();

  const review = page.getByRole('region', { name: 'Your plan from week 2, adjusted' });
  await expect(review).toBeVisible();
  await expect(review.getByText('Week 1, which you have begun, stay as they are.', { exact: false })).toBeVisible();
  const proposed = review.getByRole('list', { name: 'New weeks' });
  // The week is the budget (decision 028): the new days run up to 60 minutes, some shorter, shown as a range.
  await expect(proposed.getByText(/(\d+–)?60 min a day/).first()).toBeVisible();
  const newWeek2 = (await proposed.locator('summary .font-medium').first().textContent())!;
  await expectAccessible(page);

  await review.getByRole('button', { name: 'Accept new plan' }).click();
  // Writing a half-year plan's weeks takes a while on a busy machine (the button says "Updating…").
  await expectToast(page, 'Plan updated', { timeout: 60_000 });
  await expect(review).toBeHidden();
  // Week 1 as it was, its done task still done; week 2 is the new one.
  await page
    .getByRole('button', { name: /^Day 1: / })
    .first()
    .click();
  await expect(page.getByRole('checkbox', { name: doneTitle, exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: new RegExp(`^${newWeek2.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible();
});

test('finishing a short goal shows its end, and archiving it keeps its History and frees the Free plan’s goal', async ({ page }) => {
  await signUp(page, uniqueEmail('fin'), 'Fin Ished');
  // A one-week plan of ten minutes a day (the questionnaire offers neither: the request is rewritten).
  await page.route('**/goals', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = JSON.parse(request.postData()!);
    await route.continue({ postData: JSON.stringify({ ...body, answers: { ...body.answers, weeks: 1, dailyMinutes: 10 } }) });
  });
  await createSpanishGoal(page);
  await page.unroute('**/goals');

  // Each open day in turn (a done day's name begins "Completed"), every task of it ticked.
  const open = page.getByRole('button', { name: /^Day \d+: / });
  const total = await open.count();
  while ((await open.count()) > 0) {
    await open.first().click();
    const boxes = page.getByRole('checkbox', { checked: false });
    while ((await boxes.count()) > 0) {
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
      await boxes.first().click();
      await saved;
    }
  }
  const end = page.getByRole('region', { name: 'Goal complete' });
  await expect(end).toContainText(`All ${total} days of the plan are done.`);
  await expectAccessible(page);
  await end.getByRole('button', { name: 'Archive goal' }).click();
  await expectToast(page, 'Goal archived');
  await expect(page.getByRole('region', { name: 'Archived' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Archived goals' }).getByRole('link', { name: /Spanish to B1/ })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('Every goal you had is archived.')).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('main')).toContainText('Spanish to B1');
  // The Free plan's one goal is free again.
  await page.goto('/onboarding/goals');
  await expect(page.getByText('Your Free plan includes 1 goal, and you already have it.')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Languages' })).toBeVisible();
});
