import { expect, test } from '@playwright/test';
import { createSpanishGoalBegunDaysAgo, expectAccessibleOnPhoneAndDesktop, failOnConsoleErrors, signUp, uniqueEmail } from './support';

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
