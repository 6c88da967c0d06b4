import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '#domain/contracts/invoices';
import { invoiceLines, invoices } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function customerProject(company: TestCompany) {
  const customer = await aCustomer(db(), company.id, { firstName: 'Ivy', lastName: 'Client' });
  const project = await aProject(db(), company.id, { customerId: customer!.id, name: 'Kitchen' });
  return { customerId: customer!.id, projectId: project!.id };
}

const create = (company: TestCompany, body: Record<string, unknown>, cookie = company.manager.cookie) =>
  call(t.app, 'POST', `/api/companies/${company.id}/invoices`, {
    cookie,
    body: { invoiceNumber: `INV-${unique()}`, ...body },
  });

describe('creating invoices', () => {
  it("makes a one-amount invoice of the form's body, a draft, for the project's customer", async () => {
    const company = await createCompany(db());
    const { customerId, projectId } = await customerProject(company);
    const res = await create(company, {
      title: 'Cabinets',
      amount: '4250.50',
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      projectId,
      companyId: company.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '4250.50',
      status: 'draft',
      isPaid: false,
      projectId,
      customerId,
      lines: [],
    });
  });

  it('with lines, the amount is their sum, each line rounded to the cent', async () => {
    const company = await createCompany(db());
    const res = await create(company, {
      amount: '1.00',
      lines: [
        { description: 'Tile labor', quantity: '2.5', unitPrice: '19.99' },
        { description: 'Grout', quantity: 3, unitPrice: '0.35' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '51.03',
      lines: [
        { description: 'Tile labor', quantity: '2.50', unitPrice: '19.99', amount: '49.98' },
        { description: 'Grout', quantity: '3.00', unitPrice: '0.35', amount: '1.05' },
      ],
    });
  });

  it("answers 400 with the fields' messages, 409 for a number taken, 403 for employees", async () => {
    const company = await createCompany(db());
    const zero = await create(company, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual([{ path: 'amount', message: invoiceMessages.amount }]);
    // An empty field of the form reads as no amount.
    const empty = await create(company, { amount: '' });
    expect(empty.json().errors).toEqual([{ path: 'amount', message: invoiceMessages.amount }]);
    // Below 0 breaks the same rule and gets the same sentence (docs/product.md#invoices), not money()'s own.
    const negative = await create(company, { amount: '-5' });
    expect(negative.json().errors).toEqual([{ path: 'amount', message: invoiceMessages.amount }]);
    const dates = await create(company, { amount: 5, issueDate: '2026-11-10', dueDate: '2026-11-01' });
    expect(dates.json().errors).toEqual([{ path: 'dueDate', message: invoiceMessages.dueDate }]);
    const first = await create(company, { invoiceNumber: 'INV-1001', amount: 5 });
    expect(first.statusCode).toBe(201);
    const again = await create(company, { invoiceNumber: 'INV-1001', amount: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'invoiceNumber', message: invoiceMessages.numberTaken }]);
    // Another company may use the same number.
    const other = await createCompany(db());
    expect((await create(other, { invoiceNumber: 'INV-1001', amount: 5 })).statusCode).toBe(201);
    expect((await create(company, { amount: 5 }, company.employee.cookie)).statusCode).toBe(403);
  });

  it("refuses another company's project on its field", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const { projectId } = await customerProject(other);
    const res = await create(company, { amount: 5, projectId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'projectId', message: 'Project not found' }]);
  });
});

describe('changing invoices', () => {
  it('edits fields and replaces lines; the amount follows the lines', async () => {
    const company = await createCompany(db());
    const made = (await create(company, { amount: 100 })).json();
    const res = await call(t.app, 'PATCH', `/api/invoices/${made.id}`, {
      cookie: company.admin.cookie,
      body: { title: 'Bathroom', lines: [{ description: 'Vanity', quantity: 1, unitPrice: '890.00' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Bathroom', amount: '890.00', lines: [{ amount: '890.00' }] });
    const amountWithLines = await call(t.app, 'PATCH', `/api/invoices/${made.id}`, {
      cookie: company.admin.cookie,
      body: { amount: '5.00' },
    });
    expect(amountWithLines.statusCode).toBe(400);
    const backToOne = await call(t.app, 'PATCH', `/api/invoices/${made.id}`, {
      cookie: company.admin.cookie,
      body: { lines: [], amount: '900.00' },
    });
    expect(backToOne.json()).toMatchObject({ amount: '900.00', lines: [] });
    expect(await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, made.id))).toEqual([]);
  });

  it('marks paid with the payment date; a paid invoice is not cancelled; cancelled stays as it is', async () => {
    const company = await createCompany(db());
    const paid = (await create(company, { amount: 100 })).json();
    const res = await call(t.app, 'POST', `/api/invoices/${paid.id}/mark-paid`, {
      cookie: company.manager.cookie,
      body: { paidDate: '2026-11-20' },
    });
    expect(res.json()).toMatchObject({ isPaid: true, status: 'paid', paidDate: '2026-11-20' });
    const cancelPaid = await call(t.app, 'POST', `/api/invoices/${paid.id}/cancel`, {
      cookie: company.admin.cookie,
    });
    expect(cancelPaid.statusCode).toBe(409);

    const open = (await create(company, { amount: 100 })).json();
    const cancelled = await call(t.app, 'POST', `/api/invoices/${open.id}/cancel`, {
      cookie: company.admin.cookie,
    });
    expect(cancelled.json().status).toBe('cancelled');
    const edit = await call(t.app, 'PATCH', `/api/invoices/${open.id}`, {
      cookie: company.admin.cookie,
      body: { title: 'x' },
    });
    expect(edit.statusCode).toBe(409);
  });

  it("deletes; employees change nothing; another company's invoice is 404", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const made = (await create(company, { amount: 100 })).json();
    const url = `/api/invoices/${made.id}`;
    expect((await call(t.app, 'GET', url, { cookie: company.employee.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', url, { cookie: company.employee.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, { cookie: other.admin.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', url, { cookie: other.admin.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', url, { cookie: company.manager.cookie })).statusCode).toBe(204);
    expect(await db().select().from(invoices).where(eq(invoices.id, made.id))).toEqual([]);
  });
});

describe('the status an invoice shows', () => {
  it('is Overdue when sent, unpaid and past due; the list filters on it', async () => {
    const company = await createCompany(db());
    const past = '2024-01-31';
    const overdue = (await create(company, { amount: 10, status: 'sent', dueDate: past })).json();
    const draft = (await create(company, { amount: 10, status: 'draft', dueDate: past })).json();
    const sent = (await create(company, { amount: 10, status: 'sent', dueDate: '2999-01-01' })).json();
    const paid = (await create(company, { amount: 10, status: 'sent', isPaid: true, dueDate: past })).json();
    const cancelled = (await create(company, { amount: 10, status: 'cancelled', dueDate: past })).json();
    const list = async (status?: string) => {
      const url = `/api/companies/${company.id}/invoices${status ? `?status=${status}` : ''}`;
      return (await call(t.app, 'GET', url, { cookie: company.employee.cookie })).json() as {
        id: number;
        overdue: boolean;
      }[];
    };
    const all = await list();
    expect(all.filter((i) => i.overdue).map((i) => i.id)).toEqual([overdue.id]);
    expect((await list('overdue')).map((i) => i.id)).toEqual([overdue.id]);
    expect((await list('sent')).map((i) => i.id)).toEqual([sent.id]);
    expect((await list('draft')).map((i) => i.id)).toEqual([draft.id]);
    expect((await list('paid')).map((i) => i.id)).toEqual([paid.id]);
    expect((await list('cancelled')).map((i) => i.id)).toEqual([cancelled.id]);
  });
});
