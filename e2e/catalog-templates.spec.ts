import type { Page } from '@playwright/test';
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

/** A customer of the signed-in admin's company, made through the API. */
async function newCustomer(page: Page, companyId: number): Promise<number> {
  const res = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ada', lastName: `Porch${suffix()}`, email: 'ada@example.com' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A project of the customer, made through the API; its estimate is made on its first view. */
async function newProject(page: Page, companyId: number, customerId: number, name: string): Promise<number> {
  const res = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { name, customerId, type: 'outdoor' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The Notes or Terms & Conditions section of an estimate page. */
const estimateSection = (page: Page, title: 'Notes' | 'Terms & Conditions') =>
  page.getByRole('region', { name: title, exact: true });

const STANDARD_TERMS_START = 'All work is guaranteed for one year from completion.';

test('an admin edits the default notes and terms; a new estimate copies them, an existing one keeps its own', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Templates E2E ${suffix()}` });
  const companyId = admin.companyId!;
  const customerId = await newCustomer(page, companyId);
  const before = await newProject(page, companyId, customerId, 'Porch before');
  await page.goto(`/projects/${before}/estimate`);
  await expect(estimateSection(page, 'Terms & Conditions')).toContainText(STANDARD_TERMS_START);

  // Terms & Conditions: the standard text until the company sets its own.
  await page.goto('/catalog/terms');
  await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
  await expect(page.getByText('Standard text')).toBeVisible();
  await expect(page.getByText(STANDARD_TERMS_START)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Terms & Conditions' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Terms & Conditions' });
  const terms = dialog.getByLabel('Terms & Conditions');
  await expect(terms).toHaveValue(/^All work is guaranteed/);
  await terms.fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Terms & Conditions is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await terms.fill(
    'Workmanship is guaranteed for two years.\nPayment is due within 14 days of each milestone.',
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, 'Terms & Conditions saved')).toBeVisible();
  await expect(page.getByText('Standard text')).toHaveCount(0);
  await expect(page.getByText('Workmanship is guaranteed for two years.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('templates-terms-admin-390'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Document Templates: the notes, reached through the catalog's side menu.
  await page
    .getByRole('navigation', { name: 'Catalog' })
    .getByRole('link', { name: 'Document Templates' })
    .click();
  await expect(page.getByRole('heading', { name: 'Document Templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Estimate Notes' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Estimate Notes' });
  await dialog.getByLabel('Estimate Notes').fill('Prices include haul-away of all debris.');
  await page.screenshot({ path: shotPath('templates-notes-dialog-1440') });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, 'Estimate notes saved')).toBeVisible();
  await expect(page.getByText('Prices include haul-away of all debris.')).toBeVisible();

  // A new project's estimate starts with them; the estimate made before keeps the standard texts.
  const after = await newProject(page, companyId, customerId, 'Porch after');
  await page.goto(`/projects/${after}/estimate`);
  await expect(estimateSection(page, 'Terms & Conditions')).toContainText(
    'Workmanship is guaranteed for two years.',
  );
  await expect(estimateSection(page, 'Notes')).toContainText('Prices include haul-away of all debris.');
  await page.goto(`/projects/${before}/estimate`);
  await expect(estimateSection(page, 'Terms & Conditions')).toContainText(STANDARD_TERMS_START);
  await expect(estimateSection(page, 'Terms & Conditions')).not.toContainText('two years');
});

test('an employee reads the demo terms without an Edit button; the page fits 1440 and 390 wide', async ({
  page,
}) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  for (const [width, height, name] of [
    [1440, 900, 'terms-1440'],
    [390, 844, 'terms-390'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/catalog/terms');
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
    await expect(
      page.getByText('All work is guaranteed for one year from substantial completion.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: shotPath(`templates-${name}`), fullPage: true });
  }
  await page.goto('/catalog/templates');
  await expect(page.getByText('Thank you for considering Summit Remodeling Co.')).toBeVisible();
  await page.screenshot({ path: shotPath('templates-templates-390'), fullPage: true });
});
