import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  signIn,
  test,
  toasts,
  toastText,
  uniqueUsername,
} from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';

const DEACTIVATED = 'Your account has been deactivated. Ask your company administrator to reactivate it.';

test('an invited member joins through the e-mailed link; deactivating them ends their session', async ({
  page,
  browser,
}) => {
  const companyName = `Team Invite Builders ${suffix()}`;
  await registerViaApi(page, { companyName });

  // Carried from step to step: the invitee's address and link, their browser, username and card.
  let email: string;
  let link: string;
  let memberContext: BrowserContext;
  let member: Page;
  let username: string;
  let card: Locator;

  await test.step("Team: the admin's own card says Administrator and Active, with no Delete", async () => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    const myCard = page.getByRole('listitem').filter({ hasText: '(you)' });
    await expect(myCard.getByText('Administrator')).toBeVisible();
    await expect(myCard.getByText('Active', { exact: true })).toBeVisible();
    // Nobody deletes themselves: no Delete on one's own card.
    await expect(myCard.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  await test.step("Invite Member: a missing or bad address is refused; the manager's invitation is pending and e-mailed", async () => {
    // Invite: the address is checked first, then the mail goes out through the real SMTP server.
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await dialog.getByLabel('Email').fill('invitee@');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Invalid email format')).toBeVisible();
    email = `${uniqueUsername('invitee')}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('manager');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'team-invite-dialog');
    const since = new Date();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toastText(page, 'Invitation sent')).toBeVisible();
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByText(email)).toBeVisible();
    await expect(pending.getByText('Manager')).toBeVisible();

    const mail = await waitForMail(email, { subject: `invited you to join ${companyName}`, since });
    expect(mail.text).toContain('as a manager');
    link = firstLink(mail, '/auth');
    expect(link).toContain('/auth?invite=');
  });

  await test.step('the invitee joins from the e-mailed link in a new browser and reaches the Dashboard as a Manager', async () => {
    // Accepted in a browser that has never signed in.
    memberContext = await browser.newContext();
    member = await memberContext.newPage();
    await member.goto(link);
    await expect(member.getByText(`You are joining ${companyName} as a manager.`)).toBeVisible();
    await expect(member.getByLabel('Email')).toHaveValue(email);
    username = uniqueUsername('crew');
    await member.getByLabel('Username').fill(username);
    await member.getByLabel('First name').fill('Carla');
    await member.getByLabel('Last name').fill('Mendes');
    await member.getByLabel('Password', { exact: true }).fill('framing99');
    await member.getByLabel('Confirm password').fill('framing99');
    await member.getByRole('button', { name: 'Create account' }).click();
    await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(member.getByRole('complementary').getByText('Manager', { exact: true })).toBeVisible();
  });

  await test.step('the admin sees the new member, and no invitation is pending', async () => {
    // The owner sees the new member, and the invitation is no longer pending.
    await page.reload();
    card = page.getByRole('listitem').filter({ hasText: 'Carla Mendes' });
    await expect(card.getByText('Manager', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
    await shots(page, 'team-page');
  });

  await test.step('Edit: the admin deactivates the member, whose card says Inactive', async () => {
    // Deactivate: the member's session ends at once and sign-in is refused.
    await card.getByRole('link', { name: 'Edit Carla Mendes' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Carla Mendes' })).toBeVisible();
    await shots(page, 'team-member-edit');
    await page.getByLabel('Active (can sign in)').uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Team member deactivated')).toBeVisible();
    await expect(page).toHaveURL(/\/team$/);
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  });

  await test.step("the member's session has ended, and signing in again is refused", async () => {
    await member.getByRole('complementary').getByRole('link', { name: 'Customers' }).click();
    await expect(member.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(member).toHaveURL(/\/auth/);
    await shots(member, 'session-ended');
    await signIn(member, username, 'framing99');
    await expect(toasts(member).getByText(DEACTIVATED)).toBeVisible();
  });

  await test.step('reactivated, the member signs in again', async () => {
    // Reactivated, they sign in again.
    // The form fills in from the loaded member; check the box only once it shows the stored (inactive) state.
    await card.getByRole('link', { name: 'Edit Carla Mendes' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Carla Mendes' })).toBeVisible();
    const active = page.getByLabel('Active (can sign in)');
    await expect(active).not.toBeChecked();
    await active.check();
    await expect(active).toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await signIn(member, username, 'framing99');
    await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await memberContext.close();
  });
});

test('an admin adds, edits and deletes a member with the form and the confirmation dialog', async ({
  page,
  browser,
}) => {
  await registerViaApi(page, { companyName: `Team Form Builders ${suffix()}` });
  await page.goto('/team');
  await page.getByRole('link', { name: 'Add Member' }).click();
  await expect(page.getByRole('heading', { name: 'Add Member', level: 1 })).toBeVisible();

  // The form's checks: the product's messages (docs/product.md#team), the confirmation under its own field.
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  const username = uniqueUsername('tile');
  await page.getByLabel('First name').fill('Owen');
  await page.getByLabel('Last name').fill('Brandt');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('setter123');
  await page.getByLabel('Confirm password').fill('setter124');
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'team-member-new');
  await page.getByLabel('Confirm password').fill('setter123');
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(toastText(page, 'Team member added')).toBeVisible();
  await expect(page).toHaveURL(/\/team$/);

  const card = page.getByRole('listitem').filter({ hasText: 'Owen Brandt' });
  await expect(card.getByText('Employee', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /Employees/ }).click();
  await expect(
    page.getByRole('list', { name: 'Employees team members' }).getByText('Owen Brandt'),
  ).toBeVisible();
  await page.getByRole('tab', { name: /Administrators/ }).click();
  await expect(
    page.getByRole('list', { name: 'Administrators team members' }).getByText('Owen Brandt'),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: /All/ }).click();

  // Edit with the password left blank: the name changes, the password stays.
  await card.getByRole('link', { name: 'Edit Owen Brandt' }).click();
  await page.getByLabel('Last name').fill('Brandt-Cole');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Team member updated')).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Owen Brandt-Cole' });
  await expect(renamed).toBeVisible();
  // Signed in elsewhere (its own browser), so this page keeps the admin's session.
  const elsewhere = await browser.newContext();
  const login = await elsewhere.request.post('/api/login', { data: { username, password: 'setter123' } });
  expect(login.status()).toBe(200);
  await elsewhere.close();

  // Delete through the application's own confirmation dialog.
  await page.goto('/team');
  await renamed.getByRole('button', { name: 'Delete Owen Brandt-Cole' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('deactivate them instead')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Team member deleted successfully.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Owen Brandt-Cole' })).toHaveCount(0);
});

test('employees read the team without managing it; managers do not change administrators', async ({
  page,
}) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('listitem').filter({ hasText: 'Dana Whitaker' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  const inactive = page.getByRole('listitem').filter({ hasText: 'Ray Dunn' });
  await expect(inactive.getByText('Inactive', { exact: true })).toBeVisible();
  await shots(page, 'team-page-employee');

  await page.context().clearCookies();
  await signIn(page, 'manager', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/team');
  const owner = page.getByRole('listitem').filter({ hasText: 'Dana Whitaker' });
  await expect(owner.getByText('Administrator')).toBeVisible();
  await expect(owner.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const employee = page.getByRole('listitem').filter({ hasText: 'Jake Sullivan' });
  await expect(employee.getByRole('link', { name: 'Edit Jake Sullivan' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByText('nina.park@example.com'),
  ).toBeVisible();
  await shots(page, 'team-page-manager');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Invite Member' }).getByLabel('Role').locator('option'),
  ).toHaveText(['Employee', 'Manager']);
});
