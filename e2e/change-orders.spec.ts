import type { Page } from '@playwright/test';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/**
 * A company whose project has an approved estimate (Sold Price $300.00: 2 vanities at $150), made through the
 * API as the page's admin; answers the project's id.
 */
async function contractProject(page: Page): Promise<number> {
  const admin = await registerViaApi(page, { companyName: `Change Orders ${suffix()}` });
  const companyId = admin.companyId!;
  const post = async (url: string, data: unknown, status = 201) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Ada',
    lastName: `Client${suffix()}`,
    email: 'ada@example.com',
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: `Bathroom ${suffix()}`,
    type: 'bathroom',
    targetCompletionDate: '2030-06-01',
  });
  const group = await post(`/api/projects/${project.id}/budget`, { type: 'group', name: 'Bathroom' });
  await post(`/api/projects/${project.id}/budget`, {
    name: 'Vanity',
    parentId: group.id,
    quantity: 2,
    unitCost: 100,
    unitPrice: 150,
  });
  const estimate = (await (await page.request.get(`/api/projects/${project.id}/estimate`)).json()) as {
    id: number;
  };
  await post(`/api/estimates/${estimate.id}/recipients`, { name: 'Ada', email: 'ada@example.com' });
  for (const status of ['pending', 'approved']) {
    const res = await page.request.patch(`/api/estimates/${estimate.id}`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return project.id;
}

/** Fills line `n` (1-based) of the draft's lines editor. */
async function fillLine(
  page: Page,
  n: number,
  line: Record<'name' | 'quantity' | 'unitCost' | 'unitPrice', string>,
) {
  await page.getByRole('textbox', { name: `Item ${n}`, exact: true }).fill(line.name);
  await page.getByRole('textbox', { name: `Qty ${n}`, exact: true }).fill(line.quantity);
  await page.getByRole('textbox', { name: `Unit Cost ${n}`, exact: true }).fill(line.unitCost);
  await page.getByRole('textbox', { name: `Unit Price ${n}`, exact: true }).fill(line.unitPrice);
}

test('staff write a change order with a credit, mark it approved, and Sold Price and the budget follow', async ({
  page,
}) => {
  const projectId = await contractProject(page);

  await test.step('the Change Orders tab starts empty and opens a new draft', async () => {
    await page.goto(`/projects/${projectId}?tab=changeOrders`);
    await expect(page.getByText('No change orders yet')).toBeVisible();
    await shots(page, 'change-orders-tab-empty');
    await page.getByRole('button', { name: 'New Change Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Change Order' });
    await dialog.getByLabel('Title').fill('Heated floor');
    await dialog.getByLabel('Reason').selectOption('design_change');
    await dialog.getByLabel('Schedule impact (days)').fill('3');
    await dialog.getByRole('button', { name: 'Create Change Order' }).click();
    await expect(toastText(page, 'CO-1 created')).toBeVisible();
    await expect(page.getByRole('heading', { name: /CO-1: Heated floor/ })).toBeVisible();
  });

  await test.step('lines, a credit among them, saved with totals from the server', async () => {
    // A zero quantity is refused under its input with the contract's sentence.
    await page.getByRole('button', { name: 'Add Line' }).click();
    await fillLine(page, 1, { name: 'Heating mat', quantity: '0', unitCost: '400', unitPrice: '600' });
    await page.getByRole('button', { name: 'Save Change Order' }).click();
    await expect(
      page.getByText('Quantity must be a number other than 0 (negative for a credit)'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Qty 1', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Add Line' }).click();
    await fillLine(page, 2, { name: 'Vanity credit', quantity: '-1', unitCost: '100', unitPrice: '150' });
    await page.getByRole('button', { name: 'Save Change Order' }).click();
    await expect(toastText(page, 'Change order saved')).toBeVisible();
    // 600.00 - 150.00
    await expect(page.getByText('$450.00', { exact: true })).toBeVisible();
    await shots(page, 'change-order-draft');
  });

  await test.step('Mark Approved: the budget gets its lines, Sold Price its total', async () => {
    await page.getByRole('button', { name: 'Mark Approved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark CO-1 approved?' });
    await dialog.getByLabel('Note').fill('Signed on site');
    await dialog.getByRole('button', { name: 'Mark Approved' }).click();
    await expect(toastText(page, 'CO-1 approved')).toBeVisible();
    await expect(page.getByText(/Approved by Pat Builder on .*: Signed on site/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark Approved' })).toHaveCount(0);
    await shots(page, 'change-order-approved');

    await page.getByRole('link', { name: 'Back to project' }).click();
    await expect(page.getByRole('tab', { name: 'Change Orders', selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CO-1' })).toBeVisible();
    await expect(page.getByText('$750.00').first()).toBeVisible();
    await shots(page, 'change-orders-tab');

    await page.goto(`/projects/${projectId}/budget`);
    await expect(page.getByRole('row', { name: /Change Order CO-1: Heated floor/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Vanity credit/ })).toBeVisible();
  });
});
