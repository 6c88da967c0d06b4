import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetItems, customTaskTypes, projects, trades } from '../../db/schema/index';
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
      { id: expect.any(Number), name: 'Carpentry', description: null },
      { id: expect.any(Number), name: 'Plumbing', description: 'Pipes' },
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
      { id: expect.any(Number), name: 'Permit', value: 'permit' },
      { id: expect.any(Number), name: 'Site visit', value: 'site_visit' },
    ]);
    expect(
      (await call(t.app, 'GET', `/api/companies/${c.id}/task-types`, { cookie: other.employee.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("lists a project's budget items for selectors with exact budgeted cost, groups and milestones", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const [project] = await t.database.db
      .insert(projects)
      .values({ companyId: c.id, name: 'Basement' })
      .returning();
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
        isGroup: true,
        isMilestone: true,
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
});
