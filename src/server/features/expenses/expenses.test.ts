import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages } from '#domain/contracts/expenses';
import { budgetItems } from '../../db/schema/index';
import { aProject, aVendor } from '../../test/entities';
import { createCompany, createUser, type TestCompany } from '../../test/factories';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A project with a product line (4 x 125.00 = 500.00 budgeted), a group, and a vendor. */
async function setUp(company: TestCompany) {
  const project = await aProject(db(), company.id, { name: 'Deck' });
  const [line, group] = await db()
    .insert(budgetItems)
    .values([
      {
        companyId: company.id,
        projectId: project!.id,
        name: 'Joists',
        quantity: '4',
        unitCost: '125.00',
        order: 0,
      },
      { companyId: company.id, projectId: project!.id, name: 'Framing', type: 'group', order: 1 },
    ])
    .returning();
  const vendor = await aVendor(db(), company.id, { name: 'Front Range Lumber' });
  return { projectId: project!.id, lineId: line!.id, groupId: group!.id, vendorId: vendor!.id };
}

const record = (company: TestCompany, body: Record<string, unknown>, cookie = company.employee.cookie) =>
  call(t.app, 'POST', `/api/companies/${company.id}/expenses`, {
    cookie,
    body: {
      amount: '100.00',
      category: 'materials',
      description: 'Lumber',
      date: '2026-11-20T15:30:00.000Z',
      ...body,
    },
  });

describe('recording expenses', () => {
  it("an employee records one against a project's budget line from a vendor; the line's figures follow", async () => {
    const company = await createCompany(db());
    const { projectId, lineId, vendorId } = await setUp(company);
    const res = await record(company, { projectId, budgetItemId: lineId, vendorId, amount: '120.25' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      projectId,
      projectName: 'Deck',
      budgetItemId: lineId,
      budgetItemName: 'Joists',
      vendorId,
      vendor: 'Front Range Lumber',
      amount: '120.25',
      date: '2026-11-20',
      category: 'materials',
    });
    await record(company, { projectId, budgetItemId: lineId, amount: '400.00' });
    const figures = await call(t.app, 'GET', `/api/budget-items/${lineId}/expenses`, {
      cookie: company.admin.cookie,
    });
    expect(figures.json()).toEqual({
      budgetedCost: '500.00',
      totalExpenses: '520.25',
      remainingBudget: '-20.25',
    });
    const list = await call(t.app, 'GET', `/api/companies/${company.id}/expenses?projectId=${projectId}`, {
      cookie: company.admin.cookie,
    });
    expect(list.json()).toHaveLength(2);
  });

  it("answers 400 with the form's messages", async () => {
    const company = await createCompany(db());
    const res = await record(company, { amount: '-5', category: undefined, date: '' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'category', message: expenseMessages.category },
        { path: 'date', message: expenseMessages.date },
        // Below 0 gets the form's sentence for the amount (docs/product.md#expenses), not money()'s own.
        { path: 'amount', message: expenseMessages.amount },
      ]),
    );
    const zero = await record(company, { amount: '0' });
    expect(zero.json().errors).toEqual([{ path: 'amount', message: expenseMessages.amount }]);
  });

  it('offers only product lines of the same project', async () => {
    const company = await createCompany(db());
    const { projectId, lineId, groupId } = await setUp(company);
    const other = await setUp(company);
    const group = await record(company, { projectId, budgetItemId: groupId });
    expect(group.json().errors).toEqual([{ path: 'budgetItemId', message: expenseMessages.budgetItem }]);
    const wrongProject = await record(company, { projectId: other.projectId, budgetItemId: lineId });
    expect(wrongProject.statusCode).toBe(400);
    const noProject = await record(company, { budgetItemId: lineId });
    expect(noProject.json().errors).toEqual([
      { path: 'budgetItemId', message: expenseMessages.budgetItemNeedsProject },
    ]);
  });

  it("refuses another company's project, line and vendor; another company's expense is 404", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const theirs = await setUp(other);
    expect((await record(company, { projectId: theirs.projectId })).statusCode).toBe(400);
    expect((await record(company, { vendorId: theirs.vendorId })).statusCode).toBe(400);
    const mine = (await record(company, {})).json();
    expect(
      (await call(t.app, 'GET', `/api/expenses/${mine.id}`, { cookie: other.admin.cookie })).statusCode,
    ).toBe(404);
    const figures = await call(t.app, 'GET', `/api/budget-items/${theirs.lineId}/expenses`, {
      cookie: company.admin.cookie,
    });
    expect(figures.statusCode).toBe(404);
  });
});

describe("a project's budget against actual", () => {
  it('gives each line its expenses and each group the sum of its descendants; the project totals all of them', async () => {
    const company = await createCompany(db());
    const { projectId, lineId, groupId } = await setUp(company);
    // Framing > Walls (group) > Studs, and Joists moved under Framing: the rollup crosses two levels.
    const [walls] = await db()
      .insert(budgetItems)
      .values({ companyId: company.id, projectId, parentId: groupId, name: 'Walls', type: 'group', order: 0 })
      .returning();
    const [studs] = await db()
      .insert(budgetItems)
      .values({
        companyId: company.id,
        projectId,
        parentId: walls!.id,
        name: 'Studs',
        quantity: '1',
        unitCost: '80',
        order: 0,
      })
      .returning();
    const actuals = () =>
      call(t.app, 'GET', `/api/projects/${projectId}/budget/actuals`, { cookie: company.employee.cookie });
    expect((await actuals()).json()).toEqual({
      items: [],
      totalExpenses: '0.00',
      unassigned: '0.00',
      totalBills: '0.00',
      totalActual: '0.00',
      totalCommitted: '0.00',
    });

    await record(company, { projectId, budgetItemId: studs!.id, amount: '40.10' });
    await record(company, { projectId, budgetItemId: studs!.id, amount: '0.20' });
    await record(company, { projectId, budgetItemId: lineId, amount: '99.99' });
    await record(company, { projectId, amount: '5.00' });
    await record(company, { amount: '1000.00' });
    const answer = (await actuals()).json();
    const byId = Object.fromEntries(
      answer.items.map((i: { id: number; actualCost: string }) => [i.id, i.actualCost]),
    );
    expect(byId).toEqual({
      [studs!.id]: '40.30',
      [walls!.id]: '40.30',
      [groupId]: '40.30',
      [lineId]: '99.99',
    });
    expect(answer.totalExpenses).toBe('145.29');
    expect(answer.unassigned).toBe('5.00');

    const other = await createCompany(db());
    const res = await call(t.app, 'GET', `/api/projects/${projectId}/budget/actuals`, {
      cookie: other.admin.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('changing expenses', () => {
  it('is for the author, managers and admins: another employee gets 403', async () => {
    const company = await createCompany(db());
    const { projectId, lineId } = await setUp(company);
    const made = (await record(company, { projectId, budgetItemId: lineId })).json();
    const url = `/api/expenses/${made.id}`;
    const stranger = await createUser(db(), { companyId: company.id, role: 'employee' });
    const refused = await call(t.app, 'PATCH', url, {
      cookie: stranger.cookie,
      body: { amount: '1.00' },
    });
    expect(refused.statusCode).toBe(403);
    const own = await call(t.app, 'PATCH', url, {
      cookie: company.employee.cookie,
      body: { amount: '150.00' },
    });
    expect(own.json()).toMatchObject({ amount: '150.00', budgetItemId: lineId });
    // Another project clears the budget line of the first one.
    const { projectId: otherProject } = await setUp(company);
    const moved = await call(t.app, 'PATCH', url, {
      cookie: company.manager.cookie,
      body: { projectId: otherProject },
    });
    expect(moved.json()).toMatchObject({ projectId: otherProject, budgetItemId: null });
    expect((await call(t.app, 'DELETE', url, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', url, { cookie: company.admin.cookie })).statusCode).toBe(204);
  });
});

describe('receipts', () => {
  const storeRoot = (() => {
    const storage = testConfig().storage;
    return storage.kind === 'disk' ? storage.root : '';
  })();
  const filesOf = (company: TestCompany) =>
    readdir(`${storeRoot}/companies/${company.id}`).catch(() => [] as string[]);
  const attach = (id: number, file: { name: string; type: string; bytes: Buffer }, cookie: string) => {
    const body = multipart({}, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/expenses/${id}/receipt`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('a photo of the receipt is attached, downloaded, replaced, and goes with the expense', async () => {
    const company = await createCompany(db());
    const made = (await record(company, {})).json();
    const res = await attach(
      made.id,
      { name: 'receipt.png', type: 'image/png', bytes: pngBytes },
      company.employee.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      receiptFile: 'receipt.png',
      receiptUrl: `/api/expenses/${made.id}/receipt`,
    });
    const file = await call(t.app, 'GET', res.json().receiptUrl, { cookie: company.admin.cookie });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);

    const replaced = await attach(
      made.id,
      { name: 'invoice.pdf', type: 'application/pdf', bytes: pdfBytes },
      company.manager.cookie,
    );
    expect(replaced.json().receiptFile).toBe('invoice.pdf');
    expect(await filesOf(company)).toHaveLength(1);

    const other = await createCompany(db());
    expect(
      (await call(t.app, 'GET', `/api/expenses/${made.id}/receipt`, { cookie: other.admin.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/expenses/${made.id}`, { cookie: company.admin.cookie })).statusCode,
    ).toBe(204);
    expect(await filesOf(company)).toEqual([]);
  });

  it("is another employee's to attach only if they recorded it (403), and must be an image or PDF (415)", async () => {
    const company = await createCompany(db());
    const made = (await record(company, {})).json();
    const stranger = await createUser(db(), { companyId: company.id, role: 'employee' });
    const refused = await attach(
      made.id,
      { name: 'r.png', type: 'image/png', bytes: pngBytes },
      stranger.cookie,
    );
    expect(refused.statusCode).toBe(403);
    const text = await attach(
      made.id,
      { name: 'r.png', type: 'image/png', bytes: Buffer.from('hello') },
      company.employee.cookie,
    );
    expect(text.statusCode).toBe(415);
    expect(await filesOf(company)).toEqual([]);
  });
});

describe("a project's expenses", () => {
  it('answers what the company list filtered by the project answers; 404 for another company', async () => {
    const company = await createCompany(db());
    const { projectId, lineId } = await setUp(company);
    await record(company, { projectId, budgetItemId: lineId, amount: '40.10' });
    await record(company, { projectId, amount: '5.00' });
    await record(company, { amount: '1000.00' });
    const cookie = company.employee.cookie;
    const own = await call(t.app, 'GET', `/api/projects/${projectId}/expenses`, { cookie });
    expect(own.statusCode, own.body).toBe(200);
    const filtered = await call(
      t.app,
      'GET',
      `/api/companies/${company.id}/expenses?projectId=${projectId}`,
      {
        cookie,
      },
    );
    expect(own.json()).toEqual(filtered.json());
    expect(
      own
        .json()
        .map((e: { amount: string }) => e.amount)
        .sort(),
    ).toEqual(['40.10', '5.00']);

    const other = await createCompany(db());
    const foreign = await call(t.app, 'GET', `/api/projects/${projectId}/expenses`, {
      cookie: other.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
