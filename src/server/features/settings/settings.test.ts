import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { systemSettings } from '../../db/schema/index';
import { createCompany, createUser } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';

/**
 * Two instances of the app on one database, each with its own copy of the settings in memory, as two server
 * processes would have: a change written by one (here straight to the table, as the settings page will) must
 * take effect on the other's next signed-in request, not after a cache expires.
 */
describe('system settings across instances', () => {
  let database: Database;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await openPrivateTestDatabase();
    first = await createTestApp({ database });
    second = await createTestApp({ database });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('a shorter session timeout set elsewhere ends an idle session on the next request', async () => {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, { companyId: company.id, role: 'admin' });
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);

    // Both instances read the default timeout (30 minutes) and keep it.
    expect((await call(first.app, 'GET', '/api/user', { cookie: user.cookie })).statusCode).toBe(200);
    second.setNow(at(20));
    expect((await call(second.app, 'GET', '/api/user', { cookie: user.cookie })).statusCode).toBe(200);

    await database.db
      .insert(systemSettings)
      .values({ id: 1, sessionTimeout: 15 })
      .onConflictDoUpdate({ target: systemSettings.id, set: { sessionTimeout: 15 } });

    // 20 idle minutes: within the old timeout, beyond the new one.
    second.setNow(at(40));
    const res = await call(second.app, 'GET', '/api/user', { cookie: user.cookie });
    expect(res.statusCode).toBe(401);
  });
});
