import { expect, registerViaApi, signIn, test, toasts, uniqueUsername } from './fixtures';

test('registers a new user with a new company and lands on the dashboard', async ({ page }) => {
  const username = uniqueUsername('reg');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('Sign up to get started')).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Mason');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('Company name').fill(`Mason Remodeling ${username}`);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Overview of your projects and activities')).toBeVisible();
  await expect(toasts(page).getByText('Registration successful', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Welcome, Dana', { exact: true })).toBeVisible();
  // The new user is the company's admin.
  await expect(page.getByRole('complementary').getByText('Dana Mason')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Admin', { exact: true })).toBeVisible();
});

test('signs out and signs in again', async ({ page }) => {
  const user = await registerViaApi(page, { companyName: 'Outback Builders' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(toasts(page).getByText('Logged out', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('You have been successfully logged out.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await signIn(page, user.username, user.password);
  await expect(toasts(page).getByText('Login successful', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`Welcome back, ${user.firstName}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows Login failed', async ({ page, browser }) => {
  // Register in a separate context so this page stays signed out.
  const other = await browser.newContext();
  const user = await registerViaApi(await other.newPage(), { companyName: 'Wrong Pass Co' });
  await other.close();

  await signIn(page, user.username, 'not-the-password');
  await expect(toasts(page).getByText('Login failed', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Invalid username or password', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('login shows the spec texts and validates required fields', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Sign in to access your account')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('Project Management Made Simple for Contractors')).toBeVisible();
  for (const benefit of [
    'Manage all projects in one place',
    'Track customer information and selections',
    'Generate estimates and invoices',
    'Monitor project budgets and expenses',
    'Create schedules and track progress',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test("registering with mismatched passwords shows Passwords don't match", async ({ page }) => {
  const username = uniqueUsername('mis');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret124');
  await page.getByRole('button', { name: 'Create account' }).click();

  const confirm = page.getByLabel('Confirm password');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth/);
});

test('registering a taken username says so under the Username field', async ({ page, browser }) => {
  const other = await browser.newContext();
  const taken = await registerViaApi(await other.newPage(), { companyName: 'Taken Co' });
  await other.close();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(taken.username);
  await page.getByLabel('Email').fill(`again-${taken.username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('Company name').fill('Second Co');
  await page.getByRole('button', { name: 'Create account' }).click();

  const form = page.getByRole('tabpanel', { name: 'Register' });
  await expect(form.getByText('Username already exists')).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth/);
});

test('a signed-out visit to /projects redirects to /auth', async ({ page }) => {
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a signed-in visit to /auth goes to the dashboard', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Already In LLC' });
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a user without a company onboards by creating one', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Create a company' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join a company' })).toBeVisible();

  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();

  await page.getByLabel('Company name').fill('Fresh Start Renovations');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Admin', { exact: true })).toBeVisible();
});
