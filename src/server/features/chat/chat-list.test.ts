import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSummary } from '#domain/contracts/chat';
import { customerMessages } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newProject(c: TestCompany, name: string, customerId: number | null = null) {
  const p = await aProject(t.database.db, c.id, { name, customerId });
  return p!.id;
}

async function newCustomer(c: TestCompany, firstName = 'Maria', lastName = 'Gonzalez') {
  const customer = await aCustomer(t.database.db, c.id, {
    firstName,
    lastName,
    email: `c-${unique()}@example.com`,
  });
  return customer!.id;
}

async function teamMessage(cookie: string, projectId: number, content: string) {
  const res = await call(t.app, 'POST', `/api/projects/${projectId}/chat`, { cookie, body: { content } });
  expect(res.statusCode, res.body).toBe(201);
}

/** A customer's reply, `secondsLater` after now so the order of activity is fixed. */
async function customerReply(
  c: TestCompany,
  p: { projectId: number; customerId: number },
  content: string,
  secondsLater: number,
  emailHash = `hash-${p.projectId}-${p.customerId}`,
) {
  await t.database.db.insert(customerMessages).values({
    companyId: c.id,
    ...p,
    emailHash,
    content,
    direction: 'incoming',
    createdAt: new Date(Date.now() + secondsLater * 1000),
  });
}

async function chats(cookie: string, query = ''): Promise<ChatSummary[]> {
  const res = await call(t.app, 'GET', `/api/chats${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const entryOf = (rows: ChatSummary[], kind: ChatSummary['kind'], projectId: number) =>
  rows.find((r) => r.kind === kind && r.projectId === projectId);

describe('the chat list', () => {
  it("lists each project's team chat and customer conversation as entries of their own", async () => {
    const c = await createCompany(t.database.db);
    const customerId = await newCustomer(c);
    const bath = await newProject(c, 'Gonzalez bath', customerId);
    const deck = await newProject(c, 'Quiet deck');
    await teamMessage(c.manager.cookie, bath, 'Tiles arrive Monday');
    await customerReply(c, { projectId: bath, customerId }, 'Thanks! See you Monday', 60);
    await customerReply(c, { projectId: bath, customerId }, 'Can we pick grey grout?', 120);

    const rows = await chats(c.employee.cookie);
    // By latest activity; a project without messages lists its team chat, and no customer entry without a customer.
    expect(rows.map((r) => [r.kind, r.projectId])).toEqual([
      ['customer', bath],
      ['team', bath],
      ['team', deck],
    ]);
    expect(rows[0]).toMatchObject({
      projectName: 'Gonzalez bath',
      customer: { id: customerId, name: 'Maria Gonzalez' },
      unreadCount: 2,
      latest: { preview: 'Can we pick grey grout?', senderName: 'Maria Gonzalez' },
    });
    expect(rows[1]).toMatchObject({
      customer: null,
      unreadCount: 1,
      latest: { preview: 'Tiles arrive Monday', senderName: 'Test User' },
    });
    expect(rows[2]).toMatchObject({ customer: null, unreadCount: 0, latest: null });

    const page = await call(t.app, 'GET', '/api/chats?limit=1&offset=1', { cookie: c.employee.cookie });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: ChatSummary) => [r.kind, r.projectId])).toEqual([['team', bath]]);
    const search = await chats(c.employee.cookie, '?search=bath');
    expect(search.map((r) => r.kind)).toEqual(['customer', 'team']);
  });

  it('counts the unread messages of each conversation apart, and reading one clears only its own', async () => {
    const c = await createCompany(t.database.db);
    const customerId = await newCustomer(c);
    const p = await newProject(c, 'Kitchen', customerId);
    await teamMessage(c.manager.cookie, p, 'Demo starts at 8');
    // The Customer Messages tab's first message makes the thread the reply belongs to.
    const sent = await call(t.app, 'POST', `/api/projects/${p}/customers/${customerId}/messages`, {
      cookie: c.manager.cookie,
      body: { content: 'We start Monday' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await customerReply(c, { projectId: p, customerId }, 'Great', 30, sent.json().emailHash);

    let rows = await chats(c.employee.cookie);
    expect(entryOf(rows, 'team', p)?.unreadCount).toBe(1);
    expect(entryOf(rows, 'customer', p)?.unreadCount).toBe(1);
    expect(entryOf(rows, 'customer', p)?.latest).toMatchObject({
      preview: 'Great',
      senderName: 'Maria Gonzalez',
    });

    await call(t.app, 'POST', `/api/projects/${p}/mark-read`, { cookie: c.employee.cookie });
    rows = await chats(c.employee.cookie);
    expect(entryOf(rows, 'team', p)?.unreadCount).toBe(0);
    expect(entryOf(rows, 'customer', p)?.unreadCount).toBe(1);

    const read = await call(t.app, 'POST', `/api/projects/${p}/customers/${customerId}/messages/read`, {
      cookie: c.employee.cookie,
    });
    expect(read.json()).toEqual({ marked: 1 });
    // Whoever reads the customer's reply reads it for the office (the message's isRead).
    rows = await chats(c.manager.cookie);
    expect(entryOf(rows, 'customer', p)?.unreadCount).toBe(0);
  });

  it("shows the project's current customer's conversation only", async () => {
    const c = await createCompany(t.database.db);
    const before = await newCustomer(c, 'Old', 'Owner');
    const now = await newCustomer(c, 'New', 'Owner');
    const p = await newProject(c, 'Sold house', now);
    await customerReply(c, { projectId: p, customerId: before }, 'Old thread', 10);
    const rows = await chats(c.employee.cookie);
    expect(entryOf(rows, 'customer', p)).toMatchObject({
      customer: { id: now, name: 'New Owner' },
      unreadCount: 0,
      latest: null,
    });
    // The sidebar's badge and the project's count agree with the entries: the old owner's reply is in none.
    const total = await call(t.app, 'GET', '/api/unread-messages/total', { cookie: c.employee.cookie });
    expect(total.json()).toEqual({ totalUnread: 0 });
    const project = await call(t.app, 'GET', `/api/projects/${p}/unread-messages`, {
      cookie: c.employee.cookie,
    });
    expect(project.json()).toMatchObject({ unreadCount: 0 });
    await customerReply(c, { projectId: p, customerId: now }, 'New thread', 20);
    expect(entryOf(await chats(c.employee.cookie), 'customer', p)?.unreadCount).toBe(1);
    const after = await call(t.app, 'GET', '/api/unread-messages/total', { cookie: c.employee.cookie });
    expect(after.json()).toEqual({ totalUnread: 1 });
  });

  it("never shows another company's conversations", async () => {
    const a = await createCompany(t.database.db);
    const b = await createCompany(t.database.db);
    const customerId = await newCustomer(a);
    const p = await newProject(a, 'Secret tower', customerId);
    await teamMessage(a.admin.cookie, p, 'Secret plan');
    await customerReply(a, { projectId: p, customerId }, 'Secret reply', 10);
    const res = await call(t.app, 'GET', '/api/chats', { cookie: b.admin.cookie });
    expect(res.json()).toEqual([]);
    expect(res.body).not.toContain('Secret');
    expect((await chats(a.employee.cookie)).map((r) => r.kind)).toEqual(['customer', 'team']);
  });
});
