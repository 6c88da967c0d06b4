import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shot, suffix } from './support/screens';

/** Opens the Payments dialog of an invoice's row in the invoices list. */
async function openPayments(page: Page, row: Locator, number: string): Promise<Locator> {
  await row.getByRole('button', { name: `Actions for invoice ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payments' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('two partial payments move the invoice, the Finances cards and the dashboard; deleting one reopens the balance', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Payments Builders ${suffix()}` });
  const res = await page.request.post(`/api/companies/${admin.companyId}/invoices`, {
    data: { invoiceNumber: 'INV-3001', amount: '1000.00', status: 'sent', dueDate: '2999-01-01' },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/finances');
  const cards = page.getByRole('list', { name: 'Finance summary' });
  const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'INV-3001' });
  await expect(card('Total Outstanding')).toContainText('$1,000.00');

  await test.step('the first payment: partially paid, with its balance', async () => {
    const dialog = await openPayments(page, row, 'INV-3001');
    await expect(dialog.getByText('No payments yet.')).toBeVisible();
    // The amount starts at the balance due; a part of it is typed.
    await expect(dialog.getByLabel('Amount ($)')).toHaveValue('1000.00');
    await dialog.getByLabel('Amount ($)').fill('400.00');
    await dialog.getByLabel('Method').selectOption('check');
    await dialog.getByLabel('Reference').fill('Check 1042');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(toastText(page, 'Payment recorded')).toBeVisible();
    await expect(row.getByText('Partially paid')).toBeVisible();
    await expect(row).toContainText('Balance due $600.00');
    await expect(card('Total Collected')).toContainText('$400.00');
    await expect(card('Total Outstanding')).toContainText('$600.00');
  });

  await test.step('a payment above the balance is refused on its field; the second one fits', async () => {
    const dialog = await openPayments(page, row, 'INV-3001');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Check 1042' })).toContainText('$400.00');
    await shot(page, 'payments-dialog-wide');
    await dialog.getByLabel('Amount ($)').fill('600.01');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(dialog.getByText('Payment exceeds the balance due')).toBeVisible();
    await dialog.getByLabel('Amount ($)').fill('250.25');
    await dialog.getByLabel('Method').selectOption('ach');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Balance due $349.75');
    await expect(card('Total Collected')).toContainText('$650.25');
    await expect(card('Total Outstanding')).toContainText('$349.75');
  });

  await test.step("the dashboard's revenue follows the payments", async () => {
    await page.goto('/dashboard');
    const stat = (label: string) =>
      page.getByTestId('stat-card').filter({ hasText: label }).locator('p').nth(1);
    await expect(stat('Revenue (This Month)')).toHaveText('$650');
    await expect(stat('Pending Invoices')).toHaveText('1');
    await expect(page.getByTestId('revenue-ytd')).toHaveText('$650');
  });

  await test.step('deleting a payment reopens the balance', async () => {
    await page.goto('/finances');
    const dialog = await openPayments(page, row, 'INV-3001');
    await dialog.getByRole('button', { name: /Delete payment of \$400\.00/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Payment deleted')).toBeVisible();
    // The dialog's own totals move at once; the list behind it too.
    await expect(dialog).toContainText('$749.75');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Balance due $749.75');
    await expect(card('Total Collected')).toContainText('$250.25');
  });

  await test.step('correcting a payment: refused above the invoice, saved within it', async () => {
    const dialog = await openPayments(page, row, 'INV-3001');
    await dialog.getByRole('button', { name: /Edit payment of \$250\.25/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Payment' });
    await expect(edit.getByLabel('Amount ($)')).toHaveValue('250.25');
    await edit.getByLabel('Amount ($)').fill('1000.01');
    await edit.getByRole('button', { name: 'Save Payment' }).click();
    await expect(edit.getByText('Payment exceeds the balance due')).toBeVisible();
    await edit.getByLabel('Amount ($)').fill('300.00');
    await edit.getByLabel('Reference').fill('ACH 7781');
    await shot(page, 'payment-edit-wide');
    await edit.getByRole('button', { name: 'Save Payment' }).click();
    await expect(edit).toBeHidden();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'ACH 7781' })).toContainText('$300.00');
    await expect(dialog).toContainText('$700.00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Balance due $700.00');
    await expect(card('Total Collected')).toContainText('$300.00');
  });

  await test.step('screens on a phone: the partly paid invoice and its payments', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Partially paid').filter({ visible: true }).first()).toBeVisible();
    await shot(page, 'payments-list-narrow');
    await page
      .getByRole('button', { name: 'Actions for invoice INV-3001' })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await expect(page.getByRole('dialog', { name: 'Payments' })).toBeVisible();
    await shot(page, 'payments-dialog-narrow');
  });
});

test("a deposit recorded on the project's Financials tab is taken by the project's next invoice", async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Deposit Builders ${suffix()}` });
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${admin.companyId}/customers`, {
    firstName: 'Rosa',
    lastName: `Alvarez${suffix()}`,
  });
  const project = await post(`/api/companies/${admin.companyId}/projects`, {
    customerId: customer.id,
    name: `Porch ${suffix()}`,
    type: 'kitchen',
  });

  await page.goto(`/projects/${project.id}?tab=financials`);
  const deposits = page.getByRole('region', { name: 'Deposits on account' });
  await expect(deposits.getByText('No deposits on account.')).toBeVisible();

  await test.step('record a deposit of $1,500.00 by check', async () => {
    await deposits.getByRole('button', { name: 'Record Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Deposit' });
    await dialog.getByLabel('Amount ($)').fill('0');
    await dialog.getByRole('button', { name: 'Record Deposit' }).click();
    await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
    await dialog.getByLabel('Amount ($)').fill('1500.00');
    await dialog.getByLabel('Reference').fill('Check 2201');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'deposit-dialog-wide');
    await dialog.getByRole('button', { name: 'Record Deposit' }).click();
    await expect(toastText(page, 'Deposit recorded')).toBeVisible();
    await expect(deposits.getByRole('listitem').filter({ hasText: 'Check 2201' })).toContainText('$1,500.00');
    await expect(deposits).toContainText('On account $1,500.00');
    await shot(page, 'deposits-card-wide');
  });

  await test.step("the project's next invoice takes the deposit as its first payment", async () => {
    await post(`/api/companies/${admin.companyId}/invoices`, {
      invoiceNumber: 'INV-4001',
      amount: '4000.00',
      status: 'sent',
      projectId: project.id,
      customerId: customer.id,
      dueDate: '2999-01-01',
    });
    await page.reload();
    await expect(deposits.getByText('No deposits on account.')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: 'INV-4001' });
    await expect(row.getByText('Partially paid')).toBeVisible();
    await expect(row).toContainText('Balance due $2,500.00');
  });

  await test.step('on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await deposits.getByRole('button', { name: 'Record Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Record Deposit' })).toBeVisible();
    await shot(page, 'deposit-dialog-narrow');
  });
});
