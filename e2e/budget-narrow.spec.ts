import type { Locator, Page } from '@playwright/test';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { NARROW, shot, suffix, WIDE } from './support/screens';

async function createProject(page: Page, companyId: number, name: string) {
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ines', lastName: `Park${suffix()}` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const res = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { companyId, customerId, name, type: 'kitchen', stage: 'pre-production' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function addItem(page: Page, projectId: number, data: Record<string, unknown>) {
  const made = await page.request.post(`/api/projects/${projectId}/budget`, { data });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('the empty budget leads to the Add Budget Item button that works, on a phone too', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Empty budget ${suffix()}` });
  const projectId = await createProject(page, admin.companyId!, `Bath ${suffix()}`);

  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await page.goto(`/projects/${projectId}/budget`);
    const table = page.getByRole('table', { name: 'Budget items' });
    // The empty budget's sentence, word for word (docs/product.md#budget); the button it names is right under it,
    // enabled and on screen.
    await expect(
      table.getByText('No budget items added yet. Click "Add Budget Item" to get started.', { exact: true }),
    ).toBeVisible();
    const start = table.getByRole('button', { name: 'Add Budget Item', exact: true });
    await expect(start).toBeEnabled();
    const place = await box(start);
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.x + place.width).toBeLessThanOrEqual(viewport.width);
    // The header's button of the same name waits for a top-level item (docs/product.md#budget).
    const header = page
      .getByRole('button', { name: 'Add Budget Item', exact: true })
      .and(page.locator(':disabled'));
    await expect(header).toHaveCount(1);
    await shot(page, `budget-empty-${viewport === WIDE ? 'wide' : 'narrow'}`, false);
  }

  // It works: the first item, and the header's button takes over.
  await page
    .getByRole('table', { name: 'Budget items' })
    .getByRole('button', { name: 'Add Budget Item' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Budget Item' });
  await dialog.getByLabel('Name', { exact: true }).fill('Vanity');
  await dialog.getByLabel('Unit cost').fill('300');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(toastText(page, 'Budget item created')).toBeVisible();
  await expect(page.getByTestId('budget-row').filter({ hasText: 'Vanity' })).toBeVisible();
  await expect(page.getByText('No budget items added yet.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Budget Item', exact: true })).toBeEnabled();
});

test('on a phone the Item column stays at the left edge while the figures scroll', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Narrow budget ${suffix()}` });
  const projectId = await createProject(page, admin.companyId!, `Kitchen ${suffix()}`);
  const group = await addItem(page, projectId, { type: 'group', name: 'Cabinetry' });
  await addItem(page, projectId, {
    type: 'product',
    parentId: group,
    name: 'Base cabinets',
    description: 'Shaker style, soft close',
    quantity: '12',
    unitCost: '310',
    unitPrice: '420',
  });
  await addItem(page, projectId, {
    type: 'product',
    name: 'Dumpster rental',
    quantity: '1',
    unitCost: '450',
  });

  await page.setViewportSize(NARROW);
  await page.goto(`/projects/${projectId}/budget`);
  const table = page.getByRole('table', { name: 'Budget items' });
  const line = page.getByTestId('budget-row').filter({ hasText: 'Base cabinets' });
  await expect(line).toBeVisible();
  const item = line.getByRole('cell').first();
  const totalPrice = line.getByRole('cell').nth(7);
  const itemHeader = table.getByRole('columnheader', { name: 'Item' });
  const totalsHeader = page.getByTestId('budget-totals').getByRole('rowheader', { name: 'Project Totals' });
  // The card around the table is what scrolls sideways.
  const scroller = table.locator('xpath=..');
  const before = { item: await box(item), header: await box(itemHeader), price: await box(totalPrice) };
  const card = await box(scroller);
  expect(before.item.x).toBeLessThanOrEqual(card.x + 1);

  const scrolled = await scroller.evaluate((element) => {
    element.scrollLeft = 420;
    return element.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(300);
  // The figures moved under the Item column; the Item cells, their header and Project Totals did not.
  await expect.poll(async () => (await box(totalPrice)).x).toBeLessThan(before.price.x - 300);
  for (const [cell, was] of [
    [item, before.item],
    [itemHeader, before.header],
  ] as const) {
    const now = await box(cell);
    expect(Math.abs(now.x - was.x)).toBeLessThan(1);
    expect(now.x).toBeLessThanOrEqual(card.x + 1);
  }
  expect(Math.abs((await box(totalsHeader)).x - before.item.x)).toBeLessThan(1);
  // Painted above the figures passing beneath: the point inside each Item cell belongs to that cell.
  for (const cell of [item, itemHeader, totalsHeader]) {
    const { x, y, width, height } = await box(cell);
    const onTop = await cell.evaluate(
      (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
      { x: x + width - 4, y: y + height / 2 },
    );
    expect(onTop).toBe(true);
    const background = await cell.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  }
  await shot(page, 'budget-narrow-scrolled', false);

  // Wide, the table fits its card: nothing scrolls and the column keeps its place.
  await page.setViewportSize(WIDE);
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  expect((await box(item)).x).toBeLessThanOrEqual((await box(scroller)).x + 1);
  await shot(page, 'budget-wide-sticky', false);
});
