import { expect, registerViaApi, test } from './fixtures';
import { shot, shots, suffix } from './support/screens';

/** A company with a customer, a project of that customer, and invoices with and without either. */
async function companyWithInvoices(page: import('@playwright/test').Page) {
  const admin = await registerViaApi(page, { companyName: `Named Invoices ${suffix()}` });
  const companyId = admin.companyId!;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Rosa',
    lastName: 'Alvarez',
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: 'Alvarez Kitchen',
    type: 'kitchen',
  });
  const invoice = (invoiceNumber: string, amount: string, dueDate: string, refs: object) =>
    post(`/api/companies/${companyId}/invoices`, { invoiceNumber, amount, dueDate, ...refs });
  // The project's invoice goes to the project's customer.
  await invoice('K-100', '4200.00', '2026-01-10', { projectId: project.id });
  await invoice('W-200', '350.00', '2026-01-05', {});
  await invoice('C-300', '125.50', '2026-01-20', { customerId: customer.id });
  return { companyId, customer, project };
}

test('the invoices list names each invoice’s customer and project, links them, and sorts by them', async ({
  page,
}) => {
  const { customer, project } = await companyWithInvoices(page);
  await page.goto('/finances');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Project' })).toBeVisible();
  const row = (number: string) => table.getByRole('row').filter({ hasText: number });
  await expect(row('K-100').getByRole('link', { name: 'Rosa Alvarez' })).toHaveAttribute(
    'href',
    `/customers/${customer.id}`,
  );
  await expect(row('K-100').getByRole('link', { name: 'Alvarez Kitchen' })).toHaveAttribute(
    'href',
    `/projects/${project.id}`,
  );
  await expect(row('W-200')).toContainText('No customer');
  await expect(row('W-200')).toContainText('No project');
  await expect(row('C-300').getByRole('link', { name: 'Rosa Alvarez' })).toBeVisible();
  await expect(row('C-300')).toContainText('No project');

  // Sorted by the server: customer A to Z puts the invoice without one last.
  await table.getByRole('button', { name: 'Customer' }).click();
  await expect(page).toHaveURL(/sort=customer/);
  const numbers = table.getByRole('row').locator('td:nth-child(2)');
  await expect(numbers).toHaveText(['K-100', 'C-300', 'W-200']);
  await table.getByRole('button', { name: 'Project' }).click();
  await expect(page).toHaveURL(/sort=project/);
  // Alvarez Kitchen, then the two without a project in the order they were made.
  await expect(numbers).toHaveText(['K-100', 'W-200', 'C-300']);
  await expect(page.getByText('Searching...')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await shots(page, 'invoices-list-names');
  // On a phone each invoice is a card that still names both.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ hasText: 'K-100' });
  await expect(card).toContainText('Rosa Alvarez');
  await expect(card).toContainText('Alvarez Kitchen');

  // Inside the project every invoice is the project's: no Project column, the customer still named.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project.id}?tab=financials`);
  const ofProject = page.getByRole('table', { name: 'Invoices' });
  await expect(ofProject.getByRole('row').filter({ hasText: 'K-100' })).toContainText('Rosa Alvarez');
  await expect(ofProject.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await expect(ofProject.getByRole('columnheader', { name: 'Project' })).toHaveCount(0);
});

test('the dashboard’s pending invoices name the customer, or say No customer', async ({ page }) => {
  await companyWithInvoices(page);
  await page.goto('/dashboard');
  const pending = page.getByRole('list', { name: 'Pending Invoices' }).getByRole('listitem');
  // Due first: W-200 (Jan 5), K-100 (Jan 10), C-300 (Jan 20).
  await expect(pending).toHaveCount(3);
  await expect(pending.nth(0)).toContainText('No customer');
  await expect(pending.nth(1)).toContainText('Rosa Alvarez');
  await expect(pending.nth(2)).toContainText('Rosa Alvarez');
  await expect(page.getByText(/Customer #\d+/)).toHaveCount(0);
  // No invoice is paid: the chart says so instead of six empty bars.
  await expect(page.getByTestId('revenue-chart-empty')).toContainText(
    'No paid invoices in the last 6 months',
  );
});

test('a new company’s dashboard says there is no paid invoice where the revenue chart goes', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Fresh Revenue ${suffix()}` });
  await page.goto('/dashboard');
  const empty = page.getByTestId('revenue-chart-empty');
  await expect(empty).toContainText('No paid invoices in the last 6 months');
  // Revenue follows payments by the day they came in (decision 0267).
  await expect(empty).toContainText('A payment received shows here, in the month it came in.');
  await expect(page.getByTestId('revenue-bar')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await shots(page, 'dashboard-new-company');

  // Once an invoice is paid (three days ago: in the chart's months in any time zone), the bars are back.
  const made = await page.request.post(`/api/companies/${admin.companyId}/invoices`, {
    data: { invoiceNumber: 'P-1', amount: '800.00' },
  });
  const { id } = (await made.json()) as { id: number };
  const paidDate = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const paid = await page.request.post(`/api/invoices/${id}/mark-paid`, { data: { paidDate } });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('revenue-bar')).toHaveCount(6);
  await expect(empty).toHaveCount(0);
});

test('the Finances period says it sets the four totals, not the lists', async ({ page }) => {
  await companyWithInvoices(page);
  await page.goto('/finances');
  const period = page.getByLabel('Period');
  await expect(period).toHaveAccessibleDescription(
    'The period applies to these four totals; the lists below show every invoice and expense.',
  );
  // A period with none of the invoices leaves the list as it was.
  await period.selectOption('last-year');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(4);
  await shot(page, 'finances-period-note');
});
