import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

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
