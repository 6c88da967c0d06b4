import type { Dialog, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { NARROW, shot, suffix, WIDE } from './support/screens';

// A half-filled form is not lost without a word: a link or Back asks 'Leave without saving?', a reload or closing
// the tab asks through the browser, and after a save nothing asks.

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('navigation').getByRole('link', { name, exact: true });

/** Collects the browser's own questions (beforeunload), answering each with `accept`. */
function browserQuestions(page: Page, accept: boolean): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.type());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

async function newCustomer(page: Page, companyId: number, lastName: string): Promise<number> {
  const res = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Dana', lastName },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('a half-filled new invoice asks before a link, keeps the values on Stay, and a reload asks the browser', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Unsaved Invoice ${suffix()}` });
  const lastName = `Unsaved${suffix()}`;
  const customerId = await newCustomer(page, admin.companyId!, lastName);

  await page.setViewportSize(WIDE);
  await page.goto(`/finances/invoices/new?customerId=${customerId}`);
  await expect(page.getByRole('heading', { name: 'Create New Invoice', level: 1 })).toBeVisible();
  // Nothing typed yet: the link goes straight on.
  await sidebarLink(page, 'Projects').click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Create New Invoice', level: 1 })).toBeVisible();

  const title = page.getByLabel('Title');
  await title.click();
  await title.fill('Change order 2: egress window');
  await sidebarLink(page, 'Projects').click();
  const dialog = question(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your changes will be lost.');
  await expectNoSeriousA11yViolations(page, 'Leave without saving?');
  await shot(page, 'unsaved-changes-prompt-wide', false);

  // Stay: still the invoice page, with what was typed.
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/finances\/invoices\/new/);
  await expect(title).toHaveValue('Change order 2: egress window');

  // The browser's history buttons ask too (Projects is the entry ahead of this one).
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(title).toHaveValue('Change order 2: egress window');

  // On a phone the menu's links ask the same.
  await page.setViewportSize(NARROW);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(dialog).toBeVisible();
  await shot(page, 'unsaved-changes-prompt-narrow', false);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/finances\/invoices\/new/);
  await expect(title).toHaveValue('Change order 2: egress window');
  await page.setViewportSize(WIDE);

  // A reload asks through the browser (beforeunload); once the page is loaded afresh and untouched, it does not.
  const asked = browserQuestions(page, true);
  await page.reload();
  await expect(title).toHaveValue('');
  expect(asked).toEqual(['beforeunload']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create New Invoice', level: 1 })).toBeVisible();
  expect(asked).toEqual(['beforeunload']);

  // Leave: the link goes on.
  await title.fill('Change order 3');
  await sidebarLink(page, 'Projects').click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});

test('a new project asks before a link and Leave goes on; once created, nothing asks', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Unsaved Project ${suffix()}` });
  const lastName = `Unsaved${suffix()}`;
  const customerId = await newCustomer(page, admin.companyId!, lastName);

  await page.goto(`/projects/new?customerId=${customerId}`);
  await page.getByLabel('Project name').fill('Basement finish');
  await sidebarLink(page, 'Customers').click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // Typed again and created: the new project's page opens without a question, and links go on.
  const seen = browserQuestions(page, true);
  await page.goto(`/projects/new?customerId=${customerId}`);
  const name = `Attic ${suffix()}`;
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await sidebarLink(page, 'Dashboard').click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
  expect(seen).toEqual([]);
});

test('the product page asks until it is saved; a changed form dialog asks on Escape', async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Unsaved Product ${suffix()}` });
  const created = await page.request.post(`/api/companies/${admin.companyId}/catalog`, {
    data: { name: 'Cedar Decking', category: 'material', unitCost: '5', markup: '40' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };

  await page.goto(`/catalog/${product.id}`);
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Cedar Decking');
  await name.fill('Cedar Decking, premium');
  await sidebarLink(page, 'Vendors').click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(name).toHaveValue('Cedar Decking, premium');

  // Saved: the same link goes on at once, and the browser is not asked on the way out either.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Product updated successfully.')).toBeVisible();
  const seen = browserQuestions(page, true);
  await sidebarLink(page, 'Vendors').click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(question(page)).toHaveCount(0);

  // A dialog form: untouched, Escape closes it; typed in, Escape asks, Stay keeps it, Leave closes it.
  await page.setViewportSize(WIDE);
  await page.goto('/catalog/products');
  const add = page.getByRole('button', { name: 'Add Product' }).first();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await add.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await add.click();
  await dialog.getByLabel('Name').fill('Composite Decking');
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await shot(page, 'unsaved-changes-dialog-escape-wide', false);
  await page.setViewportSize(NARROW);
  await shot(page, 'unsaved-changes-dialog-escape-narrow', false);
  await page.setViewportSize(WIDE);
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Composite Decking');
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(dialog).toBeHidden();
  await expect(question(page)).toHaveCount(0);
  expect(seen).toEqual([]);
});
