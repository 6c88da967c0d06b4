import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApAging, ArAging } from '#domain/contracts/reports';
import { addDays } from '#domain/document-dates';
import { aBudgetItem, aCustomer, anInvoice, aProject, aVendor } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { seededRandom } from '../../test/seeded-random';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/*
 * The agings read kept sums of today's open items and correct them with what happened after the day asked for
 * (decision 0278). These tests make a company's invoices, bills and payments at random, change them behind the
 * application's back (straight in the database, as a restore or a script would), and compare every answer with
 * the report's definition computed here from the rows themselves.
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

type Item = {
  key: string;
  name: string | null;
  id: number | null;
  total: number;
  issued: string;
  due: string | null;
};
type Paid = { item: number; amount: number; day: string };

/** The aging as its definition says, from the items and their payments: what the report must answer. */
function expected(items: (Item & { itemId: number })[], payments: Paid[], asOf: string) {
  const zero = () => ({ count: 0, buckets: [0, 0, 0, 0, 0] });
  const byKey = new Map<
    string,
    { name: string | null; id: number | null; count: number; buckets: number[] }
  >();
  const totals = zero();
  for (const item of items) {
    if (item.issued > asOf) continue;
    const paid = payments
      .filter((p) => p.item === item.itemId && p.day <= asOf)
      .reduce((s, p) => s + p.amount, 0);
    const balance = item.total - paid;
    if (balance <= 0) continue;
    const days = item.due ? (Date.parse(asOf) - Date.parse(item.due)) / 86_400_000 : 0;
    const bucket = days <= 0 ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : days <= 90 ? 3 : 4;
    const row = byKey.get(item.key) ?? { name: item.name, id: item.id, ...zero() };
    row.count += 1;
    row.buckets[bucket] = (row.buckets[bucket] ?? 0) + balance;
    row.id = row.id === null || item.id === null ? (row.id ?? item.id) : Math.max(row.id, item.id);
    byKey.set(item.key, row);
    totals.count += 1;
    totals.buckets[bucket] = (totals.buckets[bucket] ?? 0) + balance;
  }
  const figures = (b: number[]) => {
    const [current = 0, d30 = 0, d60 = 0, d90 = 0, over = 0] = b;
    return [current, d30, d60, d90, over, current + d30 + d60 + d90 + over].map(money);
  };
  // By name, no name last, then by key (a customer's id; a vendor's name).
  const byKeys = (ka: string, kb: string) =>
    /^\d+$/.test(ka) && /^\d+$/.test(kb) ? Number(ka) - Number(kb) : ka < kb ? -1 : 1;
  const ordered = [...byKey.entries()].sort(([ka, a], [kb, b]) =>
    a.name === b.name
      ? byKeys(ka, kb)
      : a.name === null
        ? 1
        : b.name === null
          ? -1
          : a.name < b.name
            ? -1
            : 1,
  );
  return {
    rows: ordered.map(([, r]) => [r.id, r.name, r.count, ...figures(r.buckets)]),
    totals: [totals.count, ...figures(totals.buckets)],
  };
}

const answered = (report: ArAging | ApAging) => ({
  rows: report.rows.map((r) => [
    'customerId' in r ? r.customerId : r.vendorId,
    r.name,
    r.count,
    r.current,
    r.days1to30,
    r.days31to60,
    r.days61to90,
    r.over90,
    r.total,
  ]),
  totals: [
    report.rows.length === report.rowCount ? report.rows.reduce((s, r) => s + r.count, 0) : null,
    report.totals.current,
    report.totals.days1to30,
    report.totals.days31to60,
    report.totals.days61to90,
    report.totals.over90,
    report.totals.total,
  ],
});

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Every day of interest: before everything, each day something happened, and long after. */
const checkDays = (days: string[]) => {
  const all = [...new Set(days)].sort();
  return [addDays(all[0] ?? '2026-01-01', -1), ...all, addDays(all.at(-1) ?? '2026-01-01', 200)];
};

/** Compares the report, whole and by pages of 3, with the definition on each day. */
async function compare(
  company: TestCompany,
  name: 'ar-aging' | 'ap-aging',
  items: (Item & { itemId: number })[],
  payments: Paid[],
  days: string[],
) {
  for (const asOf of days) {
    const want = expected(items, payments, asOf);
    const url = `/api/companies/${company.id}/reports/${name}?asOf=${asOf}`;
    const whole = await ok<ArAging>(await call(t.app, 'GET', url, { cookie: company.manager.cookie }));
    const got = answered(whole);
    expect({ asOf, rows: got.rows }).toEqual({ asOf, rows: want.rows });
    expect({ asOf, totals: got.totals }).toEqual({ asOf, totals: want.totals });
    expect(whole.rowCount).toBe(want.rows.length);
    const second = await ok<ArAging>(
      await call(t.app, 'GET', `${url}&limit=3&offset=3`, { cookie: company.manager.cookie }),
    );
    expect({ asOf, page: answered(second).rows }).toEqual({ asOf, page: want.rows.slice(3, 6) });
    expect(second.rowCount).toBe(want.rows.length);
    expect(second.totals).toEqual(whole.totals);
  }
}

/** The kept sums equal those of the open items now, and nothing else is kept. */
async function expectKeptSumsTrue(companyId: number) {
  const drift = await rows<Record<string, unknown>>(sql`
    with kept as (
      select 'customer' as kind, customer_id::text as key, name, open_count, balance from receivable_customers
      where company_id = ${companyId}
      union all
      select 'customer due', customer_id || ' ' || due_on, null, open_count, balance from receivable_customer_dues
      where company_id = ${companyId}
      union all
      select 'invoice due', due_on::text, null, open_count, balance from receivable_due_days where company_id = ${companyId}
      union all
      select 'vendor', vendor_name, vendor_name, open_count, balance from payable_vendors where company_id = ${companyId}
      union all
      select 'vendor due', vendor_name || ' ' || due_on, null, open_count, balance from payable_vendor_dues
      where company_id = ${companyId}
      union all
      select 'bill due', due_on::text, null, open_count, balance from payable_due_days where company_id = ${companyId}
    ), open_invoices as (
      select i.*, nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as name from invoices i
      left join customers c on c.id = i.customer_id
      where i.company_id = ${companyId} and i.status not in ('draft', 'cancelled') and i.amount_paid < i.amount
    ), open_bills as (
      select * from vendor_bills where company_id = ${companyId} and amount_paid < total
    ), wanted as (
      select 'customer' as kind, coalesce(customer_id, 0)::text as key, min(name) as name, count(*)::int as open_count,
        sum(amount - amount_paid) as balance
      from open_invoices group by coalesce(customer_id, 0)
      union all
      select 'customer due', coalesce(customer_id, 0) || ' ' || coalesce(due_date, 'infinity'), null, count(*)::int,
        sum(amount - amount_paid)
      from open_invoices group by coalesce(customer_id, 0), coalesce(due_date, 'infinity')
      union all
      select 'invoice due', coalesce(due_date, 'infinity')::text, null, count(*)::int, sum(amount - amount_paid)
      from open_invoices group by coalesce(due_date, 'infinity')
      union all
      select 'vendor', vendor_name, vendor_name, count(*)::int, sum(total - amount_paid) from open_bills
      group by vendor_name
      union all
      select 'vendor due', vendor_name || ' ' || coalesce(due_date, 'infinity'), null, count(*)::int,
        sum(total - amount_paid)
      from open_bills group by vendor_name, coalesce(due_date, 'infinity')
      union all
      select 'bill due', coalesce(due_date, 'infinity')::text, null, count(*)::int, sum(total - amount_paid)
      from open_bills group by coalesce(due_date, 'infinity')
    )
    (select 'kept, not wanted' as side, * from kept except select 'kept, not wanted', * from wanted)
    union all
    (select 'wanted, not kept', * from wanted except select 'wanted, not kept', * from kept)`);
  expect(drift).toEqual([]);
}

describe('receivables aging from the kept sums', () => {
  it('answers as the definition on every day, before and after changes made straight in the database', async () => {
    const c = await createCompany(db(), `Kept aging ${unique()}`);
    const random = seededRandom(20261128);
    const customers = [];
    // Two customers with one name: the order then goes by customer.
    const twin = `Twin ${unique()}`;
    for (const [first, last] of [
      ['Ada', unique()],
      ['Bo', unique()],
      ['Cy', twin],
      ['Cy', twin],
      ['Di', unique()],
      ['Ed', unique()],
    ])
      customers.push(await aCustomer(db(), c.id, { firstName: first, lastName: last }));
    const start = '2026-03-01';
    const items: (Item & { itemId: number })[] = [];
    for (let n = 0; n < 24; n++) {
      const customer = random.next() < 0.15 ? null : random.pick(customers);
      const issued = addDays(start, Math.floor(random.next() * 200));
      const due = random.next() < 0.2 ? null : addDays(issued, random.pick([0, 15, 30, 45]));
      const total = 1000 + Math.floor(random.next() * 200_000);
      const status = random.pick(['sent', 'sent', 'sent', 'overdue', 'draft', 'cancelled'] as const);
      const invoice = await anInvoice(db(), c.id, {
        customerId: customer?.id ?? null,
        status,
        amount: money(total),
        issueDate: issued,
        dueDate: due,
      });
      if (status === 'draft' || status === 'cancelled') continue;
      const key = String(customer?.id ?? 0);
      const name = customer ? `${customer.firstName} ${customer.lastName}` : null;
      items.push({ itemId: invoice.id, key, name, id: customer?.id ?? null, total, issued, due });
    }
    const payments: Paid[] = [];
    for (const item of items) {
      let left = item.total;
      for (let k = 0; k < 3 && left > 0 && random.next() < 0.6; k++) {
        const amount = k === 2 || random.next() < 0.3 ? left : Math.max(1, Math.floor(left * random.next()));
        const day = addDays(item.issued, Math.floor(random.next() * 120));
        await ok(
          await call(t.app, 'POST', `/api/invoices/${item.itemId}/payments`, {
            cookie: c.admin.cookie,
            body: { amount: money(amount), date: day, method: 'check' },
          }),
          201,
        );
        payments.push({ item: item.itemId, amount, day });
        left -= amount;
      }
    }
    await expectKeptSumsTrue(c.id);
    const days = checkDays([
      ...items.flatMap((i) => [i.issued, i.due ?? i.issued]),
      ...payments.map((p) => p.day),
    ]);
    // Every fifth day of interest keeps the test short; the pages and totals are checked on each.
    await compare(
      c,
      'ar-aging',
      items,
      payments,
      days.filter((_, n) => n % 5 === 0).concat(days.at(-1) ?? []),
    );

    // Straight in the database: a rename, a new due date, a move to another customer, a cancellation, a customer
    // deleted (its invoices keep no customer), a payment deleted and the invoice's amount paid written back.
    const [first, second, third] = items;
    if (!first || !second || !third) throw new Error('the random invoices are too few');
    const renamed = customers[0];
    if (!renamed) throw new Error('no customer');
    await db().execute(sql`update customers set first_name = 'Zoe' where id = ${renamed.id}`);
    for (const item of items) if (item.key === String(renamed.id)) item.name = `Zoe ${renamed.lastName}`;
    await db().execute(sql`update invoices set due_date = '2026-04-02' where id = ${first.itemId}`);
    first.due = '2026-04-02';
    const mover = customers[4];
    if (!mover) throw new Error('no customer');
    await db().execute(sql`update invoices set customer_id = ${mover.id} where id = ${second.itemId}`);
    Object.assign(second, {
      key: String(mover.id),
      name: `${mover.firstName} ${mover.lastName}`,
      id: mover.id,
    });
    await db().execute(sql`update invoices set status = 'cancelled' where id = ${third.itemId}`);
    items.splice(items.indexOf(third), 1);
    const gone = customers[1];
    if (!gone) throw new Error('no customer');
    await db().execute(sql`delete from customers where id = ${gone.id}`);
    for (const item of items)
      if (item.key === String(gone.id)) Object.assign(item, { key: '0', name: null, id: null });
    const dropped = payments.find((p) => items.some((i) => i.itemId === p.item));
    if (dropped) {
      await db().execute(sql`delete from payments where invoice_id = ${dropped.item} and amount = ${money(dropped.amount)}
        and date = ${dropped.day}::date`);
      await db().execute(sql`update invoices set amount_paid = coalesce((select sum(amount) from payments
        where invoice_id = ${dropped.item}), 0) where id = ${dropped.item}`);
      payments.splice(payments.indexOf(dropped), 1);
    }
    await expectKeptSumsTrue(c.id);
    await compare(
      c,
      'ar-aging',
      items,
      payments,
      days.filter((_, n) => n % 7 === 3).concat(days.at(-1) ?? []),
    );
  });

  it('keeps nothing for a company once it is deleted, its customers and invoices with it', async () => {
    const c = await createCompany(db(), `Deleted ${unique()}`);
    const customer = await aCustomer(db(), c.id, { firstName: 'Gone', lastName: unique() });
    await anInvoice(db(), c.id, {
      customerId: customer.id,
      status: 'sent',
      amount: '10.00',
      issueDate: '2026-05-01',
    });
    await anInvoice(db(), c.id, {
      status: 'sent',
      amount: '20.00',
      issueDate: '2026-05-01',
      dueDate: '2026-05-30',
    });
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from receivable_customers where company_id = ${c.id}`,
    );
    expect(kept?.n).toBe(2);
    await db().execute(sql`delete from companies where id = ${c.id}`);
    const left = await rows<{ n: number }>(sql`
      select (select count(*) from receivable_customers where company_id = ${c.id})
        + (select count(*) from receivable_customer_dues where company_id = ${c.id})
        + (select count(*) from receivable_due_days where company_id = ${c.id})::int as n`);
    expect(Number(left[0]?.n)).toBe(0);
  });
});

describe('payables aging from the kept sums', () => {
  it('answers as the definition on every day, before and after changes made straight in the database', async () => {
    const c = await createCompany(db(), `Kept payables ${unique()}`);
    const random = seededRandom(1128);
    const project = await aProject(db(), c.id);
    const line = await aBudgetItem(db(), project, { type: 'product', quantity: '1', unitCost: '100000' });
    const vendors = [];
    for (const name of ['Acme Lumber', 'Best Tile', 'Cobalt Electric', 'Delta Plumbing'])
      vendors.push(await aVendor(db(), c.id, { name: `${name} ${unique()}` }));
    const start = '2026-02-01';
    const items: (Item & { itemId: number })[] = [];
    for (let n = 0; n < 16; n++) {
      const vendor = random.pick(vendors);
      const issued = addDays(start, Math.floor(random.next() * 150));
      const due = random.next() < 0.2 ? null : addDays(issued, random.pick([10, 30, 60]));
      const total = 500 + Math.floor(random.next() * 90_000);
      const bill = await ok<{ id: number }>(
        await call(t.app, 'POST', `/api/companies/${c.id}/bills`, {
          cookie: c.manager.cookie,
          body: {
            vendorId: vendor.id,
            number: `B-${unique()}`,
            date: issued,
            dueDate: due ?? undefined,
            lines: [{ budgetItemId: line.id, amount: money(total) }],
          },
        }),
        201,
      );
      items.push({ itemId: bill.id, key: vendor.name, name: vendor.name, id: vendor.id, total, issued, due });
    }
    const payments: Paid[] = [];
    for (const item of items) {
      if (random.next() < 0.4) continue;
      const amount = random.next() < 0.5 ? item.total : Math.max(1, Math.floor(item.total * random.next()));
      const day = addDays(item.issued, Math.floor(random.next() * 90));
      await ok(
        await call(t.app, 'POST', `/api/bills/${item.itemId}/payments`, {
          cookie: c.manager.cookie,
          body: { amount: money(amount), date: day },
        }),
        201,
      );
      payments.push({ item: item.itemId, amount, day });
    }
    await expectKeptSumsTrue(c.id);
    const days = checkDays([
      ...items.flatMap((i) => [i.issued, i.due ?? i.issued]),
      ...payments.map((p) => p.day),
    ]);
    await compare(
      c,
      'ap-aging',
      items,
      payments,
      days.filter((_, n) => n % 4 === 0).concat(days.at(-1) ?? []),
    );

    // A deleted vendor's bills keep its name; a bill renamed, given a new due date, or deleted, straight in the
    // database.
    const [first, second, third] = items;
    if (!first || !second || !third) throw new Error('too few bills');
    await db().execute(sql`update vendor_bills set vendor_name = 'Zenith Supply' where id = ${first.itemId}`);
    Object.assign(first, { key: 'Zenith Supply', name: 'Zenith Supply' });
    await db().execute(sql`update vendor_bills set due_date = null where id = ${second.itemId}`);
    second.due = null;
    await db().execute(sql`delete from vendor_bills where id = ${third.itemId}`);
    items.splice(items.indexOf(third), 1);
    const gone = vendors[0];
    if (!gone) throw new Error('no vendor');
    await db().execute(sql`delete from vendors where id = ${gone.id}`);
    for (const item of items) if (item.id === gone.id) item.id = null;
    await expectKeptSumsTrue(c.id);
    await compare(
      c,
      'ap-aging',
      items,
      payments,
      days.filter((_, n) => n % 5 === 2).concat(days.at(-1) ?? []),
    );
  });
});
