import { expect, test } from '@playwright/test';
import { createSpanishGoal, expectToast, failOnConsoleErrors, signUp, uniqueEmail } from './support';

failOnConsoleErrors();

test('a user downloads their data and takes it to a new account, where it reads as it did', async ({ browser }) => {
  const before = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signUp(before, uniqueEmail('mover'), 'Mo Ving');
  await createSpanishGoal(before);
  await before.getByRole('link', { name: 'Home' }).click();
  const card = before.locator('article', { hasText: 'Spanish to B1' });
  const saved = before.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await card.getByRole('checkbox').first().click();
  await saved;

  await before.goto('/settings');
  const data = before.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([before.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^stride-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
  expect(exported.goals.map((g: { title: string }) => g.title)).toEqual(['Spanish to B1']);
  const [csv] = await Promise.all([before.waitForEvent('download'), data.getByRole('button', { name: 'Completed tasks (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);

  const after = await (await browser.newContext()).newPage();
  await signUp(after, uniqueEmail('moved'), 'Mo Ved');
  await after.goto('/settings');
  await after.getByRole('region', { name: 'Your data' }).getByLabel('Stride export file').setInputFiles(file);
  // An import writes a whole plan's items; on a busy machine that takes longer than a toast usually does.
  await expectToast(after, 'Import complete', { timeout: 60_000 });
  await expect(after.getByText('Added 1 goal and 0 personal tasks.', { exact: true })).toBeVisible();
  await after.getByRole('link', { name: 'History' }).click();
  await expect(after.getByRole('main')).toContainText(exported.completions[0].title);
  await after.getByRole('link', { name: 'Home' }).click();
  await expect(after.locator('article', { hasText: 'Spanish to B1' }).getByRole('checkbox').first()).toBeChecked();
});
