import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#domain/contracts/chat';
import {
  customerMessages,
  messageReadReceipts,
  projectChatMessages,
  projectChatReads,
  projects,
  storedFiles,
  users,
} from '../../db/schema/index';
import type { LiveEnvelope } from '../../live-updates/live-events';
import { LIVE_CHANNEL } from '../../live-updates/live-events';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, createUser, type TestCompany, unique } from '../../test/factories';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newProject(c: TestCompany, name = 'Kitchen remodel') {
  const p = await aProject(t.database.db, c.id, { name });
  return p!.id;
}

const chatUrl = (projectId: number, query = '') => `/api/projects/${projectId}/chat${query}`;

async function send(cookie: string, projectId: number, content: string): Promise<ChatMessage> {
  const res = await call(t.app, 'POST', chatUrl(projectId), { cookie, body: { content } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(cookie: string, projectId: number, query = ''): Promise<ChatMessage[]> {
  const res = await call(t.app, 'GET', chatUrl(projectId, query), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function unread(cookie: string, projectId: number): Promise<number> {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/unread-messages`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unreadCount;
}

async function total(cookie: string): Promise<number> {
  const res = await call(t.app, 'GET', '/api/unread-messages/total', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totalUnread;
}

/** Inserts `n` messages by one sender directly (paging needs many). */
async function insertMany(c: TestCompany, projectId: number, senderId: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId: c.id,
    projectId,
    senderId,
    content: `Message ${i + 1}`,
  }));
  return t.database.db
    .insert(projectChatMessages)
    .values(rows)
    .returning({ id: projectChatMessages.id })
    .then((r) => r.map((x) => x.id));
}

describe('a project conversation', () => {
  it('sends a message and answers it with its sender; the list is newest first', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const first = await send(c.manager.cookie, p, '  Tile arrives Monday  ');
    expect(first).toMatchObject({
      projectId: p,
      senderId: c.manager.id,
      sender: { firstName: 'Test', lastName: 'User', username: c.manager.username },
      content: 'Tile arrives Monday',
      attachment: null,
      isEdited: false,
      isDeleted: false,
    });
    const second = await send(c.employee.cookie, p, 'Got it');
    expect((await list(c.admin.cookie, p)).map((m) => m.id)).toEqual([second.id, first.id]);
  });

  it('refuses an empty or over-long message with its sentence', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const empty = await call(t.app, 'POST', chatUrl(p), { cookie: c.admin.cookie, body: { content: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'content', message: 'Message is required' }]);
    const long = await call(t.app, 'POST', chatUrl(p), {
      cookie: c.admin.cookie,
      body: { content: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('Message must be at most 5000 characters');
  });

  it('pages backwards with the before cursor: 50 by default, at most 100', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const ids = await insertMany(c, p, c.manager.id, 120);
    const newestFirst = [...ids].reverse();
    const page1 = await list(c.admin.cookie, p);
    expect(page1.map((m) => m.id)).toEqual(newestFirst.slice(0, 50));
    const page2 = await list(c.admin.cookie, p, `?before=${page1.at(-1)!.id}&limit=50`);
    expect(page2.map((m) => m.id)).toEqual(newestFirst.slice(50, 100));
    const page3 = await list(c.admin.cookie, p, `?before=${page2.at(-1)!.id}&limit=50`);
    expect(page3.map((m) => m.id)).toEqual(newestFirst.slice(100));
    expect(await list(c.admin.cookie, p, `?before=${ids[0]}`)).toEqual([]);
    expect((await list(c.admin.cookie, p, '?limit=100')).length).toBe(100);
    const tooMany = await call(t.app, 'GET', chatUrl(p, '?limit=101'), { cookie: c.admin.cookie });
    expect(tooMany.statusCode).toBe(400);
    const badCursor = await call(t.app, 'GET', chatUrl(p, '?before=abc'), { cookie: c.admin.cookie });
    expect(badCursor.statusCode).toBe(400);
  });

  it("shows a deleted member's message as from no one ('Former member')", async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const gone = await createUser(t.database.db, { companyId: c.id });
    await send(gone.cookie, p, 'Leaving the crew');
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const [message] = await list(c.admin.cookie, p);
    expect(message).toMatchObject({ senderId: null, sender: null, content: 'Leaving the crew' });
  });
});

describe('editing and deleting', () => {
  it('lets only the sender edit; the message is then marked edited', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const m = await send(c.employee.cookie, p, 'Meet at 8');
    for (const other of [c.admin, c.manager]) {
      const res = await call(t.app, 'PUT', `/api/chat/${m.id}`, {
        cookie: other.cookie,
        body: { content: 'Hijacked' },
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await call(t.app, 'PUT', `/api/chat/${m.id}`, {
      cookie: c.employee.cookie,
      body: { content: 'Meet at 9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, content: 'Meet at 9', isEdited: true, isDeleted: false });
    expect((await list(c.admin.cookie, p))[0]).toMatchObject({ content: 'Meet at 9', isEdited: true });
  });

  it('lets only the sender delete; the content never leaves the server again', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const m = await send(c.employee.cookie, p, 'Gate code 4321');
    const refused = await call(t.app, 'DELETE', `/api/chat/${m.id}`, { cookie: c.admin.cookie });
    expect(refused.statusCode).toBe(403);
    const res = await call(t.app, 'DELETE', `/api/chat/${m.id}`, { cookie: c.employee.cookie });
    expect(res.statusCode).toBe(204);
    const listRes = await call(t.app, 'GET', chatUrl(p), { cookie: c.admin.cookie });
    expect(listRes.body).not.toContain('4321');
    expect(listRes.json()[0]).toMatchObject({ id: m.id, isDeleted: true, content: '', attachment: null });
    const edit = await call(t.app, 'PUT', `/api/chat/${m.id}`, {
      cookie: c.employee.cookie,
      body: { content: 'again' },
    });
    expect(edit.statusCode).toBe(409);
    const again = await call(t.app, 'DELETE', `/api/chat/${m.id}`, { cookie: c.employee.cookie });
    expect(again.statusCode).toBe(409);
  });
});

describe('unread counts and read positions', () => {
  it("counts others' messages after the read position; mark-read moves it to the newest", async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const q = await newProject(c, 'Bathroom');
    const a = await send(c.manager.cookie, p, 'one');
    await send(c.manager.cookie, p, 'two');
    const three = await send(c.manager.cookie, p, 'three');
    await send(c.employee.cookie, p, 'my own');
    await send(c.manager.cookie, q, 'other project');
    expect(await unread(c.employee.cookie, p)).toBe(3);
    expect(await unread(c.manager.cookie, p)).toBe(1);
    expect(await total(c.employee.cookie)).toBe(4);
    expect(await total(c.admin.cookie)).toBe(5);

    // Deleted messages are not unread.
    await call(t.app, 'DELETE', `/api/chat/${three.id}`, { cookie: c.manager.cookie });
    expect(await unread(c.employee.cookie, p)).toBe(2);

    // One message read: a receipt, and the position moves up to it (never back).
    const read = await call(t.app, 'POST', `/api/chat/${a.id}/read`, { cookie: c.employee.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 1 });
    await call(t.app, 'POST', `/api/chat/${a.id}/read`, { cookie: c.employee.cookie });
    const receipts = await t.database.db
      .select()
      .from(messageReadReceipts)
      .where(and(eq(messageReadReceipts.messageId, a.id), eq(messageReadReceipts.userId, c.employee.id)));
    expect(receipts).toHaveLength(1);

    const mark = await call(t.app, 'POST', `/api/projects/${p}/mark-read`, { cookie: c.employee.cookie });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ unreadCount: 0 });
    const [position] = await t.database.db
      .select()
      .from(projectChatReads)
      .where(and(eq(projectChatReads.userId, c.employee.id), eq(projectChatReads.projectId, p)));
    const newest = (await list(c.admin.cookie, p))[0]!;
    expect(position?.lastReadMessageId).toBe(newest.id);
    // Reading an older message again does not move the position back.
    await call(t.app, 'POST', `/api/chat/${a.id}/read`, { cookie: c.employee.cookie });
    expect(await unread(c.employee.cookie, p)).toBe(0);
    expect(await total(c.employee.cookie)).toBe(1);

    await send(c.manager.cookie, p, 'four');
    expect(await unread(c.employee.cookie, p)).toBe(1);
    expect(await total(c.employee.cookie)).toBe(2);
  });

  it("adds the project's unread incoming customer messages, like the total", async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const customer = await aCustomer(t.database.db, c.id, { firstName: 'Pat', lastName: 'Client' });
    // The conversation counted is the one with the project's customer (chat-list.test.ts: a former one's is not).
    await t.database.db.update(projects).set({ customerId: customer!.id }).where(eq(projects.id, p));
    const base = { companyId: c.id, projectId: p, customerId: customer!.id, emailHash: unique() };
    await t.database.db.insert(customerMessages).values([
      { ...base, content: 'Is the tile in?', direction: 'incoming' },
      { ...base, content: 'Read already', direction: 'incoming', isRead: true },
      { ...base, content: 'Our answer', direction: 'outgoing', senderId: c.admin.id },
    ]);
    expect(await unread(c.employee.cookie, p)).toBe(1);
    expect(await total(c.employee.cookie)).toBe(1);
  });

  it('does not count the history from before a member joined as unread', async () => {
    const c = await createCompany(t.database.db);
    const projectId = await newProject(c);
    await send(c.admin.cookie, projectId, 'Framing starts Monday');
    await send(c.admin.cookie, projectId, 'Inspection booked');
    // Explicit times, none a few milliseconds apart: the team is three minutes old, the history two; the new
    // member joined a minute ago, and what is sent now comes after.
    await t.database.db
      .update(users)
      .set({ createdAt: sql`${users.createdAt} - interval '3 minutes'` })
      .where(eq(users.companyId, c.id));
    await t.database.db
      .update(projectChatMessages)
      .set({ createdAt: sql`${projectChatMessages.createdAt} - interval '2 minutes'` })
      .where(eq(projectChatMessages.projectId, projectId));
    const joiner = await createUser(t.database.db, {
      companyId: c.id,
      role: 'employee',
      createdAt: new Date(Date.now() - 60_000),
    });
    expect(await unread(joiner.cookie, projectId)).toBe(0);
    expect(await total(joiner.cookie)).toBe(0);
    // A member who was there all along still has both unread.
    expect(await unread(c.manager.cookie, projectId)).toBe(2);
    await send(c.admin.cookie, projectId, 'Drywall next week');
    expect(await unread(joiner.cookie, projectId)).toBe(1);
    expect(await total(joiner.cookie)).toBe(1);
  });

  it('marks an empty conversation read without error', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const res = await call(t.app, 'POST', `/api/projects/${p}/mark-read`, { cookie: c.admin.cookie });
    expect(res.json()).toEqual({ unreadCount: 0 });
  });
});

describe("another company's conversation", () => {
  it('answers 404 to every call on its ids and changes nothing', async () => {
    const a = await createCompany(t.database.db);
    const b = await createCompany(t.database.db);
    const p = await newProject(a);
    const m = await send(a.admin.cookie, p, 'Secret plan');
    const cookie = b.admin.cookie;
    const calls: [string, string, unknown?][] = [
      ['GET', chatUrl(p)],
      ['POST', chatUrl(p), { content: 'x' }],
      ['PUT', `/api/chat/${m.id}`, { content: 'x' }],
      ['DELETE', `/api/chat/${m.id}`],
      ['POST', `/api/chat/${m.id}/read`],
      ['GET', `/api/chat/${m.id}/attachment`],
      ['GET', `/api/projects/${p}/unread-messages`],
      ['POST', `/api/projects/${p}/mark-read`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method as 'GET', url, { cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    const chats = await call(t.app, 'GET', '/api/chats', { cookie });
    expect(chats.body).not.toContain('Secret');
    expect((await list(a.admin.cookie, p))[0]).toMatchObject({ content: 'Secret plan', isEdited: false });
  });
});

describe('attachments', () => {
  async function upload(cookie: string, projectId: number, fields: Record<string, string>, file = png) {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/chat/attachments`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const png = { name: 'site.png', type: 'image/png', bytes: pngBytes };

  it('sends a photo or a PDF with the message and downloads it', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const body = multipart({ content: 'Wall opened up' }, png);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p}/chat/attachments`,
      headers: { cookie: c.employee.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const m: ChatMessage = res.json();
    expect(m).toMatchObject({
      content: 'Wall opened up',
      attachment: { name: 'site.png', contentType: 'image/png', size: pngBytes.length },
    });
    const file = await call(t.app, 'GET', `${m.attachment!.url}?inline=1`, { cookie: c.admin.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);

    const pdf = await upload(
      c.admin.cookie,
      p,
      {},
      { name: 'permit.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ content: '', attachment: { contentType: 'application/pdf' } });
  });

  it('refuses a file of another type (from its bytes), and another company’s project', async () => {
    const c = await createCompany(t.database.db);
    const b = await createCompany(t.database.db);
    const p = await newProject(c);
    const text = await upload(
      c.admin.cookie,
      p,
      {},
      {
        name: 'fake.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, not an image'),
      },
    );
    expect(text.statusCode).toBe(415);
    const foreign = await upload(b.admin.cookie, p, { content: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(await list(c.admin.cookie, p)).toEqual([]);
  });

  it('removes the file when its message is deleted', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const m: ChatMessage = (await upload(c.manager.cookie, p, { content: 'photo' })).json();
    const [row] = await t.database.db
      .select({ fileId: projectChatMessages.attachmentFileId })
      .from(projectChatMessages)
      .where(eq(projectChatMessages.id, m.id));
    await call(t.app, 'DELETE', `/api/chat/${m.id}`, { cookie: c.manager.cookie });
    const file = await call(t.app, 'GET', `/api/chat/${m.id}/attachment`, { cookie: c.manager.cookie });
    expect(file.statusCode).toBe(404);
    const left = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(left).toEqual([]);
  });
});

describe('deleting a project', () => {
  it('removes its conversation with the attachments', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const body = multipart(
      { content: 'plan' },
      { name: 'plan.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p}/chat/attachments`,
      headers: { cookie: c.admin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ fileId: projectChatMessages.attachmentFileId })
      .from(projectChatMessages)
      .where(eq(projectChatMessages.id, sent.json().id));
    const res = await call(t.app, 'DELETE', `/api/projects/${p}`, { cookie: c.admin.cookie });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(projectChatMessages).where(eq(projectChatMessages.projectId, p)),
    ).toEqual([]);
  });
});

describe('live notices', () => {
  it('publishes create, edit and delete to the company, and a read only to the reader', async () => {
    const heard: LiveEnvelope[] = [];
    const stop = await t.database.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      const c = await createCompany(t.database.db);
      const p = await newProject(c);
      const m = await send(c.manager.cookie, p, 'hello');
      await call(t.app, 'PUT', `/api/chat/${m.id}`, { cookie: c.manager.cookie, body: { content: 'hi' } });
      await call(t.app, 'POST', `/api/projects/${p}/mark-read`, { cookie: c.employee.cookie });
      // Nothing new to read: the position does not move and no notice is sent.
      await call(t.app, 'POST', `/api/projects/${p}/mark-read`, { cookie: c.employee.cookie });
      await call(t.app, 'DELETE', `/api/chat/${m.id}`, { cookie: c.manager.cookie });
      const mine = () => heard.filter((e) => 'companyId' in e && e.companyId === c.id);
      await expect.poll(() => mine().length, { timeout: 5000 }).toBe(4);
      expect(mine()).toEqual([
        { companyId: c.id, event: { type: 'chat', projectId: p, action: 'created' } },
        { companyId: c.id, event: { type: 'chat', projectId: p, action: 'edited' } },
        { companyId: c.id, userId: c.employee.id, event: { type: 'chat', projectId: p, action: 'read' } },
        { companyId: c.id, event: { type: 'chat', projectId: p, action: 'deleted' } },
      ]);
    } finally {
      await stop();
    }
  });
});
