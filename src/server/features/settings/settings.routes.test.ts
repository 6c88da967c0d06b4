import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { createCompany, createSystemAdminUser, type TestUser } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';

/** The settings page's calls. A private database: the settings are shared by every company. */
describe('GET and PUT /api/admin/settings', () => {
  let database: Database;
  let t: TestApp;
  let other: TestApp;
  let admin: TestUser;

  const valid = {
    companyName: 'Acme Builders',
    supportEmail: 'help@acme.example',
    timezone: 'America/Chicago',
    sessionTimeout: 45,
    passwordExpiry: 0,
    twoFactorAuth: false,
  };

  beforeAll(async () => {
    database = await openPrivateTestDatabase();
    t = await createTestApp({ database });
    // A second instance on the same database, as a second server process would be.
    other = await createTestApp({ database });
    admin = await createSystemAdminUser(database.db);
  });
  afterAll(async () => {
    await t.close();
    await other.close();
    await database.close();
  });

  it('answers the defaults before anything was saved', async () => {
    const res = await call(t.app, 'GET', '/api/admin/settings', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyName: 'BuildLine',
      supportEmail: null,
      timezone: 'America/New_York',
      sessionTimeout: 30,
      passwordExpiry: 90,
      twoFactorAuth: false,
      version: '0',
    });
  });

  it('refuses everyone but system administrators', async () => {
    const company = await createCompany(database.db);
    for (const user of [company.admin, company.manager, company.employee]) {
      expect((await call(t.app, 'GET', '/api/admin/settings', { cookie: user.cookie })).statusCode).toBe(403);
      const put = await call(t.app, 'PUT', '/api/admin/settings', { cookie: user.cookie, body: valid });
      expect(put.statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/settings')).statusCode).toBe(401);
  });

  it('answers 400 with a message for each invalid field', async () => {
    const res = await call(t.app, 'PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { companyName: 'A', supportEmail: 'nope', timezone: '', sessionTimeout: 4, passwordExpiry: -1 },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'Company name must be at least 2 characters' },
        { path: 'supportEmail', message: 'Invalid email format' },
        { path: 'timezone', message: 'Timezone is required' },
        { path: 'sessionTimeout', message: 'Timeout must be at least 5 minutes' },
        { path: 'passwordExpiry', message: 'Must be at least 0 days (0 = never expires)' },
      ]),
    );
    const bad = await call(t.app, 'PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { ...valid, timezone: 'Mars/Olympus_Mons' },
    });
    expect(bad.json().errors).toEqual([{ path: 'timezone', message: 'Choose a timezone from the list' }]);
  });

  it('saves every field and answers them on both instances', async () => {
    const res = await call(t.app, 'PUT', '/api/admin/settings', { cookie: admin.cookie, body: valid });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({ ...valid, version: expect.any(String) });
    const read = await call(other.app, 'GET', '/api/admin/settings', { cookie: admin.cookie });
    expect(read.json()).toEqual(saved);
    const cleared = await call(t.app, 'PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { ...valid, supportEmail: '' },
    });
    expect(cleared.json().supportEmail).toBeNull();
  });

  it('a newly set session timeout ends a session idle longer than it, on every instance', async () => {
    const company = await createCompany(database.db);
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    t.setNow(at(0));
    other.setNow(at(0));
    const put = (sessionTimeout: number) =>
      call(t.app, 'PUT', '/api/admin/settings', { cookie: admin.cookie, body: { ...valid, sessionTimeout } });
    expect((await put(60)).statusCode).toBe(200);
    expect((await call(other.app, 'GET', '/api/user', { cookie: company.admin.cookie })).statusCode).toBe(
      200,
    );
    // 20 idle minutes are fine under 60.
    other.setNow(at(20));
    expect((await call(other.app, 'GET', '/api/user', { cookie: company.employee.cookie })).statusCode).toBe(
      200,
    );
    t.setNow(at(20));
    expect((await put(10)).statusCode).toBe(200);
    // The manager has been idle 20 minutes (since the factory made the session): over the new 10.
    other.setNow(at(20.5));
    expect((await call(other.app, 'GET', '/api/user', { cookie: company.manager.cookie })).statusCode).toBe(
      401,
    );
    // The employee was seen at minute 20: still within 10 minutes.
    expect((await call(other.app, 'GET', '/api/user', { cookie: company.employee.cookie })).statusCode).toBe(
      200,
    );
    t.setNow(undefined);
    other.setNow(undefined);
  });
});
