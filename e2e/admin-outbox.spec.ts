import { expect, test } from '@playwright/test';
import type { OutboxMail } from '../src/domain/contracts/outbox';
import { DEMO_PASSWORD, registerViaApi, signIn } from './fixtures';
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
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
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
  await shots(page, 'admin-outbox-message');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search e-mails' }).fill(`no-such-mail-${Date.now()}`);
  await expect(page.getByText('No e-mails found')).toBeVisible();
  await shots(page, 'admin-outbox-no-match');
});

test('the mobile menu lists Outbox for system administrators, and others are refused', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
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
