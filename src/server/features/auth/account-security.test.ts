import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { auditLog, recoveryCodes, systemSettings, users } from '../../db/schema/index';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  TEST_PASSWORD,
  type TestUser,
  unique,
} from '../../test/factories';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';

/**
 * Two-factor sign-in, the password change and the restricted session, through the real routes. A private
 * database: some tests change the system settings, which every company shares.
 */
let database: Database;
let t: TestApp;
const db = () => database.db;

beforeAll(async () => {
  database = await openPrivateTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** The code an authenticator app shows for this secret at this moment. */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

const login = (username: string, password = TEST_PASSWORD) =>
  call(t.app, 'POST', '/api/login', { body: { username, password } });

async function setSettings(values: Partial<typeof systemSettings.$inferInsert>) {
  await db()
    .insert(systemSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: systemSettings.id, set: values });
}

/** Enrols the user at `at`; answers the secret and the recovery codes. */
async function enrol(user: TestUser, at: Date) {
  t.setNow(at);
  const setup = await call(t.app, 'POST', '/api/user/two-factor/setup', { cookie: user.cookie });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrCode } = setup.json();
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await call(t.app, 'POST', '/api/user/two-factor/confirm', {
    cookie: user.cookie,
    body: { code: codeAt(secret, at) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, codes: confirm.json().recoveryCodes as string[] };
}

beforeEach(() => t.setNow(undefined));

describe('two-factor enrolment', () => {
  it('turns on with a code of the shown secret and answers ten recovery codes, stored only as hashes', async () => {
    const company = await createCompany(db());
    const at = new Date();
    t.setNow(at);
    const setup = await call(t.app, 'POST', '/api/user/two-factor/setup', { cookie: company.admin.cookie });
    const { secret } = setup.json();
    const wrong = await call(t.app, 'POST', '/api/user/two-factor/confirm', {
      cookie: company.admin.cookie,
      body: { code: codeAt(secret, new Date(at.getTime() - 10 * 60_000)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('code');
    const ok = await call(t.app, 'POST', '/api/user/two-factor/confirm', {
      cookie: company.admin.cookie,
      body: { code: codeAt(secret, at) },
    });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, company.admin.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    const status = await call(t.app, 'GET', '/api/user/two-factor', { cookie: company.admin.cookie });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const me = await call(t.app, 'GET', '/api/user', { cookie: company.admin.cookie });
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, restriction: null });
    expect(me.body).not.toContain(secret);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, company.admin.id), eq(auditLog.action, 'two_factor_enable')));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(secret);
    // Setting up again while on is refused.
    const again = await call(t.app, 'POST', '/api/user/two-factor/setup', { cookie: company.admin.cookie });
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with two-factor', () => {
  it('answers a challenge instead of a session, and the code completes the sign-in', async () => {
    const company = await createCompany(db());
    const start = new Date();
    const { secret } = await enrol(company.manager, start);
    const later = new Date(start.getTime() + 60_000);
    t.setNow(later);
    const first = await login(company.manager.username);
    expect(first.statusCode).toBe(202);
    expect(first.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const { signInToken } = first.json();
    expect(signInToken).toEqual(expect.any(String));

    const bad = await call(t.app, 'POST', '/api/login/two-factor', { body: { signInToken, code: '000000' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid code. Please try again.');

    const code = codeAt(secret, later);
    const done = await call(t.app, 'POST', '/api/login/two-factor', { body: { signInToken, code } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: company.manager.username, twoFactorEnabled: true });
    const cookie = sessionCookieOf(done);
    expect((await call(t.app, 'GET', '/api/mycompany', { cookie })).statusCode).toBe(200);

    // The token is spent, and the same code (its time step) is refused on a new sign-in.
    const reuseToken = await call(t.app, 'POST', '/api/login/two-factor', { body: { signInToken, code } });
    expect(reuseToken.statusCode).toBe(401);
    const second = (await login(company.manager.username)).json().signInToken;
    const replay = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken: second, code },
    });
    expect(replay.statusCode).toBe(401);
    // The next time step's code works.
    const next = new Date(later.getTime() + 30_000);
    t.setNow(next);
    const ok = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken: second, code: codeAt(secret, next) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const company = await createCompany(db());
    const { codes } = await enrol(company.employee, new Date());
    const recovery = codes[3]!;
    const token = async () => (await login(company.employee.username)).json().signInToken as string;
    const used = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken: await token(), code: recovery.toUpperCase() },
    });
    expect(used.statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken: await token(), code: recovery },
    });
    expect(again.statusCode).toBe(401);
    const status = await call(t.app, 'GET', '/api/user/two-factor', { cookie: sessionCookieOf(used) });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes like wrong passwords, and a right password does not forgive them', async () => {
    const company = await createCompany(db());
    const { secret } = await enrol(company.employee, new Date());
    const ip = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` };
    for (let i = 0; i < 5; i++) {
      const { signInToken } = (await login(company.employee.username)).json();
      const res = await call(t.app, 'POST', '/api/login/two-factor', {
        body: { signInToken, code: '000000' },
        headers: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    // An account whose name looks like the throttle's key signs in: that forgives its own failures only.
    const lookalike = await createUser(db(), { companyId: company.id });
    await db()
      .update(users)
      .set({ username: `2fa:${company.employee.username}` })
      .where(eq(users.id, lookalike.id));
    expect((await login(`2fa:${company.employee.username}`)).statusCode).toBe(200);
    const { signInToken } = (await login(company.employee.username)).json();
    const blocked = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken, code: codeAt(secret, new Date()) },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses an unknown or expired sign-in token', async () => {
    const company = await createCompany(db());
    const { secret } = await enrol(company.admin, new Date());
    const start = new Date(Date.now() + 60_000);
    t.setNow(start);
    const { signInToken } = (await login(company.admin.username)).json();
    const late = new Date(start.getTime() + 6 * 60_000);
    t.setNow(late);
    const res = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken, code: codeAt(secret, late) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your sign-in has expired. Please sign in again.');
    const unknown = await call(t.app, 'POST', '/api/login/two-factor', {
      body: { signInToken: 'made-up', code: '123456' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('turns off with a current code or the password', async () => {
    const company = await createCompany(db());
    const at = new Date();
    const { secret } = await enrol(company.admin, at);
    const wrong = await call(t.app, 'POST', '/api/user/two-factor/disable', {
      cookie: company.admin.cookie,
      body: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    const next = new Date(at.getTime() + 30_000);
    t.setNow(next);
    const off = await call(t.app, 'POST', '/api/user/two-factor/disable', {
      cookie: company.admin.cookie,
      body: { code: codeAt(secret, next) },
    });
    expect(off.statusCode).toBe(204);
    expect((await login(company.admin.username)).statusCode).toBe(200);
  });

  it('a system administrator resets a user’s second factor; nobody else may', async () => {
    const company = await createCompany(db());
    const sysadmin = await createSystemAdminUser(db());
    await enrol(company.employee, new Date());
    const path = `/api/admin/users/${company.employee.id}/two-factor/reset`;
    expect((await call(t.app, 'POST', path, { cookie: company.admin.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', path, { cookie: sysadmin.cookie })).statusCode).toBe(204);
    const [row] = await db().select().from(users).where(eq(users.id, company.employee.id));
    expect(row?.totpSecret).toBeNull();
    const left = await db()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, company.employee.id), isNull(recoveryCodes.usedAt)));
    expect(left).toHaveLength(0);
    expect((await login(company.employee.username)).statusCode).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'two_factor_reset'), eq(auditLog.entityId, String(company.employee.id))),
      );
    expect(audit?.userId).toBe(sysadmin.id);
    const missing = await call(t.app, 'POST', '/api/admin/users/2147483600/two-factor/reset', {
      cookie: sysadmin.cookie,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('password rules and the password change', () => {
  it('refuses a common password wherever a password is set', async () => {
    const company = await createCompany(db());
    const message = 'This password is too common. Choose another.';
    const register = await call(t.app, 'POST', '/api/register', {
      body: { username: `reg_${unique()}`, password: 'Password1', email: `r${unique()}@example.com` },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual([{ path: 'password', message }]);
    const member = await call(t.app, 'POST', '/api/users', {
      cookie: company.admin.cookie,
      body: {
        username: `m_${unique()}`,
        email: `m${unique()}@example.com`,
        password: 'qwerty',
        role: 'employee',
      },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json().errors).toEqual([{ path: 'password', message }]);
    const change = await call(t.app, 'POST', '/api/user/password', {
      cookie: company.employee.cookie,
      body: { currentPassword: TEST_PASSWORD, password: 'football', confirmPassword: 'football' },
    });
    expect(change.json().errors).toEqual([{ path: 'password', message }]);
    const reset = await call(t.app, 'POST', '/api/password-reset/confirm', {
      body: { token: 'any', password: '123456789', confirmPassword: '123456789' },
    });
    expect(reset.json().errors).toEqual([{ path: 'password', message }]);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const company = await createCompany(db());
    const elsewhere = sessionCookieOf(await login(company.employee.username));
    const wrong = await call(t.app, 'POST', '/api/user/password', {
      cookie: company.employee.cookie,
      body: {
        currentPassword: 'nope-nope',
        password: 'Harbor-lantern-42',
        confirmPassword: 'Harbor-lantern-42',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    const mismatch = await call(t.app, 'POST', '/api/user/password', {
      cookie: company.employee.cookie,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'Harbor-lantern-42',
        confirmPassword: 'Harbor-lantern-43',
      },
    });
    expect(mismatch.json().errors).toEqual([{ path: 'confirmPassword', message: "Passwords don't match" }]);
    const ok = await call(t.app, 'POST', '/api/user/password', {
      cookie: company.employee.cookie,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'Harbor-lantern-42',
        confirmPassword: 'Harbor-lantern-42',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/mycompany', { cookie: company.employee.cookie })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/mycompany', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await login(company.employee.username, 'Harbor-lantern-42')).statusCode).toBe(200);
    expect((await login(company.employee.username)).statusCode).toBe(401);
  });
});

describe('restricted sessions', () => {
  afterAll(() => setSettings({ passwordExpiry: 90, twoFactorAuth: false }));

  it('an expired password must be changed before anything else', async () => {
    const company = await createCompany(db());
    await setSettings({ passwordExpiry: 30 });
    await db()
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, company.manager.id));
    const res = await login(company.manager.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().restriction).toBe('change_password');
    const cookie = sessionCookieOf(res);
    const refused = await call(t.app, 'GET', '/api/projects', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You must change your password before you continue.');
    expect((await call(t.app, 'GET', '/api/user/two-factor', { cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/api/user/password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, password: 'Quarry-bell-58', confirmPassword: 'Quarry-bell-58' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().restriction).toBeNull();
    expect((await call(t.app, 'GET', '/api/projects', { cookie })).statusCode).toBe(200);
    // A password of any age never expires with 0 days.
    await setSettings({ passwordExpiry: 0 });
    await db()
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 3000 * 86_400_000) })
      .where(eq(users.id, company.admin.id));
    expect((await login(company.admin.username)).json().restriction).toBeNull();
  });

  it('a password reset by an administrator must be changed at sign-in, and signing out still works', async () => {
    const company = await createCompany(db());
    await db().update(users).set({ mustChangePassword: true }).where(eq(users.id, company.employee.id));
    const res = await login(company.employee.username);
    const cookie = sessionCookieOf(res);
    expect(res.json()).toMatchObject({ restriction: 'change_password', mustChangePassword: true });
    expect((await call(t.app, 'GET', '/api/mycompany', { cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('when two-factor sign-in is required, a user without it must enrol first', async () => {
    const company = await createCompany(db());
    await setSettings({ twoFactorAuth: true, passwordExpiry: 90 });
    const res = await login(company.admin.username);
    expect(res.json().restriction).toBe('enrol_two_factor');
    const cookie = sessionCookieOf(res);
    const refused = await call(t.app, 'GET', '/api/mycompany', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You must set up two-factor sign-in before you continue.');
    const user = { ...company.admin, cookie };
    const at = new Date();
    await enrol(user, at);
    expect((await call(t.app, 'GET', '/api/mycompany', { cookie })).statusCode).toBe(200);
    // Required: it cannot be turned off.
    const off = await call(t.app, 'POST', '/api/user/two-factor/disable', {
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(off.statusCode).toBe(403);
    await setSettings({ twoFactorAuth: false });
    // With the setting off again, a user without two-factor signs in unrestricted.
    const plain = await createUser(db(), { companyId: company.id });
    expect((await login(plain.username)).json().restriction).toBeNull();
  });
});
