import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

// A real 2 x 2 PNG: the server checks the type from the bytes.
const RECEIPT_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEJMDEgAUYGBgDhbQQBRYmbnQAAAABJRU5ErkJggg==',
  'base64',
);

test('an expense with a new vendor, a budget line and a receipt photo moves the line’s actual cost and colour', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Expense Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const projectName = `Tile Bath ${suffix()}`;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ada', lastName: `Okafor${suffix()}` },
  });
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { companyId, customerId, name: projectName, type: 'bathroom', stage: 'in-production' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  // Tile: 10 x 50.00 = 500.00 budgeted; a group, which the budget item selector never offers.
  for (const data of [
    { type: 'product', name: 'Porcelain tile', quantity: '10', unitCost: '50', unitPrice: '65' },
    { type: 'group', name: 'Finishes' },
  ]) {
    const made = await page.request.post(`/api/projects/${projectId}/budget`, { data });
    expect(made.status(), await made.text()).toBe(201);
  }

  // Carried from step to step: the expense dialog, the new vendor, the expense's row and its budget line.
  let dialog: Locator;
  let vendorName: string;
  let row: Locator;
  let line: Locator;

  await test.step('Add Expense: Record Expense with nothing filled, then a negative amount, shows the errors', async () => {
    await page.goto('/finances?tab=expenses');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    dialog = page.getByRole('dialog', { name: 'Record New Expense' });
    await dialog.getByRole('button', { name: 'Record Expense' }).click();
    await expect(dialog.getByText('Amount must be a positive number')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    // A negative amount gets the same sentence, 'Amount must be a positive number' (docs/product.md#expenses).
    await dialog.getByLabel('Amount ($)').fill('-5');
    await dialog.getByRole('button', { name: 'Record Expense' }).click();
    await expect(dialog.getByText('Amount must be a positive number')).toBeVisible();
    await expect(dialog.getByText('Amount cannot be negative')).toHaveCount(0);
  });

  await test.step('amount, category, description, project and budget line: the line shows $500.00 remaining', async () => {
    await dialog.getByLabel('Amount ($)').fill('460.00');
    await dialog.getByLabel('Category').selectOption('materials');
    await dialog.getByLabel('Description').fill('Porcelain tile, 12 boxes');
    await dialog.getByLabel('Project').click();
    await page.getByRole('combobox', { name: 'Search projects...' }).fill(projectName);
    await page.getByRole('option', { name: new RegExp(projectName) }).click();
    const budgetItem = dialog.getByLabel('Budget Item');
    await expect(budgetItem.getByRole('option')).toHaveText(['None', 'Porcelain tile']);
    await budgetItem.selectOption({ label: 'Porcelain tile' });
    const standing = dialog.getByTestId('budget-line-standing');
    await expect(standing).toContainText('Budgeted $500.00 · Spent $0.00 · Remaining $500.00');
    await expect(standing).toHaveAttribute('data-tone', 'ok');
  });

  await test.step('a new vendor is added from the Vendor selector and chosen', async () => {
    // A vendor the company has not used yet: added from the selector and chosen.
    vendorName = `Tile Depot ${suffix()}`;
    await dialog.getByLabel('Vendor').click();
    await page.getByRole('button', { name: 'Add new vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add New Vendor' });
    await vendorDialog.getByLabel('Vendor name').fill(vendorName);
    await vendorDialog.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(vendorDialog).toBeHidden();
    await expect(dialog.getByLabel('Vendor')).toContainText(vendorName);
  });

  await test.step("a receipt photo is attached; Record Expense says 'Expense created'", async () => {
    await dialog.getByLabel('Receipt').setInputFiles({
      name: 'tile-receipt.png',
      mimeType: 'image/png',
      buffer: RECEIPT_PHOTO,
    });
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'expense-record-dialog');
    await dialog.getByRole('button', { name: 'Record Expense' }).click();
    await expect(toastText(page, 'Expense created')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the Expenses list shows the vendor, $460.00 and the receipt, which downloads unchanged', async () => {
    const table = page.getByRole('table', { name: 'Expenses' });
    row = table.getByRole('row').filter({ hasText: 'Porcelain tile, 12 boxes' });
    await expect(row).toContainText(vendorName);
    await expect(row).toContainText('$460.00');
    const receipt = row.getByRole('link', { name: 'Receipt of Porcelain tile, 12 boxes' });
    const download = await page.request.get(
      ((await receipt.getAttribute('href')) ?? '').replace('?inline=1', ''),
    );
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(RECEIPT_PHOTO)).toBe(true);
    await shots(page, 'finances-expenses-with-receipt');
  });

  await test.step("the project's budget: the tile line has spent $460.00, amber", async () => {
    // The budget: 460 of 500 spent leaves 8 %, amber; the group has spent nothing.
    await page.goto(`/projects/${projectId}/budget`);
    line = page.getByTestId('budget-row').filter({ hasText: 'Porcelain tile' });
    await expect(line.getByTestId('actual-cost')).toHaveText('$460.00');
    await expect(line.getByTestId('actual-cost')).toHaveAttribute('data-tone', 'low');
    await expect(page.getByTestId('budget-totals').getByTestId('actual-cost')).toHaveText('$460.00');
  });

  await test.step('Edit to $510.00: the line is overspent, red, and Cost to Complete is $0.00', async () => {
    // Edited from the list to 510.00: overspent, red; Cost to Complete falls to zero.
    await page.goto('/finances?tab=expenses');
    await row.getByRole('button', { name: 'Actions for expense Porcelain tile, 12 boxes' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect(edit.getByLabel('Budget Item')).toHaveValue(/\d+/);
    await edit.getByLabel('Amount ($)').fill('510.00');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Expense updated')).toBeVisible();
    await expect(row).toContainText('$510.00');
    await page.goto(`/projects/${projectId}/budget`);
    await expect(line.getByTestId('actual-cost')).toHaveText('$510.00');
    await expect(line.getByTestId('actual-cost')).toHaveAttribute('data-tone', 'over');
    await shots(page, 'budget-actual-cost');
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByText('Cost to Complete').locator('..')).toContainText('$0.00');
  });

  await test.step('Delete: no expenses are left, and the line has spent $0.00 again', async () => {
    // Deleted with the app's confirmation: the line has spent nothing again.
    await page.goto('/finances?tab=expenses');
    await row.getByRole('button', { name: 'Actions for expense Porcelain tile, 12 boxes' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Expense deleted successfully.')).toBeVisible();
    await expect(page.getByText('No expenses found')).toBeVisible();
    await page.goto(`/projects/${projectId}/budget`);
    await expect(line.getByTestId('actual-cost')).toHaveText('$0.00');
  });
});
