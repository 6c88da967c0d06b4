import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/** Payments received (decision 0267), on the embedded database and on PostgreSQL (TEST_DATABASE_URL). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

type Answer = Record<string, unknown> & { id: number };

async function ok(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Answer;
}

async function setUp() {
  const company = await createCompany(db());
  const customer = await aCustomer(db(), company.id, { firstName: 'Ivy', lastName: 'Client' });
  const project = await aProject(db(), company.id, { customerId: customer!.id, name: 'Kitchen' });
  return { company, projectId: project!.id, customerId: customer!.id };
}

const createInvoice = (company: TestCompany, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/companies/${company.id}/invoices`, {
    cookie: company.manager.cookie,
    body: { invoiceNumber: `INV-${unique()}`, status: 'sent', issueDate: '2026-03-02', ...body },
  }).then((res) => ok(res, 201));

const pay = (company: TestCompany, invoiceId: number, body: Record<string, unknown>, cookie?: string) =>
  call(t.app, 'POST', `/api/invoices/${invoiceId}/payments`, {
    cookie: cookie ?? company.manager.cookie,
    body: { method: 'check', date: '2026-03-10', ...body },
  });

const invoice = (company: TestCompany, id: number) =>
  call(t.app, 'GET', `/api/invoices/${id}`, { cookie: company.employee.cookie }).then((r) => ok(r));

const summary = (company: TestCompany, query = '') =>
  call(t.app, 'GET', `/api/companies/${company.id}/finances/summary${query}`, {
    cookie: company.employee.cookie,
  }).then((r) => ok(r));

describe('payments of an invoice', () => {
  it('take the balance down to the cent, partially paid until it is 0, then paid', async () => {
    const { company, projectId } = await setUp();
    const inv = await createInvoice(company, { amount: '1000.01', projectId });
    expect(inv).toMatchObject({ amountPaid: '0.00', balanceDue: '1000.01', paymentStatus: 'unpaid' });

    const first = await ok(await pay(company, inv.id, { amount: '333.33', reference: 'Check 1042' }), 201);
    expect(first).toMatchObject({
      invoiceId: inv.id,
      projectId,
      amount: '333.33',
      date: '2026-03-10',
      method: 'check',
      reference: 'Check 1042',
      note: null,
    });
    expect(await invoice(company, inv.id)).toMatchObject({
      amountPaid: '333.33',
      balanceDue: '666.68',
      paymentStatus: 'partially_paid',
      isPaid: false,
      status: 'sent',
    });

    await ok(await pay(company, inv.id, { amount: 0.1, method: 'cash', date: '2026-03-11' }), 201);
    expect(await invoice(company, inv.id)).toMatchObject({ amountPaid: '333.43', balanceDue: '666.58' });

    // One cent more than the balance is refused on the field, and writes nothing.
    const over = await pay(company, inv.id, { amount: '666.59' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: 'Payment exceeds the balance due',
      errors: [{ path: 'amount', message: 'Payment exceeds the balance due' }],
    });
    expect(await invoice(company, inv.id)).toMatchObject({ balanceDue: '666.58' });

    await ok(await pay(company, inv.id, { amount: '666.58', method: 'ach', date: '2026-04-02' }), 201);
    expect(await invoice(company, inv.id)).toMatchObject({
      amountPaid: '1000.01',
      balanceDue: '0.00',
      paymentStatus: 'paid',
      isPaid: true,
      status: 'paid',
      // The day of the payment that settled it.
      paidDate: '2026-04-02',
    });
    // Nothing more is taken once paid.
    expect((await pay(company, inv.id, { amount: '0.01' })).statusCode).toBe(400);

    const list = await call(t.app, 'GET', `/api/invoices/${inv.id}/payments`, {
      cookie: company.employee.cookie,
    });
    expect((list.json() as Answer[]).map((p) => [p.amount, p.method, p.date])).toEqual([
      ['333.33', 'check', '2026-03-10'],
      ['0.10', 'cash', '2026-03-11'],
      ['666.58', 'ach', '2026-04-02'],
    ]);
  });

  it('deleting a payment (admins and managers) reopens the balance; employees record and delete none', async () => {
    const { company } = await setUp();
    const inv = await createInvoice(company, { amount: '500.00' });
    const p1 = await ok(await pay(company, inv.id, { amount: '200.00' }), 201);
    const p2 = await ok(await pay(company, inv.id, { amount: '300.00' }), 201);
    expect(await invoice(company, inv.id)).toMatchObject({ paymentStatus: 'paid' });

    expect((await pay(company, inv.id, { amount: '1.00' }, company.employee.cookie)).statusCode).toBe(403);
    const byEmployee = await call(t.app, 'DELETE', `/api/payments/${p1.id}`, {
      cookie: company.employee.cookie,
    });
    expect(byEmployee.statusCode).toBe(403);

    const removed = await call(t.app, 'DELETE', `/api/payments/${p2.id}`, { cookie: company.admin.cookie });
    expect(removed.statusCode).toBe(204);
    expect(await invoice(company, inv.id)).toMatchObject({
      amountPaid: '200.00',
      balanceDue: '300.00',
      paymentStatus: 'partially_paid',
      isPaid: false,
      status: 'sent',
      paidDate: null,
    });
    const again = await call(t.app, 'DELETE', `/api/payments/${p2.id}`, { cookie: company.admin.cookie });
    expect(again.statusCode).toBe(404);

    // Another company's payment is not found.
    const other = await createCompany(db());
    const foreign = await call(t.app, 'DELETE', `/api/payments/${p1.id}`, { cookie: other.admin.cookie });
    expect(foreign.statusCode).toBe(404);
  });

  it('correcting a payment keeps it within the balance, and a stale version answers 409', async () => {
    const { company } = await setUp();
    const inv = await createInvoice(company, { amount: '100.00' });
    const p = await ok(await pay(company, inv.id, { amount: '40.00' }), 201);
    const patch = (body: Record<string, unknown>, ifMatch?: string) =>
      call(t.app, 'PATCH', `/api/payments/${p.id}`, {
        cookie: company.manager.cookie,
        body,
        headers: ifMatch ? { 'if-match': ifMatch } : undefined,
      });
    expect((await patch({ amount: '100.01' })).statusCode).toBe(400);
    const changed = await ok(await patch({ amount: '100.00', date: '2026-03-12' }, `"${p.version}"`));
    expect(changed).toMatchObject({ amount: '100.00', date: '2026-03-12' });
    expect(await invoice(company, inv.id)).toMatchObject({ paymentStatus: 'paid', paidDate: '2026-03-12' });
    expect((await patch({ note: 'late' }, `"${p.version}"`)).statusCode).toBe(409);
  });

  it('mark paid is one payment of the balance; mark unpaid removes the payments', async () => {
    const { company } = await setUp();
    const inv = await createInvoice(company, { amount: '250.00' });
    await ok(await pay(company, inv.id, { amount: '50.00' }), 201);
    const paid = await call(t.app, 'POST', `/api/invoices/${inv.id}/mark-paid`, {
      cookie: company.manager.cookie,
      body: { paidDate: '2026-03-20' },
    });
    expect(await ok(paid)).toMatchObject({
      paymentStatus: 'paid',
      balanceDue: '0.00',
      paidDate: '2026-03-20',
    });
    const list = await call(t.app, 'GET', `/api/invoices/${inv.id}/payments`, {
      cookie: company.admin.cookie,
    });
    expect((list.json() as Answer[]).map((p) => [p.amount, p.method, p.date])).toEqual([
      ['50.00', 'check', '2026-03-10'],
      ['200.00', 'other', '2026-03-20'],
    ]);

    const unpaid = await call(t.app, 'PATCH', `/api/invoices/${inv.id}`, {
      cookie: company.manager.cookie,
      body: { isPaid: false },
    });
    expect(await ok(unpaid)).toMatchObject({ paymentStatus: 'unpaid', balanceDue: '250.00', isPaid: false });
    const none = await call(t.app, 'GET', `/api/invoices/${inv.id}/payments`, {
      cookie: company.admin.cookie,
    });
    expect(none.json()).toEqual([]);
  });

  it('refuses an amount below what was paid, payments on a cancelled invoice, and cancelling one with payments', async () => {
    const { company } = await setUp();
    const inv = await createInvoice(company, { amount: '300.00' });
    await ok(await pay(company, inv.id, { amount: '120.00' }), 201);
    const lower = await call(t.app, 'PATCH', `/api/invoices/${inv.id}`, {
      cookie: company.manager.cookie,
      body: { amount: '119.99' },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors[0].path).toBe('amount');
    // A raised amount leaves it partially paid with the new balance.
    const raised = await call(t.app, 'PATCH', `/api/invoices/${inv.id}`, {
      cookie: company.manager.cookie,
      body: { amount: '400.00' },
    });
    expect(await ok(raised)).toMatchObject({ balanceDue: '280.00', paymentStatus: 'partially_paid' });
    const cancel = await call(t.app, 'POST', `/api/invoices/${inv.id}/cancel`, {
      cookie: company.manager.cookie,
    });
    expect(cancel.statusCode).toBe(409);

    const other = await createInvoice(company, { amount: '10.00' });
    await ok(
      await call(t.app, 'POST', `/api/invoices/${other.id}/cancel`, { cookie: company.manager.cookie }),
    );
    expect((await pay(company, other.id, { amount: '1.00' })).statusCode).toBe(409);
  });
});

describe('what payments move', () => {
  it('Collected and Outstanding follow payments by their dates, and the project card its payments', async () => {
    const { company, projectId } = await setUp();
    const inv = await createInvoice(company, { amount: '1200.00', projectId, issueDate: '2026-02-01' });
    await ok(await pay(company, inv.id, { amount: '450.25', date: '2026-03-05' }), 201);
    await ok(await pay(company, inv.id, { amount: '149.75', date: '2026-04-05' }), 201);
    expect(await summary(company)).toMatchObject({ totalOutstanding: '600.00', totalCollected: '600.00' });
    expect(await summary(company, '?from=2026-03-01&to=2026-03-31')).toMatchObject({
      totalCollected: '450.25',
      totalOutstanding: '0.00',
    });
    expect(await summary(company, '?from=2026-04-01&to=2026-04-30')).toMatchObject({
      totalCollected: '149.75',
    });
    const card = await call(t.app, 'GET', `/api/projects/${projectId}/summary`, {
      cookie: company.employee.cookie,
    });
    expect(await ok(card)).toMatchObject({ collected: '600.00' });
  });

  it('the dashboard counts revenue by the months payments came in', async () => {
    const { company } = await setUp();
    t.setNow(new Date('2026-04-20T15:00:00Z'));
    try {
      const inv = await createInvoice(company, { amount: '1000.00' });
      await ok(await pay(company, inv.id, { amount: '300.00', date: '2026-03-31' }), 201);
      await ok(await pay(company, inv.id, { amount: '200.50', date: '2026-04-01' }), 201);
      const dash = await ok(
        await call(t.app, 'GET', '/api/dashboard/summary', { cookie: company.employee.cookie }),
      );
      expect((dash.stats as Record<string, unknown>).revenueThisMonth).toBe('200.50');
      expect((dash.stats as Record<string, unknown>).pendingInvoices).toBe(1);
      expect(dash.revenueYtd).toBe('500.50');
      expect((dash.revenueByMonth as { month: string; total: string }[]).slice(-2)).toEqual([
        { month: '2026-03', total: '300.00' },
        { month: '2026-04', total: '200.50' },
      ]);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('deposits on account', () => {
  it("are collected on their date and applied to the project's next invoice, a larger one split", async () => {
    const { company, projectId, customerId } = await setUp();
    const deposit = (amount: string, date: string) =>
      call(t.app, 'POST', `/api/projects/${projectId}/deposits`, {
        cookie: company.manager.cookie,
        body: { amount, date, method: 'bank_transfer', reference: 'Wire 77' },
      }).then((r) => ok(r, 201));
    const d1 = await deposit('250.00', '2026-01-10');
    expect(d1).toMatchObject({ invoiceId: null, projectId, customerId, amount: '250.00' });
    await deposit('1000.00', '2026-01-12');
    expect(await summary(company)).toMatchObject({ totalCollected: '1250.00' });
    const both = await call(t.app, 'GET', `/api/projects/${projectId}/deposits`, {
      cookie: company.employee.cookie,
    });
    expect(both.json()).toMatchObject({ total: '1250.00' });

    // The first invoice takes the first deposit whole and 750.00 of the second.
    const first = await createInvoice(company, { amount: '1000.00', projectId });
    expect(first).toMatchObject({ amountPaid: '1000.00', balanceDue: '0.00', paymentStatus: 'paid' });
    const left = await call(t.app, 'GET', `/api/projects/${projectId}/deposits`, {
      cookie: company.employee.cookie,
    });
    const onAccount = left.json() as { deposits: Answer[]; total: string };
    expect(onAccount.deposits.map((d) => [d.amount, d.date, d.reference])).toEqual([
      ['250.00', '2026-01-12', 'Wire 77'],
    ]);
    expect(onAccount.total).toBe('250.00');
    // The next invoice takes the rest; Collected never moved.
    const second = await createInvoice(company, { amount: '400.00', projectId });
    expect(second).toMatchObject({
      amountPaid: '250.00',
      balanceDue: '150.00',
      paymentStatus: 'partially_paid',
    });
    expect(await summary(company)).toMatchObject({ totalCollected: '1250.00', totalOutstanding: '150.00' });
    const none = await call(t.app, 'GET', `/api/projects/${projectId}/deposits`, {
      cookie: company.employee.cookie,
    });
    expect(none.json()).toEqual({ deposits: [], total: '0.00' });

    // Employees may not take money; another company's project is not found.
    const byEmployee = await call(t.app, 'POST', `/api/projects/${projectId}/deposits`, {
      cookie: company.employee.cookie,
      body: { amount: '1.00', date: '2026-01-10', method: 'cash' },
    });
    expect(byEmployee.statusCode).toBe(403);
    const other = await createCompany(db());
    const foreign = await call(t.app, 'GET', `/api/projects/${projectId}/deposits`, {
      cookie: other.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a bad amount, date or method with the field message', async () => {
    const { company, projectId } = await setUp();
    const bad = await call(t.app, 'POST', `/api/projects/${projectId}/deposits`, {
      cookie: company.manager.cookie,
      body: { amount: '0', date: '2026-02-30', method: 'barter' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['amount', 'date', 'method']);
  });
});
