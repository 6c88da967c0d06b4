import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../db/schema/index';
import { createCompany, TEST_PASSWORD, unique } from '../../test/factories';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newUser = (
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { username: string; password: string } => ({
  username: `new_${unique()}`,
  password: 'secret123',
  email: `someone-${unique()}@example.com`,
  firstName: 'Pat',
  lastName: 'Builder',
  ...extra,
});

describe('registration', () => {
  it('with a company name creates the company and makes the user its admin, signed in', async () => {
    const body = newUser({ companyName: `Acme ${unique()}`, role: 'admin', isAdmin: true });
    const res = await call(t.app, 'POST', '/api/register', { body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: body.username, role: 'admin', isAdmin: false, firstName: 'Pat' });
    expect(user.companyId).toBeGreaterThan(0);
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    expect(res.body).not.toContain('scrypt$');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await call(t.app, 'GET', '/api/user', { cookie: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    const company = await call(t.app, 'GET', '/api/mycompany', { cookie: sessionCookieOf(res) });
    expect(company.json().name).toBe(body.companyName);
  });

  it('without a company leaves the user an employee with no company; role and isAdmin in the body are ignored', async () => {
    const res = await call(t.app, 'POST', '/api/register', {
      body: newUser({ role: 'admin', isAdmin: true }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ companyId: null, role: 'employee', isAdmin: false });
  });

  it('refuses a bare companyId (403) and creates nothing', async () => {
    const company = await createCompany(t.database.db);
    const body = newUser({ companyId: company.id });
    const res = await call(t.app, 'POST', '/api/register', { body });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(rows).toHaveLength(0);
  });

  it('answers 409 for a taken username, whatever its case', async () => {
    const body = newUser();
    expect((await call(t.app, 'POST', '/api/register', { body })).statusCode).toBe(201);
    const again = await call(t.app, 'POST', '/api/register', {
      body: newUser({ username: body.username.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Username already exists');
  });

  it('answers 400 with the field messages for bad input', async () => {
    const res = await call(t.app, 'POST', '/api/register', {
      body: { username: 'ab', password: '123', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'email', message: 'Invalid email format' },
      ]),
    );
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });
});

describe('invitations', () => {
  it('an admin invites; registering with the token joins that company with the invited role, once', async () => {
    const company = await createCompany(t.database.db);
    const made = await call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
      cookie: company.admin.cookie,
      body: { role: 'manager' },
    });
    expect(made.statusCode).toBe(201);
    const { token, url } = made.json();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(url).toContain(`/auth?invite=${token}`);

    const preview = await call(t.app, 'GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({ companyName: company.name, role: 'manager' });

    const joined = await call(t.app, 'POST', '/api/register', { body: newUser({ inviteToken: token }) });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ companyId: company.id, role: 'manager' });

    const reused = await call(t.app, 'POST', '/api/register', { body: newUser({ inviteToken: token }) });
    expect(reused.statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it('expires after 7 days', async () => {
    const company = await createCompany(t.database.db);
    const made = await call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
      cookie: company.manager.cookie,
      body: {},
    });
    t.setNow(new Date(Date.now() + 8 * 86_400_000));
    try {
      const res = await call(t.app, 'POST', '/api/register', {
        body: newUser({ inviteToken: made.json().token }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This invitation is invalid or has expired.');
    } finally {
      t.setNow(undefined);
    }
  });

  it('employees cannot invite; managers cannot invite administrators', async () => {
    const company = await createCompany(t.database.db);
    const url = `/api/companies/${company.id}/invitations`;
    expect((await call(t.app, 'POST', url, { cookie: company.employee.cookie, body: {} })).statusCode).toBe(
      403,
    );
    const res = await call(t.app, 'POST', url, { cookie: company.manager.cookie, body: { role: 'admin' } });
    expect(res.statusCode).toBe(403);
  });

  it('a signed-in user without a company accepts an invitation or creates a company (onboarding)', async () => {
    const company = await createCompany(t.database.db);
    const token = (
      await call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
        cookie: company.admin.cookie,
        body: {},
      })
    ).json().token;
    const loner = await call(t.app, 'POST', '/api/register', { body: newUser() });
    const cookie = sessionCookieOf(loner);
    const accepted = await call(t.app, 'POST', '/api/invitations/accept', { cookie, body: { token } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ companyId: company.id, role: 'employee' });

    const other = await call(t.app, 'POST', '/api/register', { body: newUser() });
    const created = await call(t.app, 'POST', '/api/mycompany', {
      cookie: sessionCookieOf(other),
      body: { name: 'Onboarded Builders' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ role: 'admin', companyId: created.json().company.id });
    expect(created.json().company.email).toBe(other.json().email);
    const twice = await call(t.app, 'POST', '/api/mycompany', {
      cookie: sessionCookieOf(other),
      body: { name: 'Second' },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('sign-in and sessions', () => {
  async function registered() {
    const body = newUser();
    const res = await call(t.app, 'POST', '/api/register', { body });
    return { body, cookie: sessionCookieOf(res) };
  }

  it('GET /api/user answers 401 when signed out', async () => {
    const res = await call(t.app, 'GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('login returns the user without the password and opens a new session; logout ends it', async () => {
    const { body, cookie: firstCookie } = await registered();
    const res = await call(t.app, 'POST', '/api/login', {
      cookie: firstCookie,
      body: { username: body.username.toUpperCase(), password: body.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(body.username);
    expect(res.body).not.toMatch(/passwordHash|scrypt/);
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBe(firstCookie);
    // The session the browser held before signing in is over.
    expect((await call(t.app, 'GET', '/api/user', { cookie: firstCookie })).statusCode).toBe(401);

    const out = await call(t.app, 'POST', '/api/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('a wrong password answers 401 with the generic message', async () => {
    const { body } = await registered();
    const res = await call(t.app, 'POST', '/api/login', {
      body: { username: body.username, password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username or password');
    const unknown = await call(t.app, 'POST', '/api/login', {
      body: { username: `ghost_${unique()}`, password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('login validation answers 400 with field messages', async () => {
    const res = await call(t.app, 'POST', '/api/login', { body: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('throttles failed sign-ins per username (429), across app instances sharing the database', async () => {
    const { body } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/login', {
        body: { username: body.username, password: 'wrong-one' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/login', {
      body: { username: body.username, password: body.password },
    });
    expect(blocked.statusCode).toBe(429);
    const second = await createTestApp({ database: t.database });
    try {
      const res = await call(second.app, 'POST', '/api/login', {
        body: { username: body.username, password: body.password },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
    // After the window the right password works again.
    t.setNow(new Date(Date.now() + 16 * 60_000));
    try {
      const ok = await call(t.app, 'POST', '/api/login', {
        body: { username: body.username, password: body.password },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('throttles failed sign-ins per address', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const proxied = await createTestApp({ database: t.database, config: { TRUST_PROXY: 'true' } });
    try {
      await t.database.db.delete(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
      for (let i = 0; i < 20; i++) {
        await call(proxied.app, 'POST', '/api/login', {
          body: { username: `ghost_${unique()}`, password: 'x' },
          headers: { 'x-forwarded-for': ip },
        });
      }
      const { body } = await registered();
      const res = await call(proxied.app, 'POST', '/api/login', {
        body: { username: body.username, password: body.password },
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('a session ends after the idle timeout (30 minutes by default)', async () => {
    const { cookie } = await registered();
    t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    } finally {
      t.setNow(undefined);
    }
    const sessionId = cookie.slice(4);
    expect(sessionId.length).toBeGreaterThan(20);
  });

  it("a request notes the session's use, so the idle timeout counts from the last request", async () => {
    const { cookie } = await registered();
    const start = Date.now();
    const id = hashToken(cookie.slice('sid='.length));
    try {
      // 20 minutes on, a request: the session's last use moves to that moment.
      const used = new Date(start + 20 * 60_000);
      t.setNow(used);
      expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      expect(row!.lastSeenAt.toISOString()).toBe(used.toISOString());
      // 40 minutes after sign-in but 20 after that request: still signed in.
      t.setNow(new Date(start + 40 * 60_000));
      expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('a session ends at its expiry, however recently it was used', async () => {
    const { cookie } = await registered();
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(cookie.slice('sid='.length))));
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('sets a Secure cookie behind HTTPS (trusted proxy)', async () => {
    const proxied = await createTestApp({ database: t.database, config: { TRUST_PROXY: 'true' } });
    try {
      const res = await call(proxied.app, 'POST', '/api/login', {
        body: { username: `ghost_${unique()}`, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
      const { body } = await registered();
      const ok = await call(proxied.app, 'POST', '/api/login', {
        body: { username: body.username, password: body.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(ok.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await registered();
    const token = cookie.slice('sid='.length);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.id, token));
    expect(rows).toHaveLength(0);
  });
});
