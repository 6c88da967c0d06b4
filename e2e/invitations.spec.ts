import { createInvitation, expect, registerViaApi, test, uniqueUsername } from './fixtures';

test('an invitation link opens Register, names the company and joins it', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const companyName = `Invite Builders ${uniqueUsername('c')}`;
  const owner = await registerViaApi(ownerPage, { companyName });
  const url = await createInvitation(ownerPage, owner.companyId!);
  await ownerContext.close();

  const token = new URL(url).searchParams.get('invite');
  await page.goto(`/auth?invite=${token}`);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText(`You are joining ${companyName} as an employee.`)).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  const username = uniqueUsername('inv');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(username)).toBeVisible();
  await expect(sidebar.getByText('Employee', { exact: true })).toBeVisible();
});

test('a user without a company joins by pasting an invitation link', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await registerViaApi(ownerPage, { companyName: 'Paste Link Co' });
  const url = await createInvitation(ownerPage, owner.companyId!, 'manager');
  await ownerContext.close();

  await registerViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Join company' }).click();
  await expect(page.getByText('Invitation link is required')).toBeVisible();

  await page.getByLabel('Invitation link or token').fill(url);
  await page.getByRole('button', { name: 'Join company' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Manager', { exact: true })).toBeVisible();
});

test('an invalid invitation link says so and still allows registering', async ({ page }) => {
  await page.goto('/auth?invite=not-a-real-token');
  await expect(
    page.getByText('This invitation link is invalid or has expired.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeVisible();
});
