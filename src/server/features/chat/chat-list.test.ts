import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSummary } from '#domain/contracts/chat';
import { customerMessages, customers, projectChatMessages, projects } from '../../db/schema/index';
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

  /** The entries as the database keeps them, and as computed afresh from the projects and their messages. */
  async function keptAndFresh(companyId: number) {
    const kept = await t.database.db.execute(sql`
      select project_id, kind, customer_id, last_message_id from chat_list_entries
      where company_id = ${companyId} order by project_id, kind`);
    const fresh = await t.database.db.execute(sql`
      select p.id as project_id, 'customer' as kind, p.customer_id,
        (select cm.id from customer_messages cm where cm.project_id = p.id and cm.customer_id = p.customer_id
          order by cm.created_at desc, cm.id desc limit 1) as last_message_id
      from projects p where p.company_id = ${companyId} and p.customer_id is not null
      union all
      select p.id, 'team', null, (select max(m.id) from project_chat_messages m
        where m.project_id = p.id and not m.is_deleted)
      from projects p where p.company_id = ${companyId}
      order by project_id, kind`);
    type Rows = { rows: Record<string, unknown>[] };
    return { kept: (kept as unknown as Rows).rows, fresh: (fresh as unknown as Rows).rows };
  }

  it('keeps each entry on its newest message through deletions, customer changes and bulk writes', async () => {
    const c = await createCompany(t.database.db);
    const first = await newCustomer(c, 'First', 'Owner');
    const second = await newCustomer(c, 'Second', 'Owner');
    const a = await newProject(c, 'Attic', first);
    const b = await newProject(c, 'Basement');
    await teamMessage(c.admin.cookie, a, 'One');
    await teamMessage(c.admin.cookie, a, 'Two');
    await customerReply(c, { projectId: a, customerId: first }, 'Early', 10);
    await customerReply(c, { projectId: a, customerId: first }, 'Late', 20);
    let state = await keptAndFresh(c.id);
    expect(state.kept).toEqual(state.fresh);
    expect(state.kept).toHaveLength(3);

    // The newest team message deleted: the entry falls back to the one before; a read mark changes nothing.
    const db = t.database.db;
    await db
      .update(projectChatMessages)
      .set({ isDeleted: true })
      .where(and(eq(projectChatMessages.projectId, a), eq(projectChatMessages.content, 'Two')));
    await db.update(customerMessages).set({ isRead: true }).where(eq(customerMessages.projectId, a));
    state = await keptAndFresh(c.id);
    expect(state.kept).toEqual(state.fresh);
    // The latest customer message removed, the project handed to another customer, messages in bulk.
    await db.delete(customerMessages).where(eq(customerMessages.content, 'Late'));
    state = await keptAndFresh(c.id);
    expect(state.kept).toEqual(state.fresh);
    await db.update(projects).set({ customerId: second }).where(eq(projects.id, b));
    await db.insert(projectChatMessages).values([
      { companyId: c.id, projectId: a, content: 'Bulk A' },
      { companyId: c.id, projectId: b, content: 'Bulk B' },
    ]);
    await customerReply(c, { projectId: b, customerId: second }, 'Hello', 30);
    state = await keptAndFresh(c.id);
    expect(state.kept).toEqual(state.fresh);
    expect(state.kept).toHaveLength(4);

    // A customer deleted: their project has no customer conversation any more.
    await db.delete(customers).where(eq(customers.id, first));
    state = await keptAndFresh(c.id);
    expect(state.kept).toEqual(state.fresh);
    expect(state.kept).toHaveLength(3);
    const rows = await chats(c.admin.cookie);
    expect(rows.map((r) => [r.kind, r.projectId, r.latest?.preview])).toEqual([
      ['customer', b, 'Hello'],
      ['team', b, 'Bulk B'],
      ['team', a, 'Bulk A'],
    ]);
  });
});
