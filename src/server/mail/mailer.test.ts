import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRecipients, estimates, mailOutbox, projects } from '../db/schema/index';
import { createCompany, type TestCompany } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { MAIL_FAILED } from './mailer';

/** A real SMTP peer on 127.0.0.1 that keeps what it receives. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let a: TestCompany;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  a = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function draftWithRecipient(email: string) {
  const [project] = await t.database.db
    .insert(projects)
    .values({ companyId: a.id, name: 'Deck rebuild' })
    .returning();
  const estimate = await call(t.app, 'GET', `/api/projects/${project!.id}/estimate`, {
    cookie: a.admin.cookie,
  });
  const recipient = await call(t.app, 'POST', `/api/estimates/${estimate.json().id}/recipients`, {
    cookie: a.admin.cookie,
    body: { name: 'Robin Reyes', email },
  });
  return { estimateId: estimate.json().id as number, recipientId: recipient.json().id as number };
}

describe('mail through SMTP', () => {
  it('delivers the estimate link to the SMTP server and records the delivery in the outbox', async () => {
    const { recipientId } = await draftWithRecipient('robin@example.com');
    const res = await call(t.app, 'POST', `/api/estimate-recipients/${recipientId}/send`, {
      cookie: a.admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes('robin@example.com'));
    expect(mail?.raw).toContain('Subject: Estimate');
    expect(mail?.raw).toContain('/public/estimates/');
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'robin@example.com'));
    expect(row!.sentAt).not.toBeNull();
  });

  it('answers 502 and changes nothing when the SMTP server cannot take the mail', async () => {
    const { estimateId, recipientId } = await draftWithRecipient('unreachable@example.com');
    await smtp.close();
    const res = await call(t.app, 'POST', `/api/estimate-recipients/${recipientId}/send`, {
      cookie: a.admin.cookie,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MAIL_FAILED);
    const [estimate] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(estimate!.status).toBe('draft');
    expect(estimate!.snapshot).toBeNull();
    const [recipient] = await t.database.db
      .select()
      .from(estimateRecipients)
      .where(eq(estimateRecipients.id, recipientId));
    expect(recipient!.sentAt).toBeNull();
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'unreachable@example.com')),
    ).toHaveLength(0);
  });

  it("keeps a client's approval when the author's notice cannot be delivered, and records the error", async () => {
    const [sent] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'robin@example.com'));
    const token = /\/public\/estimates\/([A-Za-z0-9_-]{43})/.exec(sent!.text)![1]!;
    const res = await call(t.app, 'POST', `/api/public/estimates/${token}/approve`, {
      body: { name: 'Robin Reyes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${a.admin.username}@example.com`));
    expect(notice!.subject).toContain('approved by Robin Reyes');
    expect(notice!.sentAt).toBeNull();
    expect(notice!.error).toBeTruthy();
  });
});
