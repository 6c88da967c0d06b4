import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INBOUND_MAIL_BYTES, type SentCustomerMessage } from '#domain/contracts/customer-messages';
import type { LiveEvent } from '#domain/contracts/live-events';
import { text } from '#domain/messages/all';
import { customerMessages } from '../../db/schema/index';
import { LIVE_CHANNEL } from '../../live-updates/live-events';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { multipart, pngBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { INBOUND_SECRET_HEADER } from './inbound-mail.routes';

const SECRET = 'inbound-secret-for-tests-0123456789';
let t: TestApp;
let a: TestCompany;
const notices: LiveEvent[] = [];
let stopListening: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestApp({
    config: { INBOUND_MAIL_SECRET: SECRET, INBOUND_MAIL_DOMAIN: 'reply.example.com' },
  });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
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

/** A thread made by a first message; answers its ids and reply address. */
async function thread() {
  const customer = await aCustomer(db(), a.id, {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: `dana-${unique()}@example.com`,
  });
  const project = await aProject(db(), a.id, { customerId: customer!.id, name: 'Kitchen remodel' });
  const res = await call(t.app, 'POST', `/api/projects/${project!.id}/customers/${customer!.id}/messages`, {
    cookie: a.admin.cookie,
    body: { content: 'Can we come on Tuesday?' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const sent = res.json() as SentCustomerMessage;
  return {
    projectId: project!.id,
    customerId: customer!.id,
    email: customer!.email!,
    replyTo: `reply+${sent.emailHash}@reply.example.com`,
  };
}

const QUOTED = [
  '',
  'On Wed, Nov 25, 2026 at 10:00 AM Alpha Remodeling <no-reply@buildline.local> wrote:',
  '> Hello Dana Whitfield,',
  '> Can we come on Tuesday?',
].join('\r\n');

/** A reply as a mail program sends it: headers, a quoted-printable text part with the quoted original. */
function rawReply(to: string, from: string, body: string): string {
  return [
    `From: Dana Whitfield <${from}>`,
    `To: ${to}`,
    'Subject: Re: Message from Alpha Remodeling: Kitchen remodel',
    'Date: Wed, 25 Nov 2026 11:00:00 +0000',
    `Message-ID: <${unique()}@mail.example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    `${body.replace(/=/g, '=3D')}${QUOTED}`,
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    `<p>${body}</p><blockquote>Can we come on Tuesday?</blockquote>`,
    '--b1--',
    '',
  ].join('\r\n');
}

const webhook = (query = `?secret=${SECRET}`) => `/api/inbound-mail${query}`;

async function latest(projectId: number) {
  const [row] = await db()
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.projectId, projectId))
    .orderBy(desc(customerMessages.id));
  return row!;
}

async function messageCount() {
  const [row] = await db().select({ n: count() }).from(customerMessages);
  return row!.n;
}

describe('the inbound-mail webhook', () => {
  it('stores a raw MIME reply (message/rfc822) without the quoted part, unread, and tells the browsers', async () => {
    const th = await thread();
    const res = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': 'message/rfc822' },
      payload: rawReply(th.replyTo, th.email, 'Tuesday works. The side door is open=unlocked.'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await latest(th.projectId);
    expect(res.json()).toEqual({ id: stored.id, projectId: th.projectId });
    expect(stored).toMatchObject({
      content: 'Tuesday works. The side door is open=unlocked.',
      direction: 'incoming',
      isRead: false,
      customerId: th.customerId,
      senderId: null,
    });
    await expect
      .poll(() =>
        notices.some(
          (n) => n.type === 'customer-message' && n.projectId === th.projectId && n.action === 'created',
        ),
      )
      .toBe(true);
  });

  it('stores a mail posted twice (a provider retrying) once, answering the same message both times', async () => {
    const th = await thread();
    const raw = rawReply(th.replyTo, th.email, 'Confirmed for Tuesday.');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: webhook(),
        headers: { 'content-type': 'message/rfc822' },
        payload: raw,
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const rows = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.projectId, th.projectId));
    expect(rows.filter((r) => r.direction === 'incoming')).toHaveLength(1);
    // A different mail with the same words is a new message.
    const again = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': 'message/rfc822' },
      payload: rawReply(th.replyTo, th.email, 'Confirmed for Tuesday.'),
    });
    expect(again.json().id).not.toBe(first.json().id);
  });

  it('takes the secret in the x-inbound-secret header too, and a raw message inside JSON', async () => {
    const th = await thread();
    const res = await call(t.app, 'POST', '/api/inbound-mail', {
      headers: { [INBOUND_SECRET_HEADER]: SECRET },
      body: { raw: rawReply(`Alpha <${th.replyTo}>`, th.email, 'See you then.') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await latest(th.projectId)).content).toBe('See you then.');
  });

  it('refuses a JSON post nested too deeply with 400, as every route does', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': 'application/json' },
      payload: `{"To":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text('errors:nestedTooDeeply') });
  });

  it("stores Postmark's inbound JSON, finding the thread in To, Cc or OriginalRecipient", async () => {
    for (const field of ['To', 'Cc', 'OriginalRecipient'] as const) {
      const th = await thread();
      const res = await call(t.app, 'POST', webhook(), {
        body: {
          From: th.email,
          [field]: `"Alpha Remodeling" <${th.replyTo.toUpperCase()}>`,
          Subject: 'Re: Message from Alpha Remodeling: Kitchen remodel',
          TextBody: `Postmark reply via ${field}\r\n${QUOTED}`,
          HtmlBody: '<p>ignored while there is text</p>',
          StrippedTextReply: 'Postmark reply',
          Headers: [{ Name: 'X-Spam-Score', Value: '0' }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await latest(th.projectId)).content).toBe(`Postmark reply via ${field}`);
    }
  });

  it("stores Mailgun's fields (recipient, sender, body-plain) and HTML-only mail", async () => {
    const th = await thread();
    const mailgun = await call(t.app, 'POST', webhook(), {
      body: {
        recipient: th.replyTo,
        sender: th.email,
        subject: 'Re: x',
        'body-plain': `Mailgun reply${QUOTED}`,
      },
    });
    expect(mailgun.statusCode, mailgun.body).toBe(200);
    expect((await latest(th.projectId)).content).toBe('Mailgun reply');
    const html = await call(t.app, 'POST', webhook(), {
      body: { to: th.replyTo, from: th.email, html: '<p>Only <b>HTML</b></p><blockquote>old</blockquote>' },
    });
    expect(html.statusCode, html.body).toBe(200);
    expect((await latest(th.projectId)).content).toBe('Only HTML');
  });

  it("stores Mailgun's form post (multipart/form-data), its attachments dropped", async () => {
    const th = await thread();
    const form = multipart(
      {
        recipient: th.replyTo,
        sender: th.email,
        subject: 'Re: Message from Alpha Remodeling: Kitchen remodel',
        'body-plain': `Photo of the leak attached.${QUOTED}`,
        'stripped-text': 'Photo of the leak attached.',
        'attachment-count': '1',
      },
      { name: 'leak.png', type: 'image/png', bytes: pngBytes },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await latest(th.projectId)).content).toBe('Photo of the leak attached.');
  });

  it("stores Mailgun's form-encoded post (application/x-www-form-urlencoded), up to the webhook's size limit", async () => {
    const th = await thread();
    const form = new URLSearchParams({
      recipient: th.replyTo,
      sender: th.email,
      subject: 'Re: Message from Alpha Remodeling: Kitchen remodel',
      'body-plain': `Tuesday works, the gate code is 4 & 2 = 6 + 1.${QUOTED}`,
      // Beyond the 1 MB of other routes: the webhook's own limit applies.
      'body-html': `<p>${'x'.repeat(2 * 1024 * 1024)}</p>`,
      'Message-Id': `<${unique()}@mail.example.com>`,
    });
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: webhook(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const res = await post(form.toString());
    expect(res.statusCode, res.body).toBe(200);
    expect((await latest(th.projectId)).content).toBe('Tuesday works, the gate code is 4 & 2 = 6 + 1.');
    const before = await messageCount();
    form.set('body-html', 'x'.repeat(MAX_INBOUND_MAIL_BYTES));
    expect((await post(form.toString())).statusCode).toBe(413);
    expect(await messageCount()).toBe(before);
  });

  it('answers 401 without the secret or with a wrong one, and stores nothing', async () => {
    const th = await thread();
    const before = await messageCount();
    const body = { To: th.replyTo, TextBody: 'Hello' };
    for (const url of [webhook(''), webhook('?secret=wrong'), webhook(`?secret=${SECRET}x`)]) {
      const res = await call(t.app, 'POST', url, { body });
      expect(res.statusCode, url).toBe(401);
    }
    const header = await call(t.app, 'POST', webhook(''), {
      headers: { [INBOUND_SECRET_HEADER]: 'wrong' },
      body,
    });
    expect(header.statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });

  it('answers 404 for a reply address of no thread, and 400 for a payload that is not a mail, storing nothing', async () => {
    const before = await messageCount();
    const unknown = await call(t.app, 'POST', webhook(), {
      body: { To: `reply+${'0'.repeat(40)}@reply.example.com`, TextBody: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    const noReplyAddress = await call(t.app, 'POST', webhook(), {
      body: { To: 'office@alpha.example', TextBody: 'Hello' },
    });
    expect(noReplyAddress.statusCode).toBe(404);
    const th = await thread();
    const countWithThread = await messageCount();
    for (const body of [
      {},
      { To: th.replyTo },
      { To: th.replyTo, TextBody: 42 },
      { TextBody: 'no recipient' },
    ]) {
      const res = await call(t.app, 'POST', webhook(), { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const onlyQuotes = await call(t.app, 'POST', webhook(), { body: { To: th.replyTo, TextBody: QUOTED } });
    expect(onlyQuotes.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': 'message/rfc822' },
      payload: 'not a mail at all',
    });
    expect(garbage.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: webhook(),
      headers: { 'content-type': 'text/plain' },
      payload: 'plain text',
    });
    expect(text.statusCode).toBe(415);
    expect(await messageCount()).toBe(countWithThread);
    expect(countWithThread).toBe(before + 1);
  });

  it('is off (404) when no secret is configured', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      for (const url of [webhook(), webhook('')]) {
        const res = await call(off.app, 'POST', url, { body: { To: 'x@y.z', TextBody: 'Hello' } });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
