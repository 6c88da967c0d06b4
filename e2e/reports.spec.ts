import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

// The browser is where the company is (a new company's zone, America/New_York): forms date a payment by the
// browser's today and the reports by the company's, which on a UTC machine differ every evening in New York.
test.use({ timezoneId: 'America/New_York' });

/** Opens the Payments dialog of an invoice's row in the invoices list. */
async function openPayments(page: Page, row: Locator, number: string): Promise<Locator> {
  await row.getByRole('button', { name: `Actions for invoice ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payments' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A day `days` before today, as the API takes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('record two partial payments, and see the invoice, the dashboard and the aging move', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Reports Builders ${suffix()}` });
  const customerRes = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Nora', lastName: 'Quill', email: 'nora@example.com' },
  });
  expect(customerRes.status(), await customerRes.text()).toBe(201);
  const customer = (await customerRes.json()) as { id: number };
  // Ten days past its due date: the whole amount sits in 1-30 days.
  const res = await page.request.post(`/api/companies/${admin.companyId}/invoices`, {
    data: {
      invoiceNumber: 'INV-7001',
      amount: '1000.00',
      status: 'sent',
      customerId: customer.id,
      issueDate: daysAgo(40),
      dueDate: daysAgo(10),
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  const agingRow = () =>
    page.getByRole('table', { name: 'Receivables aging' }).getByRole('row').filter({ hasText: 'Nora Quill' });
  const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);
  const expectAging = async (balance: string) => {
    await page.goto('/finances/reports');
    await expect(agingRow()).toBeVisible();
    // Customer, Current, 1-30, 31-60, 61-90, Over 90, Balance.
    await expect(cell(agingRow(), 1)).toHaveText('$0.00');
    await expect(cell(agingRow(), 2)).toHaveText(balance);
    await expect(cell(agingRow(), 6)).toHaveText(balance);
  };
  const payOnList = async (amount: string, balance: string) => {
    await page.goto('/finances');
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: 'INV-7001' });
    const dialog = await openPayments(page, row, 'INV-7001');
    await dialog.getByLabel('Amount ($)').fill(amount);
    await dialog.getByLabel('Method').selectOption('check');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(toastText(page, 'Payment recorded')).toBeVisible();
    await expect(row).toContainText(`Balance due ${balance}`);
    return row;
  };
  const dashboardRevenue = async (amount: string) => {
    await page.goto('/dashboard');
    const stat = page
      .getByTestId('stat-card')
      .filter({ hasText: 'Revenue (This Month)' })
      .locator('p')
      .nth(1);
    await expect(stat).toHaveText(amount);
  };

  await test.step('before any payment: the whole amount, 1-30 days', async () => {
    await expectAging('$1,000.00');
    await dashboardRevenue('$0');
  });

  await test.step('the first payment: partially paid; the dashboard and the aging follow', async () => {
    const row = await payOnList('300.00', '$700.00');
    // Past its due date, the status says Overdue before Partially paid (decision 0267).
    await expect(row.getByText('Overdue')).toBeVisible();
    await dashboardRevenue('$300');
    await expectAging('$700.00');
  });

  await test.step('the second payment: the balance, the dashboard and the aging again', async () => {
    const row = await payOnList('450.50', '$249.50');
    await expect(row.getByText('Overdue')).toBeVisible();
    await dashboardRevenue('$751');
    await expectAging('$249.50');
    // As of a day before the invoice was due, the whole amount was current.
    await page.goto(`/finances/reports?asOf=${daysAgo(11)}`);
    await expect(cell(agingRow(), 1)).toHaveText('$1,000.00');
    await expect(cell(agingRow(), 6)).toHaveText('$1,000.00');
  });

  await test.step('the dashboard button and the Finances page lead to the reports', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Financial Reports' }).click();
    await expect(page).toHaveURL(/\/finances\/reports$/);
    await page.goto('/finances');
    await page.getByRole('link', { name: 'Financial Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Reports' })).toBeVisible();
  });
});

test('each report opens with its filters, totals and CSV; the cash flow chart draws', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Reports Tour ${suffix()}` });
  const invoice = await page.request.post(`/api/companies/${admin.companyId}/invoices`, {
    data: { invoiceNumber: 'INV-8001', amount: '500.00', status: 'sent', issueDate: daysAgo(5) },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { id } = (await invoice.json()) as { id: number };
  const pay = await page.request.post(`/api/invoices/${id}/payments`, {
    data: { amount: '125.25', date: daysAgo(1), method: 'cash' },
  });
  expect(pay.status(), await pay.text()).toBe(201);

  await page.goto('/finances/reports');
  const tab = (name: string) => page.getByRole('tab', { name });

  await test.step('receivables aging: the row without a customer and the totals line', async () => {
    const table = page.getByRole('table', { name: 'Receivables aging' });
    await expect(table.getByRole('row').filter({ hasText: 'No customer' })).toContainText('$374.75');
    await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText('$374.75');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'reports-ar-aging');
  });

  await test.step('payables aging and the other empty reports say so', async () => {
    await tab('Payables aging').click();
    await expect(page.getByText('Nothing owed to vendors')).toBeVisible();
    await tab('Profit by project').click();
    await expect(page.getByText('No project figures')).toBeVisible();
    await tab('Work in progress').click();
    await expect(page.getByText('No work in progress')).toBeVisible();
    await expect(page).toHaveURL(/report=wip/);
  });

  await test.step('cash flow: the chart and the month, kept over a reload; its CSV', async () => {
    await tab('Cash flow').click();
    const month = daysAgo(1).slice(0, 7);
    const table = page.getByRole('table', { name: 'Cash flow' });
    await expect(table.getByRole('row').filter({ hasText: month })).toContainText('$125.25');
    await expect(page.getByRole('img', { name: 'Cash flow by month' })).toBeVisible();
    await page.getByLabel('From').fill(`${month}-01`);
    await expect(page).toHaveURL(new RegExp(`from=${month}-01`));
    await page.reload();
    await expect(tab('Cash flow')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('From')).toHaveValue(`${month}-01`);
    await expect(page.getByRole('img', { name: 'Cash flow by month' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`cash-flow-${month}-01.csv`);
    await shots(page, 'reports-cash-flow');
  });
});

test('a report longer than a page pages through its rows, with its totals over all of them', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Reports Pages ${suffix()}` });
  // 51 customers owing $10.00 each: one more than a page of 50.
  for (let i = 1; i <= 51; i++) {
    const customer = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
      data: { firstName: 'Client', lastName: `P${String(i).padStart(2, '0')}` },
    });
    expect(customer.status(), await customer.text()).toBe(201);
    const { id } = (await customer.json()) as { id: number };
    const invoice = await page.request.post(`/api/companies/${admin.companyId}/invoices`, {
      data: {
        invoiceNumber: `INV-9${i}`,
        amount: '10.00',
        status: 'sent',
        customerId: id,
        issueDate: daysAgo(3),
      },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
  }
  await page.goto('/finances/reports');
  const table = page.getByRole('table', { name: 'Receivables aging' });
  const pager = page.getByRole('navigation', { name: 'Pages of customers' });
  const total = table.getByRole('row').filter({ hasText: 'Total' });

  await test.step('the first page: 50 customers and the totals line of all 51', async () => {
    await expect(pager).toContainText('Showing 1-50 of 51 customers');
    await expect(table.getByRole('row').filter({ hasText: 'Client P50' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Client P51' })).toHaveCount(0);
    await expect(total).toContainText('$510.00');
  });

  await test.step('the next page: the 51st, the same totals; the page is in the address', async () => {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Showing 51-51 of 51 customers');
    await expect(table.getByRole('row').filter({ hasText: 'Client P51' })).toBeVisible();
    await expect(total).toContainText('$510.00');
    await expect(page).toHaveURL(/page=2/);
    await shots(page, 'reports-ar-aging-page-2');
  });

  await test.step('other dates start again at the first page; the CSV holds every row', async () => {
    await page.getByLabel('As of').fill(daysAgo(1));
    await expect(page).not.toHaveURL(/page=/);
    await expect(pager).toContainText('Showing 1-50 of 51 customers');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const text = await readFile(await file.path(), 'utf8');
    // The header, 51 customers and the Total line.
    expect(text.trim().split('\n')).toHaveLength(53);
  });
});
