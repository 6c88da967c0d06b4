import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfitByProject, Wip } from '#domain/contracts/reports';
import { addDays } from '#domain/document-dates';
import { aBudgetItem, aCustomer, anExpense, anInvoice, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { seededRandom } from '../../test/seeded-random';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/*
 * Profit by project and work in progress read each project's money kept over all time (project_money, decision
 * 0279) less what is dated after the day asked for. These tests make a company's estimates, change orders,
 * invoices, payments, expenses and bills at random, change them straight in the database, and compare the kept
 * rows with a fresh grouping and each answer with the reports' definitions computed from the rows themselves.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

const money = (c: number) => (c / 100).toFixed(2);

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** The kept money equals a fresh grouping of the records, and the contract the Sold Price of every reader. */
async function expectKeptMoneyTrue(companyId: number) {
  const drift = await rows<Record<string, unknown>>(sql`
    with wanted as (
      select p.id as project_id,
        (select (e.snapshot ->> 'total')::numeric from estimates e
          where e.project_id = p.id and e.status = 'approved') as estimate_total,
        coalesce((select sum(total) from change_orders c where c.project_id = p.id and c.status = 'approved'), 0)
          as change_orders,
        coalesce((select sum(amount) from invoices i where i.project_id = p.id
          and i.status not in ('draft', 'cancelled')), 0) as billed,
        coalesce((select sum(amount) from payments y where y.project_id = p.id), 0) as collected,
        coalesce((select sum(amount) from expenses e where e.project_id = p.id), 0)
          + coalesce((select sum(total) from vendor_bills b where b.project_id = p.id), 0) as cost,
        coalesce((select forecast from project_cost_totals k where k.project_id = p.id), 0) as forecast
      from projects p where p.company_id = ${companyId}
    ), kept as (
      select p.id as project_id, m.estimate_total, coalesce(m.change_orders, 0) as change_orders,
        coalesce(m.billed, 0) as billed, coalesce(m.collected, 0) as collected, coalesce(m.cost, 0) as cost,
        coalesce(m.forecast, 0) as forecast
      from projects p left join project_money m on m.project_id = p.id and m.company_id = p.company_id
      where p.company_id = ${companyId}
    )
    (select 'kept, not wanted' as side, * from kept except select 'kept, not wanted', * from wanted)
    union all
    (select 'wanted, not kept', * from wanted except select 'wanted, not kept', * from kept)`);
  expect(drift).toEqual([]);
  // The company's stripes add up what each project's row adds.
  const [stripes, fresh] = await Promise.all(
    [
      sql`select sum(profit_rows)::int as profit_rows, sum(contract) as contract, sum(billed) as billed,
        sum(collected) as collected, sum(cost) as cost, sum(profit) as profit, sum(wip_rows)::int as wip_rows,
        sum(wip_contract) as wip_contract, sum(wip_forecast) as wip_forecast, sum(wip_cost) as wip_cost,
        sum(wip_earned) as wip_earned, sum(wip_billed) as wip_billed, sum(wip_over) as wip_over,
        sum(wip_under) as wip_under
        from company_project_sums where company_id = ${companyId}`,
      sql`select sum(f.in_profit)::int as a, sum(coalesce(f.contract, 0)) as b, sum(m.billed) as c,
        sum(m.collected) as d, sum(m.cost) as e, sum(coalesce(f.profit, 0)) as f, sum(f.in_wip)::int as g,
        sum(f.in_wip * coalesce(f.contract, 0)) as h, sum(f.in_wip * m.forecast) as i, sum(f.in_wip * m.cost) as j,
        sum(coalesce(f.earned, 0)) as k, sum(f.in_wip * m.billed) as l, sum(coalesce(f.over_billed, 0)) as m,
        sum(coalesce(f.under_billed, 0)) as n
        from project_money m cross join lateral project_report_figures(m.estimate_total, m.change_orders,
          m.billed, m.collected, m.cost, m.forecast) f
        where m.company_id = ${companyId}`,
    ].map(async (q) =>
      Object.values((await rows<Record<string, unknown>>(q))[0] ?? {}).map((v) =>
        v === null ? 0 : Number(v),
      ),
    ),
  );
  expect(stripes).toEqual(fresh);
  const stray = await rows(sql`select * from project_money m
    where m.company_id = ${companyId} and not exists (select 1 from projects p where p.id = m.project_id)`);
  expect(stray).toEqual([]);
}

/** Work in progress as of `asOf`, by its definition, straight from the records. */
async function wipByDefinition(companyId: number, asOf: string) {
  return rows<Record<string, unknown>>(sql`
    with figures as (
      select p.id, p.name,
        (select ((e.snapshot ->> 'total')::numeric + coalesce((select sum(c.total) from change_orders c
          where c.project_id = p.id and c.status = 'approved'), 0))::numeric(14, 2)
          from estimates e where e.project_id = p.id and e.status = 'approved') as contract,
        k.forecast,
        coalesce((select sum(amount) from expenses e where e.project_id = p.id and e.date <= ${asOf}::date), 0)
          + coalesce((select sum(total) from vendor_bills b where b.project_id = p.id
            and b.bill_date <= ${asOf}::date), 0) as cost,
        coalesce((select sum(amount) from invoices i where i.project_id = p.id
          and i.status not in ('draft', 'cancelled')
          and coalesce(i.issue_date, (i.created_at at time zone 'UTC')::date) <= ${asOf}::date), 0) as billed
      from projects p join project_cost_totals k on k.project_id = p.id and k.forecast > 0
      where p.company_id = ${companyId}
    ), earned as (
      select *, round(contract * cost / forecast, 2) as earned from figures where contract is not null
    )
    select id as "projectId", name, contract::numeric(14,2)::text as contract,
      forecast::numeric(14,2)::text as "forecastCost", cost::numeric(14,2)::text as "costToDate",
      round(cost * 100 / forecast, 2)::text as "percentComplete", earned::numeric(14,2)::text as earned,
      billed::numeric(14,2)::text as billed, greatest(billed - earned, 0)::numeric(14,2)::text as "overBilled",
      greatest(earned - billed, 0)::numeric(14,2)::text as "underBilled"
    from earned order by name, id`);
}

/** A company's projects with money of every kind, dated over half a year, at random. */
async function fill(c: TestCompany, seed: number) {
  const random = seededRandom(seed);
  const start = '2026-05-01';
  const day = () => addDays(start, Math.floor(random.next() * 180));
  const customer = await aCustomer(db(), c.id, { firstName: 'Pat', lastName: unique() });
  const projects = [];
  for (let n = 0; n < 7; n++) {
    const project = await aProject(db(), c.id, { name: `${random.pick(['Attic', 'Bath', 'Deck'])} ${n}` });
    projects.push(project);
    const line = await aBudgetItem(db(), project, {
      type: 'product',
      quantity: '1',
      unitCost: money(50_000 + Math.floor(random.next() * 500_000)),
    });
    // Six of the seven have an estimate; most of those approved.
    if (n < 6)
      await db().execute(sql`insert into estimates (company_id, project_id, status, title, client_info, company_info,
          snapshot)
        values (${c.id}, ${project.id}, ${random.next() < 0.75 ? 'approved' : 'pending'}, 'Estimate', '{}', '{}',
          ${JSON.stringify({ total: money(100_000 + Math.floor(random.next() * 900_000)) })}::jsonb)`);
    for (let k = 0; k < 2; k++)
      await db().execute(sql`insert into change_orders (company_id, project_id, number, title, reason, status, total)
        values (${c.id}, ${project.id}, ${k + 1}, 'Change', 'client_request',
          ${random.pick(['approved', 'approved', 'pending', 'void'])}, ${money(Math.floor(random.next() * 80_000) - 20_000)})`);
    for (let k = 0; k < 3; k++) {
      const invoice = await anInvoice(db(), c.id, {
        projectId: project.id,
        customerId: customer.id,
        status: random.pick(['sent', 'sent', 'paid', 'draft', 'cancelled'] as const),
        amount: money(10_000 + Math.floor(random.next() * 200_000)),
        issueDate: random.next() < 0.1 ? null : day(),
      });
      if (random.next() < 0.6)
        await db().execute(sql`insert into payments (company_id, invoice_id, project_id, customer_id, amount, date,
            method)
          values (${c.id}, ${invoice.id}, ${project.id}, ${customer.id}, ${money(Math.floor(random.next() * 10_000) + 1)},
            ${day()}, 'check')`);
    }
    for (let k = 0; k < 3; k++)
      await anExpense(db(), c.id, {
        projectId: project.id,
        budgetItemId: random.next() < 0.5 ? line.id : null,
        description: 'Lumber',
        amount: money(Math.floor(random.next() * 90_000) + 1),
        date: day(),
      });
    await db().execute(sql`insert into vendor_bills (company_id, project_id, vendor_name, number, bill_date, total)
      values (${c.id}, ${project.id}, 'Supply', ${`B-${unique()}`}, ${day()}, ${money(Math.floor(random.next() * 70_000))})`);
  }
  return { projects, customer };
}

describe('profit by project and work in progress from the kept project money', () => {
  it('keep each project money to the cent through every kind of change, by any path', async () => {
    const c = await createCompany(db(), `Kept money ${unique()}`);
    const { projects } = await fill(c, 20261128);
    await expectKeptMoneyTrue(c.id);
    const [first, second, third] = projects;
    if (!first || !second || !third) throw new Error('too few projects');
    // Straight in the database: an estimate approved and another declined, a change order voided, an invoice
    // cancelled and another moved to another project, a payment and an expense moved, a bill deleted, a project
    // deleted.
    await db().execute(
      sql`update estimates set status = 'approved' where company_id = ${c.id} and status = 'pending'`,
    );
    await db().execute(sql`update estimates set status = 'declined' where project_id = ${first.id}`);
    await db().execute(
      sql`update estimates set snapshot = '{"total": "12345.67"}' where project_id = ${second.id}`,
    );
    await db().execute(
      sql`update change_orders set status = 'void' where project_id = ${second.id} and number = 1`,
    );
    await db().execute(sql`update invoices set status = 'cancelled' where id = (
      select min(id) from invoices where project_id = ${third.id} and status <> 'draft')`);
    await db().execute(sql`update invoices set project_id = ${first.id}, amount = amount + 1 where id = (
      select max(id) from invoices where project_id = ${second.id})`);
    await db().execute(sql`update payments set project_id = ${third.id} where id = (
      select min(id) from payments where company_id = ${c.id})`);
    await db().execute(sql`update expenses set project_id = null where id = (
      select min(id) from expenses where project_id = ${first.id})`);
    await db().execute(sql`update expenses set amount = amount * 2, project_id = ${second.id} where id = (
      select max(id) from expenses where project_id = ${third.id})`);
    await db().execute(sql`delete from vendor_bills where project_id = ${first.id}`);
    await db().execute(sql`delete from projects where id = ${projects.at(-1)?.id ?? 0}`);
    await expectKeptMoneyTrue(c.id);
    // A company's delete leaves nothing behind.
    await db().execute(sql`delete from companies where id = ${c.id}`);
    expect(await rows(sql`select 1 from project_money where company_id = ${c.id}`)).toEqual([]);
  });

  it('answer profit from the kept sums as from the rows of the days, and WIP as its definition, on every day', async () => {
    const c = await createCompany(db(), `Money days ${unique()}`);
    await fill(c, 1128);
    const get = async <T>(url: string) =>
      ok<T>(await call(t.app, 'GET', `/api/companies/${c.id}/reports/${url}`, { cookie: c.manager.cookie }));
    for (const to of ['2026-04-30', '2026-06-15', '2026-08-01', '2026-10-27', '2027-01-01', undefined]) {
      // Up to a day, the kept sums less what is dated later; from a day long ago, the rows of the period: the
      // two ways agree to the cent.
      const upTo = to ? `to=${to}` : '';
      const kept = await get<ProfitByProject>(`profit-by-project?${upTo}`);
      const period = await get<ProfitByProject>(`profit-by-project?from=1900-01-01&${upTo}`);
      expect({ to, kept }).toEqual({ to, kept: period });
      const page = await get<ProfitByProject>(`profit-by-project?${upTo}&limit=2&offset=1`);
      expect(page.rows).toEqual(kept.rows.slice(1, 3));
      expect(page.totals).toEqual(kept.totals);
      const asOf = to ?? '2026-11-28';
      const wip = await get<Wip>(`wip?to=${asOf}`);
      const defined = await wipByDefinition(c.id, asOf);
      expect({ asOf, rows: wip.rows }).toEqual({ asOf, rows: defined });
      const sum = (key: string) =>
        money(defined.reduce((total, r) => total + Math.round(Number(r[key]) * 100), 0));
      expect({ asOf, totals: wip.totals, rowCount: wip.rowCount }).toEqual({
        asOf,
        totals: {
          contract: sum('contract'),
          forecastCost: sum('forecastCost'),
          costToDate: sum('costToDate'),
          earned: sum('earned'),
          billed: sum('billed'),
          overBilled: sum('overBilled'),
          underBilled: sum('underBilled'),
        },
        rowCount: defined.length,
      });
      const wipPage = await get<Wip>(`wip?to=${asOf}&limit=2&offset=2`);
      expect(wipPage.rows).toEqual(defined.slice(2, 4));
    }
    // Something to compare: projects with every figure.
    const whole = await get<ProfitByProject>('profit-by-project');
    expect(
      whole.rows.filter((r) => r.contract && r.billed !== '0.00' && r.cost !== '0.00').length,
    ).toBeGreaterThan(2);
  });
});
