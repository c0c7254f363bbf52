import { expect, test } from '@playwright/test';
import { createSpanishGoal, expectAccessibleOnPhoneAndDesktop, expectToast, failOnConsoleErrors, signUp, uniqueEmail } from './support';

failOnConsoleErrors();

test('a new account is welcomed by name, told the Free plan’s room before its first goal, and where it is met how this install lifts it', async ({
  page,
}) => {
  const email = uniqueEmail('wil');
  await signUp(page, email, 'Wil Welcome');
  await expectToast(page, 'Welcome to Stride, Wil!');
  await expect(page.getByText('Your Free plan has room for one goal at a time', { exact: false })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await createSpanishGoal(page);
  await page.goto('/onboarding/goals');
  const full = page.getByRole('status').filter({ hasText: 'Your Free plan includes 1 goal, and you already have it.' });
  await expect(full).toBeVisible();
  // A local install is its owner's: the two ways to lift the limit, with this account's address.
  await expect(full).toContainText('DEFAULT_PLAN=pro npm start');
  await expect(full).toContainText(`npm run admin -- set-plan ${email} pro`);
  await expectAccessibleOnPhoneAndDesktop(page);
});

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
