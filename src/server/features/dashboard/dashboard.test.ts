import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, payments, projects } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { aCustomer, anInvoice } from '../../test/entities';
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

describe('dashboard summary', () => {
  it('counts, sums and buckets by month in the system time zone (America/New_York)', async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    t.setNow(new Date('2026-03-15T12:00:00Z'));
    try {
      const [ann] = await db
        .insert(customers)
        .values([
          {
            companyId: company.id,
            firstName: 'Ann',
            lastName: 'Old',
            createdAt: new Date('2026-01-01T00:00:00Z'),
          },
          { companyId: company.id, firstName: 'Bob', lastName: 'New', email: 'bob@example.com' },
        ])
        .returning();
      await db.insert(projects).values([
        {
          companyId: company.id,
          name: 'Done',
          stage: 'fully_complete',
          customerId: ann!.id,
          budget: '1000.00',
        },
        {
          companyId: company.id,
          name: 'Live',
          stage: 'in-production',
          customerId: ann!.id,
          budget: '500.50',
          type: 'kitchen',
        },
        { companyId: other.id, name: 'Foreign', stage: 'in-production' },
      ]);
      // Revenue is the payments received, by their date (decision 0267), whenever their invoices were made.
      const paid = (amount: string) => ({
        companyId: company.id,
        invoiceNumber: `INV-${unique()}`,
        amount,
        amountPaid: amount,
        isPaid: true,
        status: 'paid' as const,
        createdAt: new Date('2025-01-15T12:00:00Z'),
      });
      const made = await db
        .insert(invoices)
        .values([paid('100.10'), paid('200.00'), paid('50.00'), paid('999.00')])
        .returning({ id: invoices.id, amount: invoices.amount });
      const days = ['2026-03-01', '2026-02-28', '2025-12-31', '2025-09-10'];
      await db.insert(payments).values(
        made.map((invoice, i) => ({
          companyId: company.id,
          invoiceId: invoice.id,
          amount: invoice.amount,
          date: days[i]!, // March; February's last day; last year (in the chart, not YTD); older than six months
          method: 'check' as const,
        })),
      );
      await db.insert(invoices).values([
        { companyId: company.id, invoiceNumber: `INV-${unique()}`, amount: '70.00', dueDate: '2026-04-01' },
        {
          companyId: company.id,
          customerId: ann!.id,
          invoiceNumber: `INV-${unique()}`,
          amount: '30.00',
          dueDate: '2026-03-20',
        },
        { companyId: company.id, invoiceNumber: `INV-${unique()}`, amount: '10.00', status: 'cancelled' },
      ]);
      const [foreign] = await db
        .insert(invoices)
        .values({
          companyId: other.id,
          invoiceNumber: `INV-${unique()}`,
          amount: '5000.00',
          amountPaid: '5000.00',
          isPaid: true,
          status: 'paid',
        })
        .returning();
      await db.insert(payments).values({
        companyId: other.id,
        invoiceId: foreign!.id,
        amount: '5000.00',
        date: '2026-03-02',
        method: 'ach',
      });

      const res = await call(t.app, 'GET', '/api/dashboard/summary', { cookie: company.employee.cookie });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.stats).toEqual({
        activeProjects: 1,
        totalCustomers: 2,
        revenueThisMonth: '100.10',
        pendingInvoices: 2,
      });
      expect(body.revenueYtd).toBe('300.10');
      expect(body.revenueByMonth).toEqual([
        { month: '2025-10', total: '0.00' },
        { month: '2025-11', total: '0.00' },
        { month: '2025-12', total: '50.00' },
        { month: '2026-01', total: '0.00' },
        { month: '2026-02', total: '200.00' },
        { month: '2026-03', total: '100.10' },
      ]);
      expect(body.activeProjects.map((p: { name: string }) => p.name)).toEqual(['Live']);
      // Without a budget or an approved estimate, the card's figure is the Budget typed on the project.
      expect(body.activeProjects[0]).toMatchObject({ budgetFigure: '500.50', budgetSource: 'project' });
      expect(body.recentCustomers[0]).toMatchObject({
        firstName: 'Bob',
        email: 'bob@example.com',
        projectCount: 0,
        totalBudget: null,
      });
      expect(body.recentCustomers[1]).toMatchObject({
        firstName: 'Ann',
        latestProjectType: 'kitchen',
        latestProjectStage: 'in-production',
        totalBudget: '1500.50',
        projectCount: 2,
      });
      expect(body.pendingInvoices.map((i: { amount: string }) => i.amount)).toEqual(['30.00', '70.00']);
      // The customer's name, not a 'Customer #id' placeholder; null without one (the screen says 'No customer').
      expect(body.pendingInvoices.map((i: { customerName: string | null }) => i.customerName)).toEqual([
        'Ann Old',
        null,
      ]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('is empty but well-formed for a new company', async () => {
    const company = await createCompany(db);
    const body = (
      await call(t.app, 'GET', '/api/dashboard/summary', { cookie: company.admin.cookie })
    ).json();
    expect(body.stats).toEqual({
      activeProjects: 0,
      totalCustomers: 0,
      revenueThisMonth: '0.00',
      pendingInvoices: 0,
    });
    expect(body.revenueByMonth).toHaveLength(6);
    expect(body.activeProjects).toEqual([]);
  });
});

describe('search', () => {
  it("finds the company's projects, customers and invoices, nothing of other companies", async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const word = `Zeph${unique()}`;
    await db.insert(projects).values([
      { companyId: company.id, name: `${word} kitchen` },
      { companyId: other.id, name: `${word} foreign` },
    ]);
    await aCustomer(db, company.id, { firstName: word, lastName: 'Lee' });
    await anInvoice(db, company.id, { invoiceNumber: `${word}-1`, amount: '10.00' });
    const res = await call(t.app, 'GET', `/api/search?q=${word.toLowerCase()}`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual([`${word} kitchen`]);
    expect(body.customers).toHaveLength(1);
    expect(body.invoices).toHaveLength(1);
    const empty = await call(t.app, 'GET', '/api/search?q=', { cookie: company.employee.cookie });
    expect(empty.statusCode).toBe(400);
  });
});
