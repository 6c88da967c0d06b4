import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { payments, vendorBillLines, vendorBillPayments, vendorBills } from '../../db/schema/index';
import { aBudgetItem, aCustomer, anExpense, anInvoice, aProject, aTrade, aVendor } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { exportRows } from './export-rows';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let framingId: number;
let electricalId: number;

const db = () => t.database.db;

/**
 * A small known month of company A's money, with edges on both ends of March 2026 and records just outside it,
 * texts with commas, quotes, new lines and formula starts; and company B's records in the same month.
 */
beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(db(), 'Alpha Remodeling');
  b = await createCompany(db(), 'Beta Builders');
  const customer = await aCustomer(db(), a.id, { firstName: 'Ada', lastName: 'Lovelace' });
  const project = await aProject(db(), a.id, { name: 'Kitchen, Smith', customerId: customer.id });
  const framing = await aTrade(db(), a.id, { name: 'Framing' });
  const electrical = await aTrade(db(), a.id, { name: 'Electrical' });
  framingId = framing.id;
  electricalId = electrical.id;
  const studs = await aBudgetItem(db(), project, { name: 'Studs', tradeId: framing.id });
  const wiring = await aBudgetItem(db(), project, { name: 'Wiring', tradeId: electrical.id });
  const misc = await aBudgetItem(db(), project, { name: 'Misc' });
  const base = { customerId: customer.id, projectId: project.id };

  await anInvoice(
    db(),
    a.id,
    {
      ...base,
      invoiceNumber: 'INV-A1',
      status: 'sent',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      title: 'Kitchen phase 1',
    },
    [
      { description: 'Cabinets, "oak"\nupper', quantity: '2', unitPrice: '1234.56' },
      { description: '=SUM(A1)', quantity: '1', unitPrice: '0.01' },
    ],
  );
  const deposit = await anInvoice(db(), a.id, {
    ...base,
    invoiceNumber: 'INV-A2',
    status: 'paid',
    issueDate: '2026-03-31',
    title: 'Deposit',
    amount: '500.00',
    amountPaid: '500.00',
    isPaid: true,
  });
  await anInvoice(db(), a.id, { ...base, invoiceNumber: 'INV-A3', status: 'sent', issueDate: '2026-04-01' });
  await anInvoice(db(), a.id, { ...base, invoiceNumber: 'INV-A0', status: 'sent', issueDate: '2026-02-28' });
  await anInvoice(db(), a.id, {
    ...base,
    invoiceNumber: 'INV-DRAFT',
    status: 'draft',
    issueDate: '2026-03-10',
  });
  await anInvoice(db(), a.id, {
    ...base,
    invoiceNumber: 'INV-VOID',
    status: 'cancelled',
    issueDate: '2026-03-10',
  });

  await db()
    .insert(payments)
    .values([
      {
        companyId: a.id,
        invoiceId: deposit.id,
        ...base,
        amount: '500.00',
        date: '2026-03-15',
        method: 'check',
        reference: '1001',
      },
      { companyId: a.id, invoiceId: deposit.id, ...base, amount: '0.01', date: '2026-02-28', method: 'cash' },
    ]);

  await anExpense(db(), a.id, {
    date: '2026-03-10',
    description: 'Dumpster +fee',
    category: 'equipment',
    amount: '99.99',
    projectId: project.id,
    budgetItemId: misc.id,
    vendor: 'Haul Co',
  });
  await anExpense(db(), a.id, {
    date: '2026-03-31',
    description: 'Nails',
    vendor: '+1 Hardware',
    category: 'materials',
    amount: '10.05',
  });
  await anExpense(db(), a.id, {
    date: '2026-04-01',
    description: 'Later',
    category: 'materials',
    amount: '1.00',
  });

  const vendor = await aVendor(db(), a.id, { name: 'Front Range Supply' });
  const [bill] = await db()
    .insert(vendorBills)
    .values({
      companyId: a.id,
      projectId: project.id,
      vendorId: vendor.id,
      vendorName: vendor.name,
      number: 'B-100',
      billDate: '2026-03-05',
      dueDate: '2026-04-04',
      total: '850.25',
      amountPaid: '100.00',
    })
    .returning();
  await db()
    .insert(vendorBillLines)
    .values([
      {
        companyId: a.id,
        billId: bill!.id,
        position: 0,
        budgetItemId: studs.id,
        amount: '500.00',
        description: 'Studs, 2x4',
      },
      { companyId: a.id, billId: bill!.id, position: 1, budgetItemId: misc.id, amount: '250.25' },
      {
        companyId: a.id,
        billId: bill!.id,
        position: 2,
        budgetItemId: wiring.id,
        amount: '100.00',
        description: '@home run',
      },
    ]);
  await db()
    .insert(vendorBillPayments)
    .values([
      {
        companyId: a.id,
        billId: bill!.id,
        amount: '100.00',
        paidOn: '2026-03-20',
        method: 'check',
        reference: '-42',
      },
    ]);
  const [later] = await db()
    .insert(vendorBills)
    .values({
      companyId: a.id,
      vendorName: vendor.name,
      number: 'B-200',
      billDate: '2026-04-01',
      total: '1.00',
    })
    .returning();
  await db()
    .insert(vendorBillLines)
    .values({ companyId: a.id, billId: later!.id, position: 0, amount: '1.00' });

  // Company B's records in the same days never reach company A's files.
  const bCustomer = await aCustomer(db(), b.id, { firstName: 'Zed', lastName: 'Stranger' });
  const bInvoice = await anInvoice(db(), b.id, {
    customerId: bCustomer.id,
    invoiceNumber: 'INV-B1',
    status: 'sent',
    issueDate: '2026-03-10',
    title: 'Stranger',
  });
  await db()
    .insert(payments)
    .values({ companyId: b.id, invoiceId: bInvoice.id, amount: '5.00', date: '2026-03-10', method: 'cash' });
  await anExpense(db(), b.id, { date: '2026-03-10', description: 'Stranger expense', amount: '5.00' });
  const [bBill] = await db()
    .insert(vendorBills)
    .values({
      companyId: b.id,
      vendorName: 'Stranger Supply',
      number: 'B-STRANGER',
      billDate: '2026-03-10',
      total: '5.00',
      amountPaid: '5.00',
    })
    .returning();
  await db()
    .insert(vendorBillLines)
    .values({ companyId: b.id, billId: bBill!.id, position: 0, amount: '5.00' });
  await db()
    .insert(vendorBillPayments)
    .values({ companyId: b.id, billId: bBill!.id, amount: '5.00', paidOn: '2026-03-10' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

const MARCH = 'from=2026-03-01&to=2026-03-31';

async function exported(kind: string, query: string, cookie = a.manager.cookie, company = a.id) {
  const res = await call(t.app, 'GET', `/api/companies/${company}/exports/${kind}?${query}`, { cookie });
  return res;
}

async function csv(kind: string, layout = 'plain', query = MARCH) {
  const res = await exported(kind, `${query}&layout=${layout}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { body: res.body, disposition: String(res.headers['content-disposition']) };
}

const names = (body: unknown, cookie = a.admin.cookie) =>
  call(t.app, 'PUT', `/api/companies/${a.id}/account-names`, { cookie, body });

describe('accounting exports', () => {
  it('exports invoices in our columns, issued in the range (both edges), never drafts or cancelled', async () => {
    const { body, disposition } = await csv('invoices');
    expect(disposition).toBe('attachment; filename="invoices-2026-03-01-to-2026-03-31.csv"');
    expect(body).toBe(
      [
        'Invoice number,Customer,Project,Title,Status,Issue date,Due date,Amount,Amount paid,Balance due',
        'INV-A1,Ada Lovelace,"Kitchen, Smith",Kitchen phase 1,sent,2026-03-01,2026-03-31,2469.13,0.00,2469.13',
        'INV-A2,Ada Lovelace,"Kitchen, Smith",Deposit,paid,2026-03-31,,500.00,500.00,0.00',
        '',
      ].join('\n'),
    );
  });

  it("exports invoices in QuickBooks Online's layout with the default income account", async () => {
    await names({ names: [] });
    const { body, disposition } = await csv('invoices', 'quickbooks');
    expect(disposition).toContain('filename="invoices-quickbooks-2026-03-01-to-2026-03-31.csv"');
    expect(body).toBe(
      [
        'Invoice number,Customer,Invoice date,Due date,Memo,Item (Product/Service),Item Description,Item Quantity,Item Rate,Item Amount',
        'INV-A1,Ada Lovelace,03/01/2026,03/31/2026,Kitchen phase 1,Sales,"Cabinets, ""oak""\nupper",2.00,1234.56,2469.12',
        // A cell starting with = is written after an apostrophe, so a spreadsheet does not run it.
        "INV-A1,Ada Lovelace,03/01/2026,03/31/2026,Kitchen phase 1,Sales,'=SUM(A1),1.00,0.01,0.01",
        // No lines: the whole amount as one line; no due date: due on its date.
        'INV-A2,Ada Lovelace,03/31/2026,03/31/2026,Deposit,Sales,Deposit,1.00,500.00,500.00',
        '',
      ].join('\n'),
    );
  });

  it("exports invoices in Xero's layout with the company's income account", async () => {
    expect((await names({ names: [{ kind: 'income', key: 'sales', accountName: '200' }] })).statusCode).toBe(
      200,
    );
    const { body } = await csv('invoices', 'xero');
    expect(body.split('\n').slice(0, 2)).toEqual([
      'ContactName,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType',
      'Ada Lovelace,INV-A1,Kitchen phase 1,03/01/2026,03/31/2026,"Cabinets, ""oak""',
    ]);
    expect(body).toContain(
      "Ada Lovelace,INV-A1,Kitchen phase 1,03/01/2026,03/31/2026,'=SUM(A1),1.00,0.01,200,\n",
    );
    expect(body).toContain('Ada Lovelace,INV-A2,Deposit,03/31/2026,03/31/2026,Deposit,1.00,500.00,200,\n');
    expect(body).not.toContain('INV-A3');
  });

  it('exports payments received by their date', async () => {
    const { body } = await csv('payments');
    expect(body).toBe(
      [
        'Date,Invoice number,Customer,Project,Method,Reference,Note,Amount',
        '2026-03-15,INV-A2,Ada Lovelace,"Kitchen, Smith",Check,1001,,500.00',
        '',
      ].join('\n'),
    );
  });

  it('exports expenses with the account of their category, mapped or by default', async () => {
    await names({
      names: [{ kind: 'expense_category', key: 'materials', accountName: '5000 Job Materials' }],
    });
    const { body } = await csv('expenses');
    expect(body).toBe(
      [
        'Date,Description,Category,Account,Vendor,Project,Budget line,Amount',
        '2026-03-10,Dumpster +fee,Equipment,Equipment,Haul Co,"Kitchen, Smith",Misc,99.99',
        // '+' starts a formula too.
        "2026-03-31,Nails,Materials,5000 Job Materials,'+1 Hardware,,,10.05",
        '',
      ].join('\n'),
    );
  });

  it('exports vendor bills and their payments in our columns', async () => {
    expect((await csv('bills')).body).toBe(
      [
        'Bill number,Vendor,Project,Bill date,Due date,Total,Amount paid,Balance due',
        'B-100,Front Range Supply,"Kitchen, Smith",2026-03-05,2026-04-04,850.25,100.00,750.25',
        '',
      ].join('\n'),
    );
    expect((await csv('bill-payments')).body).toBe(
      [
        'Date,Bill number,Vendor,Project,Method,Reference,Amount',
        // '-42' starts like a formula: written after an apostrophe.
        '2026-03-20,B-100,Front Range Supply,"Kitchen, Smith",check,\'-42,100.00',
        '',
      ].join('\n'),
    );
  });

  it("exports bills line by line on their trade's account in QuickBooks' and Xero's layouts", async () => {
    await names({
      names: [
        { kind: 'trade', key: String(framingId), accountName: 'Subcontracted Framing' },
        { kind: 'trade', key: 'none', accountName: '' },
      ],
    });
    expect((await csv('bills', 'quickbooks')).body).toBe(
      [
        'Bill No.,Vendor,Bill Date,Due Date,Memo,Account,Line Description,Line Amount',
        'B-100,Front Range Supply,03/05/2026,04/04/2026,"Kitchen, Smith",Subcontracted Framing,"Studs, 2x4",500.00',
        // No trade on the budget line: the default; no description: the budget line's name.
        'B-100,Front Range Supply,03/05/2026,04/04/2026,"Kitchen, Smith",Cost of Goods Sold,Misc,250.25',
        // A trade without a name of the company's: the trade's own name.
        'B-100,Front Range Supply,03/05/2026,04/04/2026,"Kitchen, Smith",Electrical,\'@home run,100.00',
        '',
      ].join('\n'),
    );
    expect((await csv('bills', 'xero')).body.split('\n').slice(0, 2)).toEqual([
      'ContactName,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType',
      'Front Range Supply,B-100,"Kitchen, Smith",03/05/2026,04/04/2026,"Studs, 2x4",1.00,500.00,Subcontracted Framing,',
    ]);
  });

  it('takes a one-day range and an empty one', async () => {
    expect((await csv('payments', 'plain', 'from=2026-03-15&to=2026-03-15')).body).toContain(
      '2026-03-15,INV-A2',
    );
    expect((await csv('payments', 'plain', 'from=2026-03-16&to=2026-03-16')).body).toBe(
      'Date,Invoice number,Customer,Project,Method,Reference,Note,Amount\n',
    );
  });

  it('refuses bad dates, a reversed range and an importer layout of a plain-only kind (400)', async () => {
    const bad = await exported('invoices', 'from=2026-02-30&to=2026-03-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'from', message: 'Enter a valid date' }]);
    const missing = await exported('invoices', 'from=2026-03-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('to');
    const reversed = await exported('invoices', 'from=2026-03-31&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { path: 'to', message: 'The end date must be on or after the start date' },
    ]);
    const layout = await exported('payments', `${MARCH}&layout=quickbooks`);
    expect(layout.statusCode).toBe(400);
    expect(layout.json().errors).toEqual([
      {
        path: 'layout',
        message:
          'Only invoices and bills have a QuickBooks or Xero layout; export Payments received as plain CSV',
      },
    ]);
    expect((await exported('invoices', `${MARCH}&layout=sage`)).statusCode).toBe(400);
    expect((await exported('receipts', MARCH)).statusCode).toBe(404);
  });

  it("keeps to the caller's company and role", async () => {
    for (const kind of ['invoices', 'payments', 'expenses', 'bills', 'bill-payments']) {
      const own = await exported(kind, MARCH, b.admin.cookie, b.id);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('Stranger');
      expect((await csv(kind)).body).not.toContain('Stranger');
      expect((await exported(kind, MARCH, b.admin.cookie, a.id)).statusCode).toBe(404);
      expect((await exported(kind, MARCH, a.employee.cookie)).statusCode).toBe(403);
    }
  });

  it('reads the rows a page at a time, in order, without losing or repeating one', async () => {
    const filter = { companyId: a.id, from: '2026-01-01', to: '2026-12-31' };
    const collect = async (batch: number) => {
      const rows = [];
      for await (const row of exportRows(db(), 'bills', filter, true, batch))
        rows.push(`${row.number}/${row.pos}`);
      return rows;
    };
    expect(await collect(1)).toEqual(await collect(1000));
    expect(await collect(1)).toEqual(['B-100/0', 'B-100/1', 'B-100/2', 'B-200/0']);
  });
  it('streams a file of several pages whole: 2,345 payments, each once, in order, summing to the cent', async () => {
    const c = await createCompany(db(), 'Gamma Concrete');
    await db().execute(sql`
      insert into payments (company_id, amount, date, method)
      select ${c.id}, (g % 1000 + 1) / 100.0, date '2026-05-01' + (g % 31), 'ach'
      from generate_series(1, 2345) g`);
    const res = await exported('payments', 'from=2026-05-01&to=2026-05-31', c.manager.cookie, c.id);
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(2345);
    const days = rows.map((r) => r.split(',')[0]!);
    expect([...days].sort()).toEqual(days);
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.split(',').at(-1)) * 100), 0);
    const [expected] = (
      (await db().execute(
        sql`select (sum(amount) * 100)::bigint::text as cents from payments where company_id = ${c.id}`,
      )) as unknown as { rows: { cents: string }[] }
    ).rows;
    expect(String(cents)).toBe(expected!.cents);
  });
});

describe('account names', () => {
  it('lists every key with its default, saves a set, and answers 409 to a stale version', async () => {
    const read = await call(t.app, 'GET', `/api/companies/${a.id}/account-names`, {
      cookie: a.manager.cookie,
    });
    expect(read.statusCode).toBe(200);
    const first = read.json();
    expect(first.names[0]).toMatchObject({ kind: 'income', key: 'sales', defaultName: 'Sales' });
    expect(first.names).toContainEqual({
      kind: 'expense_category',
      key: 'permits',
      label: 'Permits & Fees',
      accountName: null,
      defaultName: 'Permits & Fees',
    });
    expect(first.names).toContainEqual({
      kind: 'trade',
      key: String(electricalId),
      label: 'Electrical',
      accountName: null,
      defaultName: 'Electrical',
    });
    expect(first.names.at(-1)).toMatchObject({
      kind: 'trade',
      key: 'none',
      defaultName: 'Cost of Goods Sold',
    });

    const saved = await call(t.app, 'PUT', `/api/companies/${a.id}/account-names`, {
      cookie: a.manager.cookie,
      headers: { 'if-match': `"${first.version}"` },
      body: { names: [{ kind: 'income', key: 'sales', accountName: '  Construction Income ' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().names[0].accountName).toBe('Construction Income');
    expect(saved.json().version).not.toBe(first.version);
    // The names not sent went back to their defaults.
    expect(saved.json().names.filter((n: { accountName: string | null }) => n.accountName)).toHaveLength(1);

    const stale = await call(t.app, 'PUT', `/api/companies/${a.id}/account-names`, {
      cookie: a.manager.cookie,
      headers: { 'if-match': `"${first.version}"` },
      body: { names: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE());
    const after = await call(t.app, 'GET', `/api/companies/${a.id}/account-names`, {
      cookie: a.manager.cookie,
    });
    expect(after.json().names[0].accountName).toBe('Construction Income');
  });

  it("refuses unknown keys, another company's trade and employees", async () => {
    const unknown = await names({ names: [{ kind: 'expense_category', key: 'snacks', accountName: 'X' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'names.0.key', message: 'Unknown category or trade' }]);
    const bTrade = await aTrade(db(), b.id, { name: 'Stranger trade' });
    const foreign = await names({ names: [{ kind: 'trade', key: String(bTrade.id), accountName: 'X' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'names.0.key', message: 'This trade does not exist' }]);
    expect((await names({ names: [] }, a.employee.cookie)).statusCode).toBe(403);
    const long = await names({ names: [{ kind: 'income', key: 'sales', accountName: 'x'.repeat(101) }] });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('names.0.accountName');
  });
});
