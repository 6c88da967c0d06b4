import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '#domain/contracts/catalog-products';
import { marginPercent, markupPercent, normalizePricing, priceFromMarkup } from '#domain/pricing';
import { auditLog, budgetItems, products } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany, createSystemAdminUser, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: TestCompany;
let other: TestCompany;
let tradeId: number;
let unitId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t.database.db);
  other = await createCompany(t.database.db);
  const trade = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
    cookie: c.admin.cookie,
    body: { name: 'Flooring' },
  });
  tradeId = trade.json().id;
  const unit = await call(t.app, 'POST', `/api/companies/${c.id}/units`, {
    cookie: c.admin.cookie,
    body: { name: 'Square foot', symbol: 'sq ft' },
  });
  unitId = unit.json().id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

type ProductJson = {
  id: number;
  name: string;
  category: string;
  unitCost: string;
  markup: string;
  margin: string;
  unitPrice: string;
  unit: string | null;
  tradeName: string | null;
  unitName: string | null;
};

async function addProduct(company: TestCompany, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/companies/${company.id}/catalog`, {
    cookie: company.manager.cookie,
    body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as ProductJson;
}

/** The stored row's figures, as the database holds them. */
async function stored(id: number) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

/**
 * The figures agree by src/domain/pricing.ts: the price follows from cost and markup (a markup kept as sent) or
 * markup and margin follow from cost and price; either way the margin follows from cost and price.
 */
function expectAgreement(p: { unitCost: string; unitPrice: string; markup: string; margin: string }) {
  const figures = { unitCost: p.unitCost, unitPrice: p.unitPrice, markup: p.markup, margin: p.margin };
  expect(normalizePricing(figures)).toEqual(figures);
  expect(marginPercent(p.unitCost, p.unitPrice)).toBe(p.margin);
  const byPrice = markupPercent(p.unitCost, p.unitPrice) === p.markup;
  expect(byPrice || priceFromMarkup(p.unitCost, p.markup) === p.unitPrice).toBe(true);
}

describe('creating and reading catalog items', () => {
  it('creates an item (201) with material by default, its unit text from the unit, and reads it back', async () => {
    const created = await addProduct(c, {
      name: '  Oak flooring ',
      description: 'Prefinished 3/4"',
      tradeId,
      unitId,
      unitCost: '4.50',
      markup: '40',
      companyId: c.id,
    });
    expect(created).toMatchObject({
      name: 'Oak flooring',
      category: 'material',
      unitCost: '4.50',
      markup: '40.00',
      unitPrice: '6.30',
      margin: '28.57',
      unit: 'sq ft',
      tradeId,
      tradeName: 'Flooring',
      unitId,
      unitName: 'Square foot',
    });
    const read = await call(t.app, 'GET', `/api/catalog/${created.id}`, { cookie: c.employee.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.id), eq(auditLog.entityType, 'product')));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'create', entityId: String(created.id) }));
  });

  it('stores price, markup and margin that agree with the pricing rules, whichever figure decides', async () => {
    const byMarkup = await addProduct(c, { name: 'By markup', unitCost: '12.34', markup: '33.33' });
    expect(byMarkup.unitPrice).toBe(priceFromMarkup('12.34', '33.33'));
    const byMargin = await addProduct(c, { name: 'By margin', unitCost: '80', margin: '20' });
    expect(byMargin).toMatchObject({ unitPrice: '100.00', markup: '25.00', margin: '20.00' });
    // A sent price wins over markup and margin that disagree with it.
    const byPrice = await addProduct(c, {
      name: 'By price',
      unitCost: '30',
      markup: '10',
      margin: '90',
      unitPrice: '45',
    });
    expect(byPrice).toMatchObject({ unitPrice: '45.00', markup: '50.00', margin: '33.33' });
    const nothing = await addProduct(c, { name: 'Cost only', unitCost: '7' });
    expect(nothing).toMatchObject({ unitPrice: '7.00', markup: '0.00', margin: '0.00' });
    for (const p of [byMarkup, byMargin, byPrice, nothing]) {
      expectAgreement(p);
      expectAgreement(await stored(p.id));
    }
  });

  it('lists the plain array without paging, and searches, filters, sorts and pages on request', async () => {
    const co = await createCompany(db());
    await addProduct(co, { name: 'Drywall sheet', unitCost: '12', markup: '25', unit: 'sheet' });
    await addProduct(co, { name: 'Drywall finishing', category: 'labor', unitCost: '45', markup: '50' });
    await addProduct(co, { name: 'Design consult', category: 'service', unitCost: '100', markup: '20' });
    await addProduct(co, { name: 'Permit filing', category: 'service', unitCost: '50', markup: '10' });
    const url = `/api/companies/${co.id}/catalog`;

    const all = await call(t.app, 'GET', url, { cookie: co.employee.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBeUndefined();
    expect(all.json().map((p: ProductJson) => p.name)).toEqual([
      'Design consult',
      'Drywall finishing',
      'Drywall sheet',
      'Permit filing',
    ]);

    const names = async (query: string) => {
      const res = await call(t.app, 'GET', `${url}?${query}`, { cookie: co.employee.cookie });
      expect(res.statusCode).toBe(200);
      return { names: res.json().map((p: ProductJson) => p.name), total: res.headers['x-total-count'] };
    };
    expect(await names('kind=services')).toEqual({
      names: ['Design consult', 'Permit filing'],
      total: undefined,
    });
    expect(await names('kind=products&sort=price-desc')).toEqual({
      names: ['Drywall finishing', 'Drywall sheet'],
      total: undefined,
    });
    expect(await names('search=drywall&category=labor&limit=10')).toEqual({
      names: ['Drywall finishing'],
      total: '1',
    });
    expect(await names('search=SHEET&limit=1&offset=0')).toEqual({ names: ['Drywall sheet'], total: '1' });
    expect(await names('sort=name-desc&limit=2&offset=1')).toEqual({
      names: ['Drywall sheet', 'Drywall finishing'],
      total: '4',
    });
    // A search is literal: % matches only a percent sign.
    expect(await names('search=%25&limit=5')).toEqual({ names: [], total: '0' });
  });
});

describe('editing and deleting', () => {
  it('PUTs the form body; the server recomputes the figures so they agree', async () => {
    const p = await addProduct(c, { name: 'Tile', unitCost: '3', markup: '50' });
    const res = await call(t.app, 'PUT', `/api/catalog/${p.id}`, {
      cookie: c.admin.cookie,
      body: {
        name: 'Porcelain tile',
        description: '12x24',
        category: 'material',
        unit: 'sq ft',
        unitCost: 4,
        markup: 25,
        margin: 20,
        unitPrice: 5,
        tradeId,
        companyId: c.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Porcelain tile',
      description: '12x24',
      unit: 'sq ft',
      unitCost: '4.00',
      unitPrice: '5.00',
      markup: '25.00',
      margin: '20.00',
      tradeName: 'Flooring',
    });
    // A new cost alone keeps the markup; the price follows.
    const costOnly = await call(t.app, 'PUT', `/api/catalog/${p.id}`, {
      cookie: c.manager.cookie,
      body: { unitCost: '8' },
    });
    expect(costOnly.json()).toMatchObject({ name: 'Porcelain tile', unitPrice: '10.00', markup: '25.00' });
    expectAgreement(await stored(p.id));
  });

  it('deletes an item (204); budget lines copied from it keep their figures', async () => {
    const p = await addProduct(c, { name: 'Vanity', unitCost: '300', markup: '30' });
    const project = await aProject(db(), c.id, { name: 'Bath' });
    const [line] = await db()
      .insert(budgetItems)
      .values({ companyId: c.id, projectId: project!.id, productId: p.id, name: 'Vanity', unitCost: '300' })
      .returning();
    const res = await call(t.app, 'DELETE', `/api/catalog/${p.id}`, { cookie: c.manager.cookie });
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/catalog/${p.id}`, { cookie: c.admin.cookie })).statusCode).toBe(
      404,
    );
    const [kept] = await db().select().from(budgetItems).where(eq(budgetItems.id, line!.id));
    expect(kept).toMatchObject({ productId: null, unitCost: '300.00' });
  });
});

describe('bad input', () => {
  it("answers 400 with the form's message for each negative or too large figure", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ unitCost: -1 }, 'unitCost', productMessages.unitCost()],
      [{ markup: '-5' }, 'markup', productMessages.markup()],
      [{ margin: -0.5 }, 'margin', productMessages.marginNegative()],
      [{ margin: 100.01 }, 'margin', productMessages.marginTooLarge()],
      [{ unitPrice: -3 }, 'unitPrice', productMessages.unitPrice()],
      [{ unitCost: 5, margin: 100 }, 'margin', productMessages.marginUnpriceable()],
      [{ unitCost: 'abc' }, 'unitCost', 'Unit cost must be a number'],
      [{ unitCost: 1e21 }, 'unitCost', 'Unit cost is too large'],
      [
        { unitCost: '100000000', markup: '99999999.99' },
        'unitPrice',
        'Amounts must be at most 9999999999.99',
      ],
      [{ category: 'gadget' }, 'category', productMessages.category()],
    ];
    for (const [fields, path, message] of cases) {
      const res = await call(t.app, 'POST', `/api/companies/${c.id}/catalog`, {
        cookie: c.admin.cookie,
        body: { name: 'Bad', ...fields },
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const noName = await call(t.app, 'POST', `/api/companies/${c.id}/catalog`, {
      cookie: c.admin.cookie,
      body: { name: '  ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toContainEqual({ path: 'name', message: 'Name is required' });
  });

  it("answers 400 for another company's trade, unit or companyId, and changes nothing", async () => {
    const theirTrade = await call(t.app, 'POST', `/api/companies/${other.id}/trades`, {
      cookie: other.admin.cookie,
      body: { name: 'Theirs' },
    });
    const p = await addProduct(c, { name: 'Grout', unitCost: '10' });
    for (const [body, path] of [
      [{ tradeId: theirTrade.json().id }, 'tradeId'],
      [{ unitId: 2_000_000_000 }, 'unitId'],
      [{ companyId: other.id }, 'companyId'],
    ] as const) {
      const res = await call(t.app, 'PUT', `/api/catalog/${p.id}`, { cookie: c.admin.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
    expect(await stored(p.id)).toMatchObject({ tradeId: null, unitId: null, companyId: c.id });
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another company's item and list, 403 to an employee's changes", async () => {
    const p = await addProduct(c, { name: 'Baseboard', unitCost: '2' });
    for (const [method, url] of [
      ['GET', `/api/catalog/${p.id}`],
      ['PUT', `/api/catalog/${p.id}`],
      ['DELETE', `/api/catalog/${p.id}`],
      ['GET', `/api/companies/${c.id}/catalog`],
      ['POST', `/api/companies/${c.id}/catalog`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: other.admin.cookie,
        body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine now' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url] of [
      ['PUT', `/api/catalog/${p.id}`],
      ['DELETE', `/api/catalog/${p.id}`],
      ['POST', `/api/companies/${c.id}/catalog`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: c.employee.cookie,
        body: method === 'DELETE' ? undefined : { name: 'Employee edit' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stored(p.id)).toMatchObject({ name: 'Baseboard' });
  });

  it("lets a system administrator read another company's list", async () => {
    const admin = await createSystemAdminUser(db());
    const res = await call(t.app, 'GET', `/api/companies/${c.id}/catalog`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
  });
});
