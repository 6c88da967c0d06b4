import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '#server/test/pdf-text';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { waitForMail } from './support/mailbox';
import { shot, suffix } from './support/screens';

/**
 * A company with a project whose budget has one line, Cabinets ($4,000.00 budgeted), and a vendor with an e-mail
 * address, made through the API as the page's admin.
 */
async function jobWithVendor(page: Page) {
  const admin = await registerViaApi(page, { companyName: `Purchasing ${suffix()}` });
  const companyId = admin.companyId!;
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Linda',
    lastName: `Henderson${suffix()}`,
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: `Kitchen ${suffix()}`,
    type: 'kitchen',
  });
  const group = await post(`/api/projects/${project.id}/budget`, { type: 'group', name: 'Cabinetry' });
  await post(`/api/projects/${project.id}/budget`, {
    name: 'Cabinets',
    parentId: group.id,
    quantity: 1,
    unitCost: 4000,
    unitPrice: 5200,
  });
  const email = `orders-${suffix()}@ridgeline.example`;
  const vendor = `Ridgeline Cabinet ${suffix()}`;
  await post(`/api/companies/${companyId}/vendors`, { name: vendor, email });
  return { projectId: project.id, vendor, email };
}

/** The Cabinets line's Actual Cost and Committed on the budget page. */
async function expectCabinets(page: Page, projectId: number, costs: { actual: string; committed: string }) {
  await page.goto(`/projects/${projectId}/budget`);
  const row = page.getByTestId('budget-row').filter({ has: page.getByText('Cabinets', { exact: true }) });
  await expect(row.getByTestId('actual-cost')).toHaveText(costs.actual);
  await expect(row.getByTestId('committed-cost')).toHaveText(costs.committed);
}

/** The project's Job Costing tab: its committed and actual totals. */
async function expectJobCost(page: Page, projectId: number, costs: { actual: string; committed: string }) {
  await page.goto(`/projects/${projectId}?tab=jobCosting`);
  await expect(page.getByTestId('job-cost-committed')).toContainText(costs.committed);
  await expect(page.getByTestId('job-cost-actual')).toContainText(costs.actual);
}

test('a purchase order is sent to the vendor, its bill entered, and the budget and Job Costing move cost from committed to actual', async ({
  page,
}) => {
  const { projectId, vendor, email } = await jobWithVendor(page);

  await test.step('nothing is committed or spent yet', async () => {
    await expectCabinets(page, projectId, { actual: '$0.00', committed: '$0.00' });
    await page.getByRole('link', { name: 'Purchasing' }).click();
    await expect(page.getByText('No purchase orders yet')).toBeVisible();
  });

  await test.step('a purchase order is written and sent to the vendor as a PDF', async () => {
    await page.getByRole('button', { name: 'New purchase order' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New purchase order' });
    // The vendor is searched among the company's vendors, and one must be chosen.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please choose a vendor')).toBeVisible();
    await dialog.getByLabel('Vendor').click();
    await page.getByRole('combobox', { name: 'Search vendors' }).fill(vendor.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(vendor) }).click();
    await expect(dialog.getByLabel('Vendor')).toContainText(vendor);
    await dialog.getByRole('textbox', { name: 'Description 1' }).fill('Shaker cabinets, white');
    await dialog.getByRole('textbox', { name: 'Quantity 1' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Unit cost 1' }).fill('1250.50');
    await dialog.getByRole('combobox', { name: 'Budget line 1' }).selectOption({ label: 'Cabinets' });
    await shot(page, 'purchasing-new-order-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Purchase order created')).toBeVisible();
    const order = page.getByRole('row').filter({ hasText: 'PO-1' });
    await expect(order).toContainText('Draft');
    await expect(order).toContainText('$2,501.00');

    // The draft is corrected: its delivery date and a note for the vendor.
    await page.getByRole('button', { name: 'Actions for PO-1' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit purchase order' });
    await expect(edit.getByRole('textbox', { name: 'Description 1' })).toHaveValue('Shaker cabinets, white');
    await expect(edit.getByLabel('Vendor')).toContainText(vendor);
    await edit.getByLabel('Delivery date').fill('2999-03-15');
    await edit.getByLabel('Notes').fill('Deliver to the side gate.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Purchase order saved')).toBeVisible();

    // Opened from its number, the order shows its lines and totals, and gives its PDF.
    await page.getByRole('button', { name: 'Open purchase order PO-1' }).click();
    const detail = page.getByRole('dialog', { name: 'Purchase order PO-1' });
    await expect(detail.getByRole('row').filter({ hasText: 'Shaker cabinets, white' })).toContainText(
      '$2,501.00',
    );
    await expect(detail).toContainText('Delivery 03/15/2999');
    await expect(detail).toContainText('Deliver to the side gate.');
    await shot(page, 'purchasing-order-detail');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = pdfText(await readFile((await download.path())!));
    expect(pdf).toContain('PO-1');
    expect(pdf).toContain('2,501.00');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    const since = new Date();
    await page.getByRole('button', { name: 'Actions for PO-1' }).click();
    await page.getByRole('menuitem', { name: 'Send' }).click();
    await expect(toastText(page, `Purchase order sent to ${email}`)).toBeVisible();
    await expect(order).toContainText('Sent');
    const mail = await waitForMail(email, { subject: 'Purchase order PO-1', since });
    expect(mail.text).toContain('$2,501.00');
    expect(await readFile(mail.file, 'utf8')).toMatch(
      /Content-Type: application\/pdf; name=purchase-order-PO-1\.pdf/,
    );
  });

  await test.step('sent, the order is committed cost on its budget line', async () => {
    await expectCabinets(page, projectId, { actual: '$0.00', committed: '$2,501.00' });
    await expectJobCost(page, projectId, { actual: '$0.00', committed: '$2,501.00' });
  });

  await test.step('its bill is entered against it', async () => {
    await page.goto(`/projects/${projectId}/purchasing`);
    await page.getByRole('button', { name: 'Enter bill' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Enter bill' });
    // The open order and its vendor are chosen already.
    await expect(dialog.getByLabel('Purchase order')).toHaveValue(/\d+/);
    await dialog.getByLabel('Number').fill('RCM-10482');
    await dialog.getByRole('textbox', { name: 'Amount 1' }).fill('1000.00');
    await dialog.getByRole('combobox', { name: 'Budget line 1' }).selectOption({ label: 'Cabinets' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Bill saved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'RCM-10482' })).toContainText('Unpaid');
    await expect(page.getByRole('row').filter({ hasText: 'PO-1' }).first()).toContainText('Partially billed');
  });

  await test.step('the budget shows what was billed as actual and the rest still committed', async () => {
    await expectCabinets(page, projectId, { actual: '$1,000.00', committed: '$1,501.00' });
    await expect(page.getByTestId('budget-totals').getByTestId('committed-cost')).toHaveText('$1,501.00');
    await expectJobCost(page, projectId, { actual: '$1,000.00', committed: '$1,501.00' });
  });

  await test.step('a bill above what the order has open is saved only once confirmed', async () => {
    await page.goto(`/projects/${projectId}/purchasing`);
    await page.getByRole('button', { name: 'Enter bill' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Enter bill' });
    await dialog.getByLabel('Number').fill('RCM-10519');
    await dialog.getByRole('textbox', { name: 'Amount 1' }).fill('1600.00');
    await dialog.getByRole('combobox', { name: 'Budget line 1' }).selectOption({ label: 'Cabinets' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This bill ($1,600.00) is more than what is still open on PO-1 ($1,501.00). Save it anyway?',
    );
    await dialog.getByLabel('Save anyway').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Bill saved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'PO-1' }).first()).toContainText('Billed');
    await expectCabinets(page, projectId, { actual: '$2,600.00', committed: '$0.00' });
  });

  await test.step("the Finances page's Bills tab lists every project's bills; one is paid from there", async () => {
    await page.goto('/finances?tab=bills');
    const table = page.getByRole('table', { name: 'Vendor bills' });
    await page.getByRole('searchbox', { name: 'Search bills' }).fill('RCM-104');
    await expect(table.getByRole('row')).toHaveCount(2);
    const bill = table.getByRole('row').filter({ hasText: 'RCM-10482' });
    await expect(bill).toContainText('Kitchen');
    await expect(bill).toContainText('Unpaid');
    await bill.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: /Record payment/ });
    await expect(pay.getByLabel('Amount')).toHaveValue('1000.00');
    await pay.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Payment recorded')).toBeVisible();
    await expect(bill).toContainText('Paid');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('To pay');
    await page.getByRole('searchbox', { name: 'Search bills' }).fill('');
    await expect(table.getByRole('row').filter({ hasText: 'RCM-10519' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'RCM-10482' })).toHaveCount(0);
    await shot(page, 'finances-bills-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'finances-bills-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('screens of the purchasing page, wide and narrow', async () => {
    await page.goto(`/projects/${projectId}/purchasing`);
    await expect(page.getByRole('row').filter({ hasText: 'RCM-10519' })).toBeVisible();
    await shot(page, 'purchasing-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'purchasing-narrow');
  });
});
