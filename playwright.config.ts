import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { INBOUND_MAIL_DOMAIN, INBOUND_MAIL_SECRET, smtpPortFor } from './e2e/support/mail-env';

// E2E_PORT lets several runs share a machine, each with its own port and data directory.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const DATA_DIR = `.e2e-data/${PORT}`;
const baseURL = `http://127.0.0.1:${PORT}`;
// The app delivers mail to a real SMTP server of the run (e2e/support/smtp-server.ts; read it with mailbox.ts).
// Customer replies come back through the inbound-mail webhook, as a mail provider would post them.
const mailEnv = `SMTP_URL=smtp://127.0.0.1:${smtpPortFor(PORT)} PUBLIC_URL=${baseURL} INBOUND_MAIL_SECRET=${INBOUND_MAIL_SECRET} INBOUND_MAIL_DOMAIN=${INBOUND_MAIL_DOMAIN}`;

// Debian's Chromium: Playwright never downloads a browser here. Its headless shell (package chromium-headless-shell:
// the same engine without the desktop browser around it, what Playwright itself runs headless) took the suite a
// tenth less time than the whole browser; where it is not installed, the whole browser runs the tests.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium refuses some ports (5060 and 5061 are SIP's); any E2E_PORT must be reachable.
    `--explicitly-allowed-ports=${PORT}`,
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two on two cores. A third ran the suite a quarter faster (its tests wait a good part of their time), but the
  // busier machine let a form's late second focus take a field's typing in one run of four (decision 0293).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Whole user journeys on a 2-core machine that also runs the server: give each test room. A journey of 25 s alone
  // has taken over 60 s in a full run on a slow day (the customers' journey, 2026-11-29), so the ceiling is two
  // minutes for every test rather than raised test by test; only the longest journeys set more.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/smtp-server.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions,
    // No trace by default: recording one (with its screencast) for every test made the suite a fifth slower, and a
    // failure's trace is wanted only when looking into it: `npx playwright test x.spec.ts --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh embedded database each run; the server seeds the demo company into it.
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} ${mailEnv} PASSWORD_HASH_COST=10 node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
