import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, toastText } from './fixtures';
import { NARROW, shot, suffix, WIDE } from './support/screens';

/** The downloaded file's name and text. */
async function downloaded(page: Page, name: RegExp): Promise<{ file: string; text: string }> {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ])) as [Download, unknown];
  const path = await download.path();
  return { file: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test("an accountant's files: an account name set, QuickBooks invoices and Xero bills downloaded", async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { username: 'owner', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { companyId } = (await (await page.request.get('/api/user')).json()) as { companyId: number };
  const bills = (await (await page.request.get(`/api/companies/${companyId}/bills`)).json()) as {
    number: string;
    vendorName: string;
  }[];
  expect(bills.length).toBeGreaterThan(0);
  const income = `Construction Income ${suffix()}`;

  await test.step('Finances opens Exports; the account names form saves a name', async () => {
    await page.setViewportSize(WIDE);
    await page.goto('/finances');
    await page.getByRole('link', { name: 'Exports' }).click();
    await expect(page).toHaveURL(/\/finances\/exports$/);
    await expect(page.getByRole('heading', { name: 'Account names' })).toBeVisible();
    const field = page.getByLabel('Invoice lines');
    await expect(field).toHaveAttribute('placeholder', 'Sales');
    await field.fill(income);
    await page.getByRole('button', { name: 'Save account names' }).click();
    await expect(toastText(page, 'Account names saved')).toBeVisible();
  });

  await test.step('the whole range: both days included', async () => {
    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    await page.getByLabel('To', { exact: true }).fill('2099-12-31');
    // The range is in the address: a bookmark opens the same files.
    await expect(page).toHaveURL(/from=2000-01-01&to=2099-12-31/);
  });

  await test.step("QuickBooks Online's invoice file: its columns, our account name on each line", async () => {
    const { file, text } = await downloaded(page, /^Download Invoices: QuickBooks Online$/);
    expect(file).toBe('invoices-quickbooks-2000-01-01-to-2099-12-31.csv');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Invoice number,Customer,Invoice date,Due date,Memo,Item (Product/Service),Item Description,Item Quantity,Item Rate,Item Amount',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/^[^,]+,[^,]*,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},/);
    expect(lines[1]).toContain(`,${income},`);
    expect(lines[1]).toMatch(/,\d+\.\d{2}$/);
  });

  await test.step("Xero's bill file: its columns, a bill of the company line by line", async () => {
    const { file, text } = await downloaded(page, /^Download Vendor bills: Xero$/);
    expect(file).toBe('bills-xero-2000-01-01-to-2099-12-31.csv');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'ContactName,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType',
    );
    const bill = bills[0]!;
    const row = lines.find((line) => line.includes(`,${bill.number},`));
    expect(row, text).toBeTruthy();
    expect(row).toMatch(/\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},/);
    expect(row).toMatch(/,1\.00,\d+\.\d{2},[^,]+,$/);
  });

  await test.step('screens, wide and narrow', async () => {
    await shot(page, 'accounting-exports-wide');
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('heading', { name: 'Account names' })).toBeVisible();
    await shot(page, 'accounting-exports-narrow');
  });
});
