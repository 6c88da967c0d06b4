import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderView } from '#domain/contracts/purchase-orders';
import type { VendorBillView } from '#domain/contracts/vendor-bills';
import { aBudgetItem, aProject, aVendor } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/**
 * The per-line cost sums kept by triggers (migration 0031, decision 0275) against a fresh grouping of the same
 * rows, the way migration 0025's view computed them, after every kind of change: through the app (orders sent,
 * billed and voided, expenses recorded, edited and deleted, bills entered and paid) and straight in SQL (what no
 * route does yet: bill lines edited, moved and deleted, a bill moved off its order, order lines edited, a budget
 * line and a project deleted). Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */

let t: TestApp;
let a: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t.database.db, 'Sums Remodeling');
  other = await createCompany(t.database.db, 'Other Sums Builders');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
type Line = { id: number; expenses: string; bills: string; actual: string; committed: string };

/** Every budget line of the company as the app reads it (budget_line_costs, now over the kept sums). */
async function kept(companyId: number): Promise<Line[]> {
  const result = (await db().execute(sql`
    select budget_item_id as id, expenses::text, bills::text, actual_cost::text as actual,
      committed_cost::text as committed
    from budget_line_costs where company_id = ${companyId} order by budget_item_id`)) as unknown as {
    rows: Line[];
  };
  return result.rows;
}

/** The same figures grouped afresh from the expenses, bill lines and order lines (migration 0025's view). */
async function grouped(companyId: number): Promise<Line[]> {
  const result = (await db().execute(sql`
    with ordered as (
      select l.budget_item_id, l.purchase_order_id, sum(round(l.quantity * l.unit_cost, 2)) as amount
      from purchase_order_lines l
      join purchase_orders o on o.id = l.purchase_order_id and o.company_id = l.company_id
      where o.status in ('sent', 'partially_billed') and l.budget_item_id is not null
        and l.company_id = ${companyId}
      group by l.budget_item_id, l.purchase_order_id
    ), billed_on_order as (
      select bl.budget_item_id, b.purchase_order_id, sum(bl.amount) as amount
      from vendor_bill_lines bl
      join vendor_bills b on b.id = bl.bill_id and b.company_id = bl.company_id
      where b.purchase_order_id is not null and bl.budget_item_id is not null and bl.company_id = ${companyId}
      group by bl.budget_item_id, b.purchase_order_id
    ), committed as (
      select o.budget_item_id, sum(greatest(o.amount - coalesce(b.amount, 0), 0)) as amount
      from ordered o
      left join billed_on_order b
        on b.budget_item_id = o.budget_item_id and b.purchase_order_id = o.purchase_order_id
      group by o.budget_item_id
    ), expensed as (
      select budget_item_id, sum(amount) as amount from expenses
      where budget_item_id is not null and company_id = ${companyId} group by budget_item_id
    ), billed as (
      select budget_item_id, sum(amount) as amount from vendor_bill_lines
      where budget_item_id is not null and company_id = ${companyId} group by budget_item_id
    )
    select i.id, coalesce(e.amount, 0)::numeric(14, 2)::text as expenses,
      coalesce(b.amount, 0)::numeric(14, 2)::text as bills,
      (coalesce(e.amount, 0) + coalesce(b.amount, 0))::numeric(14, 2)::text as actual,
      coalesce(c.amount, 0)::numeric(14, 2)::text as committed
    from budget_items i
    left join expensed e on e.budget_item_id = i.id
    left join billed b on b.budget_item_id = i.id
    left join committed c on c.budget_item_id = i.id
    where i.company_id = ${companyId}
    order by i.id`)) as unknown as { rows: Line[] };
  return result.rows;
}

type Totals = { projectId: number; actual: string; forecast: string };

/** Each project's kept job-cost totals (project_cost_totals), leaving out the rows that came back to zero. */
async function keptTotals(companyId: number): Promise<Totals[]> {
  const result = (await db().execute(sql`
    select project_id as "projectId", actual::numeric(14, 2)::text as actual,
      forecast::numeric(14, 2)::text as forecast from project_cost_totals
    where company_id = ${companyId} and (actual <> 0 or forecast <> 0) order by project_id`)) as unknown as {
    rows: Totals[];
  };
  return result.rows;
}

/**
 * The same totals grouped afresh, as job costing adds them: each budget node's forecast is the larger of its
 * budgeted (quantity × unit cost of a product line, to the cent) and committed + actual; costs on no line are
 * actual and forecast alike.
 */
async function groupedTotals(companyId: number): Promise<Totals[]> {
  const lines = await grouped(companyId);
  const result = (await db().execute(sql`
    select project_id as "projectId", sum(a)::numeric(14, 2)::text as actual,
      sum(f)::numeric(14, 2)::text as forecast
    from (
      select i.project_id, x.actual::numeric as a,
        greatest(case when i.type = 'product' then round(i.quantity * i.unit_cost, 2) else 0 end,
          x.committed::numeric + x.actual::numeric) as f
      from budget_items i
      join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(id int, actual text, committed text)
        on x.id = i.id
      union all
      select e.project_id, e.amount, e.amount from expenses e
      where e.company_id = ${companyId} and e.budget_item_id is null and e.project_id is not null
      union all
      select v.project_id, l.amount, l.amount from vendor_bill_lines l
      join vendor_bills v on v.id = l.bill_id and v.company_id = l.company_id
      where v.company_id = ${companyId} and l.budget_item_id is null and v.project_id is not null
    ) n
    group by project_id having sum(a) <> 0 or sum(f) <> 0
    order by project_id`)) as unknown as { rows: Totals[] };
  return result.rows;
}

/**
 * The kept sums equal the fresh grouping, line by line and project by project, to the cent, and every budget line
 * has its row; answers the lines for a closer look.
 */
async function agree(companyId = a.id): Promise<Map<number, Line>> {
  const now = await kept(companyId);
  expect(now).toEqual(await grouped(companyId));
  expect(await keptTotals(companyId)).toEqual(await groupedTotals(companyId));
  const missing = (await db().execute(sql`select count(*)::int as n from budget_items i
    where i.company_id = ${companyId} and not exists (
      select 1 from budget_line_cost_sums s where s.budget_item_id = i.id)`)) as unknown as {
    rows: { n: number }[];
  };
  expect(missing.rows[0]?.n).toBe(0);
  return new Map(now.map((line) => [line.id, line]));
}

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

async function job(company: TestCompany) {
  const project = await aProject(db(), company.id, { name: `Addition ${unique()}` });
  const group = await aBudgetItem(db(), project, { type: 'group', name: 'Shell' });
  const lumber = await aBudgetItem(db(), project, { parentId: group.id, name: 'Lumber', unitCost: '500' });
  const windows = await aBudgetItem(db(), project, { parentId: group.id, name: 'Windows', unitCost: '900' });
  const vendor = await aVendor(db(), company.id, {
    name: `Sums Supply ${unique()}`,
    email: `sums-${unique()}@supply.example`,
  });
  return { project, group, lumber, windows, vendor };
}
type Job = Awaited<ReturnType<typeof job>>;

async function sentOrder(j: Job, company: TestCompany, lines: unknown[]) {
  const draft = await ok<PurchaseOrderView>(
    await call(t.app, 'POST', `/api/projects/${j.project.id}/purchase-orders`, {
      cookie: company.manager.cookie,
      body: { vendorId: j.vendor.id, lines },
    }),
    201,
  );
  return ok<PurchaseOrderView>(
    await call(t.app, 'POST', `/api/purchase-orders/${draft.id}/send`, { cookie: company.manager.cookie }),
  );
}

const enterBill = async (j: Job, company: TestCompany, body: Record<string, unknown>) =>
  ok<VendorBillView>(
    await call(t.app, 'POST', `/api/companies/${company.id}/bills`, {
      cookie: company.manager.cookie,
      body: { vendorId: j.vendor.id, number: `S-${unique()}`, date: '2026-11-20', ...body },
    }),
    201,
  );

const expense = async (company: TestCompany, body: Record<string, unknown>) =>
  ok<{ id: number }>(
    await call(t.app, 'POST', `/api/companies/${company.id}/expenses`, {
      cookie: company.manager.cookie,
      body: { category: 'materials', description: 'Nails', date: '2026-11-19', ...body },
    }),
    201,
  );

describe('budget line cost sums kept by the database', () => {
  it('equal a fresh grouping after orders, bills, payments, voids and expenses through the app', async () => {
    const j = await job(a);
    const order = await sentOrder(j, a, [
      { description: 'Studs', quantity: '3', unitCost: '33.33', budgetItemId: j.lumber.id },
      { description: 'Sheathing', quantity: '2', unitCost: '10.01', budgetItemId: j.lumber.id },
      { description: 'Windows', quantity: '4', unitCost: '450.00', budgetItemId: j.windows.id },
    ]);
    let line = await agree();
    expect(line.get(j.lumber.id)).toMatchObject({ committed: '120.01', actual: '0.00' });

    const nails = await expense(a, { amount: '10.10', projectId: j.project.id, budgetItemId: j.lumber.id });
    await expense(a, { amount: '5.55', projectId: j.project.id, budgetItemId: j.windows.id });
    await expense(a, { amount: '7.00', projectId: j.project.id });
    await agree();

    const bill = await enterBill(j, a, {
      purchaseOrderId: order.id,
      lines: [
        { budgetItemId: j.lumber.id, amount: '50.00' },
        { budgetItemId: j.windows.id, amount: '1000.01' },
      ],
    });
    await enterBill(j, a, { lines: [{ budgetItemId: j.lumber.id, amount: '12.34' }] });
    line = await agree();
    expect(line.get(j.lumber.id)).toMatchObject({ committed: '70.01', actual: '72.44', bills: '62.34' });
    expect(line.get(j.windows.id)).toMatchObject({ committed: '799.99', actual: '1005.56' });

    // Paying a bill moves no cost (its amount_paid and status change only).
    await ok(
      await call(t.app, 'POST', `/api/bills/${bill.id}/payments`, {
        cookie: a.manager.cookie,
        body: { amount: '500.00', date: '2026-11-25' },
      }),
      201,
    );
    await agree();

    // Billed past what is open on the window line: that order's part there is floored at zero.
    await ok(
      await call(t.app, 'POST', `/api/companies/${a.id}/bills`, {
        cookie: a.manager.cookie,
        body: {
          vendorId: j.vendor.id,
          number: `S-${unique()}`,
          date: '2026-11-21',
          purchaseOrderId: order.id,
          lines: [{ budgetItemId: j.windows.id, amount: '850.00' }],
        },
      }),
      201,
    );
    line = await agree();
    expect(line.get(j.windows.id)?.committed).toBe('0.00');
    expect(line.get(j.lumber.id)?.committed).toBe('70.01');

    // An expense edited (amount, then moved to another line) and another deleted.
    await ok(
      await call(t.app, 'PATCH', `/api/expenses/${nails.id}`, {
        cookie: a.manager.cookie,
        body: { amount: '11.11' },
      }),
    );
    await agree();
    await ok(
      await call(t.app, 'PATCH', `/api/expenses/${nails.id}`, {
        cookie: a.manager.cookie,
        body: { budgetItemId: j.windows.id },
      }),
    );
    line = await agree();
    expect(line.get(j.lumber.id)?.expenses).toBe('0.00');
    expect(line.get(j.windows.id)?.expenses).toBe('16.66');
    expect(
      (await call(t.app, 'DELETE', `/api/expenses/${nails.id}`, { cookie: a.manager.cookie })).statusCode,
    ).toBe(204);
    await agree();

    // A second order, sent then voided: its lines commit, then stop committing.
    const second = await sentOrder(j, a, [
      { description: 'Trim', quantity: '1', unitCost: '250.00', budgetItemId: j.lumber.id },
    ]);
    expect((await agree()).get(j.lumber.id)?.committed).toBe('320.01');
    await ok(
      await call(t.app, 'POST', `/api/purchase-orders/${second.id}/void`, { cookie: a.manager.cookie }),
    );
    expect((await agree()).get(j.lumber.id)?.committed).toBe('70.01');
  });

  it('equal a fresh grouping after edits, moves and deletes made straight in the database', async () => {
    const j = await job(a);
    const order = await sentOrder(j, a, [
      { description: 'Studs', quantity: '10', unitCost: '12.50', budgetItemId: j.lumber.id },
      { description: 'Windows', quantity: '2', unitCost: '700.00', budgetItemId: j.windows.id },
    ]);
    const bill = await enterBill(j, a, {
      purchaseOrderId: order.id,
      lines: [
        { budgetItemId: j.lumber.id, amount: '40.00' },
        { budgetItemId: j.windows.id, amount: '300.00' },
      ],
    });
    const loose = await enterBill(j, a, { lines: [{ budgetItemId: j.windows.id, amount: '19.99' }] });
    await expense(a, { amount: '3.33', projectId: j.project.id, budgetItemId: j.lumber.id });
    await agree();

    const run = async (statement: ReturnType<typeof sql>) => {
      await db().execute(statement);
      return agree();
    };
    // Bill lines: a new amount, another budget line, a line moved to the bill on no order.
    await run(sql`update vendor_bill_lines set amount = 45.50 where bill_id = ${bill.id}
      and budget_item_id = ${j.lumber.id}`);
    await run(sql`update vendor_bill_lines set budget_item_id = ${j.lumber.id} where bill_id = ${bill.id}
      and budget_item_id = ${j.windows.id}`);
    await run(sql`update vendor_bill_lines set bill_id = ${loose.id}, position = 7 where bill_id = ${bill.id}
      and amount = 45.50`);
    // The bill taken off its order, then put back; a bill line deleted.
    let line = await run(sql`update vendor_bills set purchase_order_id = null where id = ${bill.id}`);
    expect(line.get(j.lumber.id)?.committed).toBe('125.00');
    line = await run(sql`update vendor_bills set purchase_order_id = ${order.id} where id = ${bill.id}`);
    expect(line.get(j.lumber.id)?.committed).toBe('0.00');
    await run(sql`delete from vendor_bill_lines where bill_id = ${loose.id} and position = 0`);
    // Order lines: quantity and unit cost, another budget line, a line deleted; the order's status by hand.
    await run(sql`update purchase_order_lines set quantity = 3, unit_cost = 0.335
      where purchase_order_id = ${order.id} and budget_item_id = ${j.windows.id}`);
    await run(sql`update purchase_order_lines set budget_item_id = ${j.lumber.id}
      where purchase_order_id = ${order.id} and budget_item_id = ${j.windows.id}`);
    await run(sql`update purchase_orders set status = 'draft' where id = ${order.id}`);
    await run(sql`update purchase_orders set status = 'partially_billed' where id = ${order.id}`);
    await run(sql`delete from purchase_order_lines where purchase_order_id = ${order.id} and position = 0`);
    // Budgeted cost follows a line's quantity, unit cost and type.
    await run(sql`update budget_items set quantity = 3, unit_cost = 333.33 where id = ${j.windows.id}`);
    await run(sql`update budget_items set type = 'group' where id = ${j.windows.id}`);
    await run(sql`update budget_items set type = 'product' where id = ${j.windows.id}`);
    // Costs on no budget line: an expense and a bill line, moved to another project and back.
    const elsewhere = await job(a);
    const { rows: made } = (await db().execute(sql`insert into expenses
        (company_id, project_id, description, amount, date)
      values (${a.id}, ${j.project.id}, 'Fuel', 6.66, '2026-11-02') returning id`)) as unknown as {
      rows: { id: number }[];
    };
    await agree();
    await run(sql`insert into vendor_bill_lines (company_id, bill_id, position, amount)
      values (${a.id}, ${bill.id}, 9, 8.88)`);
    await run(sql`update expenses set project_id = ${elsewhere.project.id} where id = ${made[0]!.id}`);
    await run(sql`update vendor_bills set project_id = ${elsewhere.project.id} where id = ${bill.id}`);
    await run(sql`update vendor_bills set project_id = ${j.project.id} where id = ${bill.id}`);
    await run(sql`update expenses set budget_item_id = ${elsewhere.lumber.id} where id = ${made[0]!.id}`);
    await run(sql`update expenses set budget_item_id = null, amount = 7.77 where id = ${made[0]!.id}`);
    // A whole bill deleted (its lines go with it, the one on no line too), then the budget line most of this
    // sits on, then a whole project.
    await run(sql`delete from vendor_bills where id = ${bill.id}`);
    line = await run(sql`delete from budget_items where id = ${j.lumber.id}`);
    expect(line.has(j.lumber.id)).toBe(false);
    const orphans = (await db().execute(sql`select count(*)::int as n from budget_line_cost_sums s
      where not exists (select 1 from budget_items i where i.id = s.budget_item_id)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(orphans.rows[0]?.n).toBe(0);
    await run(sql`delete from projects where id = ${elsewhere.project.id}`);
  });

  it('keep each company apart, and a deleted project takes its lines’ sums with it', async () => {
    const mine = await job(a);
    const theirs = await job(other);
    await sentOrder(theirs, other, [
      { description: 'Studs', quantity: '1', unitCost: '99.99', budgetItemId: theirs.lumber.id },
    ]);
    await expense(other, { amount: '1.01', projectId: theirs.project.id, budgetItemId: theirs.lumber.id });
    await expense(a, { amount: '2.02', projectId: mine.project.id, budgetItemId: mine.lumber.id });
    const line = await agree(other.id);
    expect(line.get(theirs.lumber.id)).toMatchObject({ committed: '99.99', expenses: '1.01' });
    expect((await agree(a.id)).get(mine.lumber.id)).toMatchObject({ committed: '0.00', expenses: '2.02' });

    await db().execute(sql`delete from projects where id = ${theirs.project.id}`);
    await agree(other.id);
    const left = (await db().execute(sql`select count(*)::int as n from budget_line_cost_sums
      where project_id = ${theirs.project.id}`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
  });
});
