import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open';
import { estimates, mailOutbox } from '../db/schema/index';
import { startSmtpPeer } from '../features/auth/password-reset.test-smtp';
import { aProject } from '../test/entities';
import { createCompany, type TestCompany } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { openPrivateTestDatabase } from '../test/test-db';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let a: TestCompany;
let database: Database;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  // A database of its own: another test's due mail must not reach this file's SMTP server (nor the reverse).
  database = await openPrivateTestDatabase();
  t = await createTestApp({ database, config: { SMTP_URL: smtp.url } });
  a = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

async function draftWithRecipient(email: string) {
  const project = await aProject(t.database.db, a.id, { name: 'Deck rebuild' });
  const estimate = await call(t.app, 'GET', `/api/projects/${project!.id}/estimate`, {
    cookie: a.admin.cookie,
  });
  const recipient = await call(t.app, 'POST', `/api/estimates/${estimate.json().id}/recipients`, {
    cookie: a.admin.cookie,
    body: { name: 'Robin Reyes', email },
  });
  return { estimateId: estimate.json().id as number, recipientId: recipient.json().id as number };
}

const outboxFor = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Waits for the background sender (woken by the commit's NOTIFY) to record the delivery. */
async function delivered(to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await outboxFor(to);
    if (row?.sentAt) return row;
    if (Date.now() > deadline) throw new Error(`mail to ${to} not delivered: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('mail through SMTP, after the commit', () => {
  it('delivers the estimate link with no one asking: the commit wakes the sender', async () => {
    const { recipientId } = await draftWithRecipient('robin@example.com');
    const res = await call(t.app, 'POST', `/api/estimate-recipients/${recipientId}/send`, {
      cookie: a.admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await delivered('robin@example.com');
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt).toBeNull();
    const mail = smtp.received.find((m) => m.to.includes('robin@example.com'));
    expect(mail?.raw).toContain('Subject: Estimate');
    expect(mail?.raw).toContain('/public/estimates/');
  });

  it('answers the request and keeps the change when the SMTP server is down; the mail waits for a retry', async () => {
    // Only the instance whose SMTP server is down may try this one.
    await t.app.mailSender.stop();
    const { estimateId, recipientId } = await draftWithRecipient('later@example.com');
    const down = await createTestApp({ database: t.database, config: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await call(down.app, 'POST', `/api/estimate-recipients/${recipientId}/send`, {
        cookie: a.admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      await down.app.mailSender.drain();
    } finally {
      await down.close();
    }
    const [estimate] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(estimate!.status).toBe('pending');
    expect(estimate!.snapshot).not.toBeNull();
    const [row] = await outboxFor('later@example.com');
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.error).toBeTruthy();
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(row!.failedAt).toBeNull();
  });
});
