import { expect, test } from '@playwright/test';
import {
  createSpanishGoal,
  expectAccessible,
  expectAccessibleOnPhoneAndDesktop,
  expectToast,
  failOnConsoleErrors,
  mailedNotice,
  PASSWORD,
  signIn,
  signUp,
  totpCode,
  uniqueEmail,
} from './support';

failOnConsoleErrors();

test('two-factor set-up shows a QR code to scan beside the key, and signing out has one name', async ({ page }) => {
  await signUp(page, uniqueEmail('qin'), 'Qin Code');
  await page.goto('/settings');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const qr = twoFactor.getByRole('img', { name: 'QR code to scan with an authenticator app' });
  await expect(qr).toBeVisible();
  await expect(twoFactor.getByLabel('Setup key')).toBeVisible();
  // Big enough for a phone's camera across a desk: at least 1.5 mm a module on a usual screen.
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(180);
  expect(box.width).toBe(box.height);
  await expectAccessibleOnPhoneAndDesktop(page);
  await twoFactor.getByRole('button', { name: 'Cancel' }).click();
  await expect(qr).toBeHidden();

  // "Sign out" in Settings as in the sidebar; nothing says "Logout".
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(/log ?out/i)).toHaveCount(0);
});

test('a session cleared while in use is told so, in a toast and on its page', async ({ page }) => {
  await signUp(page, uniqueEmail('sal'), 'Sal Session');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  // Everything the browser kept goes, as when site data is cleared in another tab; then the next page is asked for.
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expectToast(page, 'Your session has ended');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('signing out, then in again with the password; wrong and empty input are said at the field and in a toast', async ({ page }) => {
  const email = uniqueEmail('sam');
  await signUp(page, email, 'Sam Lee');
  await page.goto('/settings');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'You have been signed out.');
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter your email address');
  const emailField = page.getByLabel('Sign In');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Please enter your email address');
  await expect(emailField).toBeFocused();
  await emailField.fill(email.replace('@', ''));
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(emailField).toHaveAccessibleDescription('Enter an email address like name@example.com');
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter your password.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  await page.getByLabel('Password').fill('Wrong-Passw0rd');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Incorrect email or password.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect email or password.');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();

  // Signing out is also one click away in the sidebar, on any page.
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expectToast(page, 'You have been signed out.');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin$/);
});

test('toasts close by themselves after one is dismissed, and do not follow the user to the next page', async ({ page }) => {
  await page.goto('/signin');
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter your email address');
  await toasts.getByRole('button', { name: 'Close' }).click();
  await expect(toasts.getByText('Please enter your email address')).toHaveCount(0);
  // The next toast still closes on its own (Radix pauses timers while focus is in the toasts).
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter your email address');
  await expect(toasts.getByText('Please enter your email address')).toHaveCount(0, { timeout: 10_000 });

  // A toast of this page is not carried onto the next one.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter your email address');
  await page.waitForTimeout(2_000);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/onboarding\/email$/);
  await expect(toasts.getByText('Please enter your email address')).toHaveCount(0);
});

test('a first visitor is sent to sign in (not told a session expired), and lands on the link they opened', async ({ browser }) => {
  // Someone with a goal, whose goal page link is opened in a browser that never signed in.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const email = uniqueEmail('lin');
  await signUp(ownerPage, email, 'Lin Link');
  await createSpanishGoal(ownerPage);
  const goalPath = new URL(ownerPage.url()).pathname;
  await owner.close();

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).not.toBeVisible();

  await page.goto(goalPath);
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Sign In').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${goalPath}$`));
  await expect(page.getByRole('heading', { name: 'Spanish to B1' })).toBeVisible();
  await fresh.close();
});

test('a session that ended is told so', async ({ page }) => {
  await signUp(page, uniqueEmail('ned'), 'Ned Ended');
  // The stored session goes away without a sign-out, as when it expires.
  await page.evaluate(
    "for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key)",
  );
  await page.goto('/history');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
  await expectAccessible(page);
});

test('two-factor authentication is turned on with a generated code, asked for at sign-in, and turned off', async ({ page }) => {
  const email = uniqueEmail('tia');
  await signUp(page, email, 'Tia Totp');
  await page.goto('/settings');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const secret = (await twoFactor.getByLabel('Setup key').textContent())!.replace(/\s/g, '');
  await expectAccessible(page);
  await twoFactor.getByLabel('6-digit code from the app').fill(totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expectToast(page, 'Two-factor authentication is on');
  await expect(twoFactor.getByRole('button', { name: 'Turn off' })).toBeVisible();
  // The server turned it on, and told the account's address.
  expect(await mailedNotice(email, 'Two-step verification is on')).toContain('Forgot password?');

  // Signing in now asks for the app's code after the password.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Sign In').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authenticator code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Just signed in, so turning it off is allowed; the next sign-in needs no code.
  await page.goto('/settings');
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, 'Two-factor authentication is off');
  await expect(twoFactor.getByRole('button', { name: 'Turn on' })).toBeVisible();
  expect(await mailedNotice(email, 'Two-step verification was turned off')).toContain('Forgot password?');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, email);

  // The password changes through the API too, which tells the account; every session ends.
  await page.goto('/settings');
  const newer = 'A-newer-passphrase-for-Tia';
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password').fill(newer);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password updated');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await mailedNotice(email, 'Your Stride password was changed')).toContain('Forgot password?');
  await page.getByLabel('Sign In').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(newer);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a second user never sees the first user's goals", async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await signUp(first, uniqueEmail('one'), 'First User');
  await createSpanishGoal(first);
  const goalUrl = first.url();

  const second = await (await browser.newContext()).newPage();
  await signUp(second, uniqueEmail('two'), 'Second User');
  await second.getByRole('link', { name: 'Skip' }).click();
  await expect(second.getByText('You have no goals yet.')).toBeVisible();
  await expect(second.getByRole('navigation', { name: 'Main' })).toContainText('No goals yet.');
  await second.goto(goalUrl);
  await expect(second).toHaveURL(/\/home$/);
  await second.goto('/history');
  await expect(second.getByText('No completed tasks found.')).toBeVisible();
});
