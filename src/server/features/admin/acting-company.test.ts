import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#domain/contracts/account-security';
import { auditLog, companies, projects, vendors } from '../../db/schema/index';
import { publishToCompany } from '../../live-updates/live-events';
import { createCompany, createSystemAdminUser, type TestCompany, type TestUser } from '../../test/factories';
import { openEventStream } from '../../test/sse-client';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { hashToken, validSessions } from '../auth/sessions';
import { settingsCache } from '../settings/settings.service';

/**
 * A system administrator opening a company (visible banner, every action under their own name;
 * docs/product.md#administration).
 */
let t: TestApp;
let base: string;
let a: TestCompany;
let b: TestCompany;
let aProjectId: number;
let bProjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  a = await createCompany(t.database.db, 'Alder Homes');
  b = await createCompany(t.database.db, 'Birch Builders');
  const insert = async (companyId: number, name: string) =>
    (await t.database.db.insert(projects).values({ companyId, name, type: 'kitchen' }).returning())[0]!.id;
  aProjectId = await insert(a.id, 'Alder kitchen');
  bProjectId = await insert(b.id, 'Birch kitchen');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const as = (user: { cookie: string }) => ({ cookie: user.cookie });
const open = (user: TestUser, companyId: number) =>
  call(t.app, 'POST', `/api/admin/companies/${companyId}/open`, as(user));
const leave = (user: TestUser) => call(t.app, 'POST', '/api/admin/companies/leave', as(user));
const me = async (user: TestUser) => (await call(t.app, 'GET', '/api/user', as(user))).json() as CurrentUser;

describe('opening a company', () => {
  it("shows the company's pages with its data, and no other company's, until the administrator leaves", async () => {
    const admin = await createSystemAdminUser(db());
    expect(await me(admin)).toMatchObject({ companyId: null, actingCompany: null, isAdmin: true });
    expect((await call(t.app, 'GET', '/api/mycompany', as(admin))).statusCode).toBe(403);

    const opened = await open(admin, a.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const expected = {
      id: admin.id,
      username: admin.username,
      companyId: a.id,
      role: 'admin',
      isAdmin: true,
      actingCompany: { id: a.id, name: 'Alder Homes' },
    };
    expect(opened.json()).toEqual(expect.objectContaining(expected));
    expect(await me(admin)).toMatchObject(expected);

    expect((await call(t.app, 'GET', '/api/mycompany', as(admin))).json()).toMatchObject({ id: a.id });
    const list = await call(t.app, 'GET', '/api/projects', as(admin));
    expect(list.statusCode, list.body).toBe(200);
    const names = JSON.stringify(list.json());
    expect(names).toContain('Alder kitchen');
    expect(names).not.toContain('Birch kitchen');
    expect((await call(t.app, 'GET', `/api/projects/${aProjectId}`, as(admin))).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/projects/${bProjectId}`, as(admin))).statusCode).toBe(404);

    // A write is the administrator's own, in the opened company.
    const vendor = await call(t.app, 'POST', `/api/companies/${a.id}/vendors`, {
      ...as(admin),
      body: { name: 'Opened Co Lumber' },
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    const [row] = await db().select().from(vendors).where(eq(vendors.id, vendor.json().id));
    expect(row).toMatchObject({ companyId: a.id, createdBy: admin.id });

    const left = await leave(admin);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ companyId: null, role: 'admin', actingCompany: null });
    expect(await me(admin)).toMatchObject({ companyId: null, actingCompany: null });
    expect((await call(t.app, 'GET', '/api/projects', as(admin))).statusCode).toBe(403);
    // The administration area works throughout.
    expect((await call(t.app, 'GET', '/api/companies', as(admin))).statusCode).toBe(200);
  });

  it('audits opening and leaving under the administrator’s own name, switching closes the previous one', async () => {
    const admin = await createSystemAdminUser(db());
    await open(admin, a.id);
    await open(admin, b.id);
    expect(await me(admin)).toMatchObject({ companyId: b.id, actingCompany: { id: b.id } });
    await leave(admin);
    await leave(admin);
    const rows = await db()
      .select({ action: auditLog.action, companyId: auditLog.companyId, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.id), eq(auditLog.entityType, 'company')))
      .orderBy(auditLog.id);
    expect(rows).toEqual([
      { action: 'company_open', companyId: a.id, entityId: String(a.id) },
      { action: 'company_leave', companyId: a.id, entityId: String(a.id) },
      { action: 'company_open', companyId: b.id, entityId: String(b.id) },
      { action: 'company_leave', companyId: b.id, entityId: String(b.id) },
    ]);
  });

  it('is for the session that opened it: the same administrator elsewhere keeps their own view', async () => {
    const admin = await createSystemAdminUser(db());
    const signIn = await call(t.app, 'POST', '/api/login', {
      body: { username: admin.username, password: 'secret123' },
    });
    const elsewhere = { ...admin, cookie: `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}` };
    await open(admin, a.id);
    expect(await me(elsewhere)).toMatchObject({ companyId: null, actingCompany: null });
  });

  it('answers 403 to company users and 404 for a company that does not exist', async () => {
    for (const user of [a.admin, a.manager, a.employee]) {
      expect((await open(user, b.id)).statusCode, user.role).toBe(403);
      expect((await open(user, a.id)).statusCode, user.role).toBe(403);
      expect((await leave(user)).statusCode, user.role).toBe(403);
      expect(await me(user)).toMatchObject({ companyId: a.id, actingCompany: null });
    }
    expect((await call(t.app, 'GET', `/api/projects/${bProjectId}`, as(a.admin))).statusCode).toBe(404);
    const admin = await createSystemAdminUser(db());
    expect((await open(admin, 999_999_999)).statusCode).toBe(404);
    expect(await me(admin)).toMatchObject({ companyId: null, actingCompany: null });
  });

  it('ends when the company is deleted: the administrator is back in their own view', async () => {
    const admin = await createSystemAdminUser(db());
    const doomed = await createCompany(db());
    await open(admin, doomed.id);
    expect((await call(t.app, 'DELETE', `/api/companies/${doomed.id}`, as(admin))).statusCode).toBe(204);
    expect(await me(admin)).toMatchObject({ companyId: null, actingCompany: null });
    expect(await db().select().from(companies).where(eq(companies.id, doomed.id))).toEqual([]);
  });
});

describe('live updates while a company is open', () => {
  const notice = (projectId: number) => ({ type: 'chat', projectId, action: 'created' }) as const;

  it("streams the opened company's notices; opening and leaving end the stream so it reconnects", async () => {
    const admin = await createSystemAdminUser(db());
    const before = await openEventStream(base, admin.cookie);
    await open(admin, a.id);
    await before.ended;

    const inA = await openEventStream(base, admin.cookie);
    try {
      expect(inA.status).toBe(200);
      await db().transaction((tx) => publishToCompany(tx, b.id, notice(2)));
      await db().transaction((tx) => publishToCompany(tx, a.id, notice(1)));
      await inA.waitFor((e) => e.type === 'chat' && e.projectId === 1);
      expect(inA.events).toEqual([notice(1)]);
      await leave(admin);
      await inA.ended;
    } finally {
      inA.close();
    }

    const own = await openEventStream(base, admin.cookie);
    try {
      await db().transaction((tx) => publishToCompany(tx, a.id, notice(3)));
      await expect(own.waitFor(() => true, 500)).rejects.toThrow('no matching notice');
    } finally {
      own.close();
    }
  });

  it("the heartbeat's session check sees the opened company, so an open stream is not ended as moved", async () => {
    const admin = await createSystemAdminUser(db());
    await open(admin, a.id);
    const id = hashToken(admin.cookie.slice('sid='.length));
    const check = () => validSessions(db(), [id], settingsCache(db()), new Date());
    expect((await check()).get(id)).toEqual({ userId: admin.id, companyId: a.id });
    await leave(admin);
    expect((await check()).get(id)).toEqual({ userId: admin.id, companyId: null });
  });
});
