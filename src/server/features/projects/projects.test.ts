import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetItems,
  estimates,
  expenses,
  invoices,
  payments,
  phaseTemplates,
  projectPhases,
  projects,
  tasks,
  vendorBills,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import { aCustomer, anExpense, anInvoice } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
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

async function addCustomer(company: TestCompany, firstName = 'Dana', lastName = `Smith${unique()}`) {
  const c = await aCustomer(db, company.id, { firstName, lastName });
  return c!;
}

async function addProject(company: TestCompany, values: Partial<typeof projects.$inferInsert> = {}) {
  const [p] = await db
    .insert(projects)
    .values({ companyId: company.id, name: `Project ${unique()}`, ...values })
    .returning();
  return p!;
}

describe('creating projects', () => {
  it('creates a project for a customer of the company, with a copy of the phase templates', async () => {
    const company = await createCompany(db);
    const customer = await addCustomer(company);
    await db.insert(phaseTemplates).values([
      { companyId: company.id, name: 'Design', order: 0 },
      { companyId: company.id, name: 'Build', order: 1, stage: 'in-production' },
    ]);
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/projects`, {
      cookie: company.employee.cookie,
      body: {
        companyId: company.id,
        customerId: customer.id,
        name: 'Kitchen',
        type: 'kitchen',
        stage: 'pre-production',
        description: 'New cabinets',
      },
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({
      name: 'Kitchen',
      type: 'kitchen',
      stage: 'pre-production',
      progress: 0,
      customerId: customer.id,
    });
    const phases = await db.select().from(projectPhases).where(eq(projectPhases.projectId, project.id));
    expect(phases.map((p) => p.name).sort()).toEqual(['Build', 'Design']);
    expect(phases.every((p) => p.companyId === company.id)).toBe(true);
  });

  it("answers the product's validation messages", async () => {
    const company = await createCompany(db);
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/projects`, {
      cookie: company.admin.cookie,
      body: { customerId: 0, name: 'K', type: 'castle' },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { path: string; message: string }[]).map(
      (e) => `${e.path}: ${e.message}`,
    );
    expect(messages).toContain('customerId: Please select a customer');
    expect(messages).toContain('name: Project name must be at least 2 characters');
    expect(messages.some((m) => m.startsWith('type:'))).toBe(true);
  });

  it("refuses another company's customer and a foreign companyId in the body", async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const foreignCustomer = await addCustomer(other);
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/projects`, {
      cookie: company.admin.cookie,
      body: { customerId: foreignCustomer.id, name: 'Basement', type: 'basement' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ path: 'customerId', message: 'Please select a customer' });
    const own = await addCustomer(company);
    const spoofed = await call(t.app, 'POST', `/api/companies/${company.id}/projects`, {
      cookie: company.admin.cookie,
      body: { companyId: other.id, customerId: own.id, name: 'Basement', type: 'basement' },
    });
    expect(spoofed.statusCode).toBe(400);
  });
});

describe('listing projects', () => {
  it('searches name, description and customer full name case-insensitively, filters by stage, sorts and pages', async () => {
    const company = await createCompany(db);
    const ann = await addCustomer(company, 'Ann', 'Marlowe');
    const a = await addProject(company, {
      name: 'Attic Loft',
      stage: 'warranty',
      createdAt: new Date('2026-01-01'),
    });
    const b = await addProject(company, {
      name: 'basement suite',
      description: 'Egress WINDOW',
      createdAt: new Date('2026-02-01'),
    });
    const c = await addProject(company, {
      name: 'Cottage',
      customerId: ann.id,
      createdAt: new Date('2026-03-01'),
    });
    const get = async (qs: string) => {
      const res = await call(t.app, 'GET', `/api/projects${qs}`, { cookie: company.employee.cookie });
      expect(res.statusCode).toBe(200);
      return {
        ids: (res.json() as { id: number }[]).map((p) => p.id),
        total: res.headers['x-total-count'],
        body: res.json(),
      };
    };
    expect((await get('')).ids).toEqual([c.id, b.id, a.id]);
    expect((await get('?search=ann%20marlowe')).ids).toEqual([c.id]);
    expect((await get('?search=window')).ids).toEqual([b.id]);
    expect((await get('?stage=warranty')).ids).toEqual([a.id]);
    expect((await get('?sort=oldest')).ids).toEqual([a.id, b.id, c.id]);
    expect((await get('?sort=name-asc')).ids).toEqual([a.id, b.id, c.id]);
    expect((await get('?sort=name-desc')).ids).toEqual([c.id, b.id, a.id]);
    const page = await get('?sort=name-asc&limit=2&offset=1');
    expect(page.ids).toEqual([b.id, c.id]);
    expect(page.total).toBe('3');
    expect((await get('?search=cottage')).body[0].customer).toMatchObject({
      firstName: 'Ann',
      lastName: 'Marlowe',
    });
    expect((await get('?search=100%25')).ids).toEqual([]);

    const counts = await call(t.app, 'GET', '/api/projects/stage-counts', {
      cookie: company.employee.cookie,
    });
    expect(counts.json()).toEqual({
      all: 3,
      byStage: { 'pre-production': 2, 'in-production': 0, warranty: 1, fully_complete: 0 },
    });
  });
});

describe('reading a project', () => {
  it('answers the project with its customer, and without the internal createdBy', async () => {
    const company = await createCompany(db);
    const customer = await addCustomer(company, 'Lee', 'Park');
    const project = await addProject(company, {
      customerId: customer.id,
      budget: '1250.50',
      startDate: '2026-04-01',
      createdBy: company.admin.id,
    });
    const res = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: company.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: project.id,
      companyId: company.id,
      budget: '1250.50',
      startDate: '2026-04-01',
      endDate: null,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
      customer: { id: customer.id, firstName: 'Lee', lastName: 'Park' },
    });
    expect(res.json()).not.toHaveProperty('createdBy');

    const alone = await addProject(company);
    const detached = await call(t.app, 'GET', `/api/projects/${alone.id}`, {
      cookie: company.employee.cookie,
    });
    expect(detached.json().customer).toBeNull();
    const list = await call(t.app, 'GET', '/api/projects', { cookie: company.employee.cookie });
    expect(list.json().map((p: { customer: unknown }) => p.customer)).toEqual([
      null,
      { id: customer.id, firstName: 'Lee', lastName: 'Park' },
    ]);
  });
});

describe('changing and deleting projects', () => {
  it('PATCH edits every field, including the stage and progress', async () => {
    const company = await createCompany(db);
    const project = await addProject(company);
    const res = await call(t.app, 'PATCH', `/api/projects/${project.id}`, {
      cookie: company.employee.cookie,
      body: {
        stage: 'in-production',
        name: 'Renamed',
        budget: '45000.50',
        progress: 40,
        startDate: '2026-03-02',
        targetCompletionDate: '2026-06-30',
        description: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'in-production',
      name: 'Renamed',
      budget: '45000.50',
      progress: 40,
      startDate: '2026-03-02',
      targetCompletionDate: '2026-06-30',
      description: null,
    });
    const bad = await call(t.app, 'PATCH', `/api/projects/${project.id}`, {
      cookie: company.employee.cookie,
      body: { progress: 101 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Progress must be between 0 and 100');
  });

  it('employees cannot delete; deleting keeps invoices and expenses, detached, and removes the rest', async () => {
    const company = await createCompany(db);
    const project = await addProject(company);
    await db.insert(tasks).values({ companyId: company.id, projectId: project.id, title: 'Demo' });
    const invoice = await anInvoice(db, company.id, {
      projectId: project.id,
      invoiceNumber: `INV-${unique()}`,
      amount: '100.00',
    });
    const expense = await anExpense(db, company.id, {
      projectId: project.id,
      description: 'Lumber',
      amount: '50.00',
      category: 'materials',
    });
    const refused = await call(t.app, 'DELETE', `/api/projects/${project.id}`, {
      cookie: company.employee.cookie,
    });
    expect(refused.statusCode).toBe(403);
    const res = await call(t.app, 'DELETE', `/api/projects/${project.id}`, {
      cookie: company.manager.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.projectId, project.id))).toHaveLength(0);
    const [keptInvoice] = await db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(keptInvoice?.projectId).toBeNull();
    const [keptExpense] = await db.select().from(expenses).where(eq(expenses.id, expense!.id));
    expect(keptExpense?.projectId).toBeNull();
    expect(
      (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: company.admin.cookie })).statusCode,
    ).toBe(404);
  });
});

describe('project summary cards', () => {
  it('computes sold price, budgeted cost, collected, balance and cost to complete in the database', async () => {
    const company = await createCompany(db);
    const project = await addProject(company);
    const base = { companyId: company.id, projectId: project.id };
    const [group] = await db
      .insert(budgetItems)
      .values({ ...base, type: 'group', name: 'Cabinets' })
      .returning();
    await db.insert(budgetItems).values([
      { ...base, parentId: group!.id, name: 'Uppers', quantity: '3', unitCost: '100.10', unitPrice: '150' },
      { ...base, name: 'Labor', quantity: '1.5', unitCost: '40', unitPrice: '60' },
    ]);
    const [paid] = await db
      .insert(invoices)
      .values([
        {
          companyId: company.id,
          projectId: project.id,
          invoiceNumber: `A-${unique()}`,
          amount: '250.25',
          amountPaid: '250.25',
          isPaid: true,
          status: 'paid',
        },
        { companyId: company.id, projectId: project.id, invoiceNumber: `B-${unique()}`, amount: '999.00' },
      ])
      .returning();
    // Collected is the payments received (decision 0267).
    await db.insert(payments).values({
      companyId: company.id,
      invoiceId: paid!.id,
      amount: '250.25',
      date: '2026-03-01',
      method: 'check',
    });
    await db
      .insert(expenses)
      .values({ ...base, description: 'Tile', amount: '60.00', category: 'materials' });
    const url = `/api/projects/${project.id}/summary`;
    const before = (await call(t.app, 'GET', url, { cookie: company.employee.cookie })).json();
    expect(before).toMatchObject({
      soldPrice: '0.00',
      budgetedCost: '360.30',
      collected: '250.25',
      balance: '-250.25',
      costToComplete: '300.30',
      estimateStatus: null,
    });
    await db.insert(estimates).values({
      companyId: company.id,
      projectId: project.id,
      status: 'approved',
      title: 'Estimate',
      clientInfo: {},
      companyInfo: {},
      terms: { depositPercentage: 25 },
      snapshot: {
        lines: [],
        totalCost: '360.30',
        subtotal: '1000.00',
        tax: '0.00',
        total: '1000.00',
        frozenAt: new Date().toISOString(),
      },
    } as unknown as typeof estimates.$inferInsert);
    // A vendor bill of the project is cost too (decision 0268), beside its expenses.
    await db.insert(vendorBills).values({
      ...base,
      vendorName: 'Front Range Supply',
      number: `VB-${unique()}`,
      billDate: '2026-03-02',
      total: '100.05',
    });
    const after = (await call(t.app, 'GET', url, { cookie: company.employee.cookie })).json();
    expect(after).toMatchObject({
      soldPrice: '1000.00',
      balance: '749.75',
      costToComplete: '200.25',
      estimateStatus: 'approved',
    });
  });
});
