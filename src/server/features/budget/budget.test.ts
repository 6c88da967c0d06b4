import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetViewAnswer } from '#domain/contracts/budget';
import { auditLog, budgetItems, estimates, tasks } from '../../db/schema/index';
import { aCatalogItem, aProject, aTrade } from '../../test/entities';
import { createCompany, createSystemAdminUser, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: number;
  parentId: number | null;
  type: 'group' | 'product';
  name: string;
  description: string | null;
  productId: number | null;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  markup: string;
  margin: string;
  tradeId: number | null;
  order: number;
  isExpanded: boolean;
};
type Line = Item & { depth: number; childCount: number; totalCost: string; totalPrice: string };
type View = {
  items: Line[];
  totals: { soldPrice: string; budgetedCost: string; totalPrice: string; markup: string; margin: string };
  milestonePayments: { id: number; name: string; amount: string }[];
};

async function newProject(company: TestCompany, name = 'Kitchen remodel') {
  const row = await aProject(t.database.db, company.id, { name });
  return row!.id;
}

async function add(company: TestCompany, projectId: number, body: Record<string, unknown>, cookie?: string) {
  const res = await call(t.app, 'POST', `/api/projects/${projectId}/budget`, {
    cookie: cookie ?? company.employee.cookie,
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item;
}

const group = (c: TestCompany, p: number, name: string, parentId: number | null = null) =>
  add(c, p, { type: 'group', name, parentId });
const product = (
  c: TestCompany,
  p: number,
  name: string,
  parentId: number | null,
  quantity: string,
  unitCost: string,
  unitPrice: string,
) => add(c, p, { type: 'product', name, parentId, quantity, unitCost, unitPrice });

async function view(company: TestCompany, projectId: number): Promise<View> {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/budget`, {
    cookie: company.employee.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function post(company: TestCompany, projectId: number, body: unknown) {
  return call(t.app, 'POST', `/api/projects/${projectId}/budget`, { cookie: company.employee.cookie, body });
}

async function patch(company: TestCompany, id: number, body: unknown) {
  return call(t.app, 'PATCH', `/api/budget/${id}`, { cookie: company.employee.cookie, body });
}

async function rowsOf(projectId: number) {
  return t.database.db.select().from(budgetItems).where(eq(budgetItems.projectId, projectId));
}

describe('budget view', () => {
  it('answers an empty budget with zero totals', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    expect(await view(c, p)).toEqual({
      items: [],
      totals: { soldPrice: '0.00', budgetedCost: '0.00', totalPrice: '0.00', markup: '0.00', margin: '0.00' },
      milestonePayments: [],
    });
  });

  it('lists items in display order with depth and totals rolled up through groups 3 deep', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const a = await group(c, p, 'Kitchen');
    const b = await group(c, p, 'Cabinets', a.id);
    const cc = await group(c, p, 'Hardware', b.id);
    const pulls = await product(c, p, 'Pulls', cc.id, '3', '10.00', '12.50');
    const base = await product(c, p, 'Base cabinet', b.id, '0.5', '0.01', '0.03');
    const sink = await product(c, p, 'Sink', a.id, '2', '7.25', '10.00');
    const paint = await product(c, p, 'Paint', null, '1', '100', '100');

    const v = await view(c, p);
    expect(v.items.map((i) => [i.name, i.depth, i.childCount])).toEqual([
      ['Kitchen', 0, 2],
      ['Cabinets', 1, 2],
      ['Hardware', 2, 1],
      ['Pulls', 3, 0],
      ['Base cabinet', 2, 0],
      ['Sink', 1, 0],
      ['Paint', 0, 0],
    ]);
    const byId = new Map(v.items.map((i) => [i.id, i]));
    expect(byId.get(pulls.id)).toMatchObject({ totalCost: '30.00', totalPrice: '37.50', markup: '25.00' });
    expect(byId.get(base.id)).toMatchObject({ totalCost: '0.01', totalPrice: '0.02' });
    expect(byId.get(cc.id)).toMatchObject({
      totalCost: '30.00',
      totalPrice: '37.50',
      markup: '25.00',
      margin: '20.00',
      unitCost: '0.00',
      unitPrice: '0.00',
    });
    expect(byId.get(b.id)).toMatchObject({ totalCost: '30.01', totalPrice: '37.52' });
    expect(byId.get(a.id)).toMatchObject({
      totalCost: '44.51',
      totalPrice: '57.52',
      markup: '29.23',
      margin: '22.62',
    });
    expect(byId.get(sink.id)).toMatchObject({ totalCost: '14.50', totalPrice: '20.00' });
    expect(byId.get(paint.id)).toMatchObject({ totalCost: '100.00', totalPrice: '100.00', markup: '0.00' });
    expect(v.totals).toEqual({
      soldPrice: '0.00',
      budgetedCost: '144.51',
      totalPrice: '157.52',
      markup: '9.00',
      margin: '8.26',
    });
  });

  it('answers exactly its contract, though the database writes the JSON, and what a reorder answers', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const kitchen = await group(c, p, 'Kitchen');
    await product(c, p, 'Sink', kitchen.id, '2', '7.25', '10.00');
    await product(c, p, 'Paint', null, '1', '100', '100');
    const milestones = await call(t.app, 'POST', `/api/projects/${p}/budget/milestones`, {
      cookie: c.employee.cookie,
      body: { scheme: 'three' },
    });
    expect(milestones.statusCode, milestones.body).toBe(201);
    const res = await call(t.app, 'GET', `/api/projects/${p}/budget`, { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeGreaterThan(3);
    expect(body.milestonePayments.length).toBeGreaterThan(0);
    // parse fails on a missing or mistyped property and drops any the contract does not name: equal means exact.
    expect(budgetViewAnswer.parse(body)).toEqual(body);
    const topLevel = body.items.filter((i: Line) => i.parentId === null).map((i: Line) => i.id);
    const reordered = await call(t.app, 'POST', `/api/projects/${p}/budget/reorder`, {
      cookie: c.employee.cookie,
      body: { parentId: null, ids: topLevel },
    });
    // The reorder answer goes through the serialiser: the same JSON as the database's (updatedAt has moved).
    expect(reordered.json()).toEqual(await view(c, p));
  });

  it('takes the sold price from the approved estimate snapshot only', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const snapshot = {
      frozenAt: new Date().toISOString(),
      lines: [],
      totalCost: '900.00',
      subtotal: '1234.50',
      tax: '0.00',
      total: '1234.50',
    };
    const [estimate] = await t.database.db
      .insert(estimates)
      .values({
        companyId: c.id,
        projectId: p,
        title: 'Estimate',
        clientInfo: { name: 'Client' },
        companyInfo: { name: c.name },
        status: 'pending',
        snapshot,
      })
      .returning();
    expect((await view(c, p)).totals.soldPrice).toBe('0.00');
    await t.database.db.update(estimates).set({ status: 'approved' }).where(eq(estimates.id, estimate!.id));
    expect((await view(c, p)).totals.soldPrice).toBe('1234.50');
  });

  it("answers 404 for another company's project", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const p = await newProject(c);
    const res = await call(t.app, 'GET', `/api/projects/${p}/budget`, { cookie: other.admin.cookie });
    expect(res.statusCode).toBe(404);
    const sysadmin = await createSystemAdminUser(t.database.db);
    expect(
      (await call(t.app, 'GET', `/api/projects/${p}/budget`, { cookie: sysadmin.cookie })).statusCode,
    ).toBe(403);
  });
});

describe('creating budget items', () => {
  it('creates a product with defaults after its last sibling, every role allowed, audited', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const first = await add(c, p, { name: 'Drywall', unitCost: '12' }, c.admin.cookie);
    expect(first).toMatchObject({
      type: 'product',
      name: 'Drywall',
      description: null,
      parentId: null,
      productId: null,
      quantity: '1.00',
      unitCost: '12.00',
      unitPrice: '12.00',
      markup: '0.00',
      margin: '0.00',
      tradeId: null,
      order: 0,
      isExpanded: true,
      projectId: p,
    });
    // The company is the caller's own: the answer leaves it out (the budget item answer in contracts/budget.ts).
    expect(first).not.toHaveProperty('companyId');
    const second = await add(c, p, { name: 'Paint', projectId: p }, c.manager.cookie);
    const third = await add(c, p, { name: 'Trim', isExpanded: false, order: 7 }, c.employee.cookie);
    // An order past the end puts the item last: positions stay gap-free.
    expect([second.order, third.order, third.isExpanded]).toEqual([1, 2, false]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'budget_item'), eq(auditLog.entityId, String(first.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', companyId: c.id, userId: c.admin.id });
  });

  it('answers each validation message of the product', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'X', quantity: 0 }, 'quantity', 'Quantity must be greater than 0'],
      [{ name: 'X', quantity: '0.004' }, 'quantity', 'Quantity must be greater than 0'],
      [{ name: 'X', quantity: 'lots' }, 'quantity', 'Quantity must be greater than 0'],
      [{ name: 'X', quantity: -1 }, 'quantity', 'Quantity must be greater than 0'],
      [{ name: 'X', unitCost: -0.01 }, 'unitCost', 'Unit cost must be a positive number'],
      [{ name: 'X', unitCost: 'abc' }, 'unitCost', 'Unit cost must be a positive number'],
      [{ name: 'X', unitPrice: '-5' }, 'unitPrice', 'Unit price must be a positive number'],
      [{ type: 'product' }, 'name', 'Name is required when no product is selected'],
      [{ type: 'product', name: '   ' }, 'name', 'Name is required when no product is selected'],
      [{ type: 'group' }, 'name', 'Name is required'],
      [{ type: 'group', name: '' }, 'name', 'Name is required'],
      [{ name: 'X', margin: 100 }, 'margin', 'Margin must be a number less than 100'],
      [{ name: 'X', markup: -101 }, 'markup', 'Markup must be a number of at least -100'],
      [{ name: 'X', type: 'service' }, 'type', 'Please select product or group'],
      [{ name: 'X', unitCost: '99999999999' }, 'unitCost', 'Amounts must be at most 9999999999.99'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(c, p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toContainEqual({ path, message });
    }
    // Several problems are reported together.
    const res = await post(c, p, { quantity: 0, unitCost: -1 });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'quantity', message: 'Quantity must be greater than 0' },
        { path: 'unitCost', message: 'Unit cost must be a positive number' },
        { path: 'name', message: 'Name is required when no product is selected' },
      ]),
    );
    expect(await rowsOf(p)).toEqual([]);
  });

  it('recomputes price, markup and margin from what was sent', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const fromPrice = await add(c, p, { name: 'A', unitCost: 80, unitPrice: 100, markup: 5, margin: 5 });
    expect(fromPrice).toMatchObject({
      unitCost: '80.00',
      unitPrice: '100.00',
      markup: '25.00',
      margin: '20.00',
    });
    const fromMarkup = await add(c, p, { name: 'B', unitCost: '10', markup: '33.33', margin: '90' });
    expect(fromMarkup).toMatchObject({ unitPrice: '13.33', markup: '33.33', margin: '24.98' });
    const fromMargin = await add(c, p, { name: 'C', unitCost: '75', margin: '25' });
    expect(fromMargin).toMatchObject({ unitPrice: '100.00', markup: '33.33', margin: '25.00' });
    const zeroCost = await add(c, p, { name: 'D', unitCost: 0, unitPrice: '50' });
    expect(zeroCost).toMatchObject({ unitPrice: '50.00', markup: '0.00', margin: '100.00' });
    const rounded = await add(c, p, { name: 'E', unitCost: 0.1 + 0.2, quantity: 1.005, unitPrice: '0.305' });
    expect(rounded).toMatchObject({ unitCost: '0.30', quantity: '1.01', unitPrice: '0.31', markup: '3.33' });
  });

  it('stores a group without figures, even when some are sent', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const g = await add(c, p, {
      type: 'group',
      name: 'Demolition',
      description: 'Tear out',
      quantity: 4,
      unitCost: 10,
      unitPrice: 20,
      markup: 100,
    });
    expect(g).toMatchObject({
      type: 'group',
      name: 'Demolition',
      description: 'Tear out',
      quantity: '1.00',
      unitCost: '0.00',
      unitPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
      productId: null,
    });
  });

  it('copies a catalog product (name, description, figures, trade) where nothing else was sent', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const trade = await aTrade(t.database.db, c.id, { name: 'Plumbing' });
    const catalog = await aCatalogItem(t.database.db, c.id, {
      tradeId: trade!.id,
      name: 'Faucet',
      description: 'Brushed brass',
      unitCost: '80.00',
      markup: '25.00',
      margin: '20.00',
      unitPrice: '100.00',
    });
    const copied = await add(c, p, { productId: catalog!.id, quantity: 2 });
    expect(copied).toMatchObject({
      productId: catalog!.id,
      name: 'Faucet',
      description: 'Brushed brass',
      quantity: '2.00',
      unitCost: '80.00',
      unitPrice: '100.00',
      markup: '25.00',
      margin: '20.00',
      tradeId: trade!.id,
    });
    // Sent fields win; a cost alone keeps the catalog's markup.
    const overridden = await add(c, p, {
      productId: catalog!.id,
      name: 'Faucet (kitchen)',
      description: null,
      unitCost: '100',
      tradeId: null,
    });
    expect(overridden).toMatchObject({
      name: 'Faucet (kitchen)',
      description: null,
      unitCost: '100.00',
      unitPrice: '125.00',
      markup: '25.00',
      margin: '20.00',
      tradeId: null,
    });
    const priced = await add(c, p, { productId: catalog!.id, unitPrice: '160' });
    expect(priced).toMatchObject({
      unitCost: '80.00',
      unitPrice: '160.00',
      markup: '100.00',
      margin: '50.00',
    });
    // A group never refers to a catalog product.
    const g = await add(c, p, { type: 'group', name: 'Fixtures', productId: catalog!.id });
    expect(g.productId).toBeNull();
  });

  it("refuses another company's product, parent and trade, a product as parent, and a foreign projectId", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const p = await newProject(c);
    const otherProject = await newProject(other);
    const foreignProduct = await aCatalogItem(t.database.db, other.id, {
      name: 'Theirs',
      unitCost: '1',
      unitPrice: '1',
    });
    const foreignTrade = await aTrade(t.database.db, other.id, { name: 'Theirs' });
    const foreignGroup = await group(other, otherProject, 'Their group');
    const ownProjectB = await newProject(c, 'Second project');
    const groupInOtherProject = await group(c, ownProjectB, 'Other project group');
    const leaf = await product(c, p, 'Leaf', null, '1', '1', '1');
    const before = (await rowsOf(p)).length;

    const res = await post(c, p, {
      name: 'X',
      productId: foreignProduct!.id,
      parentId: foreignGroup.id,
      tradeId: foreignTrade!.id,
      projectId: otherProject,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'productId', message: 'Please select a product of your catalog' },
        { path: 'parentId', message: 'Please select a group of this project' },
        { path: 'tradeId', message: 'Please select a trade of your company' },
        { path: 'projectId', message: 'The budget item must belong to this project' },
      ]),
    );
    expect(res.body).not.toContain('Theirs');
    for (const parentId of [groupInOtherProject.id, leaf.id, 999_999_999]) {
      const r = await post(c, p, { name: 'X', parentId });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([
        { path: 'parentId', message: 'Please select a group of this project' },
      ]);
    }
    expect((await rowsOf(p)).length).toBe(before);
    // Another company's project answers 404.
    const foreign = await call(t.app, 'POST', `/api/projects/${otherProject}/budget`, {
      cookie: c.admin.cookie,
      body: { name: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(otherProject)).toHaveLength(1);
  });
});

describe('changing budget items', () => {
  it('changes any field; pricing stays in agreement', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const item = await add(c, p, { name: 'Tile', unitCost: '80', markup: '25', quantity: 10 });
    let res = await patch(c, item.id, { unitCost: '100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      unitCost: '100.00',
      unitPrice: '125.00',
      markup: '25.00',
      margin: '20.00',
    });
    res = await patch(c, item.id, { unitPrice: '150' });
    expect(res.json()).toMatchObject({
      unitCost: '100.00',
      unitPrice: '150.00',
      markup: '50.00',
      margin: '33.33',
    });
    res = await patch(c, item.id, { margin: '50' });
    expect(res.json()).toMatchObject({ unitPrice: '200.00', markup: '100.00', margin: '50.00' });
    res = await patch(c, item.id, { markup: '10' });
    expect(res.json()).toMatchObject({ unitPrice: '110.00', markup: '10.00', margin: '9.09' });
    res = await patch(c, item.id, {
      isExpanded: false,
      name: ' Floor tile ',
      description: 'Porcelain',
      quantity: '12.5',
    });
    expect(res.json()).toMatchObject({
      name: 'Floor tile',
      description: 'Porcelain',
      quantity: '12.50',
      isExpanded: false,
      unitPrice: '110.00',
      markup: '10.00',
    });
    res = await patch(c, item.id, { quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'quantity', message: 'Quantity must be greater than 0' }]);
    res = await patch(c, item.id, { name: '' });
    expect(res.json().errors).toEqual([
      { path: 'name', message: 'Name is required when no product is selected' },
    ]);
    const g = await group(c, p, 'Group');
    res = await patch(c, g.id, { name: '  ' });
    expect(res.json().errors).toEqual([{ path: 'name', message: 'Name is required' }]);
    res = await patch(c, g.id, { isExpanded: false, unitCost: 5 });
    expect(res.json()).toMatchObject({ isExpanded: false, unitCost: '0.00' });
  });

  it('a cleared product name falls back to the catalog product; a new product copies what is not sent', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const catalog = await aCatalogItem(t.database.db, c.id, {
      name: 'Vanity',
      description: '48 inch',
      unitCost: '400',
      unitPrice: '600',
    });
    const item = await add(c, p, { name: 'Custom', unitCost: '10' });
    let res = await patch(c, item.id, { productId: catalog!.id });
    expect(res.json()).toMatchObject({
      productId: catalog!.id,
      name: 'Vanity',
      description: '48 inch',
      unitCost: '400.00',
      unitPrice: '600.00',
      markup: '50.00',
      margin: '33.33',
    });
    await patch(c, item.id, { name: 'Renamed' });
    res = await patch(c, item.id, { name: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Vanity');
  });

  it('moves items between groups, appends them there, and refuses cycles and products as parents', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const a = await group(c, p, 'A');
    const b = await group(c, p, 'B', a.id);
    const deep = await group(c, p, 'C', b.id);
    const x = await product(c, p, 'X', null, '1', '1', '1');
    await product(c, p, 'In B', b.id, '1', '1', '1');

    let res = await patch(c, x.id, { parentId: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parentId: b.id, order: 2 });
    res = await patch(c, x.id, { parentId: null, order: 0 });
    expect(res.json()).toMatchObject({ parentId: null, order: 0 });

    for (const parentId of [a.id, b.id, deep.id]) {
      res = await patch(c, a.id, { parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'parentId', message: 'A group cannot be moved into itself or into one of its own groups' },
      ]);
    }
    res = await patch(c, deep.id, { parentId: x.id });
    expect(res.json().errors).toEqual([
      { path: 'parentId', message: 'Please select a group of this project' },
    ]);
    res = await patch(c, b.id, { type: 'product' });
    expect(res.json().errors).toEqual([
      { path: 'type', message: 'A group that contains items cannot become a product' },
    ]);
    res = await patch(c, deep.id, { type: 'product', unitCost: '5', markup: '20' });
    expect(res.json()).toMatchObject({ type: 'product', unitCost: '5.00', unitPrice: '6.00' });
    res = await patch(c, x.id, { type: 'group' });
    expect(res.json()).toMatchObject({ type: 'group', unitCost: '0.00', unitPrice: '0.00', markup: '0.00' });
    // deep is now a product: nothing can go under it.
    res = await patch(c, x.id, { parentId: deep.id });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another company's item and changes nothing", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const p = await newProject(c);
    const item = await product(c, p, 'Mine', null, '1', '1', '1');
    const res = await call(t.app, 'PATCH', `/api/budget/${item.id}`, {
      cookie: other.admin.cookie,
      body: { name: 'Hacked' },
    });
    expect(res.statusCode).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/budget/${item.id}`, { cookie: other.admin.cookie });
    expect(del.statusCode).toBe(404);
    expect((await rowsOf(p))[0]?.name).toBe('Mine');
  });
});

describe('deleting budget items', () => {
  it('deletes a group with its whole subtree and nothing else', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const otherProject = await newProject(c, 'Other');
    const a = await group(c, p, 'A');
    const b = await group(c, p, 'B', a.id);
    const inB = await product(c, p, 'In B', b.id, '1', '1', '1');
    const inA = await product(c, p, 'In A', a.id, '1', '1', '1');
    const sibling = await group(c, p, 'Sibling');
    const siblingChild = await product(c, p, 'Sibling child', sibling.id, '1', '1', '1');
    const top = await product(c, p, 'Top', null, '1', '1', '1');
    const elsewhere = await group(c, otherProject, 'A');
    await product(c, otherProject, 'Elsewhere', elsewhere.id, '1', '1', '1');
    const [task] = await t.database.db
      .insert(tasks)
      .values({ companyId: c.id, projectId: p, title: 'Buy', budgetItemId: inB.id })
      .returning();

    const res = await call(t.app, 'DELETE', `/api/budget/${a.id}`, { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(204);
    expect((await rowsOf(p)).map((r) => r.id).sort()).toEqual([sibling.id, siblingChild.id, top.id].sort());
    expect(await rowsOf(otherProject)).toHaveLength(2);
    const [kept] = await t.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(kept?.budgetItemId).toBeNull();
    // The group and each item of its subtree are in the log as deleted by the employee.
    const deleted = await t.database.db
      .select({ entityId: auditLog.entityId, userId: auditLog.userId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, c.id),
          eq(auditLog.entityType, 'budget_item'),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(deleted.map((d) => d.entityId).sort()).toEqual([a.id, b.id, inB.id, inA.id].map(String).sort());
    expect(deleted.every((d) => d.userId === c.employee.id)).toBe(true);

    expect(
      (await call(t.app, 'DELETE', `/api/budget/${top.id}`, { cookie: c.employee.cookie })).statusCode,
    ).toBe(204);
    expect((await rowsOf(p)).map((r) => r.id).sort()).toEqual([sibling.id, siblingChild.id].sort());
    expect(
      (await call(t.app, 'DELETE', `/api/budget/${top.id}`, { cookie: c.employee.cookie })).statusCode,
    ).toBe(404);
  });
});

describe('reordering budget items', () => {
  it('reorders the children of one parent and refuses anything but exactly those siblings', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const g = await group(c, p, 'G');
    const one = await product(c, p, 'One', g.id, '1', '1', '1');
    const two = await product(c, p, 'Two', g.id, '1', '1', '1');
    const three = await product(c, p, 'Three', g.id, '1', '1', '1');
    const top = await product(c, p, 'Top', null, '1', '1', '1');
    const url = `/api/projects/${p}/budget/reorder`;

    const res = await call(t.app, 'POST', url, {
      cookie: c.employee.cookie,
      body: { parentId: g.id, ids: [three.id, one.id, two.id] },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as View).items.map((i) => i.name)).toEqual(['G', 'Three', 'One', 'Two', 'Top']);

    const top2 = await call(t.app, 'POST', url, {
      cookie: c.employee.cookie,
      body: { parentId: null, ids: [top.id, g.id] },
    });
    expect((top2.json() as View).items.map((i) => i.name)).toEqual(['Top', 'G', 'Three', 'One', 'Two']);

    for (const ids of [
      [one.id, two.id],
      [one.id, two.id, three.id, top.id],
      [one.id, one.id, two.id],
    ]) {
      const bad = await call(t.app, 'POST', url, {
        cookie: c.employee.cookie,
        body: { parentId: g.id, ids },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { path: 'ids', message: 'The new order must list each item of that group exactly once' },
      ]);
    }
    const notGroup = await call(t.app, 'POST', url, {
      cookie: c.employee.cookie,
      body: { parentId: one.id, ids: [] },
    });
    expect(notGroup.json().errors).toEqual([
      { path: 'parentId', message: 'Please select a group of this project' },
    ]);
    expect((await view(c, p)).items.map((i) => i.name)).toEqual(['Top', 'G', 'Three', 'One', 'Two']);
  });
});

describe('milestones', () => {
  it('creates the groups of each scheme at the end of the top level, without duplicates', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    await product(c, p, 'Existing', null, '1', '1', '1');
    const url = `/api/projects/${p}/budget/milestones`;
    const res = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: { scheme: 'three' } });
    expect(res.statusCode).toBe(201);
    const three = res.json() as Item[];
    expect(three.map((i) => [i.name, i.order])).toEqual([
      ['Milestone: Start', 1],
      ['Milestone: In Progress', 2],
      ['Milestone: Completion', 3],
    ]);
    for (const m of three) {
      expect(m).toMatchObject({
        type: 'group',
        description: 'Payment milestone',
        parentId: null,
        isExpanded: true,
        unitCost: '0.00',
        unitPrice: '0.00',
      });
    }
    const five = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: { scheme: 'five' } });
    expect(five.statusCode).toBe(201);
    const fiveItems = five.json() as Item[];
    expect(fiveItems.map((i) => i.name)).toEqual([
      'Milestone: Start',
      'Milestone: 25%',
      'Milestone: 50%',
      'Milestone: 75%',
      'Milestone: Completion',
    ]);
    expect(fiveItems[0]!.id).toBe(three[0]!.id);
    expect(fiveItems[4]!.id).toBe(three[2]!.id);
    for (const [scheme, name] of [
      ['contract_signing', 'Milestone: Contract Signing'],
      ['substantial_completion', 'Milestone: Substantial Completion'],
      ['final_completion', 'Milestone: Final Completion'],
    ] as const) {
      const single = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: { scheme } });
      expect(single.statusCode).toBe(201);
      expect((single.json() as Item[]).map((i) => i.name)).toEqual([name]);
    }
    const rows = await rowsOf(p);
    expect(rows.filter((r) => r.name.startsWith('Milestone'))).toHaveLength(9);
    const bad = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: { scheme: 'four' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'scheme', message: 'Please select a milestone scheme' }]);
  });

  it('splits the total price equally across the milestone groups for the print layout', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const res = await call(t.app, 'POST', `/api/projects/${p}/budget/milestones`, {
      cookie: c.employee.cookie,
      body: { scheme: 'three' },
    });
    const [start] = res.json() as Item[];
    await product(c, p, 'Work', start!.id, '1', '50.00', '100.00');
    const v = await view(c, p);
    expect(v.totals.totalPrice).toBe('100.00');
    expect(v.milestonePayments.map((m) => [m.name, m.amount])).toEqual([
      ['Milestone: Start', '33.33'],
      ['Milestone: In Progress', '33.33'],
      ['Milestone: Completion', '33.34'],
    ]);
  });
});
