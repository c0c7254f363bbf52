import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

export const dataDir = process.env.STRIDE_E2E_DATA!;
export const PASSWORD = 'Journey-Passw0rd';

let counter = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${counter++}@example.test`;

/**
 * The newest message in the local outbox for `email` that `wanted` accepts, waiting for it: mail is
 * written asynchronously to the request that causes it (Cognito's codes, the reminders' hourly run).
 */
async function newestMail(email: string, wanted: (m: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>> {
  const outbox = join(dataDir, 'outbox.log');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (existsSync(outbox)) {
      const mine = readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((m) => m.to === email && wanted(m));
      if (mine.length) return mine[mine.length - 1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${what} mailed to ${email}`);
}

/** The newest code the local outbox holds for `email` (sign-up confirmation, reset, email change). */
export async function mailedCode(email: string): Promise<string> {
  return (await newestMail(email, (m) => !!m.code, 'code')).code as string;
}

/** The daily reminder the local run wrote to the outbox for `email` (lambdas/app/reminders/send.ts). */
export async function mailedReminder(email: string): Promise<{ subject: string; text: string }> {
  const mail = await newestMail(email, (m) => String(m.subject).startsWith('Today in Stride'), 'reminder');
  return { subject: String(mail.subject), text: String(mail.text) };
}

/** The notice of an account change the local outbox holds for `email`, by its subject. */
export async function mailedNotice(email: string, subject: string): Promise<string> {
  return String((await newestMail(email, (m) => m.subject === subject && !!m.text, `“${subject}” notice`)).text);
}

/** Creates an account through the onboarding screens, as a person would. Ends on /onboarding/goals. */
export async function signUp(page: Page, email: string, name = 'Ana Lopez'): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Create password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/onboarding\/goals$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Sign In').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Creates a Spanish goal through the questionnaire and waits for its roadmap. */
export async function createSpanishGoal(page: Page, { onLastStep }: { onLastStep?: () => Promise<void> } = {}): Promise<void> {
  await page.goto('/onboarding/goals');
  await page.getByRole('link', { name: 'Languages', exact: true }).click();
  await page.getByRole('link', { name: 'Spanish', exact: true }).click();
  await page.getByLabel('Current level').fill('I know a few words');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Target level').fill('Hold a simple conversation (B1)');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('30 min / day').check();
  await page.getByRole('button', { name: 'Next' }).click();
  // When: from today, every day of the week (so that today is a day of the plan whatever the weekday).
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await onLastStep?.();
  await page.getByRole('button', { name: 'Create my roadmap' }).click();
  await expect(page).toHaveURL(/\/goal\//);
  // The page says "Generating your roadmap…" meanwhile; on a machine busy with other runs the local
  // stack's first plan (its planner loaded on first use) has taken over 15 s.
  await expect(page.getByText('Goal Progress')).toBeVisible({ timeout: 60_000 });
}

/**
 * A Spanish goal whose plan began `days` ago, every day of the week (in UTC), so that its first week
 * has ended: the questionnaire starts plans today, so its request is rewritten on the way.
 */
export async function createSpanishGoalBegunDaysAgo(page: Page, days: number): Promise<void> {
  const started = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  await page.route('**/goals', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = JSON.parse(request.postData()!);
    await route.continue({ postData: JSON.stringify({ ...body, schedule: { ...body.schedule, startDate: started, timeZone: 'UTC' } }) });
  });
  await createSpanishGoal(page);
  await page.unroute('**/goals');
}

/**
 * After a page was opened offline: Debian's Chromium (150 here) does not carry its emulated offline state into
 * a document made while offline (navigator.onLine reads true there, where a real device says false),
 * so the state is set again, and the page hears the 'offline' a device would have told it.
 */
export async function sayOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** No serious or critical accessibility violations on the page as it is now. */
/**
 * No serious or critical axe finding on the page as it is, in the light theme and then in the dark one
 * (the system's setting, which the app follows unless the user chose otherwise); the page is left light.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    // Buttons fade their colours (transition-colors): judge each theme's colours, not a frame between two.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      ),
      `axe in the ${colorScheme} theme`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Saves a screenshot of a main screen; `UPDATE_SCREENSHOTS=1 npm run test:e2e` refreshes the README's. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder =
    process.env.UPDATE_SCREENSHOTS === '1'
      ? join(__dirname, '..', 'docs', 'screenshots')
      : join(__dirname, '..', 'test-results', 'screenshots');
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

/** A toast with this text (Radix also renders an offscreen copy for screen readers: match the visible one). */
export async function expectToast(page: Page, text: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(text)
      .first(),
  ).toBeVisible(options);
}

/**
 * No errors in the browser console on any journey: uncaught exceptions, failed CSP checks, React
 * warnings logged as errors. Failed requests a test causes on purpose are answered, not errors.
 */
export function failOnConsoleErrors(): void {
  const errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors.length = 0;
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const text = m.text();
      // The browser logs every non-2xx response; the API's 4xx/5xx answers are part of the journeys.
      if (/Failed to load resource: the server responded with a status of (4|5)\d\d/.test(text)) return;
      // A journey that takes the device offline: the requests tried meanwhile fail, as they should.
      if (text === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED') return;
      errors.push(text);
    });
  });
  test.afterEach(() => expect(errors).toEqual([]));
}

export { totpCode } from '../local/totp';

/**
 * Every control a finger can reach on the page as it is now — buttons, links that are not words in a
 * sentence, checkboxes, selects — is at least 44 × 44 px (WCAG 2.5.5). Toasts are left out: they come
 * and go, and each closes by itself.
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input[type="checkbox"], select, [role="menuitem"]');
    return [...controls]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        const inText = style.display === 'inline';
        return visible && !inText && !el.closest('[aria-label^="Notifications"]');
      })
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
  expect(small, 'controls smaller than 44 × 44 px').toEqual([]);
}

/**
 * No serious or critical axe finding in either theme, on a phone (390 px wide) and on a desktop
 * (1280 px); the page is left at the desktop's size.
 */
export async function expectAccessibleOnPhoneAndDesktop(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await expectAccessible(page);
  }
}

/** Opens the Break down of the first task of a goal's card on Home that has one; its title and card. */
export async function breakDownFirstTask(page: Page, goalTitle: string) {
  await page.getByRole('link', { name: 'Home' }).click();
  const card = page.locator('article', { hasText: goalTitle });
  const button = card.getByRole('button', { name: /^Break down / }).first();
  const title = (await button.getAttribute('aria-label'))!.replace(/^Break down /, '');
  await button.click();
  const steps = card.getByRole('list', { name: `Steps of ${title}` });
  await expect(steps.getByRole('checkbox').first()).toBeFocused();
  return { card, title, steps };
}
