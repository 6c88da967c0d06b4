import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '#domain/contracts/outbox';
import type { Database } from '../../db/open';
import { createMailer } from '../../mail/mailer';
import { createOutboxSender } from '../../mail/outbox-sender';
import {
  createCompany,
  createSystemAdminUser,
  type TestCompany,
  type TestUser,
  unique,
} from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';
import { closedSmtpUrl, startSmtpPeer } from '../auth/password-reset.test-smtp';

let t: TestApp;
let database: Database;
let sysadmin: TestUser;
let company: TestCompany;
const tag = unique();
const MAIL_FROM = 'BuildLine <no-reply@buildline.local>';

/** Mails written by the real mailer and handled by the real sender: kept, delivered over SMTP, and retrying. */
beforeAll(async () => {
  // A database of its own: the senders below must reach only this file's mail.
  database = await openPrivateTestDatabase();
  t = await createTestApp({ database });
  sysadmin = await createSystemAdminUser(database.db);
  company = await createCompany(database.db, `Outbox Co ${tag}`);
  const db = database.db;
  const keep = createMailer({ smtpUrl: undefined }, () => new Date());
  await keep.send(db, {
    to: `kept-${tag}@example.com`,
    subject: `Kept ${tag}`,
    text: 'Body one',
    companyId: company.id,
  });
  await keep.send(db, {
    to: `system-${tag}@example.com`,
    subject: `System ${tag}`,
    text: 'Body two',
    companyId: null,
  });
  const smtp = await startSmtpPeer();
  const sender = (smtpUrl: string) =>
    createOutboxSender({
      db,
      config: { smtpUrl, mailFrom: MAIL_FROM },
      clock: () => new Date(),
      listen: undefined,
      onError: () => {},
    });
  try {
    await createMailer({ smtpUrl: smtp.url }, () => new Date()).send(db, {
      to: `sent-${tag}@example.com`,
      subject: `Delivered ${tag}`,
      text: 'Body three',
      companyId: company.id,
    });
    await sender(smtp.url).drain();
  } finally {
    await smtp.close();
  }
  const down = await closedSmtpUrl();
  await createMailer({ smtpUrl: down }, () => new Date()).send(db, {
    to: `failed-${tag}@example.com`,
    subject: `Failed 100%_ ${tag}`,
    text: 'Body four',
    companyId: company.id,
  });
  await sender(down).drain();
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const list = (query: string, cookie = sysadmin.cookie) =>
  call(t.app, 'GET', `/api/admin/outbox?${query}`, { cookie });

describe('GET /api/admin/outbox', () => {
  it('lists every company’s mail newest first with its company, body and delivery state', async () => {
    const res = await list(`search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const rows = res.json() as OutboxMail[];
    expect(rows.map((r) => r.subject)).toEqual([
      `Failed 100%_ ${tag}`,
      `Delivered ${tag}`,
      `System ${tag}`,
      `Kept ${tag}`,
    ]);
    const [failed, delivered, system, kept] = rows;
    expect(kept).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      to: `kept-${tag}@example.com`,
      text: 'Body one',
      sentAt: null,
      error: null,
    });
    expect(Object.keys(kept!).sort()).toEqual(
      [
        'attempts',
        'companyId',
        'companyName',
        'createdAt',
        'error',
        'failedAt',
        'id',
        'nextAttemptAt',
        'sentAt',
        'subject',
        'text',
        'to',
      ].sort(),
    );
    expect(kept).toMatchObject({ attempts: 0, nextAttemptAt: null, failedAt: null });
    expect(new Date(kept!.createdAt).toISOString()).toBe(kept!.createdAt);
    expect(system).toMatchObject({ companyId: null, companyName: null });
    expect(delivered!.sentAt).not.toBeNull();
    expect(delivered!.error).toBeNull();
    expect(delivered!.attempts).toBe(1);
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toBeTruthy();
    // Failed once, due again later.
    expect(failed!.attempts).toBe(1);
    expect(new Date(failed!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('pages with limit and offset, the total staying the number of matches', async () => {
    const first = await list(`search=${tag}&limit=3`);
    const second = await list(`search=${tag}&limit=3&offset=3`);
    expect(first.headers['x-total-count']).toBe('4');
    expect(second.headers['x-total-count']).toBe('4');
    const ids = [...first.json(), ...second.json()].map((r: OutboxMail) => r.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('searches recipient and subject, case-insensitively and literally', async () => {
    const byTo = await list(`search=${encodeURIComponent(`SENT-${tag}@`)}`);
    expect((byTo.json() as OutboxMail[]).map((r) => r.subject)).toEqual([`Delivered ${tag}`]);
    const bySubject = await list(`search=${encodeURIComponent(`kept ${tag}`)}`);
    expect((bySubject.json() as OutboxMail[]).map((r) => r.to)).toEqual([`kept-${tag}@example.com`]);
    // % and _ are matched as themselves, not as wildcards.
    const literal = await list(`search=${encodeURIComponent('100%_')}`);
    expect((literal.json() as OutboxMail[]).map((r) => r.to)).toEqual([`failed-${tag}@example.com`]);
    const none = await list(`search=${encodeURIComponent(`%${tag}x`)}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('is for system administrators only', async () => {
    for (const user of [company.admin, company.manager, company.employee]) {
      const res = await list(`search=${tag}`, user.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(tag);
    }
    expect((await call(t.app, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
  });

  it('refuses a bad page size', async () => {
    expect((await list('limit=0')).statusCode).toBe(400);
    expect((await list('limit=501')).statusCode).toBe(400);
  });
});
