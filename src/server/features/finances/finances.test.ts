import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyFinanceDays, expenses, invoices, payments } from '../../db/schema/index';
import { aBudgetItem, aProject, aVendor } from '../../test/entities';
import { createCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const cents = (n: bigint) =>
  `${n < 0n ? '-' : ''}${(n < 0n ? -n : n) / 100n}.${String((n < 0n ? -n : n) % 100n).padStart(2, '0')}`;
const day = (d: number) =>
  `2026-${String(Math.floor(d / 28) + 1).padStart(2, '0')}-${String((d % 28) + 1).padStart(2, '0')}`;

const invoiceArb = fc.record({
  amount: fc.bigInt({ min: 1n, max: 99_999_999_999n }),
  isPaid: fc.boolean(),
  /** Of an unpaid, not cancelled invoice: the share of it paid so far, in percent (decision 0267). */
  share: fc.integer({ min: 0, max: 99 }),
  cancelled: fc.boolean(),
  issued: fc.integer({ min: 0, max: 335 }),
  paid: fc.integer({ min: 0, max: 335 }),
});
const expenseArb = fc.record({
  amount: fc.bigInt({ min: 1n, max: 99_999_999_999n }),
  on: fc.integer({ min: 0, max: 335 }),
});

describe('the Finances cards', () => {
  it('equal the sums of the rows, to the cent, for random invoices, expenses and date ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceArb, { maxLength: 12 }),
        fc.array(expenseArb, { maxLength: 12 }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 335 }), fc.integer({ min: 0, max: 335 }))),
        async (rows, expenseRows, range) => {
          const company = await createCompany(db());
          // What was received on each invoice: all of a paid one, a share of a sent one, nothing of a cancelled one.
          const invoiceRows = rows.map((r) => ({
            ...r,
            received: r.isPaid ? r.amount : r.cancelled ? 0n : (r.amount * BigInt(r.share)) / 100n,
          }));
          if (invoiceRows.length > 0) {
            const made = await db()
              .insert(invoices)
              .values(
                invoiceRows.map((r) => ({
                  companyId: company.id,
                  invoiceNumber: `INV-${unique()}`,
                  amount: cents(r.amount),
                  amountPaid: cents(r.received),
                  isPaid: r.isPaid,
                  status: r.isPaid
                    ? ('paid' as const)
                    : r.cancelled
                      ? ('cancelled' as const)
                      : ('sent' as const),
                  issueDate: day(r.issued),
                  paidDate: r.isPaid ? day(r.paid) : null,
                })),
              )
              .returning({ id: invoices.id });
            const received = invoiceRows.flatMap((r, i) =>
              r.received > 0n
                ? [
                    {
                      companyId: company.id,
                      invoiceId: made[i]!.id,
                      amount: cents(r.received),
                      date: day(r.paid),
                      method: 'check' as const,
                    },
                  ]
                : [],
            );
            if (received.length > 0) await db().insert(payments).values(received);
          }
          if (expenseRows.length > 0) {
            await db()
              .insert(expenses)
              .values(
                expenseRows.map((r) => ({
                  companyId: company.id,
                  description: 'x',
                  amount: cents(r.amount),
                  date: day(r.on),
                })),
              );
          }
          const [lo, hi] = range ? [Math.min(...range), Math.max(...range)] : [0, 335];
          const inRange = (d: number) => d >= lo && d <= hi;
          // Outstanding is each balance on its issue day; Collected each payment on its own day.
          const outstanding = invoiceRows
            .filter((r) => !r.cancelled && inRange(r.issued))
            .reduce((s, r) => s + r.amount - r.received, 0n);
          const collected = invoiceRows.filter((r) => inRange(r.paid)).reduce((s, r) => s + r.received, 0n);
          const spent = expenseRows.filter((r) => inRange(r.on)).reduce((s, r) => s + r.amount, 0n);
          const query = range ? `?from=${day(lo)}&to=${day(hi)}` : '';
          const res = await call(t.app, 'GET', `/api/companies/${company.id}/finances/summary${query}`, {
            cookie: company.employee.cookie,
          });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({
            totalOutstanding: cents(outstanding),
            totalCollected: cents(collected),
            totalExpenses: cents(spent),
            netProfit: cents(collected - spent),
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it("answers 404 for another company's figures and 400 for a range that ends before it starts", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const url = `/api/companies/${company.id}/finances/summary`;
    expect((await call(t.app, 'GET', url, { cookie: other.admin.cookie })).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', `${url}?from=2026-05-01&to=2026-04-01`, {
      cookie: company.admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'to', message: 'The end date cannot be before the start date' },
    ]);
  });

  it('count vendor bills beside expenses by their bill date; paying a bill moves nothing (decision 0274)', async () => {
    const company = await createCompany(db());
    const cookie = company.admin.cookie;
    const project = await aProject(db(), company.id, { name: 'Deck' });
    const line = await aBudgetItem(db(), project, { name: 'Decking', unitCost: '900' });
    const vendor = await aVendor(db(), company.id, { name: `Lumber Yard ${unique()}` });
    const post = (url: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', url, { cookie, body }).then((r) => {
        expect(r.statusCode, r.body).toBeLessThan(300);
        return r.json() as { id: number };
      });
    const bill = await post(`/api/companies/${company.id}/bills`, {
      vendorId: vendor.id,
      number: 'LY-1',
      date: '2026-07-03',
      lines: [{ budgetItemId: line.id, amount: '300.10' }],
    });
    await post(`/api/companies/${company.id}/expenses`, {
      amount: '40.00',
      category: 'materials',
      description: 'Screws',
      date: '2026-07-04',
    });
    const summary = async (query = '') =>
      (await call(t.app, 'GET', `/api/companies/${company.id}/finances/summary${query}`, { cookie })).json();
    expect(await summary()).toEqual({
      totalOutstanding: '0.00',
      totalCollected: '0.00',
      totalExpenses: '340.10',
      netProfit: '-340.10',
    });
    expect((await summary('?from=2026-07-03&to=2026-07-03')).totalExpenses).toBe('300.10');
    await post(`/api/bills/${bill.id}/payments`, { amount: '300.10', date: '2026-08-01' });
    expect((await summary('?from=2026-08-01&to=2026-08-31')).totalExpenses).toBe('0.00');
    // The expenses list counts expenses only.
    const listed = await call(t.app, 'GET', `/api/companies/${company.id}/expenses?limit=1`, { cookie });
    expect(listed.headers['x-total-count']).toBe('1');
  });

  it('follow every change of invoices and expenses: payment, cancelling, new amounts and dates, deletes', async () => {
    const company = await createCompany(db());
    const cookie = company.admin.cookie;
    const project = await aProject(db(), company.id, { name: 'Porch' });
    const post = (url: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', url, { cookie, body }).then((r) => {
        expect(r.statusCode, r.body).toBeLessThan(300);
        return r.json() as { id: number };
      });
    const invoice = (n: string, issueDate: string) =>
      post(`/api/companies/${company.id}/invoices`, {
        invoiceNumber: n,
        amount: '100.00',
        status: 'sent',
        issueDate,
        projectId: project!.id,
      });
    const a = await invoice('A', '2026-03-01');
    const b = await invoice('B', '2026-03-02');
    const c = await invoice('C', '2026-03-03');
    const e1 = await post(`/api/companies/${company.id}/expenses`, {
      amount: '40.00',
      category: 'materials',
      description: 'Lumber',
      date: '2026-03-05',
      projectId: project!.id,
    });
    const e2 = await post(`/api/companies/${company.id}/expenses`, {
      amount: '15.50',
      category: 'other',
      description: 'Fuel',
      date: '2026-03-06',
    });
    const change = (method: 'PATCH' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>) =>
      call(t.app, method, url, { cookie, body }).then((r) => expect(r.statusCode, r.body).toBeLessThan(300));
    await change('POST', `/api/invoices/${a.id}/mark-paid`, { paidDate: '2026-04-10' });
    await change('POST', `/api/invoices/${b.id}/cancel`);
    await change('PATCH', `/api/invoices/${c.id}`, { amount: '250.75', issueDate: '2026-05-01' });
    await change('PATCH', `/api/expenses/${e1.id}`, { amount: '42.25', date: '2026-06-01' });
    await change('DELETE', `/api/expenses/${e2.id}`);
    // A project deleted detaches its invoices and expenses; the sums stay.
    await change('DELETE', `/api/projects/${project!.id}`);

    const summary = async (query = '') =>
      (await call(t.app, 'GET', `/api/companies/${company.id}/finances/summary${query}`, { cookie })).json();
    expect(await summary()).toEqual({
      totalOutstanding: '250.75',
      totalCollected: '100.00',
      totalExpenses: '42.25',
      netProfit: '57.75',
    });
    // Each share is on its new day: the payment in April, the new issue date in May, the expense in June.
    expect(await summary('?from=2026-04-01&to=2026-04-30')).toMatchObject({
      totalCollected: '100.00',
      totalOutstanding: '0.00',
    });
    expect(await summary('?from=2026-05-01&to=2026-05-31')).toMatchObject({ totalOutstanding: '250.75' });
    expect(await summary('?from=2026-03-01&to=2026-03-31')).toEqual({
      totalOutstanding: '0.00',
      totalCollected: '0.00',
      totalExpenses: '0.00',
      netProfit: '0.00',
    });
    // The expenses list's total is read from the same days: one expense is left.
    const listed = await call(t.app, 'GET', `/api/companies/${company.id}/expenses?limit=1`, { cookie });
    expect(listed.headers['x-total-count']).toBe('1');
    await change('DELETE', `/api/invoices/${c.id}`);
    expect((await summary()).totalOutstanding).toBe('0.00');

    // Deleting the company takes its day sums with it, and its invoices' and expenses' triggers do not stop it.
    await db().delete(companies).where(eq(companies.id, company.id));
    const left = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(companyFinanceDays)
      .where(eq(companyFinanceDays.companyId, company.id));
    expect(left[0]!.n).toBe(0);
  });
});
