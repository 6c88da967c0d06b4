import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customTaskTypes, products, trades } from '../../db/schema/index';
import { aUnit } from '../../test/entities';
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

describe('task types', () => {
  it('creates a task type with its value lowercased and whitespace runs turned to underscores', async () => {
    const res = await call(t.app, 'POST', `/api/companies/${c.id}/task-types`, {
      cookie: c.admin.cookie,
      body: { name: 'Final Walkthrough', value: '  Final \t Walk  Through ' },
    });
    expect(res.statusCode).toBe(201);
    const type = res.json();
    expect(type).toEqual({
      id: expect.any(Number),
      name: 'Final Walkthrough',
      value: 'final_walk_through',
      version: expect.any(String),
    });

    const changed = await call(t.app, 'PUT', `/api/companies/${c.id}/task-types/${type.id}`, {
      cookie: c.manager.cookie,
      body: { name: 'Walkthrough', value: 'Walkthrough' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      version: expect.any(String),
      id: type.id,
      name: 'Walkthrough',
      value: 'walkthrough',
    });

    const deleted = await call(t.app, 'DELETE', `/api/companies/${c.id}/task-types/${type.id}`, {
      cookie: c.admin.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    const list = await call(t.app, 'GET', `/api/companies/${c.id}/task-types`, { cookie: c.employee.cookie });
    expect(list.json().map((x: { id: number }) => x.id)).not.toContain(type.id);
  });

  it("answers 400 'Name is required' and 'Value is required'", async () => {
    const res = await call(t.app, 'POST', `/api/companies/${c.id}/task-types`, {
      cookie: c.admin.cookie,
      body: { name: ' ', value: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'value', message: 'Value is required' },
      ]),
    );
  });

  it('answers 409 on the value for a second task type with the same value', async () => {
    const body = { name: 'Permit pickup', value: 'permit_pickup' };
    const first = await call(t.app, 'POST', `/api/companies/${c.id}/task-types`, {
      cookie: c.admin.cookie,
      body,
    });
    expect(first.statusCode).toBe(201);
    const again = await call(t.app, 'POST', `/api/companies/${c.id}/task-types`, {
      cookie: c.admin.cookie,
      body: { name: 'Permit', value: 'Permit Pickup' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A task type with this value already exists',
      errors: [{ path: 'value', message: 'A task type with this value already exists' }],
    });
    // Another company may use the same value.
    const theirs = await call(t.app, 'POST', `/api/companies/${other.id}/task-types`, {
      cookie: other.admin.cookie,
      body,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it("refuses employees (403) and another company's task type (404)", async () => {
    const [type] = await t.database.db
      .insert(customTaskTypes)
      .values({ companyId: c.id, name: 'Inspection', value: 'inspection' })
      .returning();
    const path = `/api/companies/${c.id}/task-types/${type!.id}`;
    const body = { name: 'x', value: 'x' };
    expect(
      (await call(t.app, 'POST', `/api/companies/${c.id}/task-types`, { cookie: c.employee.cookie, body }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'PUT', path, { cookie: c.employee.cookie, body })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', path, { cookie: c.employee.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', path, { cookie: other.admin.cookie, body })).statusCode).toBe(404);
    const theirPath = `/api/companies/${other.id}/task-types/${type!.id}`;
    expect((await call(t.app, 'PUT', theirPath, { cookie: other.admin.cookie, body })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', theirPath, { cookie: other.admin.cookie })).statusCode).toBe(404);
  });
});

describe('catalog overview counts', () => {
  it('counts products, services, trades, units and task types of the company only', async () => {
    const fresh = await createCompany(t.database.db);
    const path = `/api/companies/${fresh.id}/catalog-counts`;
    const empty = await call(t.app, 'GET', path, { cookie: fresh.employee.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ products: 0, services: 0, trades: 0, units: 0, taskTypes: 0 });

    const db = t.database.db;
    await db.insert(products).values([
      { companyId: fresh.id, name: 'Drywall', category: 'material' },
      { companyId: fresh.id, name: 'Framing labor', category: 'labor' },
      { companyId: fresh.id, name: 'Design consult', category: 'service' },
      { companyId: other.id, name: 'Theirs', category: 'service' },
    ]);
    await db.insert(trades).values([
      { companyId: fresh.id, name: 'Plumbing' },
      { companyId: fresh.id, name: 'Electrical' },
      { companyId: other.id, name: 'Theirs' },
    ]);
    await aUnit(db, fresh.id, { name: 'Each' });
    await db.insert(customTaskTypes).values({ companyId: fresh.id, name: 'Permit', value: 'permit' });
    const res = await call(t.app, 'GET', path, { cookie: fresh.employee.cookie });
    expect(res.json()).toEqual({ products: 2, services: 1, trades: 2, units: 1, taskTypes: 1 });
    expect((await call(t.app, 'GET', path, { cookie: other.admin.cookie })).statusCode).toBe(404);
  });
});
