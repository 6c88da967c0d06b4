import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetItems, products, tasks, units } from '../../db/schema/index';
import { aCatalogItem, aProject, aUnit } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t.database.db);
  other = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('trades', () => {
  it('creates, renames and deletes a trade through the catalog calls', async () => {
    const created = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
      cookie: c.manager.cookie,
      body: { name: '  Roofing ', description: 'Shingles and flashing', companyId: c.id },
    });
    expect(created.statusCode).toBe(201);
    const trade = created.json();
    expect(trade).toEqual({
      id: expect.any(Number),
      name: 'Roofing',
      description: 'Shingles and flashing',
      version: expect.any(String),
    });

    const updated = await call(t.app, 'PUT', `/api/trades/${trade.id}`, {
      cookie: c.admin.cookie,
      body: { name: 'Roofing & Gutters', description: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      version: expect.any(String),
      id: trade.id,
      name: 'Roofing & Gutters',
      description: null,
    });

    const list = await call(t.app, 'GET', `/api/companies/${c.id}/trades`, { cookie: c.employee.cookie });
    expect(list.json()).toContainEqual({
      version: expect.any(String),
      id: trade.id,
      name: 'Roofing & Gutters',
      description: null,
    });

    const deleted = await call(t.app, 'DELETE', `/api/trades/${trade.id}`, { cookie: c.manager.cookie });
    expect(deleted.statusCode).toBe(204);
    const after = await call(t.app, 'GET', `/api/companies/${c.id}/trades`, { cookie: c.employee.cookie });
    expect(after.json().map((x: { id: number }) => x.id)).not.toContain(trade.id);
  });

  it("answers 400 with the form's message for a missing name", async () => {
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      const res = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
        cookie: c.admin.cookie,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'name',
        message: 'Please enter a name for the trade.',
      });
    }
    const tooLong = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
      cookie: c.admin.cookie,
      body: { name: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses employees (403) and other companies (404), and a foreign companyId in the body (400)', async () => {
    const created = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
      cookie: c.admin.cookie,
      body: { name: 'Tile' },
    });
    const id: number = created.json().id;
    const asEmployee = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
      cookie: c.employee.cookie,
      body: { name: 'Masonry' },
    });
    expect(asEmployee.statusCode).toBe(403);
    expect(
      (await call(t.app, 'PUT', `/api/trades/${id}`, { cookie: c.employee.cookie, body: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/trades/${id}`, { cookie: c.employee.cookie })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'PUT', `/api/trades/${id}`, { cookie: other.admin.cookie, body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/trades/${id}`, { cookie: other.admin.cookie })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
          cookie: other.admin.cookie,
          body: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const foreignBody = await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
      cookie: c.admin.cookie,
      body: { name: 'x', companyId: other.id },
    });
    expect(foreignBody.statusCode).toBe(400);
  });

  it('keeps the products, budget items and tasks of a deleted trade and clears their trade', async () => {
    const trade = (
      await call(t.app, 'POST', `/api/companies/${c.id}/trades`, {
        cookie: c.admin.cookie,
        body: { name: 'HVAC' },
      })
    ).json();
    const db = t.database.db;
    const project = await aProject(db, c.id, { name: 'Attic' });
    const product = await aCatalogItem(db, c.id, {
      tradeId: trade.id,
      name: 'Duct',
      unitCost: '5',
      unitPrice: '8',
    });
    const [item] = await db
      .insert(budgetItems)
      .values({ companyId: c.id, projectId: project!.id, tradeId: trade.id, name: 'Ducts', order: 0 })
      .returning();
    const [task] = await db
      .insert(tasks)
      .values({ companyId: c.id, projectId: project!.id, tradeId: trade.id, title: 'Run ducts' })
      .returning();
    expect(
      (await call(t.app, 'DELETE', `/api/trades/${trade.id}`, { cookie: c.admin.cookie })).statusCode,
    ).toBe(204);
    expect((await db.select().from(products).where(eq(products.id, product!.id)))[0]?.tradeId).toBeNull();
    expect((await db.select().from(budgetItems).where(eq(budgetItems.id, item!.id)))[0]?.tradeId).toBeNull();
    expect((await db.select().from(tasks).where(eq(tasks.id, task!.id)))[0]?.tradeId).toBeNull();
  });
});

describe('units', () => {
  it('lists, creates, changes and deletes units with trimmed name and symbol', async () => {
    const created = await call(t.app, 'POST', `/api/companies/${c.id}/units`, {
      cookie: c.admin.cookie,
      body: { name: '  Linear foot ', symbol: ' lf ', companyId: c.id },
    });
    expect(created.statusCode).toBe(201);
    const unit = created.json();
    expect(unit).toEqual({
      id: expect.any(Number),
      name: 'Linear foot',
      symbol: 'lf',
      description: null,
      version: expect.any(String),
    });

    const patched = await call(t.app, 'PATCH', `/api/companies/${c.id}/units/${unit.id}`, {
      cookie: c.manager.cookie,
      body: { symbol: ' lin ft ' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Linear foot', symbol: 'lin ft' });

    const list = await call(t.app, 'GET', `/api/companies/${c.id}/units`, { cookie: c.employee.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      version: expect.any(String),
      id: unit.id,
      name: 'Linear foot',
      symbol: 'lin ft',
      description: null,
    });
    expect(
      (await call(t.app, 'GET', `/api/companies/${c.id}/units`, { cookie: other.employee.cookie }))
        .statusCode,
    ).toBe(404);

    const deleted = await call(t.app, 'DELETE', `/api/companies/${c.id}/units/${unit.id}`, {
      cookie: c.admin.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call(t.app, 'DELETE', `/api/companies/${c.id}/units/${unit.id}`, { cookie: c.admin.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 400 'Unit name is required.' for a blank name, on create and on change", async () => {
    const blank = await call(t.app, 'POST', `/api/companies/${c.id}/units`, {
      cookie: c.admin.cookie,
      body: { name: '   ', symbol: 'ea' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ path: 'name', message: 'Unit name is required.' });
    const unit = await aUnit(t.database.db, c.id, { name: 'Each' });
    const patch = await call(t.app, 'PATCH', `/api/companies/${c.id}/units/${unit!.id}`, {
      cookie: c.admin.cookie,
      body: { name: '' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toContainEqual({ path: 'name', message: 'Unit name is required.' });
  });

  it("refuses employees (403) and another company's unit (404)", async () => {
    const unit = await aUnit(t.database.db, c.id, { name: 'Hour' });
    const path = `/api/companies/${c.id}/units/${unit!.id}`;
    expect(
      (
        await call(t.app, 'POST', `/api/companies/${c.id}/units`, {
          cookie: c.employee.cookie,
          body: { name: 'Day' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PATCH', path, { cookie: c.employee.cookie, body: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', path, { cookie: c.employee.cookie })).statusCode).toBe(403);
    // Company B naming its own company with company A's unit id: 404, and nothing changes.
    const theirPath = `/api/companies/${other.id}/units/${unit!.id}`;
    expect(
      (await call(t.app, 'PATCH', theirPath, { cookie: other.admin.cookie, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', theirPath, { cookie: other.admin.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', path, { cookie: other.admin.cookie })).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(units).where(eq(units.id, unit!.id));
    expect(still?.name).toBe('Hour');
  });

  it('keeps the products of a deleted unit with their own unit text', async () => {
    const unit = await aUnit(t.database.db, c.id, { name: 'Square foot', symbol: 'sq ft' });
    const product = await aCatalogItem(t.database.db, c.id, {
      unitId: unit!.id,
      unit: 'sq ft',
      name: 'Tile',
      unitCost: '2',
      unitPrice: '3',
    });
    const res = await call(t.app, 'DELETE', `/api/companies/${c.id}/units/${unit!.id}`, {
      cookie: c.admin.cookie,
    });
    expect(res.statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(kept).toMatchObject({ unitId: null, unit: 'sq ft', name: 'Tile' });
  });
});
