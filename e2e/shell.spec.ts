import { DEMO_PASSWORD, expect, registerViaApi, signIn, test } from './fixtures';

const sidebarLinks = [
  'Dashboard',
  'Projects',
  'Customers',
  'Finances',
  'Documents',
  'Catalog',
  'Vendors',
  'Team',
  'Chats',
  'Calendar',
  'Company',
];

test('the sidebar lists the sections and the user block', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Sidebar Co' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const sidebar = page.getByRole('complementary');
  const nav = sidebar.getByRole('navigation');
  await expect(nav.getByRole('link')).toHaveText(sidebarLinks);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // A new company has no messages: no unread badge.
  await expect(nav.getByRole('link', { name: 'Chats' })).toHaveText('Chats');
  await expect(sidebar.getByText('Administration')).toHaveCount(0);
  await expect(sidebar.getByText('PB', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Pat Builder')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // Wide screens have no menu button.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists its links and closes on Escape, backdrop and navigation', async ({
    page,
  }) => {
    await registerViaApi(page, { companyName: 'Mobile Co' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog');

    await openMenu.click();
    await expect(menu).toBeVisible();
    // Every area is reachable on a phone, in the sidebar's order.
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Customers',
      'Finances',
      'Documents',
      'Catalog',
      'Vendors',
      'Team',
      'Chats',
      'Calendar',
      'Company',
    ]);
    await expect(menu.getByText('Administration')).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await openMenu.click();
    await expect(menu).toBeVisible();
    // Radix starts listening for outside clicks just after the menu opens; a click that comes
    // sooner on a busy machine is lost. Once the slide-in has finished, the listener is there.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // The backdrop is the strip to the right of the 18rem panel.
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 370, y: 420 } });
    await expect(menu).toBeHidden();

    await openMenu.click();
    await menu.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(menu).toBeHidden();
  });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  // Signed out, home leads to the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
});

test('the 404 page keeps the shell for signed-in users', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Lost Co' });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('the demo employee sees Access Denied on /admin/companies', async ({ page }) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The Chats link carries the unread count from the server, hidden at 0. Other tests' messages may change the
  // count meanwhile (the badge follows live), so the badge is compared with the server's count of the moment.
  const chats = page.getByRole('complementary').getByRole('link', { name: /^Chats/ });
  await expect
    .poll(async () => {
      const { totalUnread } = (await (await page.request.get('/api/unread-messages/total')).json()) as {
        totalUnread: number;
      };
      return (await chats.textContent()) === (totalUnread > 0 ? `Chats${totalUnread} unread` : 'Chats');
    })
    .toBe(true);

  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access this area. This section is restricted to administrators only.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Administration')).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the system administrator sees the Administration links', async ({ page }) => {
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  // Without a company, the system administrator lands in the administration area.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('heading', { name: 'Administration' })).toBeVisible();
  for (const name of ['Companies', 'Users', 'Settings', 'Outbox']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});
