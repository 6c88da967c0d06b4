import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  test,
  toastText,
} from './fixtures';
import { suffix } from './support/screens';

// Everything after page.goto is done with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape, arrow keys
// and typing. Locators only say where focus should be, never act.

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function createCustomerViaApi(page: Page, companyId: number, firstName: string, lastName: string) {
  const res = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName, lastName, email: `${lastName.toLowerCase()}@example.com` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function createProjectViaApi(page: Page, companyId: number, customerId: number, name: string) {
  const res = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId, name, type: 'kitchen', stage: 'pre-production' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test('signs in with the keyboard only', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('owner');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  // A new screen after signing in: focus is on its heading, not lost on <body>.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();
});

test('creates a project with the keyboard only', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Keyboard Builders' });
  const lastName = `Keys${suffix()}`;
  await createCustomerViaApi(page, admin.companyId!, 'Kim', lastName);
  const projectName = `Keyboard kitchen ${suffix()}`;

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'New Project' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/projects\/new$/);
  const heading = page.getByRole('heading', { name: 'New Project', level: 1 });
  await expect(heading).toBeFocused();

  // Customer: the combobox opens with Enter, the search box takes the text, Enter picks the option.
  const customer = page.getByRole('button', { name: 'Customer' });
  await tabTo(page, customer);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search customers...' })).toBeFocused();
  await page.keyboard.type(lastName);
  await expect(page.getByRole('option', { name: new RegExp(lastName) })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'customer combobox open');
  await page.keyboard.press('Enter');
  await expect(customer).toBeFocused();
  await expect(customer).toContainText(`Kim ${lastName}`);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Project name')).toBeFocused();
  await page.keyboard.type(projectName);
  // Project type: a native select moves through its options with the arrow keys.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Project type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const type = await page.getByLabel('Project type').inputValue();
  // Back to the name and submit with Enter.
  await tabTo(page, page.getByLabel('Project name'), { back: true });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeFocused();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await (await page.request.get(`/api/projects/${id}`)).json()) as {
    name: string;
    type: string;
  };
  expect(saved).toMatchObject({ name: projectName, type });
});

test('adds budget items with the keyboard only; focus returns to the opener', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Keyboard Budgets' });
  const customer = await createCustomerViaApi(page, admin.companyId!, 'Bo', `Budget${suffix()}`);
  const project = await createProjectViaApi(page, admin.companyId!, customer.id, `Budget keys ${suffix()}`);

  await page.goto(`/projects/${project.id}/budget`);
  // A fresh project has no budget: the empty state's button starts one (the header's is disabled).
  const opener = page.getByRole('button', { name: 'Add Budget Item', exact: true });
  await expect(opener.and(page.locator(':enabled'))).toHaveCount(1);
  await tabTo(page, opener.and(page.locator(':enabled')));
  const dialog = page.getByRole('dialog', { name: 'Add Budget Item' });

  // Escape closes the dialog and focus is back on the button that opened it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener.and(page.locator(':enabled'))).toBeFocused();

  // Again, with Space this time; fill the form and submit with Enter.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Add Budget Item dialog');
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Cabinets');
  await tabTo(page, dialog.getByLabel('Quantity'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Unit cost')).toBeFocused();
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(toastText(page, 'Budget item created')).toBeVisible();
  const row = page.getByTestId('budget-row').filter({ hasText: 'Cabinets' });
  await expect(row).toBeVisible();
  // The empty state and its button are gone: focus is on the header's Add Budget Item, the same control.
  const headerButton = page.getByRole('button', { name: 'Add Budget Item', exact: true });
  await expect(headerButton).toBeEnabled();
  await expect(headerButton).toBeFocused();

  // A second item from the header's button; Cancel (reached with Shift+Tab from Add Item) closes it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Add Item' }));
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(headerButton).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Countertop');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('budget-row').filter({ hasText: 'Countertop' })).toBeVisible();
  await expect(headerButton).toBeFocused();
});

test('focus returns to the row menu after Edit Customer and Delete close; Escape, Cancel and Save', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: 'Keyboard Customers' });
  const lastName = `Rowmenu${suffix()}`;
  await createCustomerViaApi(page, admin.companyId!, 'Ada', lastName);
  const name = `Ada ${lastName}`;

  await page.goto('/customers');
  const actions = page.getByRole('button', { name: `Actions for ${name}` });
  await tabTo(page, actions);
  const dialog = page.getByRole('dialog', { name: 'Edit Customer' });

  /** Opens the row's menu with Enter and picks `item` with the arrow keys. */
  async function chooseFromMenu(item: string) {
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    if (item === 'Delete') await expectNoSeriousA11yViolations(page, 'row menu');
    // The menu moves focus a moment after the key (to its first item when opened, to the next one on an arrow),
    // and it does not wrap: each arrow waits for the focus it moved, so a slow machine cannot overshoot.
    const focused = menu.locator('[role="menuitem"]:focus');
    await expect(focused).toHaveCount(1);
    const target = menu.getByRole('menuitem', { name: item });
    for (let i = 0; i < 8 && !(await isFocused(target)); i += 1) {
      const before = (await focused.textContent()) ?? '';
      await page.keyboard.press('ArrowDown');
      await expect(focused).not.toHaveText(before);
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  }

  // Escape.
  await chooseFromMenu('Edit Customer');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Edit Customer dialog');
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // Cancel.
  await chooseFromMenu('Edit Customer');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // Save: the row stays, so focus does too.
  await chooseFromMenu('Edit Customer');
  await tabTo(page, dialog.getByLabel('Phone'));
  await page.keyboard.type('555-0100');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastText(page, 'Customer updated')).toBeVisible();
  await expect(actions).toBeFocused();

  // Delete, then Cancel in the confirmation.
  await chooseFromMenu('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();
});

test('after a sidebar link focus is on the new page heading; a search in the query string keeps focus', async ({
  page,
}) => {
  await registerViaApi(page, { companyName: 'Keyboard Sidebar' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The screen the document loads at keeps the browser's own start: nothing is focused yet.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, sidebar.getByRole('link', { name: 'Customers' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers$/);
  const heading = page.getByRole('heading', { name: 'Customers', level: 1 });
  await expect(heading).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'customers list reached from the sidebar');

  // Typing in the list's search box writes ?search=; focus stays in the box.
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await tabTo(page, search);
  await page.keyboard.type('nobody');
  await expect(page).toHaveURL(/search=nobody/);
  await expect(search).toBeFocused();

  // Back to the sidebar with Shift+Tab: Projects, and its heading has focus.
  await tabTo(page, sidebar.getByRole('link', { name: 'Projects' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeFocused();
});

test('on a phone the menu gives focus back on Escape, and to the new page heading after a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerViaApi(page, { companyName: 'Keyboard Phone' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog');
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Projects' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeFocused();
});
