import { expect, test } from '@playwright/test';
import {
  createSpanishGoalBegunDaysAgo,
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  expectToast,
  expectTouchTargets,
  failOnConsoleErrors,
  screenshot,
  signUp,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

test('a week with nothing done is asked what got in the way, and the answer is said back in a sentence written whole', async ({ page }) => {
  await signUp(page, uniqueEmail('wes'), 'Wes Week');
  await createSpanishGoalBegunDaysAgo(page, 8);

  // The goal page: the week in numbers, and the question that fits a week with nothing done.
  const review = page.getByRole('region', { name: 'Week in review' });
  await expect(review).toContainText('ended: 0 of');
  const question = review.getByRole('group', { name: 'What got in the way this week?' });
  await expect(question.getByRole('button')).toHaveText(['No time', 'Too hard', 'Ill or hurt', 'Something else', 'Later']);
  await expect(review.getByText('How did this week feel?')).toBeHidden();
  await expectAccessibleOnPhoneAndDesktop(page);

  await question.getByRole('button', { name: 'No time' }).click();
  const said = review.getByRole('status');
  await expect(said).toContainText(
    'Week 1: no time — noted. A week with no time for the plan: this week once more, from where you left off.',
  );
  // Listed with the answer, as it was given.
  await expect(review.getByRole('list', { name: 'Your reviews' })).toContainText('Week 1: no time —');
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('a week that went badly is reviewed from Home, and the lighter next week it proposes is accepted', async ({ page }) => {
  await signUp(page, uniqueEmail('rev'), 'Rev Iew');
  // A plan that began seven days ago, every day of the week: week 1 (a calendar week of its seven days,
  // decision 055) ended yesterday.
  await createSpanishGoalBegunDaysAgo(page, 7);

  await page.getByRole('link', { name: 'Home' }).click();
  // On a phone, answered from the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  const review = page.getByRole('group', { name: 'Week in review' });
  await expect(review).toContainText('Week 1 has ended.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await review.scrollIntoViewIfNeeded();
  await screenshot(page, 'home-week-review');
  await review.getByRole('button', { name: 'Add a note' }).click();
  await review.getByLabel('A note (optional)').fill('Ill for most of the week');
  await review.getByRole('button', { name: 'Too hard' }).focus();
  await page.keyboard.press('Enter');
  await expect(review.getByRole('status')).toContainText('once more');
  await review.getByRole('link', { name: 'See the new weeks' }).click();

  const proposed = page.getByRole('region', { name: 'After your review of week 1: your plan from week 2' });
  await expect(proposed).toBeVisible();
  const newWeeks = proposed.getByRole('list', { name: 'New weeks' });
  await expect(newWeeks.locator('summary .font-medium').first()).toHaveText(/^Week 2: .*, once more$/);
  await expectAccessible(page);
  await proposed.scrollIntoViewIfNeeded();
  await screenshot(page, 'review-change');
  await proposed.getByRole('button', { name: 'Accept new plan' }).click();
  // Writing a half-year plan's weeks takes a while on a busy machine (the button says "Updating…").
  await expectToast(page, 'Plan updated', { timeout: 60_000 });
  await expect(proposed).toBeHidden();
  await expect(page.getByRole('button', { name: /^Week 2: .*, once more/ })).toBeVisible();
  // The review and what it changed stay on the goal page.
  await expect(page.getByRole('list', { name: 'Your reviews' })).toContainText('You took this change.');
});
