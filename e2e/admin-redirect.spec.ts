import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { NARROW, shot, WIDE } from './support/screens';

const notice =
  'Company pages need a company, and your account has none: system administrators work here, in the administration area.';

test('a system administrator without a company is sent from company pages to the administration area', async ({
  page,
}) => {
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  // Signing in goes to the dashboard, a company page, so it ends in the administration area too.
  await expect(page).toHaveURL(/\/admin\/companies$/);

  for (const path of ['/projects', '/customers', '/projects/1', '/finances']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/companies$/);
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByText('You are not a member of a company')).toHaveCount(0);
  }

  // The line explains the redirect; it is gone once the administrator moves on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);
});

test('no sidebar link of a company member leads to the 404 page', async ({ page }) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  const count = await links.count();
  expect(count).toBe(11);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const to = await link.getAttribute('href');
    await link.click();
    // Chats opens its first conversation by itself (/chats/{projectId}, /chats/{projectId}/customer).
    await expect(page, `${to}`).toHaveURL(new RegExp(`${to}(/\\d+(/customer)?)?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), `${to}`).toHaveCount(0);
  }
});

test('a system administrator without a company sees only the links that work for them, wide and on a phone', async ({
  page,
}) => {
  await signIn(page, 'sysadmin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await page.setViewportSize(WIDE);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const adminLinks = ['Companies', 'Users', 'Settings', 'Audit Log', 'Outbox'];
  await expect(nav.getByRole('link')).toHaveText(adminLinks);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  // Every link left opens its own page: none is sent on with the no-company notice.
  for (const name of adminLinks) {
    const to = await nav.getByRole('link', { name }).getAttribute('href');
    await nav.getByRole('link', { name }).click();
    await expect(page, name).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
  }
  // The brand leads home, which is the administration area.
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'BuildLine' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByText(notice)).toHaveCount(0);
  await shot(page, 'sysadmin-no-company-sidebar-1440', false);

  // The phone's menu offers the same links.
  await page.setViewportSize(NARROW);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(adminLinks);
  await shot(page, 'sysadmin-no-company-sidebar-390', false);
  await page.getByRole('button', { name: 'Close menu' }).click();

  // Working in a company they opened, the company's links are back; leaving takes them away again.
  await page.setViewportSize(WIDE);
  const companies = (await (await page.request.get('/api/companies')).json()) as {
    id: number;
    name: string;
  }[];
  const demo = companies.find((c) => c.name === 'Summit Remodeling Co.');
  expect(demo).toBeTruthy();
  expect((await page.request.post(`/api/admin/companies/${demo?.id}/open`)).status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies' })).toBeVisible();
  expect((await page.request.post('/api/admin/companies/leave')).status()).toBe(200);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
