import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '#server/test/pdf-text';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';
import { drawSignature } from './support/signature';

/**
 * A company whose project has an approved estimate (Sold Price $300.00: 2 vanities at $150) and a draft change order
 * of one $250.00 line, made through the API as the page's admin.
 */
async function draftOnContract(page: Page, email: string) {
  const admin = await registerViaApi(page, { companyName: `Signing ${suffix()}` });
  const companyId = admin.companyId!;
  const post = async (url: string, data: unknown, status = 201) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Ada',
    lastName: 'Client',
    email,
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: `Bathroom ${suffix()}`,
    type: 'bathroom',
  });
  await post(`/api/projects/${project.id}/budget`, {
    name: 'Vanity',
    quantity: 2,
    unitCost: 100,
    unitPrice: 150,
  });
  const estimate = (await (await page.request.get(`/api/projects/${project.id}/estimate`)).json()) as {
    id: number;
  };
  await post(`/api/estimates/${estimate.id}/recipients`, { name: 'Ada', email });
  for (const status of ['pending', 'approved']) {
    const res = await page.request.patch(`/api/estimates/${estimate.id}`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const changeOrder = await post(`/api/projects/${project.id}/change-orders`, {
    title: 'Heated floor',
    reason: 'client_request',
    description: 'Electric heating mat under the new tile.',
    scheduleDays: 2,
    lines: [
      {
        name: 'Heating mat',
        description: 'Mat, thermostat and wiring',
        quantity: 1,
        unit: 'ea',
        unitCost: 180,
        unitPrice: 250,
      },
    ],
  });
  return { projectId: project.id, changeOrderId: changeOrder.id };
}

test('staff send a change order; the client signs it from the e-mailed link; Sold Price follows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `ada-${suffix()}@example.com`;
  const { projectId, changeOrderId } = await draftOnContract(page, email);
  let link = '';

  await test.step('Send: the dialog starts with the project customer, the change order goes pending', async () => {
    await page.goto(`/projects/${projectId}/change-orders/${changeOrderId}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send CO-1' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada Client');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await shots(page, 'change-order-send-dialog');
    const since = new Date();
    await dialog.getByRole('button', { name: 'Send Change Order' }).click();
    await expect(toastText(page, 'CO-1 sent')).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    const mail = await waitForMail(email, { subject: /^Change order CO-1/, since });
    expect(mail.text).toContain('New contract total: $550.00');
    expect(mail.links.some((l) => new URL(l).pathname === '/portal')).toBe(true);
    link = firstLink(mail, '/public/change-orders/');
  });

  const context = await browser.newContext({ baseURL });
  const client = await context.newPage();

  await test.step('the client reads it: lines at their price, the contract before and after', async () => {
    await client.goto(link);
    await expect(
      client.getByRole('heading', { name: 'Hello Ada Client, please review this change order' }),
    ).toBeVisible();
    await expect(client.getByText('Heating mat', { exact: true })).toBeVisible();
    await expect(client.getByTestId('new-contract-total')).toHaveText(/\$550\.00/);
    await expect(client.getByText('$300.00')).toBeVisible();
    await expect(client.getByText('$180.00')).toHaveCount(0);
    await expect(client.getByRole('link', { name: 'Open your client portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    await shots(client, 'change-order-public');
  });

  await test.step('Approve and Sign: an empty box is refused, a drawn signature and a name approve it', async () => {
    await client.getByRole('button', { name: 'Approve and Sign' }).click();
    const dialog = client.getByRole('dialog', { name: 'Approve and Sign' });
    await dialog.getByLabel('Your full name').fill('Ada Client');
    await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
    await expect(dialog.getByText('Please draw your signature')).toBeVisible();
    await drawSignature(client);
    await shots(client, 'change-order-signature-dialog');
    await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
    await expect(client.getByRole('heading', { name: 'Change order approved' })).toBeVisible();
    await expect(client.getByText(/Approved by Ada Client on /)).toBeVisible();
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Approved by Ada Client on');
  });
  await context.close();

  await test.step('staff see it approved, Sold Price changed, and the PDF', async () => {
    await page.reload();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Signed by Ada Client on /)).toBeVisible();
    const drawing = page.getByRole('img', { name: 'Signature of Ada Client' });
    await expect(drawing).toBeVisible();
    // The image loaded: a broken one has no natural width.
    expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shots(page, 'change-order-staff-signed');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    const pdf = await page.request.get(`/api/change-orders/${changeOrderId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(pdfText(await pdf.body())).toContain('$550.00');
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByText('$550.00').first()).toBeVisible();
  });
});
