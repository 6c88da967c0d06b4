import { expect, registerViaApi, test, toasts } from './fixtures';
import { shotPath } from './support/screens';

// Animations finish first so a slide-in menu is captured in place.
const shot = (name: string) => ({
  path: shotPath(name),
  fullPage: true,
  animations: 'disabled' as const,
});

test('sign-in page, wide and narrow', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.screenshot(shot('auth-wide'));
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await page.screenshot(shot('auth-register-errors'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.screenshot(shot('auth-narrow'));
});

test('dashboard shell, wide and narrow, and the mobile menu', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Screenshot Remodeling' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.screenshot(shot('dashboard-wide'));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('dashboard-narrow'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot(shot('mobile-menu'));
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(toasts(page).getByText('Logged out', { exact: true })).toBeVisible();
  await page.screenshot(shot('toast-wide'));
});

test('onboarding, 404 and the narrow toast', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toasts(page).getByText('Login failed', { exact: true })).toBeVisible();
  await page.screenshot(shot('toast-narrow'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Create a company' })).toBeVisible();
  await page.screenshot(shot('onboarding'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.screenshot(shot('not-found'));
});

test('administrator shell, wide and in the mobile menu', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('sysadmin');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Without a company, the system administrator lands in the administration area.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.screenshot(shot('admin-wide'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot(shot('admin-mobile-menu'));
});

test('employee shell with the unread badge', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('employee');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.screenshot(shot('employee-access-denied'));
});
