import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLive, publishToCompany } from '../../live-updates/live-events';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { openEventStream } from '../../test/sse-client';
import { portalClient } from '../../test/tenancy/world-portal';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/** The event stream over real HTTP (inject cannot hold a stream open), on either database. */
let t: TestApp;
let base: string;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  a = await createCompany(t.database.db);
  b = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const chat = (projectId: number) => ({ type: 'chat', projectId, action: 'created' }) as const;

describe('GET /api/events', () => {
  it("delivers a company's notice to its members' streams and never to another company's", async () => {
    const [admin, employee, foreign] = await Promise.all([
      openEventStream(base, a.admin.cookie),
      openEventStream(base, a.employee.cookie),
      openEventStream(base, b.admin.cookie),
    ]);
    try {
      expect([admin.status, employee.status, foreign.status]).toEqual([200, 200, 200]);
      await t.database.db.transaction((tx) => publishToCompany(tx, a.id, chat(101)));
      await admin.waitFor((e) => e.type === 'chat' && e.projectId === 101);
      await employee.waitFor((e) => e.type === 'chat' && e.projectId === 101);
      // Company B's own notice arrives, so its stream works, and A's never came before it.
      await t.database.db.transaction((tx) => publishToCompany(tx, b.id, chat(202)));
      await foreign.waitFor((e) => e.type === 'chat' && e.projectId === 202);
      expect(foreign.events).toEqual([chat(202)]);
      expect(admin.events).toEqual([chat(101)]);
    } finally {
      for (const s of [admin, employee, foreign]) s.close();
    }
  });

  it('sends a notice for one member to that member only', async () => {
    const [admin, employee] = await Promise.all([
      openEventStream(base, a.admin.cookie),
      openEventStream(base, a.employee.cookie),
    ]);
    try {
      const read = { type: 'chat', projectId: 7, action: 'read' } as const;
      await t.database.db.transaction((tx) =>
        publishLive(tx, { companyId: a.id, userId: a.employee.id, event: read }),
      );
      await employee.waitFor((e) => e.type === 'chat' && e.action === 'read');
      await t.database.db.transaction((tx) => publishToCompany(tx, a.id, chat(8)));
      await admin.waitFor((e) => e.type === 'chat' && e.projectId === 8);
      expect(admin.events).toEqual([chat(8)]);
    } finally {
      admin.close();
      employee.close();
    }
  });

  it('says nothing of a change that rolled back', async () => {
    const stream = await openEventStream(base, a.manager.cookie);
    try {
      await expect(
        t.database.db.transaction(async (tx) => {
          await publishToCompany(tx, a.id, chat(303));
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      await t.database.db.transaction((tx) => publishToCompany(tx, a.id, chat(304)));
      await stream.waitFor((e) => e.type === 'chat' && e.projectId === 304);
      expect(stream.events).toEqual([chat(304)]);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when its session signs out', async () => {
    const company = await createCompany(t.database.db);
    const stream = await openEventStream(base, company.employee.cookie);
    const other = await openEventStream(base, company.admin.cookie);
    try {
      const out = await call(t.app, 'POST', '/api/logout', { cookie: company.employee.cookie });
      expect(out.statusCode).toBeLessThan(300);
      await stream.ended;
      // The stream of another session stays open.
      await t.database.db.transaction((tx) => publishToCompany(tx, company.id, chat(9)));
      await other.waitFor((e) => e.type === 'chat' && e.projectId === 9);
      // And the ended session cannot open a new one.
      expect((await openEventStream(base, company.employee.cookie)).status).toBe(401);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('ends the streams of a member who is deactivated', async () => {
    const company = await createCompany(t.database.db);
    const stream = await openEventStream(base, company.employee.cookie);
    try {
      const res = await call(t.app, 'PATCH', `/api/users/${company.employee.id}`, {
        cookie: company.admin.cookie,
        body: { isActive: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('tells open calendars of an expense recorded by any code path, through the database trigger', async () => {
    const company = await createCompany(t.database.db);
    const project = await aProject(t.database.db, company.id, { name: 'Porch' });
    const stream = await openEventStream(base, company.manager.cookie);
    try {
      const res = await call(t.app, 'POST', `/api/companies/${company.id}/expenses`, {
        cookie: company.employee.cookie,
        body: {
          amount: '12.50',
          category: 'materials',
          description: 'Screws',
          date: '2026-11-20T00:00:00.000Z',
          projectId: project!.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await stream.waitFor((e) => e.type === 'calendar' && e.projectId === project!.id);
      // One notice for the one row; none for company B's streams (the first test proves the scoping).
      expect(stream.events.filter((e) => e.type === 'calendar')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('refuses signed-out callers (401) and plain requests that do not ask for a stream (406)', async () => {
    expect((await openEventStream(base, '')).status).toBe(401);
    const plain = await call(t.app, 'GET', '/api/events', { cookie: a.admin.cookie });
    expect(plain.statusCode).toBe(406);
  });
});

describe('GET /api/portal/events', () => {
  const PORTAL_EVENTS = '/api/portal/events';
  /** A customer of the company with a project of its own, signed in to the portal. */
  async function client(company: TestCompany) {
    const customer = await aCustomer(t.database.db, company.id, { email: `live-${Date.now()}@example.com` });
    const project = await aProject(t.database.db, company.id, { customerId: customer.id });
    const { cookie } = await portalClient(t.database.db, { companyId: company.id, customerId: customer.id });
    return { customer, project: project!, cookie };
  }

  it("brings staff's answer to the client's own stream only, never the company's other notices", async () => {
    const mine = await client(a);
    const neighbour = await client(a);
    const foreign = await client(b);
    const [stream, neighbourStream, foreignStream] = await Promise.all([
      openEventStream(base, mine.cookie, PORTAL_EVENTS),
      openEventStream(base, neighbour.cookie, PORTAL_EVENTS),
      openEventStream(base, foreign.cookie, PORTAL_EVENTS),
    ]);
    try {
      expect([stream.status, neighbourStream.status, foreignStream.status]).toEqual([200, 200, 200]);
      // The team's chat and the calendar are staff's business: not sent to a client.
      await t.database.db.transaction((tx) => publishToCompany(tx, a.id, chat(mine.project.id)));
      const res = await call(
        t.app,
        'POST',
        `/api/projects/${mine.project.id}/customers/${mine.customer.id}/messages`,
        { cookie: a.employee.cookie, body: { content: 'The tile arrives Tuesday.' } },
      );
      expect(res.statusCode, res.body).toBe(200);
      const heard = await stream.waitFor((e) => e.type === 'customer-message');
      expect(heard).toEqual({
        type: 'customer-message',
        projectId: mine.project.id,
        customerId: mine.customer.id,
        action: 'created',
      });
      // The neighbour's own notice arrives, so its stream works, and the first customer's never came before it.
      await t.database.db.transaction((tx) =>
        publishToCompany(tx, a.id, {
          type: 'customer-message',
          projectId: neighbour.project.id,
          customerId: neighbour.customer.id,
          action: 'created',
        }),
      );
      await neighbourStream.waitFor((e) => e.type === 'customer-message');
      expect(neighbourStream.events.map((e) => 'customerId' in e && e.customerId)).toEqual([
        neighbour.customer.id,
      ]);
      expect(stream.events).toEqual([heard]);
      expect(foreignStream.events).toEqual([]);
    } finally {
      for (const s of [stream, neighbourStream, foreignStream]) s.close();
    }
  });

  it('ends the stream when the client signs out, and refuses staff, the signed-out and plain requests', async () => {
    const mine = await client(a);
    const stream = await openEventStream(base, mine.cookie, PORTAL_EVENTS);
    expect(stream.status).toBe(200);
    const out = await call(t.app, 'POST', '/api/portal/sign-out', { cookie: mine.cookie });
    expect(out.statusCode).toBeLessThan(300);
    await stream.ended;
    expect((await openEventStream(base, mine.cookie, PORTAL_EVENTS)).status).toBe(401);
    // A staff session is not a portal session, and a portal session is not a staff one.
    expect((await openEventStream(base, a.admin.cookie, PORTAL_EVENTS)).status).toBe(401);
    const other = await client(a);
    expect((await openEventStream(base, other.cookie)).status).toBe(401);
    const plain = await call(t.app, 'GET', PORTAL_EVENTS, { cookie: other.cookie });
    expect(plain.statusCode).toBe(406);
  });
});
