import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListItem } from '#domain/contracts/customers';
import type { DashboardSummary } from '#domain/contracts/dashboard';
import type { EstimateView } from '#domain/contracts/estimates';
import type { BudgetSource, ProjectDetail, ProjectListItem } from '#domain/contracts/projects';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await call(t.app, method, url, { cookie: c.admin.cookie, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

type Figure = { budgetFigure: string | null; budgetSource: BudgetSource | null };
const figure = (budgetFigure: string | null, budgetSource: BudgetSource | null): Figure => ({
  budgetFigure,
  budgetSource,
});
const pick = ({ budgetFigure, budgetSource }: Figure): Figure => ({ budgetFigure, budgetSource });

/** The project's figure as the dashboard card, both projects lists, the project and the customer's tab answer it. */
async function figuresOf(projectId: number, customerId: number) {
  const summary = await ok<DashboardSummary>('GET', '/api/dashboard/summary');
  const all = await ok<ProjectListItem[]>('GET', '/api/projects');
  const page = await ok<ProjectListItem[]>('GET', '/api/projects?limit=10&offset=0');
  const detail = await ok<ProjectDetail>('GET', `/api/projects/${projectId}`);
  const tab = await ok<(Figure & { id: number })[]>('GET', `/api/customers/${customerId}/projects`);
  return [
    summary.activeProjects.find((p) => p.id === projectId),
    all.find((p) => p.id === projectId),
    page.find((p) => p.id === projectId),
    detail,
    tab.find((p) => p.id === projectId),
  ].map((p) => pick(p!));
}

/** The customer's total as the customers list and the dashboard's Recent Customers answer it. */
async function customerTotals(customerId: number) {
  const list = await ok<CustomerListItem[]>('GET', `/api/companies/${c.id}/customers`);
  const summary = await ok<DashboardSummary>('GET', '/api/dashboard/summary');
  return [
    list.find((x) => x.id === customerId)?.totalBudget,
    summary.recentCustomers.find((x) => x.id === customerId)?.totalBudget,
  ];
}

describe("the project's budget figure", () => {
  it('is the approved estimate, else the budget, else the typed Budget: the same everywhere', async () => {
    const customer = await ok<{ id: number }>('POST', `/api/companies/${c.id}/customers`, {
      firstName: 'Dana',
      lastName: 'Price',
      email: 'dana@example.com',
    });
    const create = (name: string, budget?: string) =>
      ok<{ id: number }>('POST', `/api/companies/${c.id}/projects`, {
        customerId: customer.id,
        name,
        type: 'kitchen',
        ...(budget ? { budget } : {}),
      });
    const nothing = await create('Nothing set');
    const typed = await create('Typed only', '250.50');
    const built = await create('Kitchen remodel', '1000.00');
    const every = (f: Figure) => Array(5).fill(f);

    expect(await figuresOf(nothing.id, customer.id)).toEqual(every(figure(null, null)));
    expect(await figuresOf(typed.id, customer.id)).toEqual(every(figure('250.50', 'project')));
    expect(await figuresOf(built.id, customer.id)).toEqual(every(figure('1000.00', 'project')));
    expect(await customerTotals(customer.id)).toEqual(['1250.50', '1250.50']);

    // A budget that prices something replaces the typed figure: 3 x 133.47 + round(2.5 x 19.99) = 400.41 + 49.98.
    const add = (body: Record<string, unknown>) =>
      ok<{ id: number }>('POST', `/api/projects/${built.id}/budget`, body);
    const group = await add({ type: 'group', name: 'Cabinets' });
    const line = await add({
      name: 'Base',
      parentId: group.id,
      quantity: '3',
      unitCost: '100.10',
      unitPrice: '133.47',
    });
    await add({ name: 'Pulls', parentId: group.id, quantity: '2.5', unitCost: '12', unitPrice: '19.99' });
    expect(await figuresOf(built.id, customer.id)).toEqual(every(figure('450.39', 'budget')));
    expect(await customerTotals(customer.id)).toEqual(['700.89', '700.89']);

    // Approved, the estimate's total (Sold Price) is the figure, and later budget changes do not move it.
    const estimate = await ok<EstimateView>('GET', `/api/projects/${built.id}/estimate`);
    await ok('POST', `/api/estimates/${estimate.id}/recipients`, {
      name: 'Dana Price',
      email: 'dana@example.com',
    });
    await ok('PATCH', `/api/estimates/${estimate.id}`, { status: 'pending' });
    const approved = await ok<EstimateView>('PATCH', `/api/estimates/${estimate.id}`, { status: 'approved' });
    expect(approved.total).toBe('450.39');
    await ok('PATCH', `/api/budget/${line.id}`, { unitPrice: '200' });
    const summary = await ok<{ soldPrice: string }>('GET', `/api/projects/${built.id}/summary`);
    expect(summary.soldPrice).toBe(approved.total);
    expect(await figuresOf(built.id, customer.id)).toEqual(every(figure(approved.total, 'estimate')));

    // Back in draft there is no Sold Price: the live budget is the figure again (3 x 200 + 49.98).
    await ok('PATCH', `/api/estimates/${estimate.id}`, { status: 'draft' });
    expect(await figuresOf(built.id, customer.id)).toEqual(every(figure('649.98', 'budget')));
    expect(await customerTotals(customer.id)).toEqual(['900.48', '900.48']);
  });
});
