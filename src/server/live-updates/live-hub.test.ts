import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#domain/contracts/live-events';
import type { Database } from '../db/open';
import { sessions, users } from '../db/schema/index';
import { hashToken, validSessions } from '../features/auth/sessions';
import { settingsCache } from '../features/settings/settings.service';
import { createCompany, type TestCompany, type TestUser } from '../test/factories';
import { openTestDatabase } from '../test/test-db';
import { createLiveHub, type LiveConnection } from './live-hub';

let database: Database;
let company: TestCompany;
beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database.db);
});
afterAll(async () => {
  await database.close();
});

/** A stream as the hub sees it, recording what it was given. */
function connection(user: TestUser) {
  const log = { sent: [] as LiveEvent[], pings: 0, ended: false };
  const c: LiveConnection = {
    companyId: user.companyId,
    userId: user.id,
    sessionId: hashToken(user.cookie.slice('sid='.length)),
    send: (e) => log.sent.push(e),
    ping: () => {
      log.pings++;
    },
    end: () => {
      log.ended = true;
    },
  };
  return { c, log };
}

describe('the live hub heartbeat', () => {
  it('pings streams of valid sessions and ends those whose session expired, went idle or changed company', async () => {
    const db = database.db;
    const settings = settingsCache(db);
    const hub = createLiveHub({
      listen: undefined,
      checkSessions: (ids) => validSessions(db, ids, settings, new Date()),
      onError: (error) => {
        throw error;
      },
    });
    const fine = connection(company.admin);
    const expired = connection(company.manager);
    const moved = connection(company.employee);
    for (const { c } of [fine, expired, moved]) hub.subscribe(c);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.c.sessionId));
    await db.update(users).set({ companyId: null }).where(eq(users.id, company.employee.id));
    await hub.heartbeat();
    expect(fine.log).toMatchObject({ pings: 1, ended: false });
    expect(expired.log.ended).toBe(true);
    expect(moved.log.ended).toBe(true);

    // Idle for longer than the session timeout: ended too, and the check did not keep it alive.
    const timeout = (await settings.get()).sessionTimeout;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (timeout + 1) * 60_000) })
      .where(eq(sessions.id, fine.c.sessionId));
    await hub.heartbeat();
    expect(fine.log.ended).toBe(true);
    await hub.stop();
  });
});
