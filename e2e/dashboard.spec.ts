import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, registerViaApi, signIn, test } from './fixtures';
import { shot } from './support/screens';

// The figures are recomputed here from the plain lists, on purpose without the app's own helpers.
const TIME_ZONE = 'America/New_York';
type Project = { id: number; name: string; description: string | null; stage: string };
type Invoice = { id: number; amount: string; amountPaid: string; isPaid: boolean; status: string };
type Payment = { amount: string; date: string };
type Summary = {
  stats: {
    activeProjects: number;
    totalCustomers: number;
    revenueThisMonth: string;
    pendingInvoices: number;
  };
  revenueYtd: string;
  revenueByMonth: { month: string; total: string }[];
  activeProjects: { id: number; name: string }[];
  recentCustomers: unknown[];
  pendingInvoices: unknown[];
};

/** 'YYYY-MM' of an instant in New York. */
function monthInNewYork(instant: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

/** "1234.5" -> 123450, exactly (no float sums). */
function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

/** Whole dollars as the dashboard writes them: $12,346. */
const wholeDollars = (c: number) => `$${Math.round(c / 100).toLocaleString('en-US')}`;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The value line of a stat card. */
function statValue(page: Page, label: string): Locator {
  return page.getByTestId('stat-card').filter({ hasText: label }).locator('p').nth(1);
}

async function signInAsDemo(page: Page, username: string): Promise<void> {
  await signIn(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('the demo owner sees the figures the database holds', async ({ page }) => {
  await signInAsDemo(page, 'owner');
  const { companyId } = await getJson<{ companyId: number }>(page, '/api/user');

  const [summary, projects, customers, invoices] = await Promise.all([
    getJson<Summary>(page, '/api/dashboard/summary'),
    getJson<Project[]>(page, '/api/projects'),
    getJson<unknown[]>(page, `/api/companies/${companyId}/customers`),
    getJson<Invoice[]>(page, `/api/companies/${companyId}/invoices`),
  ]);

  const thisMonth = monthInNewYork(new Date());
  // Revenue is the payments received, by the month of their date (decision 0267); deposits still on account
  // count too.
  const received = (
    await Promise.all([
      ...invoices
        .filter((i) => cents(i.amountPaid) > 0)
        .map((i) => getJson<Payment[]>(page, `/api/invoices/${i.id}/payments`)),
      ...projects.map((p) =>
        getJson<{ deposits: Payment[] }>(page, `/api/projects/${p.id}/deposits`).then((d) => d.deposits),
      ),
    ])
  ).flat();
  const activeProjects = projects.filter((p) => p.stage !== 'fully_complete').length;
  const pendingInvoices = invoices.filter((i) => !i.isPaid && i.status !== 'cancelled').length;
  const revenueIn = (month: string) =>
    received.filter((p) => p.date.startsWith(month)).reduce((sum, p) => sum + cents(p.amount), 0);
  const revenueThisMonth = revenueIn(thisMonth);
  const revenueYtd = revenueIn(thisMonth.slice(0, 4));

  // Carried from step to step: the active projects' cards.
  let cards: Locator;

  await test.step("the server's summary agrees with the database's lists", async () => {
    // The demo company is not empty, so the comparison means something.
    expect(projects.length).toBeGreaterThan(0);
    expect(customers.length).toBeGreaterThan(0);
    expect(invoices.length).toBeGreaterThan(0);

    // The summary agrees with the lists...
    expect(summary.stats.activeProjects).toBe(activeProjects);
    expect(summary.stats.totalCustomers).toBe(customers.length);
    expect(summary.stats.pendingInvoices).toBe(pendingInvoices);
    expect(cents(summary.stats.revenueThisMonth)).toBe(revenueThisMonth);
    expect(cents(summary.revenueYtd)).toBe(revenueYtd);
    expect(summary.revenueByMonth).toHaveLength(6);
    expect(summary.revenueByMonth.at(-1)?.month).toBe(thisMonth);
    for (const { month, total } of summary.revenueByMonth) expect(cents(total), month).toBe(revenueIn(month));
  });

  await test.step("the page shows those figures, the active projects' cards, the customers and the pending invoices", async () => {
    // ...and the page shows them.
    await page.reload();
    await expect(statValue(page, 'Active Projects')).toHaveText(String(activeProjects));
    await expect(statValue(page, 'Total Customers')).toHaveText(String(customers.length));
    await expect(statValue(page, 'Revenue (This Month)')).toHaveText(wholeDollars(revenueThisMonth));
    await expect(statValue(page, 'Pending Invoices')).toHaveText(String(pendingInvoices));
    await expect(page.getByTestId('revenue-ytd')).toHaveText(wholeDollars(revenueYtd));
    await expect(page.getByTestId('revenue-bar')).toHaveCount(6);

    cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(3, activeProjects));
    await expect(cards.getByRole('heading')).toHaveText(summary.activeProjects.map((p) => p.name));
    await expect(
      page.getByText(`Showing ${Math.min(5, customers.length)} of ${customers.length} customers`),
    ).toBeVisible();
    const customerRows = page.getByRole('region', { name: 'Recent Customers' }).getByRole('row');
    await expect(customerRows).toHaveCount(1 + Math.min(5, customers.length));
    await expect(page.getByRole('list', { name: 'Pending Invoices' }).getByRole('listitem')).toHaveCount(
      Math.min(3, pendingInvoices),
    );
  });

  await test.step('the stat cards and the section links lead to their lists', async () => {
    // The stat cards and section links lead to their lists.
    const hrefs = await page
      .getByTestId('stat-card')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/projects', '/customers', '/finances', '/finances']);
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');
    await expect(page.getByRole('link', { name: 'View All', exact: true })).toHaveAttribute(
      'href',
      '/customers',
    );
    await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
      'href',
      '/finances/invoices/new',
    );
    await expect(page.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute(
      'href',
      '/finances/reports',
    );
    await expect(page.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/projects/new');
  });

  await test.step("a project card's Actions menu: View Details, Edit Project, Generate Invoice", async () => {
    // A card's Actions menu.
    const first = summary.activeProjects[0]!;
    await expect(cards.first().getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/projects/${first.id}`,
    );
    await cards
      .first()
      .getByRole('button', { name: `Actions for ${first.name}` })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['View Details', 'Edit Project', 'Generate Invoice']);
    await expect(menu.getByRole('menuitem', { name: 'Generate Invoice' })).toHaveAttribute(
      'href',
      `/finances/invoices/new?projectId=${first.id}`,
    );
    await page.keyboard.press('Escape');
  });

  await test.step('the dashboard on a wide screen and on a phone', async () => {
    await page.mouse.move(0, 0);
    await shot(page, 'dashboard-demo-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(statValue(page, 'Active Projects')).toBeVisible();
    await shot(page, 'dashboard-demo-narrow');
  });
});

test('a fresh company sees the empty states', async ({ page }) => {
  await registerViaApi(page, { companyName: 'Empty Dashboard Co' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Overview of your projects and activities')).toBeVisible();
  await expect(page.getByPlaceholder('Search...')).toBeVisible();

  await expect(statValue(page, 'Active Projects')).toHaveText('0');
  await expect(statValue(page, 'Total Customers')).toHaveText('0');
  await expect(statValue(page, 'Revenue (This Month)')).toHaveText('$0');
  await expect(statValue(page, 'Pending Invoices')).toHaveText('0');
  await expect(
    page.getByText('No active projects found. Create your first project to get started.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveAttribute('href', '/projects/new');
  await expect(page.getByText('Showing 0 of 0 customers')).toBeVisible();
  await expect(page.getByTestId('revenue-ytd')).toHaveText('$0');
  await expect(page.getByText('No pending invoices found.')).toBeVisible();
  await shot(page, 'dashboard-empty-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dashboard-empty-narrow');
});

test('cards and rows fall back to the spec texts for missing values', async ({ page }) => {
  const user = await registerViaApi(page, { companyName: 'Sparse Data Co' });
  const companyId = user.companyId!;
  const created = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Nora', lastName: 'Plain' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const customer = (await created.json()) as { id: number };
  const lonely = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Otto', lastName: 'Noprojects', email: 'otto@example.com' },
  });
  expect(lonely.status()).toBe(201);
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId: customer.id, name: 'Bare Basement', type: 'whole_house' },
  });
  expect(project.status(), await project.text()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Bare Basement' });
  await expect(card.getByText('No description provided')).toBeVisible();
  await expect(card.getByText('Pre-Production')).toBeVisible();
  await expect(card.getByText('whole house')).toBeVisible();
  await expect(card.getByText('0%')).toBeVisible();
  await expect(card.getByText('Not set')).toBeVisible();
  await expect(card.getByText('No start date')).toBeVisible();
  await expect(card.getByText('No end date')).toBeVisible();

  const rows = page.getByRole('region', { name: 'Recent Customers' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Otto Noprojects' })).toContainText('No projects');
  await expect(rows.filter({ hasText: 'Nora Plain' })).toContainText('No email');
  await expect(rows.filter({ hasText: 'Nora Plain' })).toContainText('$0');
  await expect(page.getByText('Showing 2 of 2 customers')).toBeVisible();
});

test('the card, Recent Customers and the project show the budget that was built, and where it comes from', async ({
  page,
}) => {
  const user = await registerViaApi(page, { companyName: 'Built Budget Co' });
  const companyId = user.companyId!;
  const created = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Bea', lastName: 'Built' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const customer = (await created.json()) as { id: number };
  // A typed Budget that the priced budget replaces.
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId: customer.id, name: 'Priced Porch', type: 'other', budget: '100' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const item = await page.request.post(`/api/projects/${projectId}/budget`, {
    data: { name: 'Decking', quantity: '3', unitCost: '1000', unitPrice: '1500' },
  });
  expect(item.status(), await item.text()).toBe(201);

  await page.goto('/dashboard');
  const figure = page.getByRole('article', { name: 'Priced Porch' }).getByTestId('project-budget');
  await expect(figure).toContainText('$4,500');
  await expect(figure).toContainText('from the budget');
  const rows = page.getByRole('region', { name: 'Recent Customers' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Bea Built' })).toContainText('$4,500');

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('tab', { name: 'Project Details' }).click();
  await expect(page.getByTestId('project-budget')).toContainText('$4,500');
  await expect(page.getByTestId('project-budget')).toContainText('from the budget');
});

test('an employee sees no invoice actions', async ({ page }) => {
  await signInAsDemo(page, 'employee');
  // The reports are for admins and managers: an employee's button leads to the Finances page.
  await expect(page.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute('href', '/finances');
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveCount(0);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['View Details', 'Edit Project']);
});

test('Ctrl+K opens the search palette; Enter on a project opens it', async ({ page }) => {
  await signInAsDemo(page, 'owner');
  const projects = await getJson<Project[]>(page, '/api/projects');
  // A project whose name no other project's name or description contains: it is the only project result.
  const target = projects.find(
    (p) =>
      !projects.some(
        (o) =>
          o.id !== p.id && `${o.name} ${o.description ?? ''}`.toLowerCase().includes(p.name.toLowerCase()),
      ),
  );
  expect(target, 'a demo project with a distinctive name').toBeTruthy();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  await expect(dialog.getByText('Type to search projects, customers and invoices.')).toBeVisible();
  await input.fill(target!.name);
  const option = dialog.getByRole('option', { name: new RegExp(`^${escapeRegExp(target!.name)}`) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('group').first()).toContainText('Projects');
  await shot(page, 'dashboard-palette-wide');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${target!.id}$`));
  await expect(dialog).toBeHidden();

  // The dashboard's search box opens the same palette with what was typed; Escape closes it.
  await page.goto('/dashboard');
  // A '!' is in no name: the random suffixes of this test's records ([0-9a-z]) once held 'zq'.
  await page.getByPlaceholder('Search...').pressSequentially('zq!');
  await expect(input).toHaveValue('zq!');
  await expect(dialog.getByText('No results for "zq!".')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Control+k');
  await input.fill(target!.name.slice(0, 4));
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await shot(page, 'dashboard-palette-narrow');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test("Edit Project from an active project card's Actions menu", async ({ page }) => {
  const user = await registerViaApi(page, { companyName: 'Card Edit Builders' });
  const customer = await page.request.post(`/api/companies/${user.companyId}/customers`, {
    data: { firstName: 'Iris', lastName: 'Vale' },
  });
  const project = await page.request.post(`/api/companies/${user.companyId}/projects`, {
    data: { customerId: (await customer.json()).id, name: 'Porch Repair', type: 'outdoor' },
  });
  expect(project.status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Actions for Porch Repair' }).click();
  await page.getByRole('menuitem', { name: 'Edit Project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Project name').fill('Porch and Steps Repair');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Porch and Steps Repair' })).toBeVisible();
});
