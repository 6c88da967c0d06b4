import type { OutboxMail } from '#domain/contracts/outbox';
import { DEMO_PASSWORD, expect, registerViaApi, signIn, test } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots } from './support/screens';

test('the system administrator reads delivered mail on /admin/outbox', async ({ page, browser }) => {
  // A mail to look at: a reset link for a new account, delivered to the run's SMTP server.
  const other = await browser.newContext();
  const user = await registerViaApi(await other.newPage(), { companyName: 'Outbox Remodelers' });
  await other.close();
  const email = `${user.username}@example.com`;
  const since = new Date();
  const asked = await page.request.post('/api/password-reset', { data: { emailOrUsername: email } });
  expect(asked.status()).toBe(202);
  const delivered = await waitForMail(email, { since });
  const link = firstLink(delivered, '/auth/reset-password');

  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  // Without a company, the system administrator lands in the administration area.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  // The outbox row is committed just after the SMTP server took the mail.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/admin/outbox?search=${encodeURIComponent(email)}`);
      return ((await res.json()) as OutboxMail[])[0]?.sentAt ?? null;
    })
    .not.toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search e-mails' }).fill(email);
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Outbox Remodelers')).toBeVisible();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 e-mails')).toBeVisible();
  await shots(page, 'admin-outbox');

  await row.getByRole('button', { name: 'Reset your BuildLine password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your BuildLine password' });
  await expect(dialog.getByText(`To ${email}`)).toBeVisible();
  await expect(dialog.getByText('Delivered', { exact: true })).toBeVisible();
  // The body shown is the body delivered, link included.
  await expect(dialog.getByRole('region', { name: 'Message' })).toContainText(link);
  // The link in the mail is a link, opening in a new tab.
  const mailLink = dialog.getByRole('region', { name: 'Message' }).getByRole('link', { name: link });
  await expect(mailLink).toHaveAttribute('href', link);
  await expect(mailLink).toHaveAttribute('target', '_blank');
  await expect(mailLink).toHaveAttribute('rel', /\bnoopener\b/);
  await shots(page, 'admin-outbox-message');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search e-mails' }).fill(`no-such-mail-${Date.now()}`);
  await expect(page.getByText('No e-mails found')).toBeVisible();
  await shots(page, 'admin-outbox-no-match');
});

test('a mail kept for want of an SMTP server says so', async ({ page }) => {
  // The run's server delivers by SMTP, so the answer of a server without SMTP_URL is played back here.
  const kept: OutboxMail = {
    id: 1,
    companyId: null,
    companyName: null,
    to: 'kept@example.com',
    subject: 'Kept mail',
    text: 'Open https://pm.example.com/auth/reset-password?token=abc to go on.',
    createdAt: new Date().toISOString(),
    sentAt: null,
    error: null,
    attempts: 0,
    nextAttemptAt: null,
    failedAt: null,
  };
  // And one the background sender could not deliver yet: its attempts, error and next try are shown.
  const retrying: OutboxMail = {
    ...kept,
    id: 2,
    to: 'retry@example.com',
    subject: 'Retried mail',
    error: 'connect ECONNREFUSED 127.0.0.1:25',
    attempts: 2,
    nextAttemptAt: new Date(Date.now() + 120_000).toISOString(),
  };
  await page.route(/\/api\/admin\/outbox(\?|$)/, (route) =>
    route.fulfill({ json: [retrying, kept], headers: { 'x-total-count': '2' } }),
  );
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  // Without a company, the system administrator lands in the administration area.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.goto('/admin/outbox');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: kept.to });
  await expect(row.getByText('Not delivered', { exact: true })).toBeVisible();
  await expect(row.getByText('No SMTP server is configured (SMTP_URL)')).toBeVisible();
  const retryRow = page.getByRole('table').getByRole('row').filter({ hasText: retrying.to });
  await expect(retryRow.getByText('Retrying', { exact: true })).toBeVisible();
  await expect(retryRow.getByText(/2 attempts so far; next .*: connect ECONNREFUSED/)).toBeVisible();
  await shots(page, 'admin-outbox-kept');

  await row.getByRole('button', { name: 'Kept mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kept mail' });
  await expect(dialog.getByText('No SMTP server is configured (SMTP_URL)')).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'https://pm.example.com/auth/reset-password?token=abc' }),
  ).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('region', { name: 'Message' })).toHaveText(kept.text);
  await shots(page, 'admin-outbox-kept-message');
});

test('the mobile menu lists Outbox for system administrators, and others are refused', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  // Without a company, the system administrator lands in the administration area.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  const other = await browser.newContext();
  const employeePage = await other.newPage();
  await registerViaApi(employeePage, { companyName: 'Not Admins Inc' });
  await employeePage.goto('/admin/outbox');
  await expect(employeePage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await other.close();
});
