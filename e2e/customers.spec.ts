import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, registerViaApi, signIn, test, toastText } from './fixtures';
import { shot, suffix } from './support/screens';

type Created = { id: number; firstName: string; lastName: string };

async function createCustomerViaApi(page: Page, companyId: number, fields: Record<string, unknown>) {
  const res = await page.request.post(`/api/companies/${companyId}/customers`, { data: fields });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Created;
}

test('an admin adds, finds, opens, notes, edits, assigns, and deletes a customer', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Customers E2E Remodeling' });
  const lastName = `Lopez${suffix()}`;
  const fullName = `Maria ${lastName}`;

  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByText('No customers yet')).toBeVisible();

  // Carried from step to step: the customer made in Add Customer.
  let customerId = 0;

  await test.step("Add Customer: the contract's messages, then a customer", async () => {
    // Add Customer: an empty submit shows the contract's messages first.
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone').focus();
    await expect(dialog.getByText('Invalid email format')).toBeVisible();
    await shot(page, 'customers-add-dialog-errors', false);

    await dialog.getByLabel('First name').fill('Maria');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill('maria@example.com');
    await dialog.getByLabel('Phone').fill('(303) 555-0100');
    await dialog.getByLabel('Address').fill('12 Oak St, Denver, CO');
    await dialog.getByLabel('Notes').fill('Prefers e-mail.');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(toastText(page, 'Customer created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: fullName })).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
  });

  await test.step("the server's search, and its empty state", async () => {
    // Server-side search: another customer is filtered out; a miss shows its own empty state.
    const other = await createCustomerViaApi(page, admin.companyId!, {
      firstName: 'Otto',
      lastName: `Other${suffix()}`,
    });
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill(other.lastName);
    await expect(page.getByRole('link', { name: `Otto ${other.lastName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: fullName })).toHaveCount(0);
    await search.fill(lastName);
    await expect(page.getByRole('link', { name: fullName })).toBeVisible();
    await expect(page.getByRole('link', { name: `Otto ${other.lastName}` })).toHaveCount(0);
    await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
    await search.fill('no-such-customer-anywhere');
    await expect(page.getByText('No customers found')).toBeVisible();
    await search.fill(lastName);
  });

  await test.step('the detail page and a note', async () => {
    // Detail.
    await page.getByRole('link', { name: fullName }).click();
    await expect(page).toHaveURL(/\/customers\/\d+$/);
    customerId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
    await expect(page.getByText('maria@example.com')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Customers' })).toBeVisible();

    // A note: empty first, then a real one with its author.
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note content is required')).toBeVisible();
    await page.getByLabel('Add a note').fill('Call before 10 am.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(toastText(page, 'Note added')).toBeVisible();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByText('Call before 10 am.')).toBeVisible();
    await expect(notes.getByText(/Pat Builder/)).toBeVisible();
  });

  await test.step('Edit Customer', async () => {
    // Edit.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await expect(edit.getByLabel('First name')).toHaveValue('Maria');
    await edit.getByLabel('Phone').fill('(720) 555-0199');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Customer updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('link', { name: '(720) 555-0199' })).toBeVisible();
  });

  await test.step("the customer's team: assign, then remove", async () => {
    // Team: assign (a selection is required), then remove.
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByText('No team members assigned')).toBeVisible();
    await page.getByRole('button', { name: 'Assign User' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign User' });
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assign.getByText('Please select a user')).toBeVisible();
    await assign.getByRole('radio', { name: /Pat Builder/ }).check();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastText(page, 'User assigned')).toBeVisible();
    const team = page.getByRole('table', { name: 'Assigned team members' });
    await expect(team.getByText('Pat Builder')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Pat Builder' }).click();
    await expect(toastText(page, 'User unassigned')).toBeVisible();
    await expect(page.getByText('No team members assigned')).toBeVisible();

    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByText('No invoices found')).toBeVisible();
    await expect(page).toHaveURL(/tab=invoices/);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('No documents yet')).toBeVisible();
  });

  await test.step("Create Project from the row's menu; Delete", async () => {
    // Create Project from the row's actions menu.
    await page.getByRole('link', { name: 'Back to Customers' }).click();
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Create Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/new\\?customerId=${customerId}$`));

    // Delete with the generic confirmation.
    await page.goto('/customers');
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure?')).toBeVisible();
    await expect(
      confirm.getByText('This action will permanently delete this customer. This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Customer deleted successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: fullName })).toHaveCount(0);
    await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
    expect((await page.request.get(`/api/customers/${customerId}`)).status()).toBe(404);
  });
});

test('Edit Customer from the list menu saves the change', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Edit Menu Co' });
  const created = await createCustomerViaApi(page, admin.companyId!, { firstName: 'Ann', lastName: 'Menu' });
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Actions for Ann Menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await edit.getByLabel('Last name').fill('Menus');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Customer updated')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ann Menus' })).toBeVisible();
  // The page stays usable after the dialog (no stuck pointer-events from the menu).
  await page.getByRole('link', { name: 'Ann Menus' }).click();
  await expect(page).toHaveURL(`/customers/${created.id}`);
});

test('the list pages 50 at a time; search, sort and page stay in the address', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Many Customers Co' });
  for (let batch = 0; batch < 3; batch++) {
    await Promise.all(
      Array.from({ length: 17 }, (_, i) =>
        createCustomerViaApi(page, admin.companyId!, {
          firstName: 'Bulk',
          lastName: `C${String(batch * 17 + i).padStart(2, '0')}`,
        }),
      ),
    );
  }
  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(page.getByText('Showing 1-50 of 51 customers')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Showing 51-51 of 51 customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Sorting by a column header asks the server and starts again at page 1.
  await table.getByRole('button', { name: 'Customer' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(table.getByRole('row').nth(1)).toContainText('Bulk C00');
  await table.getByRole('button', { name: 'Customer' }).click();
  await expect(page).toHaveURL(/sort=name-desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('Bulk C50');
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // A search is written to the address; refresh keeps it, Back returns to the unsearched list.
  await page.getByLabel('Search customers').fill('C07');
  await expect(page).toHaveURL(/search=C07/);
  await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search customers')).toHaveValue('C07');
  await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
  await page.getByRole('link', { name: 'Bulk C07' }).first().click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await page.goBack();
  await expect(page.getByLabel('Search customers')).toHaveValue('C07');
  await expect(page).toHaveURL(/sort=name-desc/);

  // A shared link with a page past the end shows the last page; nonsense reads as the defaults.
  await page.goto('/customers?page=9');
  await expect(page.getByText('Showing 51-51 of 51 customers')).toBeVisible();
  await page.goto('/customers?page=abc&sort=nonsense');
  await expect(page.getByText('Showing 1-50 of 51 customers')).toBeVisible();
});

test('Link to Project sets the project customer and returns to the project', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Link Co' });
  const first = await createCustomerViaApi(page, admin.companyId!, { firstName: 'First', lastName: 'Owner' });
  const second = await createCustomerViaApi(page, admin.companyId!, {
    firstName: 'Second',
    lastName: 'Owner',
  });
  const res = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
    data: { customerId: first.id, name: 'Garage Conversion', type: 'other' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const project = (await res.json()) as { id: number };

  await page.goto(`/customers?linkToProject=${project.id}`);
  await expect(page.getByText('Choose the customer to link to')).toBeVisible();
  await expect(page.getByRole('status').getByText('Garage Conversion')).toBeVisible();
  await page.getByRole('button', { name: 'Link to Project: Second Owner' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(toastText(page, 'Project updated')).toBeVisible();
  const after = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as {
    customerId: number;
  };
  expect(after.customerId).toBe(second.id);
});

test('a missing customer shows Customer Not Found with a way back', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Missing Co' });
  await page.goto('/customers/999999');
  await expect(page.getByRole('heading', { name: 'Customer Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Customers' }).first().click();
  await expect(page).toHaveURL('/customers');
});

test('an employee sees no Delete and cannot assign users', async ({ page }) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Actions for Linda Henderson' }).click();
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit Customer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Generate Invoice' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Linda Henderson', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('table', { name: 'Assigned team members' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('screens with demo data, wide and narrow', async ({ page }) => {
  // A dozen full-page screenshots: 45 s alone, and over 120 s in a full run on a busy 2-core machine (2026-11-29).
  test.setTimeout(240_000);
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Linda Henderson' })).toBeVisible();
  await shot(page, 'customers-list-wide');
  await page.getByRole('button', { name: 'Actions for Linda Henderson' }).click();
  await shot(page, 'customers-menu-wide');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  // The form loads when opened: the shot and Escape wait for it.
  await expect(page.getByRole('dialog', { name: 'Add Customer' })).toBeVisible();
  await shot(page, 'customers-add-dialog-wide', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add Customer' })).toBeHidden();

  await page.getByRole('link', { name: 'Linda Henderson' }).click();
  await expect(page.getByRole('heading', { name: 'Linda Henderson', level: 1 })).toBeVisible();
  const detailUrl = page.url();
  for (const width of [1280, 390]) {
    const size = width === 1280 ? 'wide' : 'narrow';
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    for (const tab of ['Projects', 'Team', 'Invoices', 'Documents']) {
      await page.goto(tab === 'Projects' ? detailUrl : `${detailUrl}?tab=${tab.toLowerCase()}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('Total Billed')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `customers-detail-${tab.toLowerCase()}-${size}`);
    }
  }
  await page.goto(`${detailUrl}?tab=team`);
  await page.getByRole('button', { name: 'Assign User' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign User' })).toBeVisible();
  await shot(page, 'customers-assign-dialog-narrow', false);
  await page.keyboard.press('Escape');
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Linda Henderson' })).toBeVisible();
  await shot(page, 'customers-list-narrow');
  await page.getByRole('button', { name: 'Actions for Linda Henderson' }).click();
  await shot(page, 'customers-menu-narrow', false);
  await page.keyboard.press('Escape');
  const kitchen = page.getByRole('link', { name: 'Henderson Kitchen Remodel' });
  const projectPath = await kitchen.getAttribute('href');
  await page.goto(`/customers?linkToProject=${projectPath?.split('/').pop()}`);
  await expect(page.getByText('Choose the customer to link to')).toBeVisible();
  await expect(page.getByRole('status').getByText('Henderson Kitchen Remodel')).toBeVisible();
  await shot(page, 'customers-link-to-project-narrow');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'customers-link-to-project-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await shot(page, 'customers-add-dialog-narrow', false);
});
