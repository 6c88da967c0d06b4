import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open';
import { mailOutbox } from '../db/schema/index';
import { closedSmtpUrl, startSmtpPeer } from '../features/auth/password-reset.test-smtp';
import { openPrivateTestDatabase } from '../test/test-db';
import { createMailer } from './mailer';
import { createOutboxSender, MAX_ATTEMPTS, retryDelayMs } from './outbox-sender';

/**
 * The background sender on a database of its own (on PostgreSQL too): no other test's due mail is in reach,
 * and none of this file's reaches another test's SMTP server.
 */
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const MAIL_FROM = 'BuildLine <no-reply@buildline.local>';
beforeAll(async () => {
  database = await openPrivateTestDatabase();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const senderFor = (smtpUrl: string, clock: () => Date = () => new Date()) =>
  createOutboxSender({
    db: database.db,
    config: { smtpUrl, mailFrom: MAIL_FROM },
    clock,
    listen: undefined,
    onError: (error) => {
      throw error;
    },
  });

async function queue(to: string, count = 1, delivers = true) {
  const mailer = createMailer({ smtpUrl: delivers ? smtp.url : undefined }, () => new Date());
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await mailer.send(tx, {
        to,
        subject: `Hello ${i}`,
        text: `Body ${i}`,
        companyId: null,
        replyTo: 'reply+abc@in.example.com',
      });
    }
  });
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('the outbox sender', () => {
  it('delivers each due mail once, with its Reply-To, and records it', async () => {
    await queue('one@example.com');
    await senderFor(smtp.url).drain();
    const got = smtp.received.filter((m) => m.to.includes('one@example.com'));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toMatch(/^Reply-To: reply\+abc@in\.example\.com\r?$/m);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'one@example.com'));
    expect(row).toMatchObject({
      attempts: 1,
      error: null,
      nextAttemptAt: null,
      lockedUntil: null,
      failedAt: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('never sends mail written while no SMTP server was configured', async () => {
    const [row] = await queue('kept@example.com', 1, false);
    expect(row!.nextAttemptAt).toBeNull();
    await senderFor(smtp.url).drain();
    expect(smtp.received.filter((m) => m.to.includes('kept@example.com'))).toHaveLength(0);
  });

  it('sends every mail exactly once when several instances drain at the same time', async () => {
    const rows = await queue('many@example.com', 30);
    const senders = [senderFor(smtp.url), senderFor(smtp.url), senderFor(smtp.url)];
    await Promise.all(senders.map((s) => s.drain()));
    const subjects = smtp.received
      .filter((m) => m.to.includes('many@example.com'))
      .map((m) => /^Subject: (.*)\r?$/m.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const after = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('retries a failed delivery with growing waits, then gives up after the last attempt', async () => {
    const [queued] = await queue('retry@example.com');
    const down = await closedSmtpUrl();
    let now = new Date();
    const sender = senderFor(down, () => now);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sender.drain();
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(row!.attempts).toBe(attempt);
      expect(row!.error).toBeTruthy();
      expect(row!.lockedUntil).toBeNull();
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.nextAttemptAt!.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        // Not due yet: nothing happens.
        await sender.drain();
        const [same] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
        expect(same!.attempts).toBe(attempt);
        now = new Date(row!.nextAttemptAt!.getTime() + 1);
      } else {
        expect(row!.nextAttemptAt).toBeNull();
        expect(row!.failedAt).toBeInstanceOf(Date);
      }
    }
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(120_000);
  });

  it('takes over a mail whose sender died holding it, once its claim has run out', async () => {
    const [queued] = await queue('orphan@example.com');
    const past = new Date(Date.now() - 60_000);
    // A claim that has not run out: left alone.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(mailOutbox.id, queued!.id));
    await senderFor(smtp.url).drain();
    expect(smtp.received.filter((m) => m.to.includes('orphan@example.com'))).toHaveLength(0);
    await database.db.update(mailOutbox).set({ lockedUntil: past }).where(eq(mailOutbox.id, queued!.id));
    await senderFor(smtp.url).drain();
    expect(smtp.received.filter((m) => m.to.includes('orphan@example.com'))).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(row!.attempts).toBe(2);
  });
});
