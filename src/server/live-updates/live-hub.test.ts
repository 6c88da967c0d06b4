import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#domain/contracts/live-events';
import type { Database } from '../db/open';
import { customers, portalSessions, sessions, users } from '../db/schema/index';
import { hashToken, validSessions } from '../features/auth/sessions';
import { validPortalSessions } from '../features/portal/portal-sessions';
import { settingsCache } from '../features/settings/settings.service';
import { aCustomer } from '../test/entities';
import { createCompany, type TestCompany, type TestUser } from '../test/factories';
import { portalClient } from '../test/tenancy/world-portal';
import { openTestDatabase } from '../test/test-db';
import { createLiveHub, type LiveConnection, type LiveStreamOwner } from './live-hub';

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
function recorded(owner: LiveStreamOwner) {
  const log = { sent: [] as LiveEvent[], pings: 0, ended: false };
  const c: LiveConnection = {
    ...owner,
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

/** A member's stream. */
const connection = (user: TestUser) =>
  recorded({
    kind: 'staff',
    companyId: user.companyId,
    userId: user.id,
    sessionId: hashToken(user.cookie.slice('sid='.length)),
  });

/** A hub that checks both kinds of session against the test database, without a listener. */
function testHub(db: Database['db']) {
  const settings = settingsCache(db);
  return createLiveHub({
    listen: undefined,
    checkSessions: (ids) => validSessions(db, ids, settings, new Date()),
    checkPortalSessions: (ids) => validPortalSessions(db, ids, new Date()),
    onError: (error) => {
      throw error;
    },
  });
}

describe('the live hub heartbeat', () => {
  it('pings streams of valid sessions and ends those whose session expired, went idle or changed company', async () => {
    const db = database.db;
    const settings = settingsCache(db);
    const hub = testHub(db);
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

/** A client's portal stream, of a new customer of the company. */
async function portalConnection(db: Database['db'], companyId: number) {
  const customer = await aCustomer(db, companyId);
  const client = await portalClient(db, { companyId, customerId: customer.id });
  const stream = recorded({
    kind: 'portal',
    companyId,
    customerId: customer.id,
    sessionId: hashToken(client.cookie.slice(client.cookie.indexOf('=') + 1)),
  });
  return { ...stream, customerId: customer.id };
}

describe('portal streams in the live hub', () => {
  it("pings a client's stream while its session holds and ends it when the session expires or the customer goes", async () => {
    const db = database.db;
    const hub = testHub(db);
    // A company of its own: the test above ended its company's sessions.
    const own = await createCompany(db);
    const fine = await portalConnection(db, own.id);
    const expired = await portalConnection(db, own.id);
    const deleted = await portalConnection(db, own.id);
    // Staff streams are checked beside them, each against its own kind of session.
    const member = connection(own.admin);
    for (const { c } of [fine, expired, deleted, member]) hub.subscribe(c);
    await db
      .update(portalSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalSessions.id, expired.c.sessionId));
    await db.delete(customers).where(eq(customers.id, deleted.customerId));
    await hub.heartbeat();
    expect(fine.log).toMatchObject({ pings: 1, ended: false });
    expect(member.log).toMatchObject({ pings: 1, ended: false });
    expect(expired.log.ended).toBe(true);
    expect(deleted.log.ended).toBe(true);
    await hub.stop();
  });
});
