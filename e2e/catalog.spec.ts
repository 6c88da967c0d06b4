import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  signIn,
  test,
  toastText,
} from './fixtures';
import { shotPath } from './support/screens';

/** The overview's count cards: each is a link named by its title and count ('Trades: 1'). */
async function expectCounts(page: Page, counts: { trades: number; units: number; taskTypes: number }) {
  const menu = page.getByRole('navigation', { name: 'Catalog' });
  await menu.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Trades: ${counts.trades}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Units: ${counts.units}`, exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Task Types: ${counts.taskTypes}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Products: 0', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Services: 0', exact: true })).toBeVisible();
}

/**
 * A toast raised while a dialog is open: the modal dialog hides the rest of the page (the toast region too) from
 * the accessibility tree, so it is found by its text; the field's own message is what a screen reader hears.
 */
const toastBehindDialog = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/** Deletes a row through the app's own confirmation (not the browser's). */
async function deleteRow(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText(`This action will permanently delete this ${item}. This action cannot be undone.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
}

test('an admin adds, edits and deletes a trade, a unit and a task type; the overview counts follow', async ({
  page,
}) => {
  await registerViaApi(page, { companyName: 'Catalog E2E Builders' });

  // Carried from step to step: the catalog's menu, and the dialog open at the time.
  let menu: Locator;
  let dialog: Locator;

  await test.step('Catalog: the overview counts no trades, units or task types', async () => {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
    await expectCounts(page, { trades: 0, units: 0, taskTypes: 0 });
    menu = page.getByRole('navigation', { name: 'Catalog' });
  });

  await test.step('Trades: an empty name is refused; Plumbing is added', async () => {
    // Trades: an empty name is refused with the product's message (docs/product.md#catalog), under 'Required fields'.
    await menu.getByRole('link', { name: 'Trades', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
    await expect(page.getByText('No trades yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Trade' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Trade' });
    await dialog.getByRole('button', { name: 'Add Trade' }).click();
    await expect(dialog.getByText('Please enter a name for the trade.')).toBeVisible();
    await expect(toastBehindDialog(page, 'Required fields')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Name').fill('Plumbing');
    await dialog.getByLabel('Description').fill('Supply, drain and fixtures');
    await dialog.getByRole('button', { name: 'Add Trade' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Plumbing', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Supply, drain and fixtures' })).toBeVisible();
  });

  await test.step('Units: a name of spaces is refused; Square Foot (sq ft) is added, trimmed', async () => {
    // Units: a name of spaces is missing ('Validation Error'); name and symbol are trimmed.
    await menu.getByRole('link', { name: 'Units', exact: true }).click();
    await expect(page.getByText('No units yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Unit' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Unit' });
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Add Unit' }).click();
    await expect(dialog.getByText('Unit name is required.')).toBeVisible();
    await expect(toastBehindDialog(page, 'Validation Error')).toBeVisible();
    await dialog.getByLabel('Name').fill('  Square Foot ');
    await dialog.getByLabel('Symbol').fill(' sq ft ');
    await dialog.getByRole('button', { name: 'Add Unit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Square Foot', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'sq ft', exact: true })).toBeVisible();
  });

  await test.step('Task Types: both fields are required; Site Visit is saved as site_visit', async () => {
    // Task types: both fields required; the value is saved lowercased with underscores.
    await menu.getByRole('link', { name: 'Task Types', exact: true }).click();
    await expect(page.getByText('No task types yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Task Type' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Task Type' });
    await dialog.getByRole('button', { name: 'Add Task Type' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Value is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Site Visit');
    await dialog.getByLabel('Value').fill(' Site   Visit ');
    await expect(dialog.getByText('Saved as site_visit')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Task Type' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'site_visit', exact: true })).toBeVisible();
  });

  await test.step('the overview counts one trade, one unit and one task type', async () => {
    await expectCounts(page, { trades: 1, units: 1, taskTypes: 1 });
  });

  await test.step('Trades: Plumbing is renamed, then deleted', async () => {
    // Edit each, then delete each with the confirmation dialog.
    await page.getByRole('link', { name: 'Trades: 1' }).click();
    await page.getByRole('button', { name: 'Edit Plumbing' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Trade' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Plumbing');
    await dialog.getByLabel('Name').fill('Plumbing & Gas');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Plumbing & Gas', exact: true })).toBeVisible();
    await deleteRow(page, 'Plumbing & Gas', 'trade');
    await expect(toastText(page, 'Trade deleted successfully.')).toBeVisible();
    await expect(page.getByText('No trades yet')).toBeVisible();
  });

  await test.step("Units: Square Foot's symbol is changed, then the unit deleted", async () => {
    await menu.getByRole('link', { name: 'Units', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Square Foot' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Unit' });
    await dialog.getByLabel('Symbol').fill('sf');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'sf', exact: true })).toBeVisible();
    await deleteRow(page, 'Square Foot', 'unit');
    await expect(page.getByText('No units yet')).toBeVisible();
  });

  await test.step('Task Types: Site Visit is renamed, then deleted', async () => {
    await menu.getByRole('link', { name: 'Task Types', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Site Visit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Task Type' });
    await dialog.getByLabel('Name').fill('Site Walk');
    await dialog.getByLabel('Value').fill('Site Walk');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'site_walk', exact: true })).toBeVisible();
    await deleteRow(page, 'Site Walk', 'task type');
    await expect(page.getByText('No task types yet')).toBeVisible();
  });

  await test.step('the overview counts none again', async () => {
    await expectCounts(page, { trades: 0, units: 0, taskTypes: 0 });
  });
});

test("an employee reads the catalog without changing it; another company's catalog is not found", async ({
  page,
}) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  const me = (await (await page.request.get('/api/user')).json()) as { companyId: number };

  await page.goto('/catalog/trades');
  await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Plumbing', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Trade' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.goto(`/companies/${me.companyId}/catalog/units`);
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Square Foot', exact: true })).toBeVisible();
  await page.goto(`/companies/${me.companyId}/catalog`);
  await expect(page.getByRole('link', { name: /^Task Types: \d+$/ })).toBeVisible();

  await page.goto(`/companies/${me.companyId + 1000}/catalog/trades`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.goto('/catalog/templates');
  await expect(page.getByRole('heading', { name: 'Document Templates', level: 1 })).toBeVisible();
  await expect(page.getByText('Not available yet')).toHaveCount(0);
});

test('the catalog at 1440 and 390 wide: the side menu becomes a select, nothing overflows sideways', async ({
  page,
}) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, name] of [
      ['/catalog', 'catalog'],
      ['/catalog/trades', 'catalog-trades'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotPath(`catalog-${name}-${width}`), fullPage: true });
    }
  }
  // On a phone the section select moves between pages.
  await page.getByLabel('Catalog section').selectOption({ label: 'Units' });
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/catalog\/units$/);
});

test('/catalog/phases keeps the side menu, which lists Project Phases as the current page, wide and on a phone', async ({
  page,
}) => {
  await signIn(page, 'owner', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.setViewportSize({ width: 1440, height: 900 });
  // From another catalog page, through the menu.
  await page.goto('/catalog/trades');
  const menu = page.getByRole('navigation', { name: 'Catalog' });
  await menu.getByRole('link', { name: 'Project Phases' }).click();
  await expect(page).toHaveURL(/\/catalog\/phases$/);
  await expect(page.getByRole('heading', { name: 'Project Phases', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Project Phases' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Phase templates' })).toBeVisible();
  await page.screenshot({ path: shotPath('catalog-phases-1440'), fullPage: true, animations: 'disabled' });

  // On a phone the menu is the section select, showing Project Phases; it leads back to the others.
  await page.setViewportSize({ width: 390, height: 844 });
  const section = page.getByLabel('Catalog section');
  await expect(section).toBeVisible();
  await expect(section.locator('option:checked')).toHaveText('Project Phases');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, '/catalog/phases at 390 scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath('catalog-phases-390'), fullPage: true, animations: 'disabled' });
  await section.selectOption({ label: 'Trades' });
  await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
  await section.selectOption({ label: 'Project Phases' });
  await expect(page.getByRole('heading', { name: 'Project Phases', level: 1 })).toBeVisible();
});
