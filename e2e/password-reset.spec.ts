import { expect, registerViaApi, signIn, test, toasts } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots } from './support/screens';

const CONFIRMATION = 'If an account matches, we have sent a link to reset the password.';
const INVALID_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

test('a forgotten password is reset through the e-mailed link; the old one and old sessions stop working', async ({
  page,
  browser,
}) => {
  // The account, signed in on another browser (its session must end with the reset).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const user = await registerViaApi(otherPage, { companyName: 'Forgetful Builders' });
  const email = `${user.username}@example.com`;
  expect((await otherPage.request.get('/api/user')).status()).toBe(200);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Email or username is required')).toBeVisible();
  await shots(page, 'forgot-password-dialog');

  const since = new Date();
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' }).getByText(CONFIRMATION)).toBeVisible();
  await shots(page, 'forgot-password-sent');
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/auth$/);

  const mail = await waitForMail(email, { subject: 'Reset your BuildLine password', since });
  expect(mail.text).toContain(`"${user.username}"`);
  const link = firstLink(mail, '/auth/reset-password');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);

  // The link opened where the mail was read: a browser that has never signed in.
  const fresh = await browser.newContext();
  const resetPage = await fresh.newPage();
  await resetPage.goto(link);
  await expect(resetPage.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await resetPage.getByLabel('New password').fill('12345');
  await resetPage.getByLabel('Confirm password').fill('54321');
  await resetPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(resetPage.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(resetPage.getByText("Passwords don't match")).toBeVisible();
  await shots(resetPage, 'reset-password-errors');
  // Only the server knows the common passwords: its refusal is said under the field, and what was typed stays.
  await resetPage.getByLabel('New password').fill('password1');
  await resetPage.getByLabel('Confirm password').fill('password1');
  await resetPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(resetPage.getByText('This password is too common. Choose another.')).toBeVisible();
  await expect(resetPage.getByLabel('New password')).toBeFocused();
  await expect(resetPage.getByLabel('Confirm password')).toHaveValue('password1');

  await resetPage.getByLabel('New password').fill('fresh-start-9');
  await resetPage.getByLabel('Confirm password').fill('fresh-start-9');
  await resetPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(resetPage).toHaveURL(/\/auth$/);
  await expect(toasts(resetPage).getByText('Password changed', { exact: true })).toBeVisible();
  await shots(resetPage, 'reset-password-done');

  await signIn(resetPage, user.username, 'fresh-start-9');
  await expect(resetPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The old password no longer works, and the other browser's session has ended.
  await signIn(page, user.username, user.password);
  await expect(toasts(page).getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect((await otherPage.request.get('/api/user')).status()).toBe(401);

  // The link worked once: a second use says so and offers a new one.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link);
  await againPage.getByLabel('New password').fill('second-try-1');
  await againPage.getByLabel('Confirm password').fill('second-try-1');
  await againPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(againPage.getByRole('alert').getByText(INVALID_LINK)).toBeVisible();
  await shots(againPage, 'reset-password-used-link');
  await againPage.getByRole('link', { name: 'Request a new link' }).click();
  await expect(againPage.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();

  await Promise.all([other.close(), fresh.close(), again.close()]);
});

test('an unknown address gets the same confirmation and no mail', async ({ page }) => {
  const nobody = `nobody-${Date.now().toString(36)}@example.com`;
  const since = new Date();
  await page.goto('/auth?forgot');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email or username').fill(nobody);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog').getByText(CONFIRMATION)).toBeVisible();
  await expect(waitForMail(nobody, { since, timeout: 2_000 })).rejects.toThrow(/No mail to/);
});

test('a reset link without its token says so', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('This link is incomplete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
