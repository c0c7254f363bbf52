import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys: Debian's Chromium against `npm start`'s local stack, on its own ports and a
 * fresh data folder per run (workers inherit the folder through the environment).
 */
process.env.STRIDE_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'stride-e2e-'));
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const web = port('STRIDE_E2E_WEB_PORT', 5273);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Ceilings for a loaded 2-core machine (`npm run test:stress`); journeys wait on what the page shows.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${web}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx local/start.ts',
    url: `http://127.0.0.1:${web}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      STRIDE_WEB_PORT: String(web),
      STRIDE_API_PORT: String(port('STRIDE_E2E_API_PORT', 3101)),
      STRIDE_COGNITO_PORT: String(port('STRIDE_E2E_COGNITO_PORT', 9329)),
      STRIDE_DYNAMO_PORT: String(port('STRIDE_E2E_DYNAMO_PORT', 8100)),
      STRIDE_DATA_DIR: process.env.STRIDE_E2E_DATA,
      // The hourly reminder run looks every second, so a reminder set for this hour arrives at once.
      STRIDE_REMINDER_INTERVAL_MS: '1000',
    },
  },
});
