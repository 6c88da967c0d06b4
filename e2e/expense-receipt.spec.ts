import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

// A real 2 x 2 PNG: the server checks the type from the bytes.
const RECEIPT_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEJMDEgAUYGBgDhbQQBRYmbnQAAAABJRU5ErkJggg==',
  'base64',
);
const REFUSED = 'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be uploaded';

type StoredExpense = { id: number; description: string; amount: string; receiptFile: string | null };

/** The company's expenses as the server holds them. */
async function storedExpenses(page: Page, companyId: number): Promise<StoredExpense[]> {
  const res = await page.request.get(`/api/companies/${companyId}/expenses`);
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredExpense[];
}

/** Record New Expense on the Finances page, with an amount, a category and a description typed in. */
async function openFilledDialog(page: Page, description: string) {
  await page.goto('/finances?tab=expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record New Expense' });
  await dialog.getByLabel('Amount ($)').fill('84.20');
  await dialog.getByLabel('Category').selectOption('materials');
  await dialog.getByLabel('Description').fill(description);
  return dialog;
}

test('a receipt that is not an image or PDF is refused under Receipt before anything is saved', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Receipt Check ${suffix()}` });
  const dialog = await openFilledDialog(page, 'Grout and sealer');
  const receipt = dialog.getByLabel('Receipt');
  await receipt.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(receipt).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/[()]/g, '\\$&')));
  await dialog.getByRole('button', { name: 'Record Expense' }).click();
  // Nothing was saved, the dialog stays, and no toast pretends otherwise.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(REFUSED)).toBeVisible();
  await expect(toastText(page, 'Expense created')).toHaveCount(0);
  expect(await storedExpenses(page, admin.companyId!)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'expense-receipt-refused');

  // Another file clears the message and the expense is recorded with it. The server is busy at the first try of
  // the upload: it refuses before any work, as its admission does (503, Retry-After, x-refused), and the upload is
  // sent again by itself, as every other call is.
  const refusedOnce: string[] = [];
  await page.route('**/api/expenses/*/receipt', async (route) => {
    if (refusedOnce.length > 0) return route.continue();
    refusedOnce.push(route.request().method());
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'x-refused': 'busy', 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'BuildLine is busy right now. Please try again in a moment.' }),
    });
  });
  await receipt.setInputFiles({ name: 'grout.png', mimeType: 'image/png', buffer: RECEIPT_PHOTO });
  await expect(dialog.getByText(REFUSED)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record Expense' }).click();
  await expect(toastText(page, 'Expense created')).toBeVisible();
  expect(refusedOnce).toEqual(['POST']);
  await expect(dialog).toBeHidden();
  const stored = await storedExpenses(page, admin.companyId!);
  expect(stored.map((e) => [e.description, e.receiptFile])).toEqual([['Grout and sealer', 'grout.png']]);
});

test('a receipt the server refuses after the expense is saved leaves the dialog open on that expense', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Receipt Refused ${suffix()}` });
  const dialog = await openFilledDialog(page, 'Sealer, 2 gallons');
  // Named and typed as a PNG, so the browser lets it through; its bytes are text, which the server refuses.
  await dialog.getByLabel('Receipt').setInputFiles({
    name: 'sealer.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await dialog.getByRole('button', { name: 'Record Expense' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Receipt')).toHaveAccessibleDescription(
    new RegExp(REFUSED.replace(/[()]/g, '\\$&')),
  );
  await expect(edit.getByText('The expense is saved, but not its receipt.', { exact: false })).toBeVisible();
  await expect(edit.getByLabel('Description')).toHaveValue('Sealer, 2 gallons');
  await expect(toastText(page, 'Expense created')).toHaveCount(0);
  await shots(page, 'expense-receipt-refused-by-server');
  let stored = await storedExpenses(page, admin.companyId!);
  expect(stored.map((e) => [e.description, e.receiptFile])).toEqual([['Sealer, 2 gallons', null]]);

  // A real photo and Save Changes: the same expense gets it; nothing is recorded twice.
  await edit
    .getByLabel('Receipt')
    .setInputFiles({ name: 'sealer.png', mimeType: 'image/png', buffer: RECEIPT_PHOTO });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Expense updated')).toBeVisible();
  await expect(edit).toBeHidden();
  stored = await storedExpenses(page, admin.companyId!);
  expect(stored.map((e) => [e.description, e.receiptFile])).toEqual([['Sealer, 2 gallons', 'sealer.png']]);
});

test('Add New Vendor from Record Expense says nothing about the name until it is left or submitted', async ({
  page,
}) => {
  await registerViaApi(page, { companyName: `Vendor Timing ${suffix()}` });
  const dialog = await openFilledDialog(page, 'Fasteners');
  await dialog.getByLabel('Vendor').click();
  await page.getByRole('button', { name: 'Add new vendor' }).click();
  const vendorDialog = page.getByRole('dialog', { name: 'Add New Vendor' });
  const name = vendorDialog.getByLabel('Vendor name');
  await expect(name).toBeFocused();
  // Give a late blur or check the time to show up before saying it did not.
  await page.waitForTimeout(500);
  await expect(vendorDialog.getByText('Vendor name is required')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // Leaving it empty says it, as every form does; typing a name takes it away.
  await page.keyboard.press('Tab');
  await expect(vendorDialog.getByText('Vendor name is required')).toBeVisible();
  await name.fill('Bolt Supply');
  await expect(vendorDialog.getByText('Vendor name is required')).toHaveCount(0);
  await vendorDialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(vendorDialog).toBeHidden();
  await expect(dialog.getByLabel('Vendor')).toContainText('Bolt Supply');
  // Focus comes back to the Vendor field, inside the expense dialog.
  await expect(dialog.getByLabel('Vendor')).toBeFocused();
});
