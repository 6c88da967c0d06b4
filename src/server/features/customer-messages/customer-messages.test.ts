import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerMessage,
  customerMessageTexts,
  type SentCustomerMessage,
} from '#domain/contracts/customer-messages';
import type { LiveEvent } from '#domain/contracts/live-events';
import { customerMessages, customerThreadLinks, customerThreads, mailOutbox } from '../../db/schema/index';
import { LIVE_CHANNEL } from '../../live-updates/live-events';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
const notices: LiveEvent[] = [];
let stopListening: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestApp({
    config: { PUBLIC_URL: 'https://pm.example.com', INBOUND_MAIL_DOMAIN: 'reply.example.com' },
  });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
  stopListening = await t.database.listen?.(LIVE_CHANNEL, (payload) => {
    const envelope = JSON.parse(payload) as { event?: LiveEvent };
    if (envelope.event) notices.push(envelope.event);
  });
});
afterAll(async () => {
  await stopListening?.();
  await t.close();
});

const db = () => t.database.db;

/** A customer (with an e-mail address unless `email` is null) and a project of theirs in company `c`. */
async function customerProject(c: TestCompany, email: string | null = `client-${unique()}@example.com`) {
  const customer = await aCustomer(db(), c.id, { firstName: 'Dana', lastName: 'Whitfield', email });
  const project = await aProject(db(), c.id, { customerId: customer!.id, name: 'Kitchen remodel' });
  return { customerId: customer!.id, projectId: project!.id, email };
}

const threadUrl = (p: { projectId: number; customerId: number }) =>
  `/api/projects/${p.projectId}/customers/${p.customerId}/messages`;

async function send(c: TestCompany, p: { projectId: number; customerId: number }, content: string) {
  const res = await call(t.app, 'POST', threadUrl(p), { cookie: c.employee.cookie, body: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SentCustomerMessage;
}

/** Waits until a live notice matching `match` has arrived (NOTIFY is delivered after commit). */
async function expectNotice(match: Partial<LiveEvent>) {
  await expect
    .poll(() =>
      notices.some((n) => Object.entries(match).every(([k, v]) => (n as Record<string, unknown>)[k] === v)),
    )
    .toBe(true);
}

async function addIncoming(p: { projectId: number; customerId: number }, c: TestCompany, content: string) {
  const [thread] = await db()
    .select()
    .from(customerThreads)
    .where(eq(customerThreads.projectId, p.projectId));
  const [row] = await db()
    .insert(customerMessages)
    .values({
      companyId: c.id,
      projectId: p.projectId,
      customerId: p.customerId,
      emailHash: thread!.emailHash,
      direction: 'incoming',
      content,
    })
    .returning();
  return row!.id;
}

describe('sending a customer message', () => {
  it('stores it, e-mails it with the reply address and a link to the public page, and tells the browsers', async () => {
    const p = await customerProject(a);
    const sent = await send(a, p, 'We start demolition on Monday.\nPlease clear the counters.');
    expect(sent).toMatchObject({
      projectId: p.projectId,
      customerId: p.customerId,
      senderId: a.employee.id,
      sender: { firstName: 'Test', lastName: 'User' },
      content: 'We start demolition on Monday.\nPlease clear the counters.',
      attachment: null,
      direction: 'outgoing',
      emailedTo: p.email,
    });
    expect(sent.emailHash).toMatch(/^[a-f0-9]{40}$/);

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, p.email!))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({
      companyId: a.id,
      subject: 'Message from Alpha Remodeling: Kitchen remodel',
    });
    expect(mail!.replyTo).toBe(`reply+${sent.emailHash}@reply.example.com`);
    expect(mail!.text).toContain('Hello Dana Whitfield,');
    expect(mail!.text).toContain('We start demolition on Monday.\nPlease clear the counters.');
    expect(mail!.text).toContain('Reply to this e-mail');
    expect(mail!.text).toMatch(/Open your client portal: https?:\/\/[^\s]+\/portal\n/);
    expect(mail!.html).toContain('Alpha Remodeling');
    const link = /https:\/\/pm\.example\.com\/public\/messages\/([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link).not.toBeNull();
    // Only the token's SHA-256 is stored.
    const links = await db().select().from(customerThreadLinks);
    expect(links.some((l) => l.tokenHash === link![1])).toBe(false);
    await expectNotice({ type: 'customer-message', projectId: p.projectId, action: 'created' });
  });

  it('keeps one thread per project and customer, with a new link per mail (older links keep working)', async () => {
    const p = await customerProject(a);
    const first = await send(a, p, 'First');
    const second = await send(a, p, 'Second');
    expect(second.emailHash).toBe(first.emailHash);
    const threads = await db()
      .select()
      .from(customerThreads)
      .where(eq(customerThreads.projectId, p.projectId));
    expect(threads).toHaveLength(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, p.email!));
    const tokens = mails.map((m) => /\/public\/messages\/([A-Za-z0-9_-]{43})/.exec(m.text)![1]!);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      const res = await call(t.app, 'GET', `/api/public/messages/${token}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().messages.map((m: { content: string }) => m.content)).toEqual(['First', 'Second']);
    }
  });

  it('takes an attachment as a file name and names it in the mail', async () => {
    const p = await customerProject(a);
    const res = await call(t.app, 'POST', threadUrl(p), {
      cookie: a.manager.cookie,
      body: { content: 'The tile layout', attachment: 'tile-layout.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachment).toBe('tile-layout.pdf');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, p.email!));
    expect(mail!.text).toContain('Attachment: tile-layout.pdf');
  });

  it('answers 409 for a customer without an e-mail address and stores nothing', async () => {
    const p = await customerProject(a, null);
    const res = await call(t.app, 'POST', threadUrl(p), { cookie: a.admin.cookie, body: { content: 'Hi' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(customerMessageTexts.noCustomerEmail());
    const [threads] = await db()
      .select({ n: count() })
      .from(customerThreads)
      .where(eq(customerThreads.projectId, p.projectId));
    expect(threads!.n).toBe(0);
    const [messages] = await db()
      .select({ n: count() })
      .from(customerMessages)
      .where(eq(customerMessages.projectId, p.projectId));
    expect(messages!.n).toBe(0);
  });

  it('refuses an empty message with the field message', async () => {
    const p = await customerProject(a);
    const res = await call(t.app, 'POST', threadUrl(p), { cookie: a.admin.cookie, body: { content: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'content', message: 'Message is required' }]);
  });

  it("answers 404 for a customer that is not the project's, and for another company's ids", async () => {
    const p = await customerProject(a);
    const other = await customerProject(a);
    const mixed = { projectId: p.projectId, customerId: other.customerId };
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(t.app, method, threadUrl(mixed), {
        cookie: a.admin.cookie,
        ...(method === 'POST' ? { body: { content: 'Hi' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    await send(a, p, 'Only for company A');
    for (const [method, url] of [
      ['GET', threadUrl(p)],
      ['POST', threadUrl(p)],
      ['POST', `${threadUrl(p)}/read`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: b.admin.cookie,
        ...(method === 'POST' && !url.endsWith('/read') ? { body: { content: 'Intruder' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [message] = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.projectId, p.projectId));
    const read = await call(t.app, 'POST', `/api/customer-messages/${message!.id}/read`, {
      cookie: b.admin.cookie,
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('reading a conversation', () => {
  it('answers an empty list before the first message', async () => {
    const p = await customerProject(a);
    const res = await call(t.app, 'GET', threadUrl(p), { cookie: a.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-has-more']).toBe('false');
  });

  it('pages newest first, each page oldest first, with ?before and ?limit', async () => {
    const p = await customerProject(a);
    for (const n of [1, 2, 3, 4, 5]) await send(a, p, `Message ${n}`);
    const newest = await call(t.app, 'GET', `${threadUrl(p)}?limit=2`, { cookie: a.admin.cookie });
    const page1 = newest.json() as CustomerMessage[];
    expect(page1.map((m) => m.content)).toEqual(['Message 4', 'Message 5']);
    expect(newest.headers['x-has-more']).toBe('true');
    const older = await call(t.app, 'GET', `${threadUrl(p)}?limit=2&before=${page1[0]!.id}`, {
      cookie: a.admin.cookie,
    });
    expect((older.json() as CustomerMessage[]).map((m) => m.content)).toEqual(['Message 2', 'Message 3']);
    const oldest = await call(t.app, 'GET', `${threadUrl(p)}?limit=2&before=${older.json()[0].id}`, {
      cookie: a.admin.cookie,
    });
    expect((oldest.json() as CustomerMessage[]).map((m) => m.content)).toEqual(['Message 1']);
    expect(oldest.headers['x-has-more']).toBe('false');
    const all = await call(t.app, 'GET', threadUrl(p), { cookie: a.admin.cookie });
    expect(all.json()).toHaveLength(5);
  });

  it('marks incoming messages read, one by one or the whole conversation, and the unread total follows', async () => {
    const p = await customerProject(a);
    await send(a, p, 'Question for you');
    const total = async () =>
      (await call(t.app, 'GET', '/api/unread-messages/total', { cookie: a.manager.cookie })).json()
        .totalUnread;
    const before = await total();
    const first = await addIncoming(p, a, 'Answer one');
    await addIncoming(p, a, 'Answer two');
    await addIncoming(p, a, 'Answer three');
    expect(await total()).toBe(before + 3);

    const one = await call(t.app, 'POST', `/api/customer-messages/${first}/read`, {
      cookie: a.employee.cookie,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: first, isRead: true, direction: 'incoming' });
    expect(await total()).toBe(before + 2);
    await expectNotice({ type: 'customer-message', projectId: p.projectId, action: 'read' });

    const all = await call(t.app, 'POST', `${threadUrl(p)}/read`, { cookie: a.employee.cookie });
    expect(all.json()).toEqual({ marked: 2 });
    expect(await total()).toBe(before);
    const again = await call(t.app, 'POST', `${threadUrl(p)}/read`, { cookie: a.employee.cookie });
    expect(again.json()).toEqual({ marked: 0 });
    const unread = await db()
      .select({ n: count() })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.projectId, p.projectId),
          eq(customerMessages.isRead, false),
          eq(customerMessages.direction, 'incoming'),
        ),
      );
    expect(unread[0]!.n).toBe(0);
  });
});
