import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

test('the Finances page: cards from the database, Overdue, Mark as Paid, the status filter and expenses', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Finances Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const made = async (body: Record<string, unknown>) => {
    const res = await page.request.post(`/api/companies/${companyId}/invoices`, { data: body });
    expect(res.status(), await res.text()).toBe(201);
  };
  await made({ invoiceNumber: 'INV-2001', amount: '1500.00', status: 'sent', dueDate: '2025-01-15' });
  await made({
    invoiceNumber: 'INV-2002',
    status: 'sent',
    dueDate: '2999-01-01',
    lines: [
      { description: 'Tile labor', quantity: '2.5', unitPrice: '19.99' },
      { description: 'Grout', quantity: 3, unitPrice: '0.35' },
    ],
  });
  const expense = await page.request.post(`/api/companies/${companyId}/expenses`, {
    data: {
      amount: '240.00',
      category: 'materials',
      description: 'Thinset and spacers',
      date: '2026-11-20',
      vendor: 'Tile Depot',
    },
  });
  expect(expense.status()).toBe(201);

  // Carried from step to step: the summary cards, the invoices table and the overdue invoice's row.
  let cards: Locator;
  let table: Locator;
  let overdue: Locator;

  await test.step("Finances: the cards give the database's totals, and a period narrows them", async () => {
    await page.goto('/finances');
    await expect(page.getByRole('heading', { name: 'Finances', level: 1 })).toBeVisible();
    cards = page.getByRole('list', { name: 'Finance summary' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Total Outstanding' })).toContainText(
      '$1,551.03',
    );
    await expect(cards.getByRole('listitem').filter({ hasText: 'Total Expenses' })).toContainText('$240.00');
    await expect(cards.getByRole('listitem').filter({ hasText: 'Net Profit' })).toContainText('-$240.00');
    // A period narrows the cards: the expense is dated 2026-11-20, so last year holds it only in 2027.
    await page.getByLabel('Period').selectOption('last-year');
    await expect(page).toHaveURL(/period=last-year/);
    const lastYear = new Date().getFullYear() - 1 === 2026 ? '$240.00' : '$0.00';
    await expect(cards.getByRole('listitem').filter({ hasText: 'Total Expenses' })).toContainText(lastYear);
    await page.getByLabel('Period').selectOption('all');
    await expect(cards.getByRole('listitem').filter({ hasText: 'Total Expenses' })).toContainText('$240.00');
  });
  await test.step('the invoices list: INV-2001 is Overdue, INV-2002 is the sum of its lines', async () => {
    table = page.getByRole('table', { name: 'Invoices' });
    overdue = table.getByRole('row').filter({ hasText: 'INV-2001' });
    await expect(overdue.getByText('Overdue')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'INV-2002' })).toContainText('$51.03');
    await shots(page, 'finances-invoices');
  });

  await test.step('Mark as Paid with a payment date: the row says Paid and the cards follow', async () => {
    // Mark as Paid with the payment date: the row and the cards follow.
    await overdue.getByRole('button', { name: 'Actions for invoice INV-2001' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Paid' });
    await dialog.getByLabel('Payment date').fill('2026-11-24');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(toastText(page, 'Invoice marked as paid')).toBeVisible();
    await expect(overdue.getByText('Paid', { exact: true })).toBeVisible();
    await expect(cards.getByRole('listitem').filter({ hasText: 'Total Collected' })).toContainText(
      '$1,500.00',
    );
    await expect(cards.getByRole('listitem').filter({ hasText: 'Net Profit' })).toContainText('$1,260.00');
  });

  await test.step('the status filter Sent lists only the invoice still sent', async () => {
    // The status filter asks the server for what the list shows.
    await page.getByLabel('Status').selectOption('sent');
    await expect(table.getByRole('row').filter({ hasText: 'INV-2002' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'INV-2001' })).toHaveCount(0);
    await expect(page).toHaveURL(/status=sent/);
  });

  await test.step('Create New Invoice: no amount or a negative one is refused; one for a customer is listed at $820.00', async () => {
    // Create New Invoice for a customer: the amount is checked first.
    const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
      data: { firstName: 'Nora', lastName: `Quint${suffix()}` },
    });
    const customerName = `Nora ${((await customer.json()) as { lastName: string }).lastName}`;
    await page.getByRole('button', { name: 'Add Invoice' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Invoice' });
    await create.getByLabel('Invoice number').fill('INV-2003');
    await create.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(create.getByText('Amount must be greater than 0')).toBeVisible();
    // A negative amount breaks the same rule and gets the same sentence.
    await create.getByLabel('Amount ($)').fill('-5');
    await create.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(create.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(create.getByText('Amount cannot be negative')).toHaveCount(0);
    await create.getByLabel('Amount ($)').fill('820.00');
    await create.getByLabel('Customer').click();
    await page.getByRole('combobox', { name: 'Search customers...' }).fill(customerName.slice(5, 12));
    await page.getByRole('option', { name: new RegExp(customerName) }).click();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'finances-create-invoice');
    await create.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toastText(page, 'Invoice created')).toBeVisible();
    await page.getByLabel('Status').selectOption('all');
    await expect(table.getByRole('row').filter({ hasText: 'INV-2003' })).toContainText('$820.00');
  });

  await test.step('the Expenses tab lists the expense with its vendor', async () => {
    await page.getByRole('tab', { name: 'Expenses' }).click();
    const expenses = page.getByRole('table', { name: 'Expenses' });
    await expect(expenses.getByRole('row').filter({ hasText: 'Thinset and spacers' })).toContainText(
      'Tile Depot',
    );
    await shots(page, 'finances-expenses');
  });
});
