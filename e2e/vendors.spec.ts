import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  signIn,
  test,
  toastText,
} from './fixtures';
import { shotPath, suffix } from './support/screens';

test('an admin adds, finds, edits and deletes a vendor', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Vendors E2E Remodeling' });
  const name = `Cascade Plumbing ${suffix()}`;

  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(page.getByText('No vendors yet')).toBeVisible();

  // Add Vendor: an empty submit shows the contract's message first, then a bad e-mail and website.
  await page.getByRole('button', { name: 'Add Vendor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog.getByText('Vendor name is required')).toBeVisible();
  // The form moves focus to the first field in error; typing elsewhere waits for that, or it lands there.
  await expect(dialog.getByLabel('Vendor name')).toBeFocused();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Website').fill('cascade');
  await dialog.getByLabel('Address').focus();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await expect(dialog.getByText('Website must be a valid URL, such as https://example.com')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Vendor name').fill(name);
  await dialog.getByLabel('Primary contact').fill('Luis Ortega');
  await dialog.getByLabel('Phone').fill('(303) 555-0224');
  await dialog.getByLabel('Email').fill('sales@cascade.example');
  await dialog.getByLabel('Website').fill('https://cascade.example');
  await dialog.getByLabel('Address').fill('880 W Evans Ave, Denver, CO');
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(toastText(page, 'Vendor created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Vendors' });
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Luis Ortega');
  await expect(page.getByText('Showing 1 of 1 vendors')).toBeVisible();

  // Server-side search: another vendor is filtered out; a miss shows its own empty state.
  const other = await page.request.post(`/api/companies/${admin.companyId}/vendors`, {
    data: { name: 'Front Range Lumber', primaryContact: 'Erin Cole' },
  });
  expect(other.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Showing 2 of 2 vendors')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search vendors' });
  await search.fill('ortega');
  await expect(page).toHaveURL(/search=ortega/);
  await expect(table.getByText(name)).toBeVisible();
  await expect(table.getByText('Front Range Lumber')).toHaveCount(0);
  await expect(page.getByText('Showing 1 of 1 vendors')).toBeVisible();
  await search.fill('no-such-vendor-anywhere');
  await expect(page.getByText('No vendors found')).toBeVisible();
  await search.fill(name);

  // Edit from the row's menu.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Vendor' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel('Vendor name')).toHaveValue(name);
  await expect(edit.getByLabel('Primary contact')).toHaveValue('Luis Ortega');
  await edit.getByLabel('Phone').fill('(720) 555-0199');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Vendor updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(table.getByText('(720) 555-0199')).toBeVisible();

  // Delete through the confirmation dialog.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('This action will permanently delete this vendor. This action cannot be undone.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Vendor deleted successfully.')).toBeVisible();
  await expect(page.getByText('No vendors found')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('Showing 1 of 1 vendors')).toBeVisible();
  await expect(table.getByText(name)).toHaveCount(0);
});

test("an employee sees the demo company's vendors but no Delete; other companies' routes are not found", async ({
  page,
}) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/vendors');
  const table = page.getByRole('table', { name: 'Vendors' });
  await expect(table.getByText('Ridgeline Cabinet & Millwork')).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ vendors/)).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Front Range Lumber' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Vendor' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The company-scoped route: the same page for one's own company, not found for any other.
  const me = (await (await page.request.get('/api/user')).json()) as { companyId: number };
  await page.goto(`/companies/${me.companyId}/vendors`);
  await expect(page.getByRole('table', { name: 'Vendors' }).getByText('Front Range Lumber')).toBeVisible();
  await page.goto(`/companies/${me.companyId + 1000}/vendors`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('screens of the vendors page, wide and narrow', async ({ page }) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/vendors');
    await expect(page.getByText('Ridgeline Cabinet & Millwork').filter({ visible: true })).toBeVisible();
    await page.screenshot({ path: shotPath(`vendors-${width}`), fullPage: true, animations: 'disabled' });
  }
});
