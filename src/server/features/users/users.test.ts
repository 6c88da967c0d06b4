import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, vendors } from '../../db/schema/index';
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
import { LAST_ADMIN } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** Whether the member's session still works. */
async function signedIn(user: { cookie: string }): Promise<boolean> {
  const res = await call(t.app, 'GET', '/api/mycompany', { cookie: user.cookie });
  return res.statusCode === 200;
}

const login = (username: string, password = TEST_PASSWORD) =>
  call(t.app, 'POST', '/api/login', { body: { username, password } });

async function addMember(company: TestCompany, fields: Record<string, unknown> = {}, by?: TestUser) {
  const username = `crew_${unique()}`;
  const res = await call(t.app, 'POST', '/api/users', {
    cookie: (by ?? company.admin).cookie,
    body: { username, email: `${username}@example.com`, password: 'framing1', role: 'employee', ...fields },
  });
  return res;
}

describe('reading the team', () => {
  it('lists the company members with role and Active; every member reads it and each member by id', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'GET', `/api/companies/${company.id}/users`, {
      cookie: company.employee.cookie,
    });
    expect(res.statusCode).toBe(200);
    const members = res.json() as Array<Record<string, unknown>>;
    expect(members.map((m) => m.id).sort()).toEqual(
      [company.admin.id, company.manager.id, company.employee.id].sort(),
    );
    for (const m of members) {
      expect(m).toMatchObject({ companyId: company.id, isActive: true });
      expect(Object.keys(m)).not.toContain('passwordHash');
    }

    const one = await call(t.app, 'GET', `/api/users/${company.manager.id}`, {
      cookie: company.employee.cookie,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: company.manager.id, role: 'manager', isActive: true });
  });

  it("answers 404 for another company's member and its team list", async () => {
    const a = await createCompany(db());
    const b = await createCompany(db());
    const member = await call(t.app, 'GET', `/api/users/${a.employee.id}`, { cookie: b.admin.cookie });
    expect(member.statusCode).toBe(404);
    const list = await call(t.app, 'GET', `/api/companies/${a.id}/users`, { cookie: b.admin.cookie });
    expect(list.statusCode).toBe(404);
  });
});

describe('adding members (POST /api/users)', () => {
  it('an admin adds a member to their own company, who can sign in with the password given', async () => {
    const company = await createCompany(db());
    const res = await addMember(company, { firstName: ' Dana ', lastName: 'Reyes', role: 'manager' });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      companyId: company.id,
      firstName: 'Dana',
      lastName: 'Reyes',
      role: 'manager',
      isAdmin: false,
      isActive: true,
    });
    expect((await login(member.username, 'framing1')).statusCode).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(member.id))))
      // The member's own sign-in is logged too: the first line is the creation.
      .orderBy(asc(auditLog.id));
    expect(audit).toMatchObject({ action: 'create', userId: company.admin.id, companyId: company.id });
  });

  it("answers 400 with the fields' messages for bad input", async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'POST', '/api/users', {
      cookie: company.admin.cookie,
      body: { username: 'ab', email: 'not-an-email', password: '12345', role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
    expect(errors.map((e) => e.path)).toContain('role');
  });

  it('answers 409 on the username field for a taken username, whatever its case', async () => {
    const company = await createCompany(db());
    const res = await addMember(company, { username: company.employee.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Username already exists',
      errors: [{ path: 'username', message: 'Username already exists' }],
    });
  });

  it("refuses another company's id in the body, and never makes a system administrator", async () => {
    const a = await createCompany(db());
    const b = await createCompany(db());
    const foreign = await addMember(b, { companyId: a.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'companyId', message: 'Company does not match' }]);
    const sysadmin = await addMember(a, { isAdmin: true });
    expect(sysadmin.statusCode).toBe(403);
    const own = await addMember(a, { companyId: a.id });
    expect(own.statusCode).toBe(201);
  });

  it('managers add managers and employees but not administrators; employees add nobody', async () => {
    const company = await createCompany(db());
    expect((await addMember(company, { role: 'employee' }, company.manager)).statusCode).toBe(201);
    expect((await addMember(company, { role: 'manager' }, company.manager)).statusCode).toBe(201);
    const admin = await addMember(company, { role: 'admin' }, company.manager);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Only administrators can make someone an administrator');
    expect((await addMember(company, {}, company.employee)).statusCode).toBe(403);
  });

  it('a system administrator adds a member to any company', async () => {
    const company = await createCompany(db());
    const sysadmin = await createSystemAdminUser(db());
    const res = await addMember(company, { companyId: company.id, role: 'admin' }, sysadmin);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ companyId: company.id, role: 'admin' });
  });
});

describe('editing members (PATCH /api/users/{id})', () => {
  it('changes the fields sent; a blank password is left alone', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
      cookie: company.admin.cookie,
      body: { firstName: 'Marco', lastName: '', email: 'marco@example.com', password: '', role: 'manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Marco',
      lastName: null,
      email: 'marco@example.com',
      role: 'manager',
    });
    expect((await login(company.employee.username)).statusCode).toBe(200);
    expect(await signedIn(company.employee)).toBe(true);
  });

  it("a new password ends the member's sessions; one's own change keeps the session it was made in", async () => {
    const company = await createCompany(db());
    const other = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
      cookie: company.admin.cookie,
      body: { password: 'newpass99' },
    });
    expect(other.statusCode).toBe(200);
    expect(await signedIn(company.employee)).toBe(false);
    expect((await login(company.employee.username, 'newpass99')).statusCode).toBe(200);

    const secondSession = sessionCookieOf(await login(company.admin.username));
    const own = await call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
      cookie: company.admin.cookie,
      body: { password: 'mine12345' },
    });
    expect(own.statusCode).toBe(200);
    expect(await signedIn(company.admin)).toBe(true);
    expect(await signedIn({ cookie: secondSession })).toBe(false);
  });

  it('managers may not edit administrators nor promote anyone to administrator', async () => {
    const company = await createCompany(db());
    const editAdmin = await call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
      cookie: company.manager.cookie,
      body: { firstName: 'Nope' },
    });
    expect(editAdmin.statusCode).toBe(403);
    expect(editAdmin.json().message).toBe('Managers cannot change administrators');
    const promote = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
      cookie: company.manager.cookie,
      body: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    const employeeEdits = await call(t.app, 'PATCH', `/api/users/${company.manager.id}`, {
      cookie: company.employee.cookie,
      body: { firstName: 'Nope' },
    });
    expect(employeeEdits.statusCode).toBe(403);
    const [admin] = await db().select().from(users).where(eq(users.id, company.admin.id));
    expect(admin?.firstName).toBe('Test');
  });

  it('the last active administrator cannot be demoted or deactivated (409); with a second one they can', async () => {
    const company = await createCompany(db());
    const demote = await call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
      cookie: company.admin.cookie,
      body: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_ADMIN());

    const sysadmin = await createSystemAdminUser(db());
    const deactivate = await call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
      cookie: sysadmin.cookie,
      body: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(409);

    const second = await createUser(db(), { companyId: company.id, role: 'admin' });
    const ok = await call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
      cookie: company.admin.cookie,
      body: { role: 'manager' },
    });
    expect(ok.statusCode).toBe(200);
    // Now `second` is the last one.
    const again = await call(t.app, 'PATCH', `/api/users/${second.id}`, {
      cookie: second.cookie,
      body: { role: 'employee' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('two administrators demoting each other at once: exactly one change goes through', async () => {
    const company = await createCompany(db());
    const second = await createUser(db(), { companyId: company.id, role: 'admin' });
    const results = await Promise.all([
      call(t.app, 'PATCH', `/api/users/${second.id}`, {
        cookie: company.admin.cookie,
        body: { role: 'manager' },
      }),
      call(t.app, 'PATCH', `/api/users/${company.admin.id}`, {
        cookie: second.cookie,
        body: { role: 'manager' },
      }),
    ]);
    // The second is refused: 409 (last administrator) when both passed the role check together, or 403 when its
    // caller had already been made a manager by the first.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await db()
      .select()
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
  });
});

describe('deactivating members', () => {
  it('ends every session at once and refuses sign-in; reactivating lets them back in', async () => {
    const company = await createCompany(db());
    const otherSession = sessionCookieOf(await login(company.employee.username));
    const res = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
      cookie: company.manager.cookie,
      body: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect(await signedIn(company.employee)).toBe(false);
    expect(await signedIn({ cookie: otherSession })).toBe(false);

    const refused = await login(company.employee.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account has been deactivated. Ask your company administrator to reactivate it.',
    );
    // A wrong password still gets the generic answer: the state is told only to the account's owner.
    expect((await login(company.employee.username, 'wrong-one')).statusCode).toBe(401);

    const back = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
      cookie: company.manager.cookie,
      body: { isActive: true },
    });
    expect(back.statusCode).toBe(200);
    expect((await login(company.employee.username)).statusCode).toBe(200);
  });

  it('nobody deactivates themselves', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'PATCH', `/api/users/${company.manager.id}`, {
      cookie: company.manager.cookie,
      body: { isActive: false },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(company.manager)).toBe(true);
  });
});

describe('deleting members (DELETE /api/users/{id})', () => {
  it('keeps what they made readable, with the author cleared (a former member)', async () => {
    const company = await createCompany(db());
    const vendor = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
      cookie: company.employee.cookie,
      body: { name: 'Front Range Drywall' },
    });
    expect(vendor.statusCode).toBe(201);
    const res = await call(t.app, 'DELETE', `/api/users/${company.employee.id}`, {
      cookie: company.manager.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await signedIn(company.employee)).toBe(false);
    const [kept] = await db().select().from(vendors).where(eq(vendors.id, vendor.json().id));
    expect(kept).toMatchObject({ name: 'Front Range Drywall', createdBy: null });
    const list = await call(t.app, 'GET', `/api/companies/${company.id}/users`, {
      cookie: company.admin.cookie,
    });
    expect(list.json().map((m: { id: number }) => m.id)).not.toContain(company.employee.id);
  });

  it("keeps a deleted member's customer notes, with no author name (the page shows a former member)", async () => {
    const company = await createCompany(db());
    const customer = await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
      cookie: company.admin.cookie,
      body: { firstName: 'Linda', lastName: 'Henderson' },
    });
    const notesUrl = `/api/customers/${customer.json().id}/notes`;
    const note = await call(t.app, 'POST', notesUrl, {
      cookie: company.employee.cookie,
      body: { content: 'Prefers morning visits' },
    });
    expect(note.statusCode).toBe(201);
    const before = await call(t.app, 'GET', notesUrl, { cookie: company.admin.cookie });
    expect(before.json()[0].authorName).toBe('Test User');
    await call(t.app, 'DELETE', `/api/users/${company.employee.id}`, { cookie: company.admin.cookie });
    const after = await call(t.app, 'GET', notesUrl, { cookie: company.admin.cookie });
    expect(after.json()).toMatchObject([{ content: 'Prefers morning visits', authorName: null }]);
  });

  it('nobody deletes themselves; managers do not delete administrators; employees delete nobody', async () => {
    const company = await createCompany(db());
    const self = await call(t.app, 'DELETE', `/api/users/${company.admin.id}`, {
      cookie: company.admin.cookie,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete yourself');
    const adminByManager = await call(t.app, 'DELETE', `/api/users/${company.admin.id}`, {
      cookie: company.manager.cookie,
    });
    expect(adminByManager.statusCode).toBe(403);
    const byEmployee = await call(t.app, 'DELETE', `/api/users/${company.manager.id}`, {
      cookie: company.employee.cookie,
    });
    expect(byEmployee.statusCode).toBe(403);
    const left = await db().select().from(users).where(eq(users.companyId, company.id));
    expect(left).toHaveLength(3);
  });

  it('the last administrator cannot be removed, even by a system administrator (409)', async () => {
    const company = await createCompany(db());
    const sysadmin = await createSystemAdminUser(db());
    const res = await call(t.app, 'DELETE', `/api/users/${company.admin.id}`, { cookie: sysadmin.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAST_ADMIN());
    expect(await signedIn(company.admin)).toBe(true);
  });
});
