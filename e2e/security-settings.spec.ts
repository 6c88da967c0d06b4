import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test, toastText } from './fixtures';
import { OWN_SERVER_START_MS, startOwnServer } from './support/own-server';
import { shots } from './support/screens';

/**
 * Settings that take effect, two-factor sign-in and forced password changes, on a server of this spec file's own:
 * the settings are shared by every user, so changing them on the shared test server would disturb the specs
 * running beside this one. That server counts the session timeout in seconds instead of minutes
 * (SESSION_TIMEOUT_UNIT_SECONDS=1, docs/decisions/0183-testing-idleness-honestly.md), so an idle session ends while the test watches.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 5055) + 1000;
const ADMIN = { username: 'sysadmin', password: 'Quarry-bell-58-admin' };
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer({
    port: PORT,
    env: {
      SESSION_TIMEOUT_UNIT_SECONDS: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

/** A company admin registered through the API; the page's context holds the session. */
async function register(page: Page) {
  const username = `sec${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = { username, password: 'Tern-gable-71', email: `${username}@example.com` };
  const res = await page.request.post(url('/api/register'), {
    data: { ...user, companyName: `Firm ${username}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(url('/auth'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The application (its shell) is shown: signed in, nothing pending. */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
}

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
const stepNow = () => Math.floor(Date.now() / 30_000);

test('a user turns on two-factor sign-in and signs in with a code, then with a recovery code', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const user = await register(page);
  await page.goto(url('/profile'));
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await shots(page, 'security-enrolment');
  const secret = (await secretText.getAttribute('data-secret')) ?? '';
  expect(secret.replaceAll(' ', '')).toBe((await secretText.innerText()).replaceAll(' ', ''));

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(page.getByText('Invalid code. Check the time on your phone and try again.')).toBeVisible();
  const enrolStep = stepNow();
  await page.getByLabel('Code from the app').fill(totp(secret).generate());
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await shots(page, 'security-recovery-codes');
  await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, user.username, user.password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await shots(page, 'security-code-prompt');
  // The enrolment's code (its time step) is spent: the next step's code is needed.
  await expect.poll(stepNow, { timeout: 35_000, intervals: [500] }).toBeGreaterThan(enrolStep);
  await codeField.fill(totp(secret).generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await signIn(page, user.username, user.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);
  await page.goto(url('/profile'));
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
  // Turned off with the password, the next sign-in asks for the password only.
  await page.getByRole('button', { name: 'Turn Off' }).click();
  await page.getByLabel('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Turn Off' }).first().click();
  await expect(page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await signIn(page, user.username, user.password);
  await expectSignedIn(page);
  await page.context().close();
});

test('a user whose password expired must change it at sign-in', async ({ browser }) => {
  const page = await newPage(browser);
  const user = await register(page);
  await page.request.post(url('/api/logout'));
  // 100 days ago, beyond the default expiry of 90 days.
  await server.db.query(
    "update users set password_changed_at = now() - interval '100 days' where username = $1",
    [user.username],
  );
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  // The server refuses everything else meanwhile.
  const refused = await page.request.get(url('/api/projects'));
  expect(refused.status()).toBe(403);
  await shots(page, 'security-change-password');
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm New Password').fill('password1');
  await page.getByRole('button', { name: 'Change Password and Continue' }).click();
  await expect(page.getByText('This password is too common. Choose another.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Lintel-cobalt-93');
  await page.getByLabel('Confirm New Password').fill('Lintel-cobalt-93');
  await page.getByRole('button', { name: 'Change Password and Continue' }).click();
  await expectSignedIn(page);
  await expect(toastText(page, 'Password changed')).toBeVisible();
  await page.context().close();
});

test('an administrator sets the session timeout, and an idle session ends on its own', async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await signIn(admin, ADMIN.username, ADMIN.password);
  // Signed in before going on: leaving the page at once would cancel the sign-in still under way.
  await expectSignedIn(admin);
  await admin.goto(url('/admin/settings'));
  await expect(admin.getByRole('heading', { name: 'System Settings' })).toBeVisible();
  await expect(admin.getByLabel('Company Name')).toHaveValue('BuildLine');
  await shots(admin, 'security-settings-general');
  await admin.getByRole('tab', { name: 'Security' }).click();
  const timeout = admin.getByLabel('Session Timeout (minutes)');
  await expect(timeout).toHaveValue('30');
  await expect(admin.getByLabel('Password Expiry (days)')).toHaveValue('90');
  await shots(admin, 'security-settings-security');
  await timeout.fill('4');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Timeout must be at least 5 minutes')).toBeVisible();
  await admin.getByRole('tab', { name: 'Backup' }).click();
  await expect(admin.getByRole('heading', { name: 'Backup' })).toBeVisible();
  await shots(admin, 'security-settings-backup');

  // A member signed in on the dashboard, then left alone.
  const member = await newPage(browser);
  const user = await register(member);
  await member.goto(url('/dashboard'));
  await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await admin.getByRole('tab', { name: 'Security' }).click();
  await admin.getByLabel('Session Timeout (minutes)').fill('5');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(admin, 'Settings saved')).toBeVisible();

  // Five "minutes" of this server (5 seconds) idle, then the live-update heartbeat (every 20 s) ends the
  // stream: the page goes to the sign-in page by itself and says why.
  await expect(member.getByText('Your session has ended. Please sign in again.')).toBeVisible({
    timeout: 45_000,
  });
  await expect(member).toHaveURL(/\/auth$/);
  expect(user.username).toBeTruthy();
  await admin.context().close();
  await member.context().close();
});
