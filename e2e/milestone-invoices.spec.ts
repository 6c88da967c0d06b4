import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/** A new company (the page is its admin) with a customer and a project, made through the API. */
async function companyWithProject(page: Page) {
  const admin = await registerViaApi(page, { companyName: `Milestone Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const lastName = `Client${suffix()}`;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Mira', lastName },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId, name: `Basement finish ${suffix()}`, type: 'basement' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  return { companyId, customerId, projectId, customerName: `Mira ${lastName}` };
}

/**
 * The estimate approved with a 30 % deposit, as the estimate page does it: a budget line selling for 9,999.99,
 * the deposit set while draft, a recipient, sent for approval, then marked approved.
 */
async function approveEstimate(page: Page, projectId: number) {
  const item = await page.request.post(`/api/projects/${projectId}/budget`, {
    data: {
      type: 'product',
      name: 'Framing and drywall',
      quantity: '7',
      unitCost: '900',
      unitPrice: '1428.57',
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const estimate = (await (await page.request.get(`/api/projects/${projectId}/estimate`)).json()) as {
    id: number;
  };
  const patch = async (data: Record<string, unknown>) => {
    const res = await page.request.patch(`/api/estimates/${estimate.id}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  await patch({ terms: { depositPercentage: 30 } });
  const added = await page.request.post(`/api/estimates/${estimate.id}/recipients`, {
    data: { name: 'Mira Client', email: `mira.${suffix()}@example.com`, role: 'client' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await patch({ status: 'pending' });
  await patch({ status: 'approved' });
}

test('the three milestone invoices of an approved estimate add up to its Sold Price', async ({ page }) => {
  const { projectId } = await companyWithProject(page);
  await approveEstimate(page, projectId);

  await page.goto(`/projects/${projectId}?tab=financials`);
  // The Sold Price card: its label's parent holds the figure.
  const soldPrice = page.getByText('Sold Price', { exact: true }).locator('..');
  await expect(soldPrice).toContainText('$9,999.99');
  const milestones = page.getByRole('list', { name: 'Milestones' });
  await expect(milestones.getByRole('listitem')).toHaveCount(3);
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('$3,000.00');
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Progress Payment' })).toContainText(
    '$4,000.00',
  );
  await expect(milestones.getByRole('listitem').filter({ hasText: 'Final Payment' })).toContainText(
    '$2,999.99',
  );
  await expect(milestones.getByText('Not invoiced')).toHaveCount(3);
  await shots(page, 'project-financials');

  const invoices = page.getByRole('table', { name: 'Invoices' });
  for (const [choice, amount] of [
    ['Deposit (30%)', '$3,000.00'],
    ['Progress Payment (40%)', '$4,000.00'],
    ['Final Payment (30%)', '$2,999.99'],
  ] as const) {
    await page.getByRole('button', { name: 'Create Milestone Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Milestone Invoice' });
    // Milestones already invoiced are not offered: the first one left is chosen.
    await expect(dialog.getByLabel('Milestone')).toHaveValue(/deposit|progress|final/);
    await dialog.getByLabel('Milestone').selectOption({ label: choice });
    await expect(dialog.getByLabel('Invoice number')).toHaveValue(new RegExp(`^INV-${projectId}-\\d{4}$`));
    await expect(dialog.getByLabel('Amount')).toHaveValue(amount);
    const number = `INV-${projectId}-${choice.slice(0, 3).toUpperCase()}`;
    await dialog.getByLabel('Invoice number').fill(number);
    await dialog.getByLabel('Description').fill(`${choice} of the basement`);
    if (choice.startsWith('Deposit')) {
      await expectNoSeriousA11yViolations(page);
      await shots(page, 'milestone-invoice-dialog');
    }
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toastText(page, 'Milestone invoice created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText(amount);
    await expect(milestones.getByRole('listitem').filter({ hasText: number })).toBeVisible();
  }
  // Every milestone billed: nothing left to offer, and the three add up to the Sold Price.
  await expect(page.getByRole('button', { name: 'Create Milestone Invoice' })).toHaveCount(0);
  await expect(milestones.getByText('Not invoiced')).toHaveCount(0);
  const billing = (await (
    await page.request.get(`/api/projects/${projectId}/milestone-invoices`)
  ).json()) as {
    milestones: { amount: string }[];
  };
  const cents = billing.milestones.reduce((sum, m) => sum + Math.round(Number(m.amount) * 100), 0);
  expect(cents).toBe(999_999);
  await expect(soldPrice).toContainText('$9,999.99');
  await shots(page, 'project-financials-billed');
});

test('Generate Invoice from the customers list opens the new-invoice page with the customer, and lines make the amount', async ({
  page,
}) => {
  const { customerName, customerId } = await companyWithProject(page);
  await page.goto(`/customers?search=${encodeURIComponent(customerName)}`);
  const row = page.getByRole('row').filter({ hasText: customerName });
  await row.getByRole('button', { name: `Actions for ${customerName}` }).click();
  await page.getByRole('menuitem', { name: 'Generate Invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/finances/invoices/new\\?customerId=${customerId}$`));
  await expect(page.getByRole('heading', { name: 'Create New Invoice', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Customer')).toContainText(customerName);

  const number = `INV-L${suffix()}`;
  await page.getByLabel('Invoice number').fill(number);
  await page.getByLabel('Title').fill('Change order 1');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Description of line 1').fill('Egress window');
  await page.getByLabel('Quantity of line 1').fill('1');
  await page.getByLabel('Unit price ($) of line 1').fill('1850.00');
  await page.getByLabel('Description of line 2').fill('Extra outlets');
  await page.getByLabel('Quantity of line 2').fill('4');
  await page.getByLabel('Unit price ($) of line 2').fill('87.50');
  // With lines the amount is their sum, read only, as it is typed.
  await expect(page.getByLabel('Amount ($)')).toHaveValue('$2,200.00');
  await expect(page.getByLabel('Amount ($)')).toHaveAttribute('readonly', '');
  await shots(page, 'new-invoice-page');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toastText(page, 'Invoice created')).toBeVisible();
  // Back where the user came from: the customers list.
  await expect(page).toHaveURL(/\/customers/);

  // The customer's Invoices tab reads the same invoices.
  await page.goto(`/customers/${customerId}?tab=invoices`);
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('$2,200.00');

  // Edit from the Finances list: the lines come back, one is removed, the amount follows.
  await page.goto('/finances');
  const invoiceRow = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: number });
  await invoiceRow.getByRole('button', { name: `Actions for invoice ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByLabel('Description of line 2')).toHaveValue('Extra outlets');
  await edit.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(edit.getByLabel('Amount ($)')).toHaveValue('$1,850.00');
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Invoice updated')).toBeVisible();
  await expect(invoiceRow).toContainText('$1,850.00');
});
