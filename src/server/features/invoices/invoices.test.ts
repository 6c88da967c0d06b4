import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, projects } from '../../db/schema/index';
import { aCustomer } from '../../test/entities';
import { createCompany, createSystemAdminUser, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A company with a customer, two projects of that customer and invoices on each, inserted directly. */
async function companyWithInvoices() {
  const company = await createCompany(db());
  const customer = await aCustomer(db(), company.id, { firstName: 'Ivy', lastName: 'Client' });
  const [p1, p2] = await db()
    .insert(projects)
    .values([
      { companyId: company.id, customerId: customer!.id, name: 'Kitchen' },
      { companyId: company.id, customerId: null, name: 'Shop' },
    ])
    .returning();
  const add = async (fields: Partial<typeof invoices.$inferInsert>) => {
    const [row] = await db()
      .insert(invoices)
      .values({ companyId: company.id, invoiceNumber: `INV-${unique()}`, amount: '10.00', ...fields })
      .returning();
    return row!;
  };
  const oldest = await add({
    projectId: p1!.id,
    customerId: customer!.id,
    title: 'Deposit',
    description: 'Kitchen deposit',
    amount: '1250.50',
    issueDate: '2024-03-01',
    dueDate: '2024-03-15',
    createdAt: daysAgo(3),
  });
  const middle = await add({ projectId: p2!.id, description: 'Shop work', createdAt: daysAgo(2) });
  const newest = await add({ customerId: customer!.id, status: 'paid', isPaid: true, createdAt: daysAgo(1) });
  return { company, customer: customer!, p1: p1!, p2: p2!, oldest, middle, newest };
}

const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((i) => i.id);

async function list(company: TestCompany, query = '', cookie = company.employee.cookie) {
  return call(t.app, 'GET', `/api/companies/${company.id}/invoices${query}`, { cookie });
}

describe('company invoices list', () => {
  it('lists every invoice of the company, newest first, with its fields', async () => {
    const w = await companyWithInvoices();
    await companyWithInvoices(); // another company's invoices never show
    const res = await list(w.company);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([w.newest.id, w.middle.id, w.oldest.id]);
    expect(res.headers['x-total-count']).toBeUndefined();
    const oldest = (res.json() as Record<string, unknown>[])[2];
    expect(oldest).toEqual({
      id: w.oldest.id,
      companyId: w.company.id,
      projectId: w.p1.id,
      customerId: w.customer.id,
      customerName: 'Ivy Client',
      projectName: 'Kitchen',
      invoiceNumber: w.oldest.invoiceNumber,
      title: 'Deposit',
      description: 'Kitchen deposit',
      amount: '1250.50',
      amountPaid: '0.00',
      balanceDue: '1250.50',
      paymentStatus: 'unpaid',
      status: 'draft',
      isPaid: false,
      milestoneType: null,
      issueDate: '2024-03-01',
      dueDate: '2024-03-15',
      sentAt: null,
      viewedAt: null,
      paidAt: null,
      createdAt: w.oldest.createdAt.toISOString(),
      // A draft past its due date is not overdue: nothing was asked of the customer yet.
      overdue: false,
      version: expect.any(String),
    });
  });

  it("names each invoice's customer and project from their rows, and none when it has none", async () => {
    const w = await companyWithInvoices();
    const names = (await list(w.company)).json() as {
      id: number;
      customerName: unknown;
      projectName: unknown;
    }[];
    expect(names.map(({ id, customerName, projectName }) => ({ id, customerName, projectName }))).toEqual([
      { id: w.newest.id, customerName: 'Ivy Client', projectName: null },
      { id: w.middle.id, customerName: null, projectName: 'Shop' },
      { id: w.oldest.id, customerName: 'Ivy Client', projectName: 'Kitchen' },
    ]);
    // One invoice answers the same names, and the project's list too.
    const one = await call(t.app, 'GET', `/api/invoices/${w.oldest.id}`, {
      cookie: w.company.employee.cookie,
    });
    expect(one.json()).toMatchObject({ customerName: 'Ivy Client', projectName: 'Kitchen' });
    const ofProject = await call(t.app, 'GET', `/api/projects/${w.p2.id}/invoices`, {
      cookie: w.company.employee.cookie,
    });
    expect(ofProject.json()).toMatchObject([{ customerName: null, projectName: 'Shop' }]);
  });

  it('filters by project and by customer', async () => {
    const w = await companyWithInvoices();
    expect(ids(await list(w.company, `?projectId=${w.p1.id}`))).toEqual([w.oldest.id]);
    expect(ids(await list(w.company, `?customerId=${w.customer.id}`))).toEqual([w.newest.id, w.oldest.id]);
    expect(ids(await list(w.company, `?customerId=${w.customer.id}&projectId=${w.p2.id}`))).toEqual([]);
  });

  it("gives an empty list for another company's project or customer id", async () => {
    const w = await companyWithInvoices();
    const other = await companyWithInvoices();
    expect(ids(await list(w.company, `?projectId=${other.p1.id}`))).toEqual([]);
    expect(ids(await list(w.company, `?customerId=${other.customer.id}`))).toEqual([]);
  });

  it('sorts on the server by date, amount, due date (none last) and number', async () => {
    const w = await companyWithInvoices();
    const sorted = async (sort: string) => ids(await list(w.company, `?sort=${sort}&limit=10`));
    expect(await sorted('newest')).toEqual([w.newest.id, w.middle.id, w.oldest.id]);
    expect(await sorted('oldest')).toEqual([w.oldest.id, w.middle.id, w.newest.id]);
    // 10.00, 10.00, 1250.50: equal amounts keep the id order.
    expect(await sorted('amount')).toEqual([w.middle.id, w.newest.id, w.oldest.id]);
    expect(await sorted('amount-desc')).toEqual([w.oldest.id, w.newest.id, w.middle.id]);
    // Only the oldest has a due date: it comes first both ways, the others after it.
    expect((await sorted('due'))[0]).toBe(w.oldest.id);
    expect((await sorted('due-desc'))[0]).toBe(w.oldest.id);
    const byNumber = [w.oldest, w.middle, w.newest].sort((a, b) =>
      a.invoiceNumber < b.invoiceNumber ? -1 : 1,
    );
    expect(await sorted('number')).toEqual(byNumber.map((i) => i.id));
    // Customer: the two of Ivy Client by id, then the one without a customer, both ways.
    expect(await sorted('customer')).toEqual([w.oldest.id, w.newest.id, w.middle.id]);
    expect(await sorted('customer-desc')).toEqual([w.newest.id, w.oldest.id, w.middle.id]);
    // Project: Kitchen, Shop, then the one without a project; reversed, the one without stays last.
    expect(await sorted('project')).toEqual([w.oldest.id, w.middle.id, w.newest.id]);
    expect(await sorted('project-desc')).toEqual([w.middle.id, w.oldest.id, w.newest.id]);
    expect((await list(w.company, '?sort=sideways')).statusCode).toBe(400);
  });

  it('searches and pages with x-total-count', async () => {
    const w = await companyWithInvoices();
    const page = await list(w.company, '?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(ids(page)).toEqual([w.middle.id]);
    const found = await list(w.company, '?search=KITCHEN&limit=10');
    expect(ids(found)).toEqual([w.oldest.id]);
    expect(found.headers['x-total-count']).toBe('1');
  });

  it('answers 400 for bad query values, 404 for another company, and serves system administrators', async () => {
    const w = await companyWithInvoices();
    expect((await list(w.company, '?projectId=abc')).statusCode).toBe(400);
    expect((await list(w.company, '?limit=9999')).statusCode).toBe(400);
    const other = await createCompany(db());
    expect((await list(w.company, '', other.admin.cookie)).statusCode).toBe(404);
    const sysadmin = await createSystemAdminUser(db());
    expect(ids(await list(w.company, '', sysadmin.cookie))).toHaveLength(3);
  });
});

describe('project invoices', () => {
  it("lists a project's invoices; 404 for another company's project", async () => {
    const w = await companyWithInvoices();
    const res = await call(t.app, 'GET', `/api/projects/${w.p2.id}/invoices`, {
      cookie: w.company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([w.middle.id]);
    const other = await createCompany(db());
    const foreign = await call(t.app, 'GET', `/api/projects/${w.p2.id}/invoices`, {
      cookie: other.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Project not found' });
  });
});
