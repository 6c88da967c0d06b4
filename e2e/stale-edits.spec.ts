import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

test('two tabs on one product: the second save is refused, keeps what was typed and reloads', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: 'Stale Edits E2E' });
  const name = `Quartz Slab ${suffix()}`;
  const created = await page.request.post(`/api/companies/${admin.companyId}/catalog`, {
    data: { name, category: 'material', unitCost: '40', markup: '25' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Both tabs open the product as it is now.
  const first = page;
  const second = await page.context().newPage();
  for (const tab of [first, second]) {
    await tab.goto(`/catalog/${id}`);
    await expect(tab.getByLabel('Name')).toHaveValue(name);
  }

  // The first tab saves a new unit cost.
  await first.getByLabel('Unit cost ($)').fill('48');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(first, 'Product updated successfully.')).toBeVisible();

  // The second, still showing the old cost, renames it: refused, and the new name stays in the field.
  await second.getByLabel('Name').fill(`${name} (polished)`);
  await second.getByRole('button', { name: 'Save Changes' }).click();
  const notice = second.getByRole('alert').filter({ hasText: STALE_VERSION_MESSAGE() });
  await expect(notice).toBeVisible();
  await expect(second.getByLabel('Name')).toHaveValue(`${name} (polished)`);
  await expectNoSeriousA11yViolations(second);
  await shots(second, 'stale-product');
  const stored = (await (await page.request.get(`/api/catalog/${id}`)).json()) as {
    name: string;
    unitCost: string;
  };
  expect(stored).toMatchObject({ name, unitCost: '48.00' });

  // Reload shows the first tab's cost; the rename made on it now goes through and keeps that cost.
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByLabel('Unit cost ($)')).toHaveValue('48.00');
  await second.getByLabel('Name').fill(`${name} (polished)`);
  await second.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(second, 'Product updated successfully.')).toBeVisible();
  const after = (await (await page.request.get(`/api/catalog/${id}`)).json()) as typeof stored;
  expect(after).toMatchObject({ name: `${name} (polished)`, unitCost: '48.00' });
});

test('an edit dialog opened before someone else saved offers Reload, then edits the saved record', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: 'Stale Dialog E2E' });
  const name = `Alpine Electric ${suffix()}`;
  const created = await page.request.post(`/api/companies/${admin.companyId}/vendors`, {
    data: { name, primaryContact: 'Dana Reyes', phone: '(303) 555-0101' },
  });
  expect(created.status()).toBe(201);
  const vendor = (await created.json()) as { id: number; version: string };

  await page.goto('/vendors');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Vendor' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel('Primary contact')).toHaveValue('Dana Reyes');

  // Meanwhile a colleague changes the contact.
  const other = await page.request.put(`/api/vendors/${vendor.id}`, {
    headers: { 'If-Match': `"${vendor.version}"` },
    data: { name, primaryContact: 'Sam Ortiz' },
  });
  expect(other.status()).toBe(200);

  await edit.getByLabel('Phone').fill('(720) 555-0199');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const notice = edit.getByRole('alert').filter({ hasText: STALE_VERSION_MESSAGE() });
  await expect(notice).toBeVisible();
  await expect(edit.getByLabel('Phone')).toHaveValue('(720) 555-0199');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'stale-dialog');

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(edit).toBeHidden();
  const row = page.getByRole('table', { name: 'Vendors' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sam Ortiz');

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Vendor' }).click();
  await expect(edit.getByLabel('Primary contact')).toHaveValue('Sam Ortiz');
  await edit.getByLabel('Phone').fill('(720) 555-0199');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Vendor updated')).toBeVisible();
  await expect(row).toContainText('Sam Ortiz');
  await expect(row).toContainText('(720) 555-0199');
});
