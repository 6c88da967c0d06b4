import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { pdfText } from '#server/test/pdf-text';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';

/** A fresh browser context: no cookies, as a customer opening the e-mail on their own device. */
async function customerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('Send Invoice: the customer gets the link by e-mail, reads the invoice, downloads the PDF; the list shows Viewed', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await registerViaApi(page, { companyName: `Invoice Send Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const email = `billing-${suffix()}@example.com`;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: {
      firstName: 'Nora',
      lastName: 'Lindqvist',
      email,
      phone: '555-0177',
      address: '41 Birch Lane, Springfield',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId, name: `Bathroom remodel ${suffix()}`, type: 'bathroom' },
  });
  // Generate Invoice offers the customer's projects; the one made here is the one picked below.
  expect(project.status(), await project.text()).toBe(201);
  // The company profile's terms and footer go on the customer's paperwork.
  const profile = await page.request.patch(`/api/companies/${companyId}`, {
    data: { paymentTerms: 'Net 30. Checks payable to the company.', invoiceFooter: 'Licensed and insured.' },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // Carried from step to step: the invoice, its row in the list, the mailed link and the customer's browser.
  const invoiceNumber = `INV-${suffix()}`;
  const row = page.getByRole('row', { name: new RegExp(invoiceNumber) });
  let link = '';
  let customerSide: Awaited<ReturnType<typeof customerPage>>;

  await test.step("Generate Invoice from the customer's page: the project and three lines", async () => {
    // The contractor makes the invoice from the customer's page: Generate Invoice, the project, three lines.
    await page.goto(`/customers/${customerId}?tab=invoices`);
    await page.getByRole('link', { name: 'Generate Invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/finances/invoices/new\\?customerId=${customerId}$`));
    await page.getByLabel('Invoice number').fill(invoiceNumber);
    await page.getByLabel('Title', { exact: true }).fill('Main bathroom, tile and vanity');
    await page.getByLabel('Project').click();
    await page.getByRole('option', { name: /Bathroom remodel/ }).click();
    await page.getByLabel('Issue date').fill('2026-11-02');
    await page.getByLabel('Due date').fill('2030-12-02');
    const lines = [
      ['Tile installation labor', '12.5', '48.00'],
      ['Porcelain floor tile', '85', '6.49'],
      ['Vanity with quartz top', '1', '1240.00'],
    ];
    for (const [i, [description, quantity, unitPrice]] of lines.entries()) {
      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByLabel(`Description of line ${i + 1}`).fill(description!);
      await page.getByLabel(`Quantity of line ${i + 1}`).fill(quantity!);
      await page.getByLabel(`Unit price ($) of line ${i + 1}`).fill(unitPrice!);
    }
    await expect(page.getByLabel('Amount ($)')).toHaveValue('$2,391.65');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toastText(page, 'Invoice created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customers/${customerId}`));
    await expect(
      page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber }),
    ).toContainText('$2,391.65');
  });

  await test.step('Send Invoice from the Finances list, and the mail', async () => {
    // The contractor sends it from the Finances list.
    await page.goto('/finances');
    await expect(row).toContainText('Draft');
    const since = new Date();
    await page.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Send Invoice' }).click();
    await expect(toastText(page, 'Invoice sent')).toBeVisible();
    await expect(toastText(page, `Invoice ${invoiceNumber} was e-mailed to ${email}.`)).toBeVisible();
    await expect(row).toContainText('Sent');

    // The mail names the company, the invoice, the amount and the due date, and carries the link.
    const mail = await waitForMail(email, { subject: /^Invoice /, since });
    expect(mail.subject).toContain(invoiceNumber);
    expect(mail.subject).toContain('$2,391.65');
    expect(mail.text).toContain('Due date: December 2, 2030');
    link = firstLink(mail, '/public/invoices/');
  });

  await test.step('the customer reads it without signing in, and downloads the PDF', async () => {
    // The customer opens it without signing in.
    customerSide = await customerPage(browser, baseURL);
    const client = customerSide.page;
    await client.goto(link);
    await expect(
      client.getByRole('heading', { name: new RegExp(`Invoice ${invoiceNumber} from`) }),
    ).toBeVisible();
    await expect(client.getByText('Amount due: $2,391.65, due December 2, 2030.')).toBeVisible();
    const document = client.getByRole('article', { name: `Invoice ${invoiceNumber}` });
    await expect(document).toContainText('Main bathroom, tile and vanity');
    await expect(document).toContainText('Nora Lindqvist');
    await expect(document).toContainText('Porcelain floor tile');
    await expect(document).toContainText('$551.65');
    await expect(client.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(client);
    await shots(client, 'invoice-public');
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Main bathroom, tile and vanity');
    expect(text).toContain('Nora Lindqvist');
    expect(text).toContain('Vanity with quartz top');
    expect(text).toContain('$2,391.65');
    expect(text).toContain('Net 30. Checks payable to the company.');
    expect(text).toContain('Licensed and insured.');
  });

  await test.step("the list shows Viewed; the contractor's own PDF", async () => {
    // Back at the office the list shows that the customer has opened it.
    await page.reload();
    await expect(row).toContainText('Viewed');
    await shots(page, 'invoice-list-viewed');

    // The contractor's own PDF from the row menu.
    await page.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
    const [staffDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    expect(
      readFileSync((await staffDownload.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  await test.step("once paid, the customer's page says nothing is due", async () => {
    // Once paid, the customer's page says so and nothing is due.
    const client = customerSide.page;
    const document = client.getByRole('article', { name: `Invoice ${invoiceNumber}` });
    const listed = await page.request.get(
      `/api/companies/${companyId}/invoices?search=${encodeURIComponent(invoiceNumber)}`,
    );
    const invoiceId = ((await listed.json()) as { id: number }[])[0]!.id;
    const paid = await page.request.post(`/api/invoices/${invoiceId}/mark-paid`, {
      data: { paidDate: '2026-11-20' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await client.reload();
    await expect(client.getByText('Paid on November 20, 2026. Thank you!')).toBeVisible();
    await expect(document.getByText('Paid', { exact: true })).toBeVisible();
    await expect(document).toContainText('Amount Due$0.00');
    await shots(client, 'invoice-public-paid');
    await customerSide.context.close();
  });
});

test('Send Invoice says why when the customer has no e-mail address; an unknown link says so', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await registerViaApi(page, { companyName: `Invoice Send Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Omar', lastName: 'Nomail' },
  });
  const customerId = ((await customer.json()) as { id: number }).id;
  const invoiceNumber = `INV-${suffix()}`;
  const invoice = await page.request.post(`/api/companies/${companyId}/invoices`, {
    data: { invoiceNumber, customerId, amount: '300.00' },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  await page.goto('/finances');
  await page.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Send Invoice' }).click();
  await expect(toastText(page, 'Failed to send invoice')).toBeVisible();
  await expect(
    toastText(
      page,
      "The customer has no e-mail address. Add one to the customer's details before sending the invoice.",
    ),
  ).toBeVisible();

  const customerSide = await customerPage(browser, baseURL);
  await customerSide.page.goto(`/public/invoices/${'x'.repeat(43)}`);
  await expect(customerSide.page.getByRole('heading', { name: 'Invoice not available' })).toBeVisible();
  await shots(customerSide.page, 'invoice-public-invalid');
  await customerSide.context.close();
});
