import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCost, JobCostFigures } from '#domain/contracts/job-costing';
import type { PurchaseOrderView } from '#domain/contracts/purchase-orders';
import { toUnits } from '#domain/pricing';
import { aBudgetItem, aCustomer, anExpense, aProject, aTrade, aVendor } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

const jobCost = async (projectId: number, cookie = a.employee.cookie) =>
  ok<JobCost>(await call(t.app, 'GET', `/api/projects/${projectId}/job-cost`, { cookie }));

/**
 * Framing (group) holds Lumber 3 × 33.33 = 99.99 (Carpentry) and Cabinets 2,500.00 (Cabinetry); Paint 1.5 × 33.33
 * = 49.995, rounded to 50.00, sits at the top without a trade. Its estimate is approved at 3,410.00.
 */
async function job() {
  const customer = await aCustomer(db(), a.id, { email: 'dana@example.com' });
  const project = await aProject(db(), a.id, { name: `Kitchen ${unique()}`, customerId: customer.id });
  const carpentry = await aTrade(db(), a.id, { name: `Carpentry ${unique()}` });
  const cabinetry = await aTrade(db(), a.id, { name: `Cabinetry ${unique()}` });
  const group = await aBudgetItem(db(), project, { type: 'group', name: 'Framing', order: 0 });
  const lumber = await aBudgetItem(db(), project, {
    parentId: group.id,
    name: 'Lumber',
    quantity: '3',
    unitCost: '33.33',
    unitPrice: '50',
    tradeId: carpentry.id,
    order: 0,
  });
  const cabinets = await aBudgetItem(db(), project, {
    parentId: group.id,
    name: 'Cabinets',
    unitCost: '2500',
    unitPrice: '3200',
    tradeId: cabinetry.id,
    order: 1,
  });
  const paint = await aBudgetItem(db(), project, {
    name: 'Paint',
    quantity: '1.5',
    unitCost: '33.33',
    unitPrice: '40',
    order: 1,
  });
  const vendor = await aVendor(db(), a.id, {
    name: `Supply ${unique()}`,
    email: `po-${unique()}@supply.example`,
  });
  return { project, carpentry, cabinetry, group, lumber, cabinets, paint, vendor };
}

async function approveEstimate(projectId: number) {
  const cookie = a.admin.cookie;
  const estimate = await ok<{ id: number }>(
    await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie }),
  );
  await ok(
    await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie,
      body: { name: 'Dana', email: 'dana@example.com' },
    }),
    201,
  );
  for (const status of ['pending', 'approved'])
    await ok(await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, { cookie, body: { status } }));
}

const money = (f: JobCostFigures) => [
  f.budgeted,
  f.committed,
  f.actual,
  f.forecast,
  f.variance,
  f.percentUsed,
];
const sum = (values: string[]) => {
  const cents = values.reduce((total, v) => total + toUnits(v), 0n);
  return cents;
};

describe('job costing', () => {
  it('answers budgeted, committed, actual, forecast and variance per line, group and trade, to the cent', async () => {
    const j = await job();
    await approveEstimate(j.project.id);

    // An empty job: budget only, nothing committed or spent.
    const empty = await jobCost(j.project.id);
    expect(money(empty.totals)).toEqual(['2649.99', '0.00', '0.00', '2649.99', '0.00', '0.00']);
    expect(empty.contract).toBe('3410.00');
    expect(empty.projectedProfit).toBe('760.01');

    // A sent order: Lumber 3 × 40.00 = 120.00 (over its 99.99), Cabinets 2,000.00.
    const order = await ok<PurchaseOrderView>(
      await call(t.app, 'POST', `/api/projects/${j.project.id}/purchase-orders`, {
        cookie: a.manager.cookie,
        body: {
          vendorId: j.vendor.id,
          lines: [
            { description: 'Studs', quantity: '3', unitCost: '40', budgetItemId: j.lumber.id },
            { description: 'Base cabinets', quantity: 1, unitCost: '2000', budgetItemId: j.cabinets.id },
          ],
        },
      }),
      201,
    );
    await ok(
      await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, { cookie: a.manager.cookie }),
    );
    // A bill of 1,500.10 on the cabinets against it; a paint expense of 60.01 (over its 50.00); 10.00 on no line.
    await ok(
      await call(t.app, 'POST', `/api/companies/${a.id}/bills`, {
        cookie: a.manager.cookie,
        body: {
          vendorId: j.vendor.id,
          number: `B-${unique()}`,
          date: '2026-11-20',
          purchaseOrderId: order.id,
          lines: [{ budgetItemId: j.cabinets.id, amount: '1500.10' }],
        },
      }),
      201,
    );
    await anExpense(db(), a.id, { projectId: j.project.id, budgetItemId: j.paint.id, amount: '60.01' });
    await anExpense(db(), a.id, { projectId: j.project.id, amount: '10.00' });
    // Another project's and another company's costs count nowhere here.
    const other = await job();
    await anExpense(db(), a.id, {
      projectId: other.project.id,
      budgetItemId: other.paint.id,
      amount: '999.99',
    });

    const answer = await jobCost(j.project.id);
    const line = (id: number) => answer.lines.find((l) => l.id === id)!;
    expect(answer.lines.map((l) => [l.name, l.depth, l.type])).toEqual([
      ['Framing', 0, 'group'],
      ['Lumber', 1, 'product'],
      ['Cabinets', 1, 'product'],
      ['Paint', 0, 'product'],
    ]);
    // [budgeted, committed, actual, forecast, variance = budgeted − forecast, % used = actual ÷ budgeted]
    expect(money(line(j.lumber.id))).toEqual(['99.99', '120.00', '0.00', '120.00', '-20.01', '0.00']);
    expect(money(line(j.cabinets.id))).toEqual(['2500.00', '499.90', '1500.10', '2500.00', '0.00', '60.00']);
    expect(money(line(j.group.id))).toEqual(['2599.99', '619.90', '1500.10', '2620.00', '-20.01', '57.70']);
    expect(money(line(j.paint.id))).toEqual(['50.00', '0.00', '60.01', '60.01', '-10.01', '120.02']);
    expect(answer.lines.map((l) => [l.name, l.overBudget])).toEqual([
      ['Framing', true],
      ['Lumber', true],
      ['Cabinets', false],
      ['Paint', true],
    ]);
    expect(money(answer.unassigned)).toEqual(['0.00', '0.00', '10.00', '10.00', '-10.00', null]);
    expect(answer.trades.map((r) => [r.name, ...money(r), r.overBudget])).toEqual([
      [j.cabinetry.name, '2500.00', '499.90', '1500.10', '2500.00', '0.00', '60.00', false],
      [j.carpentry.name, '99.99', '120.00', '0.00', '120.00', '-20.01', '0.00', true],
      [null, '50.00', '0.00', '60.01', '60.01', '-10.01', '120.02', true],
    ]);
    expect(money(answer.totals)).toEqual(['2649.99', '619.90', '1570.11', '2690.01', '-40.02', '59.25']);
    expect(answer.totals.overBudget).toBe(true);
    expect(answer.contract).toBe('3410.00');
    expect(answer.projectedProfit).toBe('719.99');

    // The totals equal the sums of their parts: the top-level lines plus the unassigned costs, and the trades
    // plus the unassigned costs, column by column; the contract less the forecast is the profit.
    const top = answer.lines.filter((l) => l.depth === 0);
    for (const key of ['budgeted', 'committed', 'actual', 'forecast', 'variance'] as const) {
      const total = toUnits(answer.totals[key]);
      expect(sum([...top.map((l) => l[key]), answer.unassigned[key]]), key).toBe(total);
      expect(sum([...answer.trades.map((r) => r[key]), answer.unassigned[key]]), key).toBe(total);
      expect(sum(answer.lines.filter((l) => l.parentId === j.group.id).map((l) => l[key])), key).toBe(
        toUnits(line(j.group.id)[key]),
      );
    }
    expect(toUnits(answer.contract!) - toUnits(answer.totals.forecast)).toBe(
      toUnits(answer.projectedProfit!),
    );

    // The budget page reads the same view: its committed and actual agree line by line.
    const actuals = await ok<{
      items: { id: number; actualCost: string; committedCost: string }[];
      totalActual: string;
    }>(
      await call(t.app, 'GET', `/api/projects/${j.project.id}/budget/actuals`, { cookie: a.employee.cookie }),
    );
    for (const item of actuals.items) {
      expect([line(item.id).actual, line(item.id).committed]).toEqual([item.actualCost, item.committedCost]);
    }
    expect(actuals.totalActual).toBe(answer.totals.actual);
  });

  it('has no contract or profit before an estimate is approved, and an empty budget answers zeros', async () => {
    const project = await aProject(db(), a.id);
    const answer = await jobCost(project.id, a.manager.cookie);
    expect(answer).toMatchObject({ lines: [], trades: [], contract: null, projectedProfit: null });
    expect(money(answer.totals)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', null]);
    expect(answer.totals.overBudget).toBe(false);
  });

  it('counts a cost recorded on a group in the group and under no trade, and lets every role read', async () => {
    const j = await job();
    await anExpense(db(), a.id, { projectId: j.project.id, budgetItemId: j.group.id, amount: '0.01' });
    const answer = await jobCost(j.project.id, a.employee.cookie);
    const group = answer.lines.find((l) => l.id === j.group.id)!;
    expect(money(group)).toEqual(['2599.99', '0.00', '0.01', '2600.00', '-0.01', '0.00']);
    expect(group.overBudget).toBe(true);
    expect(answer.trades.at(-1)).toMatchObject({
      tradeId: null,
      budgeted: '50.00',
      actual: '0.01',
      forecast: '50.01',
    });
    expect(money(answer.totals)).toEqual(['2649.99', '0.00', '0.01', '2650.00', '-0.01', '0.00']);
    for (const cookie of [a.admin.cookie, a.manager.cookie])
      expect((await jobCost(j.project.id, cookie)).totals).toEqual(answer.totals);
  });

  it('answers 404 for another company and for an id that cannot exist (never 500), 401 signed out', async () => {
    const j = await job();
    const foreign = await call(t.app, 'GET', `/api/projects/${j.project.id}/job-cost`, {
      cookie: b.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/projects/${j.project.id}/job-cost`)).statusCode).toBe(401);
    for (const bad of ['abc', '0x10', '-1', '99999999999999', '1.5']) {
      const res = await call(t.app, 'GET', `/api/projects/${bad}/job-cost`, { cookie: a.admin.cookie });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});
