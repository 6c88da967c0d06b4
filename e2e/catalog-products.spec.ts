import type { Locator } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  signIn,
  test,
  toastText,
} from './fixtures';
import { shotPath, suffix } from './support/screens';

test('an admin adds, finds, prices with the calculator and deletes a product', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: 'Catalog Products E2E' });
  const name = `Oak Flooring ${suffix()}`;
  const trade = await page.request.post(`/api/companies/${admin.companyId}/trades`, {
    data: { name: 'Flooring' },
  });
  expect(trade.status()).toBe(201);
  const unit = await page.request.post(`/api/companies/${admin.companyId}/units`, {
    data: { name: 'Square Foot', symbol: 'sq ft' },
  });
  expect(unit.status()).toBe(201);

  // Carried from step to step: the products table.
  let table: Locator;

  await test.step('Products: the empty list says No products yet', async () => {
    await page.goto('/catalog/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByText('No products yet')).toBeVisible();
  });

  await test.step('Add Product: empty and negative cost show the errors; a real one is listed at $6.30 / sq ft', async () => {
    // Add Product: the contract's messages first, then a real one; the server prices it.
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Unit cost ($)').fill('-2');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Unit cost cannot be negative')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Unit cost ($)').fill('4.50');
    await dialog.getByLabel('Markup (%)').fill('40');
    // Trade and unit in the same save: the list shows both without a second one on the item's page.
    await dialog.getByLabel('Trade').selectOption({ label: 'Flooring' });
    await dialog.getByLabel('Unit', { exact: true }).selectOption({ label: 'Square Foot (sq ft)' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeHidden();
    table = page.getByRole('table', { name: 'Products' });
    const added = table.getByRole('row', { name: new RegExp(name) });
    await expect(added).toContainText('Flooring');
    await expect(added).toContainText('$6.30 / sq ft');
  });

  await test.step('the list: a server search and the category filter find it, a service is not among the products', async () => {
    // Server search and the category filter; a service is not among the products.
    const service = await page.request.post(`/api/companies/${admin.companyId}/catalog`, {
      data: { name: 'Design Consultation', category: 'service', unitCost: '65', markup: '40' },
    });
    expect(service.status()).toBe(201);
    const labor = await page.request.post(`/api/companies/${admin.companyId}/catalog`, {
      data: { name: 'Floor Installation', category: 'labor', unitCost: '3', markup: '50' },
    });
    expect(labor.status()).toBe(201);
    await page.reload();
    await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('labor');
    await expect(page).toHaveURL(/category=labor/);
    await expect(table.getByText('Floor Installation')).toBeVisible();
    await expect(table.getByText(name)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('oak');
    await expect(page).toHaveURL(/search=oak/);
    await expect(table.getByText('Floor Installation')).toHaveCount(0);
    await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
    await search.fill('no-such-product');
    await expect(page.getByText('No products found')).toBeVisible();
    await search.fill('oak');
  });

  await test.step("the product's page: trade and unit; the calculator sets price, markup and margin; Save Changes", async () => {
    // The product's page: trade and unit, and the calculator.
    await table.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Trade')).toHaveValue(String((await trade.json()).id));
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue(String((await unit.json()).id));
    await expect(page.getByLabel('Unit label')).toHaveValue('sq ft');
    await page.getByLabel('Markup (%)').fill('50');
    await expect(page.getByLabel('Unit price ($)')).toHaveValue('6.75');
    await expect(page.getByLabel('Margin (%)')).toHaveValue('33.33');
    await page.getByLabel('Margin (%)').fill('40');
    await expect(page.getByLabel('Unit price ($)')).toHaveValue('7.50');
    await expect(page.getByLabel('Markup (%)')).toHaveValue('66.67');
    await page.getByLabel('Unit price ($)').fill('9');
    await expect(page.getByLabel('Markup (%)')).toHaveValue('100.00');
    await expect(page.getByLabel('Margin (%)')).toHaveValue('50.00');
    await page.getByLabel('Margin (%)').fill('120');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Margin cannot exceed 100%')).toBeVisible();
    await page.getByLabel('Margin (%)').fill('50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Product updated successfully.')).toBeVisible();
    await expect(page.getByText('$9.00 / sq ft · Flooring')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Delete, confirmed: back at the list, the product is gone', async () => {
    // Delete through the app's confirmation: back to the list, gone.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('This action will permanently delete this product. This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Product deleted successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/products$/);
    await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  });

  await test.step("the services list, and an unknown product's page shows Error Loading Product", async () => {
    // The services list; an unknown item shows the page's error state (docs/product.md#catalog).
    await page.goto('/catalog/services');
    await expect(
      page.getByRole('table', { name: 'Services' }).getByText('Design Consultation'),
    ).toBeVisible();
    await page.goto('/catalog/999999999');
    await expect(page.getByText('Error Loading Product')).toBeVisible();
    await expect(page.getByText('Product not found')).toBeVisible();
  });
});

test('an employee reads the demo catalog without Add, Save or Delete', async ({ page }) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/catalog/products');
  await expect(page.getByRole('table', { name: 'Products' }).getByText('Quartz Countertop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Quartz Countertop' }).click();
  await expect(page.getByRole('heading', { name: 'Quartz Countertop', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Unit cost ($)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('screens of the products list and a product, wide and narrow', async ({ page }) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/catalog/products');
    await expect(page.getByText('Quartz Countertop').filter({ visible: true })).toBeVisible();
    await page.screenshot({
      path: shotPath(`products-list-${width}`),
      fullPage: true,
      animations: 'disabled',
    });
    // The first screenful too: a phone's full list is too tall to read at a glance.
    await page.screenshot({ path: shotPath(`products-list-${width}-top`), animations: 'disabled' });
    await page.getByRole('link', { name: 'Quartz Countertop' }).filter({ visible: true }).first().click();
    await expect(page.getByLabel('Unit cost ($)')).toHaveValue('62.00');
    // The saved trade and unit show once their options have loaded.
    await expect(page.getByLabel('Trade')).toHaveValue(/^\d+$/);
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue(/^\d+$/);
    await page.screenshot({
      path: shotPath(`products-edit-${width}`),
      fullPage: true,
      animations: 'disabled',
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
});

test('screens of the Add Product dialog with its trade and unit, wide and narrow', async ({ page }) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/catalog/products');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  // The demo company's trades and units are the choices.
  await expect(dialog.getByLabel('Trade').locator('option')).not.toHaveCount(1);
  await expect(dialog.getByLabel('Unit', { exact: true }).locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('Name').fill('Tile Backsplash');
  await dialog.getByLabel('Trade').selectOption({ index: 1 });
  await dialog.getByLabel('Unit', { exact: true }).selectOption({ index: 1 });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: shotPath(`add-product-dialog-${width}`), animations: 'disabled' });
  }
  await expectNoSeriousA11yViolations(page);
});
