import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetItems, customTaskTypes, products, trades } from '../../db/schema/index';
import { aProject, aTrade } from '../../test/entities';
import { createCompany, createSystemAdminUser } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('catalog lists for the task form', () => {
  it('lists the company trades by name, by company id and for my company', async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    await t.database.db.insert(trades).values([
      { companyId: c.id, name: 'Plumbing', description: 'Pipes' },
      { companyId: c.id, name: 'Carpentry' },
      { companyId: other.id, name: 'Theirs' },
    ]);
    const expected = [
      { id: expect.any(Number), name: 'Carpentry', description: null, version: expect.any(String) },
      { id: expect.any(Number), name: 'Plumbing', description: 'Pipes', version: expect.any(String) },
    ];
    const byId = await call(t.app, 'GET', `/api/companies/${c.id}/trades`, { cookie: c.employee.cookie });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(expected);
    const mine = await call(t.app, 'GET', '/api/mycompany/trades', { cookie: c.employee.cookie });
    expect(mine.json()).toEqual(expected);
    const foreign = await call(t.app, 'GET', `/api/companies/${c.id}/trades`, { cookie: other.admin.cookie });
    expect(foreign.statusCode).toBe(404);
    const sysadmin = await createSystemAdminUser(t.database.db);
    expect(
      (await call(t.app, 'GET', `/api/companies/${c.id}/trades`, { cookie: sysadmin.cookie })).json(),
    ).toEqual(expected);
    expect((await call(t.app, 'GET', '/api/mycompany/trades', { cookie: sysadmin.cookie })).statusCode).toBe(
      403,
    );
  });

  it("lists the company's custom task types by name", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    await t.database.db.insert(customTaskTypes).values([
      { companyId: c.id, name: 'Site visit', value: 'site_visit' },
      { companyId: c.id, name: 'Permit', value: 'permit' },
      { companyId: other.id, name: 'Theirs', value: 'theirs' },
    ]);
    const res = await call(t.app, 'GET', `/api/companies/${c.id}/task-types`, { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), name: 'Permit', value: 'permit', version: expect.any(String) },
      { id: expect.any(Number), name: 'Site visit', value: 'site_visit', version: expect.any(String) },
    ]);
    expect(
      (await call(t.app, 'GET', `/api/companies/${c.id}/task-types`, { cookie: other.employee.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("lists a project's budget items for selectors with exact budgeted cost, groups and milestones", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const project = await aProject(t.database.db, c.id, { name: 'Basement' });
    const p = project!.id;
    const [milestone] = await t.database.db
      .insert(budgetItems)
      .values({ companyId: c.id, projectId: p, type: 'group', name: 'Milestone: Start', order: 0 })
      .returning();
    const [group] = await t.database.db
      .insert(budgetItems)
      .values({ companyId: c.id, projectId: p, type: 'group', name: 'Framing', order: 1 })
      .returning();
    await t.database.db.insert(budgetItems).values([
      {
        companyId: c.id,
        projectId: p,
        parentId: group!.id,
        name: 'Studs',
        quantity: '3.33',
        unitCost: '0.10',
        order: 0,
      },
      {
        companyId: c.id,
        projectId: p,
        parentId: group!.id,
        name: 'Labor',
        quantity: '12',
        unitCost: '55.25',
        order: 1,
      },
    ]);
    const res = await call(t.app, 'GET', `/api/projects/${p}/budget/items`, { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: milestone!.id,
        name: 'Milestone: Start',
        type: 'group',
        parentId: null,
        tradeId: null,
        unitCost: '0.00',
        quantity: '1.00',
        budgetedCost: '0.00',
        totalPrice: '0.00',
        isGroup: true,
        isMilestone: true,
        isAllowance: false,
      },
      expect.objectContaining({ name: 'Studs', type: 'product', parentId: group!.id, isGroup: false }),
      expect.objectContaining({ name: 'Framing', isGroup: true, isMilestone: false }),
      expect.objectContaining({
        name: 'Labor',
        unitCost: '55.25',
        quantity: '12.00',
        budgetedCost: '663.00',
      }),
    ]);
    const studs = res.json().find((i: { name: string }) => i.name === 'Studs');
    expect(studs.budgetedCost).toBe('0.33');
    expect(studs.isMilestone).toBe(false);
    expect(
      (await call(t.app, 'GET', `/api/projects/${p}/budget/items`, { cookie: other.admin.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("lists my company's catalog products by name, with optional search, category and paging", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const trade = await aTrade(t.database.db, c.id, { name: 'Tile' });
    await t.database.db.insert(products).values([
      {
        companyId: c.id,
        tradeId: trade!.id,
        name: 'Subway tile',
        description: 'White 3x6',
        category: 'material',
        unitCost: '2.00',
        markup: '50.00',
        margin: '33.33',
        unitPrice: '3.00',
        unit: 'sq ft',
      },
      { companyId: c.id, name: 'Install labor', category: 'labor', unitCost: '40', unitPrice: '60' },
      { companyId: c.id, name: 'Grout 100%', category: 'material', unitCost: '1', unitPrice: '1' },
      { companyId: other.id, name: 'Theirs', unitCost: '1', unitPrice: '1' },
    ]);
    const res = await call(t.app, 'GET', '/api/mycompany/catalog', { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const list = res.json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Grout 100%', 'Install labor', 'Subway tile']);
    expect(list[2]).toEqual({
      id: expect.any(Number),
      name: 'Subway tile',
      description: 'White 3x6',
      category: 'material',
      unitCost: '2.00',
      markup: '50.00',
      margin: '33.33',
      unitPrice: '3.00',
      unit: 'sq ft',
      tradeId: trade!.id,
    });
    const names = async (query: string) =>
      (await call(t.app, 'GET', `/api/mycompany/catalog?${query}`, { cookie: c.employee.cookie }))
        .json()
        .map((p: { name: string }) => p.name);
    expect(await names('search=WHITE')).toEqual(['Subway tile']);
    expect(await names('search=100%25')).toEqual(['Grout 100%']);
    expect(await names('search=%25')).toEqual(['Grout 100%']);
    expect(await names('category=labor')).toEqual(['Install labor']);
    const page = await call(t.app, 'GET', '/api/mycompany/catalog?limit=1&offset=1', {
      cookie: c.employee.cookie,
    });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((p: { name: string }) => p.name)).toEqual(['Install labor']);
    const bad = await call(t.app, 'GET', '/api/mycompany/catalog?category=food', {
      cookie: c.employee.cookie,
    });
    expect(bad.statusCode).toBe(400);
    const theirs = await call(t.app, 'GET', '/api/mycompany/catalog', { cookie: other.employee.cookie });
    expect(theirs.json().map((p: { name: string }) => p.name)).toEqual(['Theirs']);
    const sysadmin = await createSystemAdminUser(t.database.db);
    expect((await call(t.app, 'GET', '/api/mycompany/catalog', { cookie: sysadmin.cookie })).statusCode).toBe(
      403,
    );
  });
});
