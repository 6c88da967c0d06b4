import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, phaseTemplates } from '../../db/schema/index';
import { createCompany, createSystemAdminUser, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = (c: TestCompany) => `/api/companies/${c.id}/phase-templates`;

async function addTemplate(c: TestCompany, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', base(c), { cookie: c.manager.cookie, body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; order: number };
}

describe('phase templates', () => {
  it('creates templates at the end, lists them in order, edits and deletes them', async () => {
    const c = await createCompany(t.database.db);
    const first = await addTemplate(c, { name: 'Planning', description: 'Scope and permits' });
    expect(first).toMatchObject({
      name: 'Planning',
      description: 'Scope and permits',
      stage: 'pre-production',
      order: 0,
      companyId: c.id,
    });
    const second = await addTemplate(c, { name: 'Construction', stage: 'in-production' });
    expect(second.order).toBe(1);

    const list = await call(t.app, 'GET', base(c), { cookie: c.employee.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['Planning', 'Construction']);

    const edited = await call(t.app, 'PATCH', `/api/phase-templates/${second.id}`, {
      cookie: c.admin.cookie,
      body: { name: 'Build', description: 'Main works', stage: 'warranty' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Build',
      description: 'Main works',
      stage: 'warranty',
      order: 1,
    });

    const removed = await call(t.app, 'DELETE', `/api/phase-templates/${first.id}`, {
      cookie: c.manager.cookie,
    });
    expect(removed.statusCode).toBe(204);
    const after = await call(t.app, 'GET', base(c), { cookie: c.employee.cookie });
    expect(after.json().map((p: { name: string }) => p.name)).toEqual(['Build']);
    expect(
      (await call(t.app, 'DELETE', `/api/phase-templates/${first.id}`, { cookie: c.manager.cookie }))
        .statusCode,
    ).toBe(404);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, c.id));
    expect(audits.filter((a) => a.entityType === 'phase_template').map((a) => a.action)).toEqual(
      expect.arrayContaining(['create', 'create', 'update', 'delete']),
    );
  });

  it('answers 400 with the field message', async () => {
    const c = await createCompany(t.database.db);
    const missing = await call(t.app, 'POST', base(c), {
      cookie: c.admin.cookie,
      body: { description: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'name', message: 'Phase name is required' }]);
    const template = await addTemplate(c, { name: 'Close-out' });
    const blank = await call(t.app, 'PATCH', `/api/phase-templates/${template.id}`, {
      cookie: c.admin.cookie,
      body: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Phase name is required');
  });

  it('reorders with exactly the company template ids, else 400', async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const a = await addTemplate(c, { name: 'A' });
    const b = await addTemplate(c, { name: 'B' });
    const foreign = await addTemplate(other, { name: 'X' });
    const res = await call(t.app, 'POST', `${base(c)}/reorder`, {
      cookie: c.manager.cookie,
      body: { ids: [b.id, a.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string; order: number }) => `${p.name}${p.order}`)).toEqual([
      'B0',
      'A1',
    ]);
    for (const ids of [[a.id], [a.id, b.id, foreign.id], [a.id, foreign.id], [a.id, a.id]]) {
      const bad = await call(t.app, 'POST', `${base(c)}/reorder`, {
        cookie: c.manager.cookie,
        body: { ids },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('ids');
    }
    const [row] = await t.database.db.select().from(phaseTemplates).where(eq(phaseTemplates.id, foreign.id));
    expect(row!.order).toBe(0);
  });

  it('lets employees read but not change templates (403)', async () => {
    const c = await createCompany(t.database.db);
    const template = await addTemplate(c, { name: 'Inspection' });
    const cookie = c.employee.cookie;
    expect((await call(t.app, 'GET', base(c), { cookie })).statusCode).toBe(200);
    const refused = [
      await call(t.app, 'POST', base(c), { cookie, body: { name: 'Nope' } }),
      await call(t.app, 'PATCH', `/api/phase-templates/${template.id}`, { cookie, body: { name: 'Nope' } }),
      await call(t.app, 'DELETE', `/api/phase-templates/${template.id}`, { cookie }),
      await call(t.app, 'POST', `${base(c)}/reorder`, { cookie, body: { ids: [template.id] } }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const rows = await t.database.db.select().from(phaseTemplates).where(eq(phaseTemplates.companyId, c.id));
    expect(rows.map((r) => r.name)).toEqual(['Inspection']);
  });

  it("answers 404 for another company's templates; a system administrator reads any company", async () => {
    const c = await createCompany(t.database.db);
    const intruder = await createCompany(t.database.db);
    const template = await addTemplate(c, { name: 'Hidden' });
    const cookie = intruder.admin.cookie;
    expect((await call(t.app, 'GET', base(c), { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', base(c), { cookie, body: { name: 'X' } })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/phase-templates/${template.id}`, { cookie, body: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/phase-templates/${template.id}`, { cookie })).statusCode).toBe(
      404,
    );
    const sysadmin = await createSystemAdminUser(t.database.db);
    const read = await call(t.app, 'GET', base(c), { cookie: sysadmin.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
  });
});
