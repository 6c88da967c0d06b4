import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '#server/test/pdf-text';
import { expect, registerViaApi, test, toasts, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/** A new company with a customer's project whose estimate (two lines, 6,000 + 4,000) is approved. */
async function contractedProject(page: Page) {
  const admin = await registerViaApi(page, { companyName: `Progress Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Paula', lastName: `Owner${suffix()}` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId, name: `Clinic fit-out ${suffix()}`, type: 'other' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  for (const [name, price] of [
    ['Framing', '6000'],
    ['Electrical', '4000'],
  ] as const) {
    const item = await page.request.post(`/api/projects/${projectId}/budget`, {
      data: { type: 'product', name, quantity: '1', unitCost: '1000', unitPrice: price },
    });
    expect(item.status(), await item.text()).toBe(201);
  }
  const estimate = (await (await page.request.get(`/api/projects/${projectId}/estimate`)).json()) as {
    id: number;
  };
  const patch = async (data: Record<string, unknown>) => {
    const res = await page.request.patch(`/api/estimates/${estimate.id}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  const added = await page.request.post(`/api/estimates/${estimate.id}/recipients`, {
    data: { name: 'Paula Owner', email: `paula.${suffix()}@example.com`, role: 'client' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await patch({ status: 'pending' });
  await patch({ status: 'approved' });
  return { projectId };
}

test('a project billed by progress: two pay applications, the 100 % error, the retainage release and the PDF', async ({
  page,
}) => {
  const { projectId } = await contractedProject(page);
  await page.goto(`/projects/${projectId}?tab=financials`);

  await test.step('choose Progress billing at 10 % retainage', async () => {
    await page.getByLabel('Billing method').selectOption('progress');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastText(page, 'Billing method saved')).toBeVisible();
    await expect(page.getByText('Schedule of values', { exact: true })).toBeVisible();
    const table = page.getByTestId('sov-table');
    await expect(table).toContainText('Framing');
    await expect(table).toContainText('$10,000.00');
  });

  await test.step('pay application 1 by percent complete, totals live', async () => {
    await page.getByRole('button', { name: 'New pay application' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pay application' });
    await dialog.getByLabel('% complete to date').nth(0).fill('50');
    await dialog.getByLabel('% complete to date').nth(1).fill('25');
    await expect(dialog.getByTestId('pay-app-this-period')).toHaveText('$4,000.00');
    await expect(dialog.getByTestId('pay-app-amount-due')).toHaveText('$3,600.00');
    await shots(page, 'progress-pay-application');
    await dialog.getByRole('button', { name: 'Create pay application' }).click();
    await expect(toasts(page).getByText(/Pay application 1 created/)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('pay application 2 by amount; above 100 % the line says so', async () => {
    await page.getByRole('button', { name: 'New pay application' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pay application' });
    await dialog.getByLabel('Bill by').selectOption('amount');
    await dialog.getByLabel('This period ($)').nth(0).fill('3000.01');
    await dialog.getByRole('button', { name: 'Create pay application' }).click();
    await expect(
      dialog.getByText('Line 1 (Framing) would be billed above 100 %: 6000.01 of 6000.00'),
    ).toBeVisible();
    await dialog.getByLabel('This period ($)').nth(0).fill('3000');
    await dialog.getByLabel('Materials stored ($)').nth(1).fill('500');
    await expect(dialog.getByTestId('pay-app-amount-due')).toHaveText('$3,150.00');
    await dialog.getByRole('button', { name: 'Create pay application' }).click();
    await expect(toasts(page).getByText(/Pay application 2 created/)).toBeVisible();
    const table = page.getByTestId('sov-table');
    // Retainage held: 400 + 350 = 750.00; billed 6,000 + 1,500 of 10,000.
    await expect(table.getByRole('row').last()).toContainText('$7,500.00');
    await expect(table.getByRole('row').last()).toContainText('$750.00');
    await shots(page, 'progress-schedule-of-values');
  });

  await test.step('release the retainage held', async () => {
    await page.getByRole('button', { name: 'Release retainage' }).click();
    await page.getByRole('button', { name: 'Release retainage' }).click();
    await expect(toasts(page).getByText(/Retainage release invoice .* created/)).toBeVisible();
    await expect(page.getByTestId('sov-table').getByRole('row').last()).toContainText('$0.00');
  });

  await test.step('the invoices are in the project list and the PDF has the continuation sheet', async () => {
    const number = `INV-${projectId}-PA2`;
    await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`INV-${projectId}-RET3`, { exact: true }).first()).toBeVisible();
    await shots(page, 'progress-financials');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('button', { name: `Actions for invoice ${number}` })
      .first()
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toContain('Application and certificate for payment');
    expect(text).toContain('Continuation sheet');
    // Contract 10,000; completed and stored 7,500; retainage 750; previous certificate 3,600; due 3,150.
    for (const figure of ['$10,000.00', '$7,500.00', '$750.00', '$6,750.00', '$3,600.00', '$3,150.00']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Framing');
    expect(text).toContain('Grand total');
  });
});
