import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers, invoices, payments, projects } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { createCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

type Rows<T> = { rows: T[] };

/** The dashboard figures computed the slow way, straight from the rows. */
async function direct(companyId: number, monthStart: string, yearStart: string) {
  const res = (await db.execute(sql`select
    (select count(*) from customers where company_id = ${companyId})::int as "totalCustomers",
    (select count(*) from projects where company_id = ${companyId} and stage <> 'fully_complete')::int as "activeProjects",
    (select count(*) from invoices where company_id = ${companyId} and not is_paid and status <> 'cancelled')::int as "pendingInvoices",
    (select coalesce(sum(amount), 0)::numeric(14,2)::text from payments where company_id = ${companyId}
      and date >= ${monthStart}::date) as "revenueThisMonth",
    (select coalesce(sum(amount), 0)::numeric(14,2)::text from payments where company_id = ${companyId}
      and date >= ${yearStart}::date) as "revenueYtd"`)) as unknown as Rows<Record<string, string | number>>;
  return res.rows[0]!;
}

describe('dashboard counters kept by the database', () => {
  it('follow inserts, updates and deletes of customers, projects, invoices and payments', async () => {
    const company = await createCompany(db);
    const now = new Date('2026-05-20T15:00:00Z');
    t.setNow(now);
    try {
      const check = async () => {
        const body = (
          await call(t.app, 'GET', '/api/dashboard/summary', { cookie: company.admin.cookie })
        ).json();
        const expected = await direct(company.id, '2026-05-01', '2026-01-01');
        expect({ ...body.stats, revenueYtd: body.revenueYtd }).toEqual(expected);
      };
      const [c1, c2] = await db
        .insert(customers)
        .values([
          { companyId: company.id, firstName: 'A', lastName: 'One' },
          { companyId: company.id, firstName: 'B', lastName: 'Two' },
        ])
        .returning();
      const [p1, p2] = await db
        .insert(projects)
        .values([
          { companyId: company.id, name: 'P1', customerId: c1!.id },
          { companyId: company.id, name: 'P2', stage: 'warranty' },
        ])
        .returning();
      const invoice = (amount: string, extra: Partial<typeof invoices.$inferInsert> = {}) => ({
        companyId: company.id,
        invoiceNumber: `N-${unique()}`,
        amount,
        ...extra,
      });
      const paidInFull = (amount: string) =>
        invoice(amount, { amountPaid: amount, isPaid: true, status: 'paid' });
      const [i1, i2, i3] = await db
        .insert(invoices)
        .values([paidInFull('100.00'), paidInFull('200.25'), invoice('300.00', { projectId: p1!.id })])
        .returning();
      // Revenue follows the payments by their date (decision 0267).
      const pay = (invoiceId: number, amount: string, date: string) =>
        db
          .insert(payments)
          .values({ companyId: company.id, invoiceId, amount, date, method: 'cash' })
          .returning()
          .then((rows) => rows[0]!);
      const p1a = await pay(i1!.id, '100.00', '2026-04-30');
      const p2a = await pay(i2!.id, '200.25', '2026-05-01');
      await check();

      // Pay, change amounts, move a payment across the month boundary, remove one and cancel its invoice.
      const p3a = await pay(i3!.id, '300.00', '2026-05-19');
      await db
        .update(invoices)
        .set({ amountPaid: '300.00', isPaid: true, status: 'paid' })
        .where(eq(invoices.id, i3!.id));
      await check();
      await db.update(payments).set({ amount: '150.50' }).where(eq(payments.id, p2a.id));
      await db.update(payments).set({ date: '2026-05-01' }).where(eq(payments.id, p1a.id));
      await check();
      await db.delete(payments).where(eq(payments.id, p3a.id));
      await db
        .update(invoices)
        .set({ amountPaid: '0', isPaid: false, status: 'cancelled' })
        .where(eq(invoices.id, i3!.id));
      await check();
      await db.update(projects).set({ stage: 'fully_complete' }).where(eq(projects.id, p1!.id));
      await db.update(projects).set({ stage: 'in-production' }).where(eq(projects.id, p2!.id));
      await check();

      // Deleting a project keeps its invoices; deleting a customer keeps its projects.
      const del = await call(t.app, 'DELETE', `/api/projects/${p1!.id}`, { cookie: company.admin.cookie });
      expect(del.statusCode).toBe(204);
      await db.delete(customers).where(and(eq(customers.id, c2!.id), eq(customers.companyId, company.id)));
      // An invoice's delete takes its payments, and their revenue, with it.
      await db.delete(invoices).where(eq(invoices.id, i2!.id));
      await check();
    } finally {
      t.setNow(undefined);
    }
    // A company's delete cascades through the counters without complaint.
    await db.delete(companies).where(eq(companies.id, company.id));
  });
});
