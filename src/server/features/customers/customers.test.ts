import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStage, ProjectType } from '#domain/enums';
import { auditLog, customers, documents, invoices, notes, projects } from '../../db/schema/index';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  type TestCompany,
  unique,
} from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function addCustomer(company: TestCompany, fields: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
    cookie: company.admin.cookie,
    body: { firstName: 'Dana', lastName: `Miller${unique()}`, ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; firstName: string; lastName: string };
}

async function addProject(
  company: TestCompany,
  customerId: number | null,
  fields: {
    name?: string;
    stage?: ProjectStage;
    type?: ProjectType;
    budget?: string | null;
    createdAt?: Date;
  } = {},
) {
  const [row] = await db()
    .insert(projects)
    .values({ companyId: company.id, customerId, name: fields.name ?? `Project ${unique()}`, ...fields })
    .returning();
  return row!;
}

async function addInvoice(
  company: TestCompany,
  fields: {
    customerId?: number | null;
    projectId?: number | null;
    amount: string;
    status?: 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled';
  },
) {
  const [row] = await db()
    .insert(invoices)
    .values({ companyId: company.id, invoiceNumber: `INV-${unique()}`, ...fields })
    .returning();
  return row!;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('creating, reading and editing customers', () => {
  it('creates a customer (201) that reads back; empty optional text becomes null; audit is written', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: company.employee.cookie,
      body: {
        companyId: company.id,
        firstName: '  Jane ',
        lastName: 'Doe',
        email: 'jane@example.com',
        phone: '',
        address: '12 Oak St',
        notes: 'Prefers mornings',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      companyId: company.id,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: null,
      address: '12 Oak St',
      notes: 'Prefers mornings',
    });
    const read = await call(t.app, 'GET', `/api/customers/${created.id}`, { cookie: company.manager.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, firstName: 'Jane' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityType, 'customer')));
    expect(audit).toMatchObject([
      { action: 'create', entityId: String(created.id), userId: company.employee.id },
    ]);
  });

  it('answers 400 with the field messages for missing names and a bad e-mail', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: company.admin.cookie,
      body: { firstName: '   ', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
        { path: 'email', message: 'Invalid email format' },
      ]),
    );
    const none = await call(t.app, 'GET', `/api/companies/${company.id}/customers`, {
      cookie: company.admin.cookie,
    });
    expect(none.json()).toEqual([]);
  });

  it('checks a companyId in the body against the route and never trusts it', async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: company.admin.cookie,
      body: { companyId: other.id, firstName: 'Sly', lastName: 'Fox' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'companyId', message: 'Company does not match' }]);
    const rows = await db().select().from(customers).where(eq(customers.companyId, other.id));
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for another company's route and customer", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const customer = await addCustomer(company);
    const post = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: other.admin.cookie,
      body: { firstName: 'A', lastName: 'B' },
    });
    expect(post.statusCode).toBe(404);
    const get = await call(t.app, 'GET', `/api/customers/${customer.id}`, { cookie: other.admin.cookie });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: 'Customer not found' });
  });

  it('lets a system administrator create a customer in any company', async () => {
    const company = await createCompany(db());
    const sysadmin = await createSystemAdminUser(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: sysadmin.cookie,
      body: { firstName: 'Ann', lastName: 'Admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(company.id);
  });

  it('PATCH changes only the fields sent, validates them, and an employee may edit', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company, { email: 'old@example.com', phone: '555-0100' });
    const res = await call(t.app, 'PATCH', `/api/customers/${customer.id}`, {
      cookie: company.employee.cookie,
      body: { lastName: 'Changed', phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Dana',
      lastName: 'Changed',
      email: 'old@example.com',
      phone: null,
    });
    const bad = await call(t.app, 'PATCH', `/api/customers/${customer.id}`, {
      cookie: company.employee.cookie,
      body: { firstName: '', email: 'x@' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'email', message: 'Invalid email format' },
      ]),
    );
  });

  it('answers 404, not 500, for an id that cannot exist', async () => {
    const company = await createCompany(db());
    for (const id of ['abc', '0x10', '99999999999', '-1']) {
      const res = await call(t.app, 'GET', `/api/customers/${id}`, { cookie: company.admin.cookie });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ message: 'Not found' });
    }
  });
});

describe('the customers list', () => {
  it('lists newest first with projectCount, latestActiveProject, latestProject and totalBudget', async () => {
    const company = await createCompany(db());
    const older = await addCustomer(company, { firstName: 'Older' });
    const [olderRow] = await db()
      .update(customers)
      .set({ createdAt: daysAgo(3) })
      .where(eq(customers.id, older.id))
      .returning();
    expect(olderRow).toBeDefined();
    const busy = await addCustomer(company, { firstName: 'Busy' });
    const active = await addProject(company, busy.id, {
      name: 'Kitchen',
      type: 'kitchen',
      stage: 'in-production',
      budget: '1000.10',
      createdAt: daysAgo(10),
    });
    await addProject(company, busy.id, {
      name: 'Deck',
      type: 'outdoor',
      stage: 'fully_complete',
      budget: '250.25',
      createdAt: daysAgo(1),
    });
    await addProject(company, busy.id, {
      name: 'Old bath',
      stage: 'pre-production',
      budget: null,
      createdAt: daysAgo(30),
    });

    const res = await call(t.app, 'GET', `/api/companies/${company.id}/customers`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const list = res.json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([busy.id, older.id]);
    expect(list[0]).toMatchObject({
      id: busy.id,
      firstName: 'Busy',
      projectCount: 3,
      latestActiveProject: { id: active.id, name: 'Kitchen', stage: 'in-production' },
      latestProject: { type: 'outdoor', stage: 'fully_complete' },
      totalBudget: '1250.35',
    });
    expect(list[1]).toMatchObject({
      id: older.id,
      projectCount: 0,
      latestActiveProject: null,
      latestProject: null,
      totalBudget: null,
    });
  });

  it('reports a customer whose projects are all complete as having no active project', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    await addProject(company, customer.id, { stage: 'fully_complete', budget: null });
    const res = await call(t.app, 'GET', `/api/companies/${company.id}/customers`, {
      cookie: company.admin.cookie,
    });
    expect(res.json()[0]).toMatchObject({ projectCount: 1, latestActiveProject: null, totalBudget: '0.00' });
  });

  it('searches first, last and full name case-insensitively, and e-mail and phone', async () => {
    const company = await createCompany(db());
    const jane = await addCustomer(company, {
      firstName: 'Jane',
      lastName: 'Henderson',
      email: 'jh@mail.test',
      phone: '555-0199',
    });
    await addCustomer(company, { firstName: 'Bob', lastName: 'Smith', email: 'bob@mail.test' });
    const search = async (q: string) => {
      const res = await call(
        t.app,
        'GET',
        `/api/companies/${company.id}/customers?search=${encodeURIComponent(q)}`,
        { cookie: company.admin.cookie },
      );
      expect(res.statusCode).toBe(200);
      return res.json().map((c: { id: number }) => c.id);
    };
    expect(await search('jane henderson')).toEqual([jane.id]);
    expect(await search('JANE HEND')).toEqual([jane.id]);
    expect(await search('henderson')).toEqual([jane.id]);
    expect(await search('JH@MAIL')).toEqual([jane.id]);
    expect(await search('0199')).toEqual([jane.id]);
    expect(await search('mail.test')).toHaveLength(2);
    expect(await search('nobody')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('pages with limit and offset and sends the total in x-total-count', async () => {
    const company = await createCompany(db());
    const made: number[] = [];
    // 'zq' cannot occur in the random hex suffixes of the other fields.
    for (let i = 0; i < 5; i++) made.push((await addCustomer(company, { firstName: `Zq${i}` })).id);
    const page = await call(t.app, 'GET', `/api/companies/${company.id}/customers?limit=2&offset=1`, {
      cookie: company.admin.cookie,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('5');
    // Newest first: made[4] is the newest; offset 1 skips it.
    expect(page.json().map((c: { id: number }) => c.id)).toEqual([made[3], made[2]]);
    const searched = await call(t.app, 'GET', `/api/companies/${company.id}/customers?search=zq1&limit=10`, {
      cookie: company.admin.cookie,
    });
    expect(searched.headers['x-total-count']).toBe('1');
    const bad = await call(t.app, 'GET', `/api/companies/${company.id}/customers?limit=0`, {
      cookie: company.admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by name on request', async () => {
    const company = await createCompany(db());
    const zed = await addCustomer(company, { firstName: 'Al', lastName: 'Zed' });
    const abe = await addCustomer(company, { firstName: 'Bo', lastName: 'Abe' });
    const res = await call(t.app, 'GET', `/api/companies/${company.id}/customers?sort=name`, {
      cookie: company.admin.cookie,
    });
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([abe.id, zed.id]);
  });

  it('sorts by name backwards, and by creation either way', async () => {
    const company = await createCompany(db());
    const zed = await addCustomer(company, { firstName: 'Al', lastName: 'Zed' });
    const abe = await addCustomer(company, { firstName: 'Bo', lastName: 'Abe' });
    const moe = await addCustomer(company, { firstName: 'Cy', lastName: 'Moe' });
    const ids = async (sort: string) => {
      const res = await call(t.app, 'GET', `/api/companies/${company.id}/customers?sort=${sort}`, {
        cookie: company.admin.cookie,
      });
      return res.json().map((c: { id: number }) => c.id);
    };
    expect(await ids('name-desc')).toEqual([zed.id, moe.id, abe.id]);
    expect(await ids('oldest')).toEqual([zed.id, abe.id, moe.id]);
    expect(await ids('newest')).toEqual([moe.id, abe.id, zed.id]);
  });

  it("answers 404 on another company's list", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const res = await call(t.app, 'GET', `/api/companies/${company.id}/customers`, {
      cookie: other.employee.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('deleting a customer', () => {
  it('keeps its projects and invoices, detached, and removes its notes and assignments', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const project = await addProject(company, customer.id, { budget: '10.00' });
    const invoice = await addInvoice(company, {
      customerId: customer.id,
      projectId: project.id,
      amount: '20.00',
    });
    const note = await call(t.app, 'POST', `/api/customers/${customer.id}/notes`, {
      cookie: company.employee.cookie,
      body: { content: 'Call back' },
    });
    expect(note.statusCode).toBe(201);
    await call(t.app, 'POST', `/api/customers/${customer.id}/assign-user`, {
      cookie: company.admin.cookie,
      body: { userId: company.employee.id },
    });
    const [doc] = await db()
      .insert(documents)
      .values({
        companyId: company.id,
        customerId: customer.id,
        projectId: project.id,
        name: 'Plan',
        fileUrl: '/x',
      })
      .returning();

    const res = await call(t.app, 'DELETE', `/api/customers/${customer.id}`, {
      cookie: company.manager.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/customers/${customer.id}`, { cookie: company.admin.cookie }))
        .statusCode,
    ).toBe(404);
    const [p] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(p).toMatchObject({ id: project.id, customerId: null });
    const [i] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(i).toMatchObject({ id: invoice.id, customerId: null, projectId: project.id });
    const [d] = await db().select().from(documents).where(eq(documents.id, doc!.id));
    expect(d).toMatchObject({ customerId: null, projectId: project.id });
    expect(await db().select().from(notes).where(eq(notes.id, note.json().id))).toHaveLength(0);
    // The log holds, under the manager who deleted it, the customer and every record it let go or took along.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.userId, company.manager.id)))
      .orderBy(auditLog.id);
    const detached = { changes: { customer_id: { from: customer.id, to: null } } };
    expect(audit.map((a) => [a.action, a.entityType, a.details])).toEqual([
      ['update', 'project', detached],
      ['update', 'invoice', detached],
      ['delete', 'customer', { before: expect.objectContaining({ id: customer.id, first_name: 'Dana' }) }],
      ['delete', 'customer_user', expect.anything()],
      ['update', 'document', detached],
      ['delete', 'note', { before: expect.objectContaining({ content: 'Call back' }) }],
    ]);
  });

  it('is refused to employees (403) and changes nothing', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const res = await call(t.app, 'DELETE', `/api/customers/${customer.id}`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1);
  });

  it("answers 404 for another company's customer and for a missing one", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const customer = await addCustomer(company);
    const res = await call(t.app, 'DELETE', `/api/customers/${customer.id}`, { cookie: other.admin.cookie });
    expect(res.statusCode).toBe(404);
    const missing = await call(t.app, 'DELETE', '/api/customers/999999999', { cookie: company.admin.cookie });
    expect(missing.statusCode).toBe(404);
    expect(await db().select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1);
  });
});

describe('customer detail', () => {
  it('summary counts projects and invoices and sums billed amounts without cancelled ones', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const other = await addCustomer(company);
    await addProject(company, customer.id);
    await addProject(company, customer.id);
    await addProject(company, other.id);
    await addInvoice(company, { customerId: customer.id, amount: '100.10' });
    await addInvoice(company, { customerId: customer.id, amount: '0.20', status: 'paid' });
    await addInvoice(company, { customerId: customer.id, amount: '999.00', status: 'cancelled' });
    await addInvoice(company, { customerId: other.id, amount: '5.00' });
    const res = await call(t.app, 'GET', `/api/customers/${customer.id}/summary`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ projectCount: 2, invoiceCount: 3, totalBilled: '100.30' });
    const empty = await call(t.app, 'GET', `/api/customers/${other.id}/summary`, {
      cookie: company.admin.cookie,
    });
    expect(empty.json()).toEqual({ projectCount: 1, invoiceCount: 1, totalBilled: '5.00' });
    const fresh = await addCustomer(company);
    const none = await call(t.app, 'GET', `/api/customers/${fresh.id}/summary`, {
      cookie: company.admin.cookie,
    });
    expect(none.json()).toEqual({ projectCount: 0, invoiceCount: 0, totalBilled: '0.00' });
  });

  it("lists the customer's projects as cards, newest first", async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const old = await addProject(company, customer.id, { name: 'Old', createdAt: daysAgo(5) });
    const recent = await addProject(company, customer.id, { name: 'New', type: 'bathroom', budget: '12.50' });
    await addProject(company, null);
    const res = await call(t.app, 'GET', `/api/customers/${customer.id}/projects`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([recent.id, old.id]);
    expect(list[0]).toMatchObject({
      name: 'New',
      type: 'bathroom',
      stage: 'pre-production',
      progress: 0,
      budget: '12.50',
      description: null,
      startDate: null,
      targetCompletionDate: null,
    });
  });

  it('adds notes (201) by any member and lists them newest first with the author name', async () => {
    const company = await createCompany(db());
    const author = await createUser(db(), { companyId: company.id, firstName: 'Priya', lastName: 'Shah' });
    const customer = await addCustomer(company);
    const first = await call(t.app, 'POST', `/api/customers/${customer.id}/notes`, {
      cookie: author.cookie,
      body: { content: 'First visit' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      customerId: customer.id,
      content: 'First visit',
      createdBy: author.id,
      authorName: 'Priya Shah',
    });
    await db()
      .update(notes)
      .set({ createdAt: daysAgo(1) })
      .where(eq(notes.id, first.json().id));
    const second = await call(t.app, 'POST', `/api/customers/${customer.id}/notes`, {
      cookie: company.employee.cookie,
      body: { content: '  Second  ' },
    });
    expect(second.statusCode).toBe(201);
    const res = await call(t.app, 'GET', `/api/customers/${customer.id}/notes`, {
      cookie: company.admin.cookie,
    });
    expect(res.json().map((n: { content: string }) => n.content)).toEqual(['Second', 'First visit']);
    const [stored] = await db().select().from(notes).where(eq(notes.id, second.json().id));
    expect(stored).toMatchObject({ companyId: company.id, customerId: customer.id, projectId: null });
  });

  it("answers 400 'Note content is required' for an empty note", async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    for (const body of [{ content: '   ' }, {}]) {
      const res = await call(t.app, 'POST', `/api/customers/${customer.id}/notes`, {
        cookie: company.admin.cookie,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'content', message: 'Note content is required' }]);
    }
  });

  it("lists the customer's documents newest first", async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    await db()
      .insert(documents)
      .values([
        {
          companyId: company.id,
          customerId: customer.id,
          name: 'Old.pdf',
          fileUrl: '/a',
          createdAt: daysAgo(2),
        },
        { companyId: company.id, customerId: customer.id, name: 'New.pdf', fileUrl: '/b' },
        { companyId: company.id, customerId: null, name: 'Other.pdf', fileUrl: '/c' },
      ]);
    const res = await call(t.app, 'GET', `/api/customers/${customer.id}/documents`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { name: string }) => d.name)).toEqual(['New.pdf', 'Old.pdf']);
  });
});

describe('assigning users to a customer', () => {
  it('assigns (201), lists, refuses a second assignment (409) and unassigns (204)', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const url = `/api/customers/${customer.id}`;
    const assigned = await call(t.app, 'POST', `${url}/assign-user`, {
      cookie: company.manager.cookie,
      body: { userId: company.employee.id },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ id: company.employee.id, role: 'employee' });
    const list = await call(t.app, 'GET', `${url}/users`, { cookie: company.employee.cookie });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: company.employee.id,
        username: company.employee.username,
        firstName: 'Test',
        lastName: 'User',
        role: 'employee',
        assignedAt: expect.any(String),
      }),
    ]);
    const again = await call(t.app, 'POST', `${url}/assign-user`, {
      cookie: company.admin.cookie,
      body: { userId: company.employee.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('User is already assigned to this customer');
    const removed = await call(t.app, 'DELETE', `${url}/users/${company.employee.id}`, {
      cookie: company.admin.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${url}/users`, { cookie: company.admin.cookie })).json()).toEqual([]);
    const notAssigned = await call(t.app, 'DELETE', `${url}/users/${company.employee.id}`, {
      cookie: company.admin.cookie,
    });
    expect(notAssigned.statusCode).toBe(404);
  });

  it("answers 400 'Please select a user' for no user, a non-number or another company's user", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const sysadmin = await createSystemAdminUser(db());
    const customer = await addCustomer(company);
    for (const body of [{}, { userId: 'abc' }, { userId: other.admin.id }, { userId: sysadmin.id }]) {
      const res = await call(t.app, 'POST', `/api/customers/${customer.id}/assign-user`, {
        cookie: company.admin.cookie,
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'userId', message: 'Please select a user' }]);
    }
  });

  it('is refused to employees (403), both assigning and unassigning', async () => {
    const company = await createCompany(db());
    const customer = await addCustomer(company);
    const assign = await call(t.app, 'POST', `/api/customers/${customer.id}/assign-user`, {
      cookie: company.employee.cookie,
      body: { userId: company.employee.id },
    });
    expect(assign.statusCode).toBe(403);
    await call(t.app, 'POST', `/api/customers/${customer.id}/assign-user`, {
      cookie: company.admin.cookie,
      body: { userId: company.manager.id },
    });
    const unassign = await call(
      t.app,
      'DELETE',
      `/api/customers/${customer.id}/users/${company.manager.id}`,
      {
        cookie: company.employee.cookie,
      },
    );
    expect(unassign.statusCode).toBe(403);
    const list = await call(t.app, 'GET', `/api/customers/${customer.id}/users`, {
      cookie: company.admin.cookie,
    });
    expect(list.json().map((u: { id: number }) => u.id)).toEqual([company.manager.id]);
  });
});
