import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetActuals } from '#domain/contracts/expenses';
import type { PurchaseOrderView } from '#domain/contracts/purchase-orders';
import type { VendorBillView } from '#domain/contracts/vendor-bills';
import type { Database } from '../../db/open';
import { mailOutbox, vendorBills, vendors } from '../../db/schema/index';
import { aBudgetItem, aProject, aVendor } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { multipart, pdfBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';
import { startSmtpPeer } from '../auth/password-reset.test-smtp';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let database: Database;
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  // A database of its own: another test's due mail must not reach this file's SMTP server (nor the reverse).
  database = await openPrivateTestDatabase();
  t = await createTestApp({ database, config: { SMTP_URL: smtp.url } });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
});
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

const db = () => t.database.db;

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A project with a 'Framing' group holding two lines, Lumber and Cabinets, and a vendor with an e-mail. */
async function job(company: TestCompany = a) {
  const project = await aProject(db(), company.id, { name: `Kitchen ${unique()}` });
  const group = await aBudgetItem(db(), project, { type: 'group', name: 'Framing' });
  const lumber = await aBudgetItem(db(), project, { parentId: group.id, name: 'Lumber', unitCost: '500' });
  const cabinets = await aBudgetItem(db(), project, {
    parentId: group.id,
    name: 'Cabinets',
    unitCost: '3000',
  });
  const email = `orders-${unique()}@supply.example`;
  const vendor = await aVendor(db(), company.id, { name: `Front Range Supply ${unique()}`, email });
  return { project, group, lumber, cabinets, vendor, email };
}
type Job = Awaited<ReturnType<typeof job>>;

const createOrder = (j: Job, cookie = a.manager.cookie, lines?: unknown[]) =>
  call(t.app, 'POST', `/api/projects/${j.project.id}/purchase-orders`, {
    cookie,
    body: {
      vendorId: j.vendor.id,
      deliveryDate: '2026-12-10',
      notes: 'Deliver to the side door',
      lines: lines ?? [
        { description: '2x4 studs', quantity: '3', unitCost: '33.33', budgetItemId: j.lumber.id },
        { description: 'Base cabinets', quantity: 1, unitCost: '2500.00', budgetItemId: j.cabinets.id },
      ],
    },
  });

const enterBill = (j: Job, body: Record<string, unknown>, cookie = a.manager.cookie) =>
  call(t.app, 'POST', `/api/companies/${a.id}/bills`, {
    cookie,
    body: { vendorId: j.vendor.id, number: `B-${unique()}`, date: '2026-11-20', ...body },
  });

async function actuals(j: Job) {
  const answer = await ok<BudgetActuals>(
    await call(t.app, 'GET', `/api/projects/${j.project.id}/budget/actuals`, { cookie: a.employee.cookie }),
  );
  const line = (id: number) =>
    answer.items.find((i) => i.id === id) ?? { actualCost: '0', committedCost: '0' };
  return {
    answer,
    lumber: line(j.lumber.id),
    cabinets: line(j.cabinets.id),
    group: line(j.group.id),
  };
}

/** Waits for the background sender (woken by the commit's NOTIFY) to deliver the mail to `to`. */
async function delivered(to: string, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`mail to ${to} not delivered`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('purchase orders', () => {
  it('numbers a draft per company, totals it to the cent, and commits nothing until it is sent', async () => {
    const j = await job();
    const first = await ok<PurchaseOrderView>(await createOrder(j), 201);
    const second = await ok<PurchaseOrderView>(await createOrder(j), 201);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(first).toMatchObject({
      status: 'draft',
      vendorName: j.vendor.name,
      deliveryDate: '2026-12-10',
      total: '2599.99',
      billed: '0.00',
      unbilled: '2599.99',
      canManage: true,
    });
    expect(first.lines.map((l) => [l.amount, l.budgetItemName])).toEqual([
      ['99.99', 'Lumber'],
      ['2500.00', 'Cabinets'],
    ]);
    expect((await actuals(j)).answer.totalCommitted).toBe('0.00');
    // Company B's first order is its own PO-1: numbers are counted per company.
    const other = await job(b);
    const theirs = await ok<PurchaseOrderView>(await createOrder(other, b.admin.cookie), 201);
    expect(theirs.number).toBe('PO-1');
  });

  it('e-mails the vendor the order as a PDF when sent, and its lines become committed cost', async () => {
    const j = await job();
    const order = await ok<PurchaseOrderView>(await createOrder(j), 201);
    expect(
      (await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, { cookie: a.employee.cookie }))
        .statusCode,
    ).toBe(403);
    const sent = await ok<PurchaseOrderView>(
      await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, { cookie: a.manager.cookie }),
    );
    expect(sent).toMatchObject({ status: 'sent', sentTo: j.email });
    const mail = await delivered(j.email);
    expect(mail.raw).toContain(`Subject: Purchase order ${order.number} from Alpha Remodeling`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=purchase-order-PO-\d+\.pdf/);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, j.email));
    expect(Buffer.from(row!.attachments![0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );

    const after = await actuals(j);
    expect(after.lumber).toMatchObject({ actualCost: '0.00', committedCost: '99.99' });
    expect(after.cabinets).toMatchObject({ actualCost: '0.00', committedCost: '2500.00' });
    expect(after.group).toMatchObject({ committedCost: '2599.99' });
    expect(after.answer.totalCommitted).toBe('2599.99');
    // Sent is final: no edit, no second send.
    const edit = await call(t.app, 'PATCH', `/api/purchase-orders/${order.id}`, {
      cookie: a.manager.cookie,
      body: { notes: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect(
      (await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, { cookie: a.admin.cookie }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses to send to a vendor without an e-mail address, and the order stays a draft', async () => {
    const j = await job();
    const order = await ok<PurchaseOrderView>(await createOrder(j), 201);
    await db().update(vendors).set({ email: null }).where(eq(vendors.id, j.vendor.id));
    const res = await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, {
      cookie: a.manager.cookie,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'The vendor has no e-mail address. Add one to the vendor before sending.',
    );
    const again = await ok<PurchaseOrderView>(
      await call(t.app, 'GET', `/api/purchase-orders/${order.id}`, { cookie: a.employee.cookie }),
    );
    expect(again.status).toBe('draft');
  });

  it('edits a draft: sent lines replace the lines and the total follows', async () => {
    const j = await job();
    const order = await ok<PurchaseOrderView>(await createOrder(j), 201);
    const edited = await ok<PurchaseOrderView>(
      await call(t.app, 'PATCH', `/api/purchase-orders/${order.id}`, {
        cookie: a.manager.cookie,
        headers: { 'if-match': `"${order.version}"` },
        body: {
          lines: [{ description: 'Studs', quantity: '0.5', unitCost: '0.05', budgetItemId: j.lumber.id }],
        },
      }),
    );
    // 0.5 x 0.05 = 0.025, rounded to the cent by the database.
    expect(edited).toMatchObject({ total: '0.03', lines: [{ amount: '0.03', quantity: '0.50' }] });
  });

  it('answers 400 on the field for a bad budget line, vendor or quantity, writing nothing', async () => {
    const j = await job();
    const theirs = await job(b);
    const cases: [unknown, string, string][] = [
      [
        { budgetItemId: j.group.id },
        'lines.0.budgetItemId',
        'Please choose a budget line (not a group) of this project',
      ],
      [
        { budgetItemId: theirs.lumber.id },
        'lines.0.budgetItemId',
        'Please choose a budget line of this project',
      ],
      [{ quantity: '0' }, 'lines.0.quantity', 'Quantity must be a number greater than 0'],
      [{ quantity: '' }, 'lines.0.quantity', 'Quantity must be a number greater than 0'],
      [
        { unitCost: '-1' },
        'lines.0.unitCost',
        'Unit cost must be a number of dollars, 0 or more, with at most 2 decimals',
      ],
    ];
    for (const [change, path, message] of cases) {
      const line = {
        description: 'Studs',
        quantity: '1',
        unitCost: '1',
        budgetItemId: j.lumber.id,
        ...(change as object),
      };
      const res = await createOrder(j, a.manager.cookie, [line]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const foreignVendor = await call(t.app, 'POST', `/api/projects/${j.project.id}/purchase-orders`, {
      cookie: a.manager.cookie,
      body: {
        vendorId: theirs.vendor.id,
        lines: [{ description: 'x', quantity: 1, unitCost: 1, budgetItemId: j.lumber.id }],
      },
    });
    expect(foreignVendor.statusCode).toBe(400);
    expect(foreignVendor.json().errors).toEqual([{ path: 'vendorId', message: 'Please choose a vendor' }]);
    const list = await ok<unknown[]>(
      await call(t.app, 'GET', `/api/projects/${j.project.id}/purchase-orders`, {
        cookie: a.employee.cookie,
      }),
    );
    expect(list).toEqual([]);
  });
});

describe('vendor bills against purchase orders', () => {
  async function sentOrder(j: Job) {
    const order = await ok<PurchaseOrderView>(await createOrder(j), 201);
    return ok<PurchaseOrderView>(
      await call(t.app, 'POST', `/api/purchase-orders/${order.id}/send`, { cookie: a.manager.cookie }),
    );
  }

  it('moves cost from committed to actual as bills arrive, to the cent, beside expenses', async () => {
    const j = await job();
    const order = await sentOrder(j);
    const expense = await call(t.app, 'POST', `/api/companies/${a.id}/expenses`, {
      cookie: a.employee.cookie,
      body: {
        amount: '10.10',
        category: 'materials',
        description: 'Nails',
        date: '2026-11-19',
        projectId: j.project.id,
        budgetItemId: j.lumber.id,
      },
    });
    expect(expense.statusCode, expense.body).toBe(201);

    const bill = await ok<VendorBillView>(
      await enterBill(j, {
        purchaseOrderId: order.id,
        dueDate: '2026-12-20',
        lines: [
          { budgetItemId: j.lumber.id, amount: '50.00', description: 'Studs, first load' },
          { budgetItemId: j.cabinets.id, amount: '1000.01' },
        ],
      }),
      201,
    );
    expect(bill).toMatchObject({
      total: '1050.01',
      amountPaid: '0.00',
      balance: '1050.01',
      status: 'unpaid',
      purchaseOrderNumber: order.number,
    });
    const partly = await ok<PurchaseOrderView>(
      await call(t.app, 'GET', `/api/purchase-orders/${order.id}`, { cookie: a.employee.cookie }),
    );
    expect(partly).toMatchObject({ status: 'partially_billed', billed: '1050.01', unbilled: '1549.98' });
    let now = await actuals(j);
    expect(now.lumber).toMatchObject({ actualCost: '60.10', committedCost: '49.99' });
    expect(now.cabinets).toMatchObject({ actualCost: '1000.01', committedCost: '1499.99' });
    expect(now.group).toMatchObject({ actualCost: '1060.11', committedCost: '1549.98' });
    expect(now.answer).toMatchObject({
      totalExpenses: '10.10',
      totalBills: '1050.01',
      totalActual: '1060.11',
      totalCommitted: '1549.98',
    });

    // Above what is still open on the order: asked first, and nothing is written until confirmed.
    const over = {
      purchaseOrderId: order.id,
      number: `B-${unique()}`,
      lines: [{ budgetItemId: j.cabinets.id, amount: '1600.00' }],
    };
    const asked = await enterBill(j, over);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      message: `This bill ($1,600.00) is more than what is still open on ${order.number} ($1,549.98). Save it anyway?`,
      errors: [{ path: 'confirmOverOrder' }],
    });
    expect(await db().select().from(vendorBills).where(eq(vendorBills.number, over.number))).toEqual([]);
    await ok(await enterBill(j, { ...over, confirmOverOrder: true }), 201);
    const billed = await ok<PurchaseOrderView>(
      await call(t.app, 'GET', `/api/purchase-orders/${order.id}`, { cookie: a.employee.cookie }),
    );
    expect(billed).toMatchObject({ status: 'billed', billed: '2650.01', unbilled: '0.00' });
    now = await actuals(j);
    expect(now.lumber).toMatchObject({ actualCost: '60.10', committedCost: '0.00' });
    expect(now.cabinets).toMatchObject({ actualCost: '2600.01', committedCost: '0.00' });
    expect(now.answer.totalCommitted).toBe('0.00');
    // A billed order is done: no more bills, no void.
    expect(
      (await enterBill(j, { purchaseOrderId: order.id, lines: [{ budgetItemId: j.lumber.id, amount: '1' }] }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, 'POST', `/api/purchase-orders/${order.id}/void`, { cookie: a.manager.cookie }))
        .statusCode,
    ).toBe(409);
  });

  it('voiding an open order releases what it had not billed', async () => {
    const j = await job();
    const order = await sentOrder(j);
    await ok(
      await enterBill(j, {
        purchaseOrderId: order.id,
        lines: [{ budgetItemId: j.lumber.id, amount: '9.99' }],
      }),
      201,
    );
    expect((await actuals(j)).lumber).toMatchObject({ actualCost: '9.99', committedCost: '90.00' });
    const voided = await ok<PurchaseOrderView>(
      await call(t.app, 'POST', `/api/purchase-orders/${order.id}/void`, { cookie: a.admin.cookie }),
    );
    expect(voided.status).toBe('void');
    const after = await actuals(j);
    expect(after.lumber).toMatchObject({ actualCost: '9.99', committedCost: '0.00' });
    expect(after.answer.totalCommitted).toBe('0.00');
  });

  it('refuses a bill whose order is another vendor’s or project’s, a draft, or whose lines span projects', async () => {
    const j = await job();
    const k = await job();
    const order = await sentOrder(j);
    const draft = await ok<PurchaseOrderView>(await createOrder(j), 201);
    const line = [{ budgetItemId: j.lumber.id, amount: '1.00' }];
    const otherVendor = await call(t.app, 'POST', `/api/companies/${a.id}/bills`, {
      cookie: a.manager.cookie,
      body: {
        vendorId: k.vendor.id,
        number: 'X1',
        date: '2026-11-20',
        purchaseOrderId: order.id,
        lines: line,
      },
    });
    expect(otherVendor.json().errors).toEqual([
      { path: 'purchaseOrderId', message: 'The purchase order is for another vendor.' },
    ]);
    expect((await enterBill(j, { purchaseOrderId: draft.id, lines: line })).statusCode).toBe(409);
    const spans = await enterBill(j, { lines: [...line, { budgetItemId: k.lumber.id, amount: '1.00' }] });
    expect(spans.statusCode).toBe(400);
    expect(spans.json().errors).toEqual([
      { path: 'lines.1.budgetItemId', message: 'A bill’s lines must all be on budget lines of one project.' },
    ]);
    const theirs = await job(b);
    const foreignOrder = await enterBill(j, {
      purchaseOrderId: (await ok<PurchaseOrderView>(await createOrder(theirs, b.admin.cookie), 201)).id,
      lines: line,
    });
    expect(foreignOrder.json().errors).toEqual([
      { path: 'purchaseOrderId', message: 'Please choose a purchase order' },
    ]);
  });

  it('is paid in parts up to its balance; a second bill of the same number from the vendor is refused', async () => {
    const j = await job();
    const bill = await ok<VendorBillView>(
      await enterBill(j, { number: 'INV-778', lines: [{ budgetItemId: j.lumber.id, amount: '100.01' }] }),
      201,
    );
    expect(bill.purchaseOrderId).toBeNull();
    expect((await actuals(j)).lumber).toMatchObject({ actualCost: '100.01', committedCost: '0.00' });
    const dup = await enterBill(j, {
      number: 'INV-778',
      lines: [{ budgetItemId: j.lumber.id, amount: '1' }],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([
      { path: 'number', message: 'This vendor already has a bill numbered INV-778.' },
    ]);

    const pay = (amount: string, cookie = a.manager.cookie) =>
      call(t.app, 'POST', `/api/bills/${bill.id}/payments`, {
        cookie,
        body: { amount, date: '2026-11-25', method: 'check', reference: '1042' },
      });
    expect((await pay('1.00', a.employee.cookie)).statusCode).toBe(403);
    expect(await ok<VendorBillView>(await pay('60.00'), 201)).toMatchObject({
      amountPaid: '60.00',
      balance: '40.01',
      status: 'partially_paid',
    });
    const tooMuch = await pay('40.02');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      { path: 'amount', message: 'The payment is more than the bill’s balance ($40.01).' },
    ]);
    const paid = await ok<VendorBillView>(await pay('40.01'), 201);
    expect(paid).toMatchObject({ amountPaid: '100.01', balance: '0.00', status: 'paid' });
    expect(paid.payments.map((p) => p.amount)).toEqual(['60.00', '40.01']);
    expect((await pay('0.01')).statusCode).toBe(409);
    const zero = await pay('0');
    expect(zero.json().errors).toEqual([{ path: 'amount', message: 'Amount must be greater than 0' }]);

    const list = await ok<VendorBillView[]>(
      await call(t.app, 'GET', `/api/companies/${a.id}/bills?projectId=${j.project.id}`, {
        cookie: a.employee.cookie,
      }),
    );
    expect(list.map((x) => [x.number, x.status, x.total])).toEqual([['INV-778', 'paid', '100.01']]);
  });

  it('lists the company’s bills filtered by payment state and vendor or number, paged with their total', async () => {
    const j = await job();
    const enter = async (number: string, date: string, amount: string) =>
      ok<VendorBillView>(
        await enterBill(j, { number, date, lines: [{ budgetItemId: j.lumber.id, amount }] }),
        201,
      );
    const payBill = async (bill: VendorBillView, amount: string) =>
      ok(
        await call(t.app, 'POST', `/api/bills/${bill.id}/payments`, {
          cookie: a.manager.cookie,
          body: { amount, date: '2026-11-25' },
        }),
        201,
      );
    await payBill(await enter('Q-1', '2026-10-01', '100.00'), '100.00');
    await payBill(await enter('Q-2', '2026-10-02', '250.50'), '50.25');
    await enter('Q-3', '2026-10-03', '75.10');
    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/companies/${a.id}/bills?${query}`, {
        cookie: a.employee.cookie,
      });
      const rows = await ok<VendorBillView[]>(res);
      return { rows: rows.map((r) => [r.number, r.status, r.balance]), total: res.headers['x-total-count'] };
    };
    const vendor = encodeURIComponent(j.vendor.name);
    expect((await list(`search=${vendor}`)).rows).toEqual([
      ['Q-3', 'unpaid', '75.10'],
      ['Q-2', 'partially_paid', '200.25'],
      ['Q-1', 'paid', '0.00'],
    ]);
    expect((await list(`search=${vendor}&status=open`)).rows.map((r) => r[0])).toEqual(['Q-3', 'Q-2']);
    expect((await list(`search=${vendor}&status=paid`)).rows.map((r) => r[0])).toEqual(['Q-1']);
    expect((await list(`search=${vendor}&status=unpaid`)).rows.map((r) => r[0])).toEqual(['Q-3']);
    expect(await list(`search=${vendor}&limit=2&offset=1`)).toEqual({
      rows: [
        ['Q-2', 'partially_paid', '200.25'],
        ['Q-1', 'paid', '0.00'],
      ],
      total: '3',
    });
    // A search is literal: the LIKE wildcards match only themselves.
    expect((await list(`search=${encodeURIComponent('%')}&projectId=${j.project.id}`)).rows).toEqual([]);
    const bad = await call(t.app, 'GET', `/api/companies/${a.id}/bills?status=overdue`, {
      cookie: a.employee.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the vendor’s document with the bill, for the company only', async () => {
    const j = await job();
    const bill = await ok<VendorBillView>(
      await enterBill(j, { lines: [{ budgetItemId: j.lumber.id, amount: '5' }] }),
      201,
    );
    const body = multipart({}, { name: 'bill-778.pdf', type: 'application/pdf', bytes: pdfBytes });
    const upload = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bills/${bill.id}/document`,
        headers: { cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    expect((await upload(a.employee.cookie)).statusCode).toBe(403);
    const res = await upload(a.manager.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('bill-778.pdf');
    const file = await call(t.app, 'GET', `/api/bills/${bill.id}/document`, { cookie: a.employee.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect(
      (await call(t.app, 'GET', `/api/bills/${bill.id}/document`, { cookie: b.admin.cookie })).statusCode,
    ).toBe(404);
  });
});
