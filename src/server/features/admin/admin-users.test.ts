import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '#domain/contracts/admin';
import type { AdminUser } from '#domain/contracts/auth';
import { auditLog, users } from '../../db/schema/index';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  TEST_PASSWORD,
  type TestCompany,
  type TestUser,
  unique,
} from '../../test/factories';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app';
import { LAST_ADMIN, SYSTEM_ADMIN_NOT_DELETED } from '../users/users.service';
import {
  NOT_YOUR_OWN_ADMIN_RIGHTS,
  NOT_YOUR_OWN_PASSWORD,
  NOT_YOURSELF,
  newOneTimePassword,
} from './admin-users.service';

let t: TestApp;
let sysadmin: TestUser;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createSystemAdminUser(t.database.db);
  company = await createCompany(t.database.db, `Users Co ${unique()}`);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const as = (user: { cookie: string }) => ({ cookie: user.cookie });
const login = (username: string, password: string) =>
  call(t.app, 'POST', '/api/login', { body: { username, password } });
const fieldMessages = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

async function addUser(fields: Record<string, unknown> = {}) {
  const username = `admin_added_${unique()}`;
  const res = await call(t.app, 'POST', '/api/admin/users', {
    ...as(sysadmin),
    body: { username, email: `${username}@example.com`, password: 'framing1', ...fields },
  });
  return { res, username };
}

describe('every /api/admin/users route refuses anyone but system administrators', () => {
  it('answers 403 to company admins, managers and employees', async () => {
    const target = company.employee.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { username: 'sneaky', email: '', password: 'secret123' }],
      ['GET', `/api/admin/users/${target}`],
      ['PATCH', `/api/admin/users/${target}`, { firstName: 'Changed' }],
      ['DELETE', `/api/admin/users/${target}`],
      ['POST', `/api/admin/users/${target}/reset-password`],
    ];
    for (const user of [company.admin, company.manager, company.employee]) {
      for (const [method, url, body] of calls) {
        const res = await call(t.app, method as 'GET', url, { ...as(user), body });
        expect(res.statusCode, `${method} ${url} as ${user.role}`).toBe(403);
      }
    }
    const [row] = await db().select().from(users).where(eq(users.id, target));
    expect(row?.firstName).toBe('Test');
  });
});

describe('adding a user (POST /api/admin/users)', () => {
  it('adds a user to a company with a role; defaults: employee, not a system administrator', async () => {
    const { res, username } = await addUser({ companyId: company.id });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json() as AdminUserDetail;
    expect(user).toMatchObject({
      username,
      companyId: company.id,
      companyName: company.name,
      role: 'employee',
      isAdmin: false,
      isActive: true,
    });
    expect(Object.keys(user)).not.toContain('passwordHash');
    expect((await login(username, 'framing1')).statusCode).toBe(200);

    const { res: manager } = await addUser({ companyId: company.id, role: 'manager' });
    expect(manager.json()).toMatchObject({ role: 'manager' });
  });

  it('adds a user with No Company and no e-mail, and a system administrator', async () => {
    const { res } = await addUser({ companyId: null, email: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ companyId: null, companyName: null, email: '' });
    const { res: admin } = await addUser({ isAdmin: true, role: 'admin' });
    expect(admin.json()).toMatchObject({ isAdmin: true, companyId: null });
  });

  it('answers 400 with a message for each invalid field', async () => {
    const res = await call(t.app, 'POST', '/api/admin/users', {
      ...as(sysadmin),
      body: { username: 'ab', email: 'nope', password: '12345', role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email format',
      password: 'Password must be at least 6 characters',
    });
    expect(fieldMessages(res.json())).toHaveProperty('role');
    const missingCompany = await addUser({ companyId: 999_999_999 });
    expect(missingCompany.res.statusCode).toBe(400);
    expect(fieldMessages(missingCompany.res.json())).toEqual({ companyId: 'Company not found' });
  });

  it('answers 409 on a username already taken, whatever its case', async () => {
    const { username } = await addUser();
    const again = await call(t.app, 'POST', '/api/admin/users', {
      ...as(sysadmin),
      body: { username: username.toUpperCase(), email: '', password: 'secret123' },
    });
    expect(again.statusCode).toBe(409);
    expect(fieldMessages(again.json())).toEqual({ username: 'Username already exists' });
  });
});

describe('listing and reading users', () => {
  it('searches and pages every user with their company name; companyId narrows to one company', async () => {
    const res = await call(t.app, 'GET', `/api/admin/users?companyId=${company.id}&limit=2`, as(sysadmin));
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const rows = res.json() as AdminUser[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ companyId: company.id, companyName: company.name });

    const search = await call(
      t.app,
      'GET',
      `/api/admin/users?search=${company.admin.username}`,
      as(sysadmin),
    );
    expect((search.json() as AdminUser[]).map((u) => u.id)).toEqual([company.admin.id]);
  });

  it('reads one user; a missing one answers 404', async () => {
    const res = await call(t.app, 'GET', `/api/admin/users/${company.manager.id}`, as(sysadmin));
    expect(res.json()).toMatchObject({
      id: company.manager.id,
      role: 'manager',
      companyName: company.name,
      mustChangePassword: false,
    });
    const missing = await call(t.app, 'GET', '/api/admin/users/999999999', as(sysadmin));
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing a user (PATCH /api/admin/users/{id})', () => {
  it('changes names, role, company and system administration', async () => {
    const { res } = await addUser({ companyId: company.id });
    const id = (res.json() as AdminUserDetail).id;
    const other = await createCompany(db());
    const patch = await call(t.app, 'PATCH', `/api/admin/users/${id}`, {
      ...as(sysadmin),
      body: { firstName: 'Dana', lastName: 'Reyes', role: 'manager', companyId: other.id },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      firstName: 'Dana',
      role: 'manager',
      companyId: other.id,
      companyName: other.name,
    });
    const none = await call(t.app, 'PATCH', `/api/admin/users/${id}`, {
      ...as(sysadmin),
      body: { companyId: null, isAdmin: true },
    });
    expect(none.json()).toMatchObject({ companyId: null, isAdmin: true });
  });

  it("keeps a company's last administrator (409) and one's own system administration (403)", async () => {
    const lone = await createCompany(db());
    const demote = await call(t.app, 'PATCH', `/api/admin/users/${lone.admin.id}`, {
      ...as(sysadmin),
      body: { role: 'employee' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_ADMIN());
    const self = await call(t.app, 'PATCH', `/api/admin/users/${sysadmin.id}`, {
      ...as(sysadmin),
      body: { isAdmin: false },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(NOT_YOUR_OWN_ADMIN_RIGHTS());
    const bad = await call(t.app, 'PATCH', `/api/admin/users/${lone.employee.id}`, {
      ...as(sysadmin),
      body: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json())).toEqual({ email: 'Invalid email format' });
    const missing = await call(t.app, 'PATCH', '/api/admin/users/999999999', {
      ...as(sysadmin),
      body: { firstName: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting a user (DELETE /api/admin/users/{id})', () => {
  it('deletes a company user; their sessions end', async () => {
    const member = await createUser(db(), { companyId: company.id, role: 'employee' });
    const res = await call(t.app, 'DELETE', `/api/admin/users/${member.id}`, as(sysadmin));
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/user', as(member))).statusCode).toBe(401);
    const again = await call(t.app, 'DELETE', `/api/admin/users/${member.id}`, as(sysadmin));
    expect(again.statusCode).toBe(404);
  });

  it('never deletes oneself or a system administrator (403), nor a company’s last admin (409)', async () => {
    const self = await call(t.app, 'DELETE', `/api/admin/users/${sysadmin.id}`, as(sysadmin));
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(NOT_YOURSELF());
    const otherAdmin = await createSystemAdminUser(db());
    const admin = await call(t.app, 'DELETE', `/api/admin/users/${otherAdmin.id}`, as(sysadmin));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(SYSTEM_ADMIN_NOT_DELETED());
    // Nor through a company's Team page (an opened company's, say).
    const team = await call(t.app, 'DELETE', `/api/users/${otherAdmin.id}`, as(sysadmin));
    expect(team.statusCode).toBe(403);
    expect(team.json().message).toBe(SYSTEM_ADMIN_NOT_DELETED());
    const lone = await createCompany(db());
    const last = await call(t.app, 'DELETE', `/api/admin/users/${lone.admin.id}`, as(sysadmin));
    expect(last.statusCode).toBe(409);
    const still = await db().select().from(users).where(eq(users.id, otherAdmin.id));
    expect(still).toHaveLength(1);
  });
});

describe('resetting a password (POST /api/admin/users/{id}/reset-password)', () => {
  it('answers a one-time password once; the old one stops working, sessions end, a change is required', async () => {
    const member = await createUser(db(), { companyId: company.id, role: 'manager' });
    const res = await call(t.app, 'POST', `/api/admin/users/${member.id}/reset-password`, as(sysadmin));
    expect(res.statusCode, res.body).toBe(200);
    const { password } = res.json() as { password: string };
    expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);

    expect((await call(t.app, 'GET', '/api/user', as(member))).statusCode).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row?.mustChangePassword).toBe(true);
    expect(row?.passwordHash).not.toContain(password);

    expect((await login(member.username, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(member.username, password);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ id: member.id, mustChangePassword: true });
    const me = await call(t.app, 'GET', '/api/user', { cookie: sessionCookieOf(fresh) });
    expect(me.json()).toMatchObject({ mustChangePassword: true });

    const detail = await call(t.app, 'GET', `/api/admin/users/${member.id}`, as(sysadmin));
    expect(detail.json()).toMatchObject({ mustChangePassword: true });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.id)));
    const reset = audit.find((a) => a.action === 'password_reset');
    expect(reset).toMatchObject({ userId: sysadmin.id, entityType: 'user' });
    expect(JSON.stringify(reset?.details)).not.toContain(password);
  });

  it('refuses one’s own password (403) and a missing user (404)', async () => {
    const self = await call(t.app, 'POST', `/api/admin/users/${sysadmin.id}/reset-password`, as(sysadmin));
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(NOT_YOUR_OWN_PASSWORD());
    expect((await call(t.app, 'GET', '/api/user', as(sysadmin))).statusCode).toBe(200);
    const missing = await call(t.app, 'POST', '/api/admin/users/999999999/reset-password', as(sysadmin));
    expect(missing.statusCode).toBe(404);
  });

  it('makes a different password each time', () => {
    const seen = new Set(Array.from({ length: 50 }, newOneTimePassword));
    expect(seen.size).toBe(50);
  });
});
