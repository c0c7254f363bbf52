/**
 * Lighthouse (desktop preset) on /signin, and on /home and /history with a signed-in account,
 * against a fresh local stack. Target: 98 or more in every category on /home and /history.
 */
import '../local/quiet';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { claimPort } from '../local/ports';
import { startLocalStack } from '../local/stack';
import { signUpAndSignIn } from '../local/users';
import { buildWebIfStale } from '../local/web-build';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-lh-'));
  const profile = mkdtempSync(join(tmpdir(), 'stride-lh-profile-'));
  const stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  const port = await claimPort('127.0.0.1', 0, 'chromium', '');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktop } = await import('lighthouse/core/config/desktop-config.js');
    const audit = async (path: string) => {
      const result = await lighthouse(
        `${stack.webUrl}${path}`,
        { port, logLevel: 'error', output: 'json', disableStorageReset: true },
        desktop,
      );
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const metric = (id: string) => result!.lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${path.padEnd(9)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}` +
          `   (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
      );
    };
    await audit('/signin');

    const email = 'lighthouse@example.test';
    await signUpAndSignIn(stack, { email, password: 'Light-House1', name: 'Light House' });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${stack.webUrl}/signin`);
    await page.getByLabel('Sign In').fill(email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Password').fill('Light-House1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home$/);
    await audit('/home');
    await audit('/history');
  } finally {
    await context.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
