import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessageTexts, type PublicThread } from '#domain/contracts/customer-messages';
import { companies, customerMessages, mailOutbox } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { MAX_PUBLIC_REPLIES_PER_WINDOW } from './public-messages.service';

let t: TestApp;
let a: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  await t.database.db
    .update(companies)
    .set({ phone: '(555) 010-2030', website: 'https://alpha.example' })
    .where(eq(companies.id, a.id));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A project whose customer got a first message; answers the ids and the token of the mailed link. */
async function mailedThread(firstName = 'Dana', content = 'Hello from Alpha') {
  const email = `client-${unique()}@example.com`;
  const customer = await aCustomer(db(), a.id, { firstName, lastName: 'Whitfield', email });
  const project = await aProject(db(), a.id, { customerId: customer!.id, name: `${firstName}'s kitchen` });
  const ids = { projectId: project!.id, customerId: customer!.id };
  const res = await call(
    t.app,
    'POST',
    `/api/projects/${ids.projectId}/customers/${ids.customerId}/messages`,
    {
      cookie: a.admin.cookie,
      body: { content },
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
  const token = /\/public\/messages\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return { ...ids, token };
}

describe('the public page of a customer thread', () => {
  it('shows the letterhead, the project, the customer and the conversation without signing in', async () => {
    const thread = await mailedThread();
    const res = await call(t.app, 'GET', `/api/public/messages/${thread.token}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PublicThread;
    expect(page.company).toMatchObject({
      name: 'Alpha Remodeling',
      phone: '(555) 010-2030',
      website: 'https://alpha.example',
      logoUrl: null,
    });
    expect(page.project).toEqual({ name: "Dana's kitchen" });
    expect(page.customer).toEqual({ name: 'Dana Whitfield' });
    expect(page.messages).toEqual([
      expect.objectContaining({
        direction: 'outgoing',
        author: 'Test User, Alpha Remodeling',
        content: 'Hello from Alpha',
      }),
    ]);
    // Staff ids and the thread's reply key stay on the server.
    expect(res.body).not.toMatch(/emailHash|senderId/);
  });

  it('takes the customer reply as an unread incoming message the staff see', async () => {
    const thread = await mailedThread();
    const res = await call(t.app, 'POST', `/api/public/messages/${thread.token}`, {
      body: { content: '  Tuesday works for us.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      direction: 'incoming',
      author: 'Dana Whitfield',
      content: 'Tuesday works for us.',
    });
    const staff = await call(
      t.app,
      'GET',
      `/api/projects/${thread.projectId}/customers/${thread.customerId}/messages`,
      { cookie: a.employee.cookie },
    );
    expect(staff.json().at(-1)).toMatchObject({
      content: 'Tuesday works for us.',
      direction: 'incoming',
      isRead: false,
      senderId: null,
    });
    const empty = await call(t.app, 'POST', `/api/public/messages/${thread.token}`, {
      body: { content: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'content', message: 'Message is required' }]);
  });

  it("reaches only its own thread: another thread's messages never show, and unknown tokens answer 404", async () => {
    const mine = await mailedThread('Dana', 'For Dana only');
    const theirs = await mailedThread('Robin', 'For Robin only');
    await call(t.app, 'POST', `/api/public/messages/${theirs.token}`, { body: { content: 'Robin replies' } });
    const res = await call(t.app, 'GET', `/api/public/messages/${mine.token}`);
    expect(res.body).toContain('For Dana only');
    expect(res.body).not.toContain('Robin');
    // A token is a key to its thread only: paging with another thread's message ids finds nothing there.
    const [robinMessage] = await db()
      .select({ id: customerMessages.id })
      .from(customerMessages)
      .where(eq(customerMessages.projectId, theirs.projectId))
      .orderBy(desc(customerMessages.id));
    const paged = await call(
      t.app,
      'GET',
      `/api/public/messages/${mine.token}?before=${robinMessage!.id + 1}`,
    );
    expect(paged.body).not.toContain('Robin');
    // One character changed (never to itself: a token ending in 'A' once made this the real token).
    const altered = `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['x'.repeat(43), 'short', altered]) {
      const get = await call(t.app, 'GET', `/api/public/messages/${token}`);
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toBe(customerMessageTexts.linkInvalid());
      const post = await call(t.app, 'POST', `/api/public/messages/${token}`, { body: { content: 'Hi' } });
      expect(post.statusCode).toBe(404);
    }
    const logo = await call(t.app, 'GET', `/api/public/messages/${mine.token}/logo`);
    expect(logo.statusCode).toBe(404);
  });

  it('refuses more replies than the window allows (429) and stores none of them', async () => {
    const thread = await mailedThread();
    for (let i = 0; i < MAX_PUBLIC_REPLIES_PER_WINDOW; i++) {
      const res = await call(t.app, 'POST', `/api/public/messages/${thread.token}`, {
        body: { content: `n${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await call(t.app, 'POST', `/api/public/messages/${thread.token}`, {
      body: { content: 'more' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(customerMessageTexts.tooMany());
    const [stored] = await db()
      .select({ n: count() })
      .from(customerMessages)
      .where(eq(customerMessages.projectId, thread.projectId));
    expect(stored!.n).toBe(MAX_PUBLIC_REPLIES_PER_WINDOW + 1);
  });

  it('refuses a reply longer than the longest message', async () => {
    const thread = await mailedThread();
    const res = await call(t.app, 'POST', `/api/public/messages/${thread.token}`, {
      body: { content: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      path: 'content',
      message: 'Message must be at most 5000 characters',
    });
  });
});
