import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCost } from '#domain/contracts/job-costing';
import type { ApAging, ArAging, CashFlow, ProfitByProject, Wip } from '#domain/contracts/reports';
import { aBudgetItem, aCustomer, anExpense, anInvoice, aProject, aVendor } from '../../test/entities';
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

const report = async <T>(company: TestCompany, name: string, query = '', cookie = company.manager.cookie) =>
  ok<T>(await call(t.app, 'GET', `/api/companies/${company.id}/reports/${name}${query}`, { cookie }));

async function pay(company: TestCompany, invoiceId: number, amount: string, date: string) {
  await ok(
    await call(t.app, 'POST', `/api/invoices/${invoiceId}/payments`, {
      cookie: company.admin.cookie,
      body: { amount, date, method: 'check' },
    }),
    201,
  );
}

async function approveEstimate(company: TestCompany, projectId: number) {
  const cookie = company.admin.cookie;
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

/** A bill of `amount` on a budget line, and its id. */
async function aBill(
  company: TestCompany,
  budgetItemId: number,
  vendorId: number,
  amount: string,
  date: string,
  dueDate?: string,
) {
  const bill = await ok<{ id: number }>(
    await call(t.app, 'POST', `/api/companies/${company.id}/bills`, {
      cookie: company.manager.cookie,
      body: { vendorId, number: `B-${unique()}`, date, dueDate, lines: [{ budgetItemId, amount }] },
    }),
    201,
  );
  return bill.id;
}

async function payBill(company: TestCompany, billId: number, amount: string, date: string) {
  await ok(
    await call(t.app, 'POST', `/api/bills/${billId}/payments`, {
      cookie: company.manager.cookie,
      body: { amount, date },
    }),
    201,
  );
}

const bucketsOf = (row: ArAging['totals'] | undefined) =>
  row && [row.current, row.days1to30, row.days31to60, row.days61to90, row.over90, row.total];

describe('accounts receivable aging', () => {
  it('ages each sent invoice by its balance on the day, after the payments dated by then', async () => {
    const c = await createCompany(db(), `Aging ${unique()}`);
    const acme = await aCustomer(db(), c.id, { firstName: 'Acme', lastName: unique() });
    const zed = await aCustomer(db(), c.id, { firstName: 'Zed', lastName: unique() });
    const inv = await anInvoice(db(), c.id, {
      customerId: acme.id,
      status: 'sent',
      amount: '1000.00',
      issueDate: '2026-01-01',
      dueDate: '2026-01-31',
    });
    // No due date: always current. A draft and a cancelled invoice are not receivables.
    await anInvoice(db(), c.id, {
      customerId: acme.id,
      status: 'sent',
      amount: '250.00',
      issueDate: '2026-01-10',
    });
    await anInvoice(db(), c.id, {
      customerId: acme.id,
      status: 'draft',
      amount: '9.99',
      issueDate: '2026-01-01',
    });
    await anInvoice(db(), c.id, {
      customerId: acme.id,
      status: 'cancelled',
      amount: '8.88',
      issueDate: '2026-01-01',
      dueDate: '2026-01-02',
    });
    await anInvoice(db(), c.id, {
      customerId: zed.id,
      status: 'overdue',
      amount: '123.45',
      issueDate: '2025-10-01',
      dueDate: '2025-10-15',
    });
    // Issued after the first day asked: not owed then.
    await anInvoice(db(), c.id, {
      customerId: zed.id,
      status: 'sent',
      amount: '50.00',
      issueDate: '2026-03-01',
    });
    await pay(c, inv.id, '300.10', '2026-02-10');
    await pay(c, inv.id, '199.90', '2026-03-15');

    const at = (asOf: string) => report<ArAging>(c, 'ar-aging', `?asOf=${asOf}`);
    const row = (r: ArAging, id: number) => r.rows.find((x) => x.customerId === id);

    // A day past due, before any payment: the whole 1,000.00 in 1-30.
    const feb1 = await at('2026-02-01');
    expect(bucketsOf(row(feb1, acme.id))).toEqual(['250.00', '1000.00', '0.00', '0.00', '0.00', '1250.00']);
    expect(row(feb1, acme.id)?.count).toBe(2);
    // Zed: 109 days past due; the March invoice is not issued yet.
    expect(bucketsOf(row(feb1, zed.id))).toEqual(['0.00', '0.00', '0.00', '0.00', '123.45', '123.45']);
    expect(bucketsOf(feb1.totals)).toEqual(['250.00', '1000.00', '0.00', '0.00', '123.45', '1373.45']);

    // After the first payment (20 days past due): 699.90.
    const feb20 = await at('2026-02-20');
    expect(bucketsOf(row(feb20, acme.id))).toEqual(['250.00', '699.90', '0.00', '0.00', '0.00', '949.90']);
    // After both (48 days): 500.00 in 31-60.
    const mar20 = await at('2026-03-20');
    expect(bucketsOf(row(mar20, acme.id))).toEqual(['250.00', '0.00', '500.00', '0.00', '0.00', '750.00']);
    expect(bucketsOf(row(mar20, zed.id))).toEqual(['50.00', '0.00', '0.00', '0.00', '123.45', '173.45']);
    // 61-90 and over 90.
    expect(row(await at('2026-04-20'), acme.id)?.days61to90).toBe('500.00');
    expect(row(await at('2026-06-01'), acme.id)?.over90).toBe('500.00');
    // Before it was issued, the invoice is not owed at all.
    expect(row(await at('2025-12-31'), acme.id)).toBeUndefined();

    // The last 500.00 paid: the invoice leaves the report from that day on, not before.
    await pay(c, inv.id, '500.00', '2026-04-01');
    expect(row(await at('2026-04-01'), acme.id)?.total).toBe('250.00');
    expect(row(await at('2026-03-31'), acme.id)?.total).toBe('750.00');
  });

  it("agrees with the Finances cards' Outstanding, and reads only its own company", async () => {
    const c = await createCompany(db(), `Agree ${unique()}`);
    const customer = await aCustomer(db(), c.id);
    const one = await anInvoice(db(), c.id, {
      customerId: customer.id,
      status: 'sent',
      amount: '410.37',
      issueDate: '2026-02-01',
      dueDate: '2026-03-01',
    });
    await anInvoice(db(), c.id, { status: 'sent', amount: '0.01', issueDate: '2026-02-02' });
    await pay(c, one.id, '10.36', '2026-02-05');
    await anInvoice(db(), b.id, { status: 'sent', amount: '777.77', issueDate: '2026-02-01' });
    const aging = await report<ArAging>(c, 'ar-aging');
    const cards = await ok<{ totalOutstanding: string; totalCollected: string }>(
      await call(t.app, 'GET', `/api/companies/${c.id}/finances/summary`, { cookie: c.admin.cookie }),
    );
    expect(aging.totals.total).toBe('400.02');
    expect(cards.totalOutstanding).toBe(aging.totals.total);
    // The row without a customer.
    expect(aging.rows.find((r) => r.customerId === null)?.total).toBe('0.01');
  });
});

describe('accounts payable aging', () => {
  it('ages vendor bills by their balance after the bill payments dated by then, per vendor', async () => {
    const c = await createCompany(db(), `Payables ${unique()}`);
    const project = await aProject(db(), c.id);
    const line = await aBudgetItem(db(), project, { name: 'Lumber', unitCost: '100' });
    const vendor = await aVendor(db(), c.id, { name: `Mill ${unique()}` });
    const other = await aVendor(db(), c.id, { name: `Nails ${unique()}` });
    const bill = await aBill(c, line.id, vendor.id, '800.00', '2026-01-05', '2026-02-04');
    await aBill(c, line.id, other.id, '45.55', '2026-01-20');
    await payBill(c, bill, '300.25', '2026-02-10');

    const at = (asOf: string) => report<ApAging>(c, 'ap-aging', `?asOf=${asOf}`);
    const row = (r: ApAging, id: number) => r.rows.find((x) => x.vendorId === id);
    expect(row(await at('2026-01-04'), vendor.id)).toBeUndefined();
    expect(bucketsOf(row(await at('2026-02-04'), vendor.id))).toEqual([
      '800.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '800.00',
    ]);
    expect(bucketsOf(row(await at('2026-02-09'), vendor.id))).toEqual([
      '0.00',
      '800.00',
      '0.00',
      '0.00',
      '0.00',
      '800.00',
    ]);
    const feb10 = await at('2026-02-10');
    expect(bucketsOf(row(feb10, vendor.id))).toEqual(['0.00', '499.75', '0.00', '0.00', '0.00', '499.75']);
    expect(bucketsOf(row(feb10, other.id))).toEqual(['45.55', '0.00', '0.00', '0.00', '0.00', '45.55']);
    expect(bucketsOf(feb10.totals)).toEqual(['45.55', '499.75', '0.00', '0.00', '0.00', '545.30']);
    expect(row(await at('2026-05-10'), vendor.id)?.over90).toBe('499.75');
    await payBill(c, bill, '499.75', '2026-05-11');
    expect(row(await at('2026-05-11'), vendor.id)).toBeUndefined();
    expect(row(await at('2026-05-10'), vendor.id)?.total).toBe('499.75');
  });
});

describe('profit by project and work in progress', () => {
  it("answer job costing's contract, cost, forecast and projected profit, to the cent", async () => {
    const customer = await aCustomer(db(), a.id, {
      firstName: 'Dana',
      lastName: unique(),
      email: 'dana@example.com',
    });
    const project = await aProject(db(), a.id, { name: `Kitchen ${unique()}`, customerId: customer.id });
    const lumber = await aBudgetItem(db(), project, {
      name: 'Lumber',
      quantity: '3',
      unitCost: '33.33',
      unitPrice: '50',
      order: 0,
    });
    const cabinets = await aBudgetItem(db(), project, {
      name: 'Cabinets',
      unitCost: '2500',
      unitPrice: '3200',
      order: 1,
    });
    await approveEstimate(a, project.id);
    const vendor = await aVendor(db(), a.id);
    // Lumber over budget by a bill; cabinets half spent by an expense; 10.01 on no budget line.
    await aBill(a, lumber.id, vendor.id, '120.00', '2026-02-01');
    await anExpense(db(), a.id, {
      projectId: project.id,
      budgetItemId: cabinets.id,
      amount: '1250.00',
      date: '2026-03-01',
    });
    await anExpense(db(), a.id, { projectId: project.id, amount: '10.01', date: '2026-03-02' });
    const invoice = await anInvoice(db(), a.id, {
      projectId: project.id,
      customerId: customer.id,
      status: 'sent',
      amount: '2000.00',
      issueDate: '2026-02-15',
    });
    await pay(a, invoice.id, '1500.00', '2026-03-10');
    // A draft is not billed.
    await anInvoice(db(), a.id, {
      projectId: project.id,
      status: 'draft',
      amount: '99.00',
      issueDate: '2026-02-15',
    });

    const jobCost = await ok<JobCost>(
      await call(t.app, 'GET', `/api/projects/${project.id}/job-cost`, { cookie: a.admin.cookie }),
    );
    const profit = await report<ProfitByProject>(a, 'profit-by-project');
    const row = profit.rows.find((r) => r.projectId === project.id)!;
    expect(row).toMatchObject({
      name: project.name,
      customerName: `${customer.firstName} ${customer.lastName}`,
      contract: jobCost.contract,
      billed: '2000.00',
      collected: '1500.00',
      cost: jobCost.totals.actual,
      projectedProfit: jobCost.projectedProfit,
    });
    expect([row.contract, row.cost, row.projectedProfit]).toEqual(['3350.00', '1380.01', '719.99']);

    // Within February only: the bill and the invoice, nothing collected; contract and projection stay.
    const feb = await report<ProfitByProject>(a, 'profit-by-project', '?from=2026-02-01&to=2026-02-28');
    expect(feb.rows.find((r) => r.projectId === project.id)).toMatchObject({
      billed: '2000.00',
      collected: '0.00',
      cost: '120.00',
      contract: '3350.00',
      projectedProfit: '719.99',
    });

    // WIP today: forecast 120.00 + 2,500.00 + 10.01 (job costing's), 1,380.01 spent.
    const work = await report<Wip>(a, 'wip');
    const w = work.rows.find((r) => r.projectId === project.id)!;
    expect(w.forecastCost).toBe(jobCost.totals.forecast);
    expect(w).toMatchObject({
      contract: '3350.00',
      forecastCost: '2630.01',
      costToDate: '1380.01',
      percentComplete: '52.47',
      // 3,350.00 × 1,380.01 ÷ 2,630.01 = 1,757.80 earned; 2,000.00 billed: over-billed by 242.20.
      earned: '1757.80',
      billed: '2000.00',
      overBilled: '242.20',
      underBilled: '0.00',
    });
    // As of February's end: only the bill spent, the invoice sent: 152.85 earned, 1,847.15 over-billed.
    const febWip = await report<Wip>(a, 'wip', '?to=2026-02-28');
    expect(febWip.rows.find((r) => r.projectId === project.id)).toMatchObject({
      costToDate: '120.00',
      earned: '152.85',
      billed: '2000.00',
      overBilled: '1847.15',
    });
    // As of mid-February, before the invoice: under-billed by what was earned.
    const early = await report<Wip>(a, 'wip', '?to=2026-02-10');
    expect(early.rows.find((r) => r.projectId === project.id)).toMatchObject({
      billed: '0.00',
      earned: '152.85',
      underBilled: '152.85',
      overBilled: '0.00',
    });
    // From a day after all its activity: the project is not in progress in that period.
    const later = await report<Wip>(a, 'wip', '?from=2026-04-01&to=2026-04-30');
    expect(later.rows.find((r) => r.projectId === project.id)).toBeUndefined();

    // Another company's reports never show it.
    const theirs = await report<ProfitByProject>(b, 'profit-by-project');
    expect(theirs.rows.find((r) => r.projectId === project.id)).toBeUndefined();
  });

  it('totals every row, to the cent', async () => {
    const profit = await report<ProfitByProject>(a, 'profit-by-project');
    const cents = (v: string | null) => BigInt(Math.round(Number(v ?? 0) * 100));
    for (const key of ['billed', 'collected', 'cost', 'contract'] as const) {
      expect(profit.rows.reduce((s, r) => s + cents(r[key]), 0n)).toBe(cents(profit.totals[key]));
    }
  });
});

describe('paging the rows', () => {
  it('answers a page of rows with the totals and the row count over all, and every row in the CSV', async () => {
    const c = await createCompany(db(), `Paging ${unique()}`);
    const vendor = await aVendor(db(), c.id);
    // Five customers, each owing on one project; five projects with a contract and a cost (so in WIP too).
    for (const [i, name] of ['Ash', 'Birch', 'Cedar', 'Dogwood', 'Elm'].entries()) {
      const customer = await aCustomer(db(), c.id, { firstName: name, lastName: 'Paging' });
      const project = await aProject(db(), c.id, { name: `${name} house`, customerId: customer.id });
      const line = await aBudgetItem(db(), project, { name: 'Framing', unitCost: '1000', unitPrice: '1500' });
      await approveEstimate(c, project.id);
      await anInvoice(db(), c.id, {
        customerId: customer.id,
        projectId: project.id,
        status: 'sent',
        amount: `${100 + i}.01`,
        issueDate: '2026-01-05',
        dueDate: '2026-02-04',
      });
      await aBill(c, line.id, vendor.id, `${200 + i}.02`, '2026-01-10', '2026-02-09');
    }
    const csvLines = async (name: string) => {
      const res = await call(t.app, 'GET', `/api/companies/${c.id}/reports/${name}?format=csv&limit=2`, {
        cookie: c.manager.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\n');
    };
    const names = (rows: { name: string | null }[]) => rows.map((r) => r.name);

    const whole = await report<ArAging>(c, 'ar-aging', '?asOf=2026-03-01');
    expect(whole.rowCount).toBe(5);
    const second = await call(
      t.app,
      'GET',
      `/api/companies/${c.id}/reports/ar-aging?asOf=2026-03-01&limit=2&offset=2`,
      { cookie: c.manager.cookie },
    );
    expect(second.headers['x-total-count']).toBe('5');
    const page = await ok<ArAging>(second);
    expect(names(page.rows)).toEqual(['Cedar Paging', 'Dogwood Paging']);
    expect(page).toMatchObject({ rowCount: 5, totals: { ...whole.totals, total: '510.05' } });
    // Past the end: no rows, the same totals.
    const past = await report<ArAging>(c, 'ar-aging', '?asOf=2026-03-01&offset=10');
    expect(past).toMatchObject({ rows: [], rowCount: 5, totals: whole.totals });
    expect(await csvLines('ar-aging')).toHaveLength(1 + 5 + 1);

    // One vendor: one row, a page of it.
    const payables = await report<ApAging>(c, 'ap-aging', '?asOf=2026-03-01&limit=1');
    expect(payables).toMatchObject({ rowCount: 1, totals: { total: '1010.10' } });
    expect(payables.rows).toHaveLength(1);

    const profit = await report<ProfitByProject>(c, 'profit-by-project', '?limit=2&offset=1');
    expect(names(profit.rows)).toEqual(['Birch house', 'Cedar house']);
    expect(profit.rowCount).toBe(5);
    expect(profit.totals).toEqual((await report<ProfitByProject>(c, 'profit-by-project')).totals);
    expect(profit.totals.billed).toBe('510.05');
    expect(await csvLines('profit-by-project')).toHaveLength(1 + 5 + 1);

    const wip = await report<Wip>(c, 'wip', '?limit=3');
    expect(names(wip.rows)).toEqual(['Ash house', 'Birch house', 'Cedar house']);
    expect(wip.rowCount).toBe(5);
    expect(wip.totals).toEqual((await report<Wip>(c, 'wip')).totals);
    expect(wip.totals.costToDate).toBe('1010.10');
    expect(await csvLines('wip')).toHaveLength(1 + 5 + 1);

    // The paging contract of the lists: a limit from 1 to 500, an offset of 0 or more.
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=x']) {
      const bad = await call(t.app, 'GET', `/api/companies/${c.id}/reports/wip?${query}`, {
        cookie: c.manager.cookie,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('cash flow', () => {
  it('answers collected against paid out per month, empty months included, within the dates', async () => {
    const c = await createCompany(db(), `Cash ${unique()}`);
    const project = await aProject(db(), c.id);
    const line = await aBudgetItem(db(), project, { name: 'Tile', unitCost: '10' });
    const vendor = await aVendor(db(), c.id);
    const inv = await anInvoice(db(), c.id, { status: 'sent', amount: '1000.00', issueDate: '2026-01-02' });
    await pay(c, inv.id, '400.40', '2026-01-15');
    await pay(c, inv.id, '99.60', '2026-03-31');
    const bill = await aBill(c, line.id, vendor.id, '300.00', '2026-01-20');
    await payBill(c, bill, '120.33', '2026-04-01');
    await anExpense(db(), c.id, { amount: '75.05', date: '2026-03-05' });
    await anExpense(db(), c.id, { amount: '0.95', date: '2026-01-31' });

    const flow = await report<CashFlow>(c, 'cash-flow');
    expect(flow.rows.map((r) => [r.month, r.collected, r.bills, r.expenses, r.paidOut, r.net])).toEqual([
      ['2026-01', '400.40', '0.00', '0.95', '0.95', '399.45'],
      ['2026-02', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['2026-03', '99.60', '0.00', '75.05', '75.05', '24.55'],
      ['2026-04', '0.00', '120.33', '0.00', '120.33', '-120.33'],
    ]);
    expect(flow.totals).toEqual({
      collected: '500.00',
      bills: '120.33',
      expenses: '76.00',
      paidOut: '196.33',
      net: '303.67',
    });

    const spring = await report<CashFlow>(c, 'cash-flow', '?from=2026-03-01&to=2026-03-31');
    expect(spring.rows.map((r) => r.month)).toEqual(['2026-03']);
    // The Finances cards over the same dates say the same (no bill is dated in March: the cards count a bill as
    // cost on its bill date, decision 0274, where cash flow counts what was paid on it, when).
    const cards = await ok<{ totalCollected: string; totalExpenses: string }>(
      await call(t.app, 'GET', `/api/companies/${c.id}/finances/summary?from=2026-03-01&to=2026-03-31`, {
        cookie: c.admin.cookie,
      }),
    );
    expect([spring.totals.collected, spring.totals.expenses]).toEqual([
      cards.totalCollected,
      cards.totalExpenses,
    ]);
    expect((await report<CashFlow>(c, 'cash-flow', '?from=2027-01-01')).rows).toEqual([]);
  });

  it('follows expenses and bill payments moved, changed and deleted, by any path', async () => {
    // The report adds the company's day sums (decision 0277): changes made straight in the database move them too.
    const c = await createCompany(db(), `Cash moves ${unique()}`);
    const line = await aBudgetItem(db(), await aProject(db(), c.id), { name: 'Tile', unitCost: '10' });
    const bill = await aBill(c, line.id, (await aVendor(db(), c.id)).id, '300.00', '2026-01-20');
    await payBill(c, bill, '100.00', '2026-01-25');
    await payBill(c, bill, '50.00', '2026-02-03');
    const expense = await anExpense(db(), c.id, { amount: '20.00', date: '2026-01-05' });
    await db().execute(sql`update expenses set date = '2026-02-10', amount = 25.50 where id = ${expense.id}`);
    await db().execute(sql`update vendor_bill_payments set paid_on = '2026-03-01' where bill_id = ${bill}
      and amount = 50`);
    const flow = await report<CashFlow>(c, 'cash-flow');
    expect(flow.rows.map((r) => [r.month, r.bills, r.expenses, r.paidOut])).toEqual([
      ['2026-01', '100.00', '0.00', '100.00'],
      ['2026-02', '0.00', '25.50', '25.50'],
      ['2026-03', '50.00', '0.00', '50.00'],
    ]);
    // Deleting the bill deletes its payments: only the moved expense is left.
    await db().execute(sql`delete from vendor_bills where id = ${bill}`);
    const after = await report<CashFlow>(c, 'cash-flow');
    expect(after.rows.map((r) => [r.month, r.bills, r.expenses])).toEqual([['2026-02', '0.00', '25.50']]);
    expect(after.totals.paidOut).toBe('25.50');
  });
});

describe('CSV, roles and input', () => {
  it('answers text/csv with a header, the rows and the totals; a typed formula is not run', async () => {
    const c = await createCompany(db(), `Csv ${unique()}`);
    const customer = await aCustomer(db(), c.id, { firstName: '=HYPERLINK("x")', lastName: '' });
    await anInvoice(db(), c.id, {
      customerId: customer.id,
      status: 'sent',
      amount: '12.34',
      issueDate: '2026-01-01',
      dueDate: '2026-01-02',
    });
    const res = await call(
      t.app,
      'GET',
      `/api/companies/${c.id}/reports/ar-aging?asOf=2026-01-10&format=csv`,
      {
        cookie: c.manager.cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ar-aging-2026-01-10.csv"');
    expect(res.body.trim().split('\n')).toEqual([
      'Customer,Open items,Current,1-30,31-60,61-90,Over 90,Total',
      `"'=HYPERLINK(""x"")",1,0.00,12.34,0.00,0.00,0.00,12.34`,
      'Total,1,0.00,12.34,0.00,0.00,0.00,12.34',
    ]);
    for (const name of ['ap-aging', 'profit-by-project', 'wip', 'cash-flow']) {
      const r = await call(t.app, 'GET', `/api/companies/${c.id}/reports/${name}?format=csv`, {
        cookie: c.admin.cookie,
      });
      expect(r.statusCode, name).toBe(200);
      expect(r.headers['content-type'], name).toBe('text/csv; charset=utf-8');
      expect(r.body.trim().split('\n').at(-1), name).toMatch(/^Total,/);
    }
    const flow = await call(
      t.app,
      'GET',
      `/api/companies/${c.id}/reports/cash-flow?format=csv&from=2026-01-01&to=2026-01-31`,
      { cookie: c.admin.cookie },
    );
    expect(flow.headers['content-disposition']).toBe(
      'attachment; filename="cash-flow-2026-01-01-2026-01-31.csv"',
    );
    expect(flow.body.trim().split('\n')).toEqual([
      'Month,Collected,Bill payments,Expenses,Paid out,Net',
      'Total,0.00,0.00,0.00,0.00,0.00',
    ]);
  });

  it('refuses employees, hides other companies and checks the dates', async () => {
    for (const name of ['ar-aging', 'ap-aging', 'profit-by-project', 'wip', 'cash-flow']) {
      const url = `/api/companies/${a.id}/reports/${name}`;
      expect((await call(t.app, 'GET', url, { cookie: a.employee.cookie })).statusCode, name).toBe(403);
      expect((await call(t.app, 'GET', url, { cookie: b.admin.cookie })).statusCode, name).toBe(404);
      expect((await call(t.app, 'GET', url)).statusCode, name).toBe(401);
      expect((await call(t.app, 'GET', url, { cookie: a.admin.cookie })).statusCode, name).toBe(200);
    }
    const bad = await call(t.app, 'GET', `/api/companies/${a.id}/reports/ar-aging?asOf=2026-02-30`, {
      cookie: a.admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
    const reversed = await call(
      t.app,
      'GET',
      `/api/companies/${a.id}/reports/wip?from=2026-03-01&to=2026-02-01`,
      {
        cookie: a.admin.cookie,
      },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('The end date must be on or after the start date');
    const format = await call(t.app, 'GET', `/api/companies/${a.id}/reports/cash-flow?format=xls`, {
      cookie: a.admin.cookie,
    });
    expect(format.statusCode).toBe(400);
  });
});
