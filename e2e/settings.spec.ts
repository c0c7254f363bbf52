import { expect, test, type Page } from '@playwright/test';
import {
  createSpanishGoal,
  expectAccessible,
  expectToast,
  failOnConsoleErrors,
  mailedCode,
  mailedReminder,
  PASSWORD,
  screenshot,
  signIn,
  signUp,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

/**
 * Moves this page's clock past the recent sign-in window, lets `action` meet the stale session (it is
 * sent to sign in again), puts the clock back and signs in — which returns to Settings.
 */
async function signInAgainAfterAWhile(page: Page, email: string, action: () => Promise<void>, why: string): Promise<void> {
  await page.clock.fastForward('11:00');
  await action();
  await expectToast(page, new RegExp(`For your security, ${why} needs a recent sign-in`));
  await expect(page).toHaveURL(/\/signin$/);
  await page.clock.setSystemTime(Date.now());
  await page.getByLabel('Sign In').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

test('a goal is deleted, name and email are changed, and a deleted account can no longer sign in', async ({ page }) => {
  // The page's clock, so that a sign-in can grow old (it otherwise flows as usual).
  await page.clock.install();
  const email = uniqueEmail('dee');
  await signUp(page, email, 'Dee Ray');
  await createSpanishGoal(page);
  await page.getByRole('button', { name: 'Delete goal' }).click();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Goal' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You have no goals yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expectAccessible(page);
  await screenshot(page, 'settings');
  await page.getByLabel('Full Name').fill('Deanna Ray');
  await page.getByRole('button', { name: 'Change Name' }).click();
  await expectToast(page, 'Name updated');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Deanna' })).toBeVisible();

  // Changing the email asks for the password again once the sign-in is over 10 minutes old; then
  // Cognito mails a code to the new address, confirmed in a dialog.
  const newEmail = uniqueEmail('deanna');
  await page.getByRole('link', { name: 'Settings' }).click();
  await signInAgainAfterAWhile(
    page,
    email,
    async () => {
      await page.getByLabel('Email').fill(newEmail);
      await page.getByRole('button', { name: 'Change Email' }).click();
    },
    'changing your email',
  );
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Confirm your new email');
  await dialog.getByLabel('Verification code').fill(await mailedCode(newEmail));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Every session ends with the old sign-in: this one too, so sign in again with the new address.
  await expectToast(page, /Your new email is verified\. Sign in with it/);
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, newEmail);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);

  await page.getByRole('link', { name: 'Settings' }).click();
  const deleteAccount = async () => {
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  };
  await signInAgainAfterAWhile(page, newEmail, deleteAccount, 'deleting your account');
  await deleteAccount();
  await expect(page).toHaveURL(/\/signin$/);
  await expectToast(page, 'Account deleted');

  await page.getByLabel('Sign In').fill(newEmail);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, /Incorrect email or password|User does not exist/);
  await expect(page).not.toHaveURL(/\/home$/);
});

test('the plan is subscribed to as a calendar, and a reset link stops working at once', async ({ page }) => {
  await signUp(page, uniqueEmail('cal'), 'Cal Endar');
  await createSpanishGoal(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  await section.getByRole('button', { name: 'Create calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/calendar-feed\/[A-Za-z0-9_-]{32}\/stride\.ics$/);
  await expectAccessible(page);
  const first = await link.inputValue();

  // What a calendar app fetches: no sign-in, today's plan day with its tasks.
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/SUMMARY:Spanish to B1 — Day 1/);

  await section.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
  await expectToast(page, 'New calendar link ready');
  await expect(link).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  const current = await link.inputValue();
  expect((await page.request.get(current)).status()).toBe(200);
  // Shown once: Stride keeps only its fingerprint, so after a reload it says the link is on, not what it is.
  await page.reload();
  await expect(section.getByText(/^Your calendar link is on, made /)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Calendar link' })).toBeHidden();
  expect((await page.request.get(current)).status()).toBe(200);
});

test('a daily reminder arrives with today’s tasks at the chosen hour, and its link unsubscribes without signing in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('remind');
  await signUp(page, email);
  await createSpanishGoal(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Reminders' });
  await section.getByRole('checkbox', { name: 'Remind me of my tasks every day' }).check();
  // This hour on the browser's clock, so the local run (every second here) sends it now.
  const hour = await page.evaluate(() => new Date().getHours());
  await section.getByRole('combobox').selectOption(String(hour));
  await section.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Reminders on');
  await expect(section.getByText(/^On: the next one goes /)).toBeVisible();
  await expectAccessible(page);

  const mail = await mailedReminder(email);
  expect(mail.subject).toMatch(/^Today in Stride: \d+ tasks?$/);
  expect(mail.text).toContain('Spanish to B1 — Week 1, Day 1');
  const link = /Stop them with one click: (\S+)/.exec(mail.text)![1]!;

  // The link, opened where nobody is signed in.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible();
  await expectAccessible(stranger);
  await stranger.context().close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Reminders' }).getByRole('checkbox', { name: 'Remind me of my tasks every day' }),
  ).not.toBeChecked();
});
