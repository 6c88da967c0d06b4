import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '#domain/contracts/password-reset';
import { auditLog, mailOutbox, passwordResets, users } from '../../db/schema/index';
import { createOutboxSender } from '../../mail/outbox-sender';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  TEST_PASSWORD,
  unique,
} from '../../test/factories';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app';
import { INVALID_RESET_LINK, MAX_LINKS_PER_ACCOUNT, MAX_LINKS_PER_ADDRESS } from './password-reset.service';
import { closedSmtpUrl, startSmtpPeer } from './password-reset.test-smtp';

const BASE = 'https://pm.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await t.close();
});

/** Each test asks from its own client address, so the per-address ration of one test never spills over. */
const newAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Asks for a reset through a second app on the same database and closes it: closing waits for the work that
 * runs after the 202, so the outbox is final when this returns.
 */
async function requestReset(emailOrUsername: string, ip = newAddress(), config: Record<string, string> = {}) {
  const app = await createTestApp({ database: t.database, config: { PUBLIC_URL: BASE, ...config } });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { emailOrUsername },
    remoteAddress: ip,
  });
  await app.close();
  // The mail was written after the 202; the sender delivers what is due (as the running server's would).
  if (config.SMTP_URL) {
    await createOutboxSender({
      db: t.database.db,
      config: { smtpUrl: config.SMTP_URL, mailFrom: 'BuildLine <no-reply@buildline.local>' },
      clock: () => new Date(),
      listen: undefined,
      onError: () => {},
    }).drain();
  }
  return res;
}

const outboxFor = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

/** The token of the newest reset link mailed to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const [mail] = await outboxFor(to);
  const match = mail?.text.match(/https:\/\/pm\.example\.com\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  return match[1];
}

async function newMember() {
  const company = await createCompany(t.database.db);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, company.employee.id));
  return { company, user: company.employee, email: row!.email };
}

const confirm = (app: FastifyInstance, body: Record<string, unknown>, cookie?: string) =>
  call(app, 'POST', '/api/password-reset/confirm', { body, ...(cookie ? { cookie } : {}) });

const signIn = (username: string, password: string) =>
  call(t.app, 'POST', '/api/login', { body: { username, password } });

describe('asking for a reset link', () => {
  it('mails a single-use link valid one hour to the account, about its company, and stores only its hash', async () => {
    const { company, user, email } = await newMember();
    const res = await requestReset(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED() });

    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ companyId: company.id, subject: 'Reset your BuildLine password' });
    expect(mails[0]!.text).toContain(`"${user.username}"`);
    const token = await tokenMailedTo(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [link] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(link!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(60 * 60_000);
    expect(link!.usedAt).toBeNull();
  });

  it('finds the account by username too', async () => {
    const { user, email } = await newMember();
    expect((await requestReset(user.username)).statusCode).toBe(202);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await newMember();
    const unknown = `nobody-${unique()}@example.com`;
    const a = await requestReset(known.email);
    const b = await requestReset(unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(await outboxFor(unknown)).toHaveLength(0);
    expect(await outboxFor(known.email)).toHaveLength(1);
  });

  it('a system administrator without a company gets system mail (no company)', async () => {
    const admin = await createSystemAdminUser(t.database.db);
    await requestReset(admin.username);
    const [mail] = await outboxFor(`${admin.username}@example.com`);
    expect(mail).toMatchObject({ companyId: null });
  });

  it(`sends at most ${MAX_LINKS_PER_ACCOUNT} links per account in the window, answering the same 202`, async () => {
    const { email } = await newMember();
    const answers = new Set<string>();
    for (let i = 0; i <= MAX_LINKS_PER_ACCOUNT; i += 1) {
      const res = await requestReset(email);
      answers.add(`${res.statusCode} ${res.body}`);
    }
    expect([...answers]).toEqual([`202 ${JSON.stringify({ message: PASSWORD_RESET_REQUESTED() })}`]);
    expect(await outboxFor(email)).toHaveLength(MAX_LINKS_PER_ACCOUNT);
  });

  it(`sends at most ${MAX_LINKS_PER_ADDRESS} links per client address in the window`, async () => {
    const company = await createCompany(t.database.db);
    const ip = newAddress();
    const names: string[] = [];
    for (let i = 0; i <= MAX_LINKS_PER_ADDRESS; i += 1) {
      const user = await createUser(t.database.db, { companyId: company.id });
      names.push(user.username);
      expect((await requestReset(user.username, ip)).statusCode).toBe(202);
    }
    const sent = await Promise.all(names.map(async (n) => (await outboxFor(`${n}@example.com`)).length));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(MAX_LINKS_PER_ADDRESS);
    expect(sent.at(-1)).toBe(0);
  });

  it('validates the body', async () => {
    const res = await call(t.app, 'POST', '/api/password-reset', { body: { emailOrUsername: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email or username is required');
  });
});

describe('setting the new password', () => {
  it('changes the password, ends every session of the account and clears its sign-in lock', async () => {
    const { user, email } = await newMember();
    const other = await signIn(user.username, TEST_PASSWORD);
    expect(other.statusCode).toBe(200);
    // Lock the username with failed sign-ins.
    for (let i = 0; i < 5; i += 1) await signIn(user.username, 'wrong-password');
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(429);

    await requestReset(email);
    const token = await tokenMailedTo(email);
    const res = await confirm(t.app, { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await call(t.app, 'GET', '/api/user', { cookie: user.cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { cookie: sessionCookieOf(other) })).statusCode).toBe(401);
    // 401, not 429: the reset lifted the lock the failures had set.
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(user.username, 'brand-new-1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: user.id, mustChangePassword: false });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'password_reset')));
    expect(audit).toHaveLength(1);
  });

  it('works once: the same link again answers 400, and other open links of the account die with it', async () => {
    const { user, email } = await newMember();
    await requestReset(email);
    const first = await tokenMailedTo(email);
    await requestReset(email);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);

    const body = { password: 'another-1', confirmPassword: 'another-1' };
    expect((await confirm(t.app, { ...body, token: second })).statusCode).toBe(204);
    for (const token of [second, first]) {
      const again = await confirm(t.app, {
        ...body,
        token,
        password: 'hijack-1',
        confirmPassword: 'hijack-1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: INVALID_RESET_LINK(),
        errors: [{ path: 'token', message: INVALID_RESET_LINK() }],
      });
    }
    expect((await signIn(user.username, 'another-1')).statusCode).toBe(200);
  });

  it('lets only one of two racing requests use a link', async () => {
    const { email } = await newMember();
    await requestReset(email);
    const token = await tokenMailedTo(email);
    const answers = await Promise.all(
      ['racer-one', 'racer-two'].map((p) => confirm(t.app, { token, password: p, confirmPassword: p })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
  });

  it('refuses a link older than one hour', async () => {
    const { user, email } = await newMember();
    await requestReset(email);
    const token = await tokenMailedTo(email);
    t.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      const late = await confirm(t.app, { token, password: 'too-late-1', confirmPassword: 'too-late-1' });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(INVALID_RESET_LINK());
    } finally {
      t.setNow(undefined);
    }
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm(t.app, {
      token: 'x'.repeat(43),
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_RESET_LINK());
  });

  it("checks the password: at least 6 characters, and 'Passwords don't match'", async () => {
    const { email } = await newMember();
    await requestReset(email);
    const token = await tokenMailedTo(email);
    const short = await confirm(t.app, { token, password: '12345', confirmPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters',
    });
    const mismatch = await confirm(t.app, { token, password: 'secret12', confirmPassword: 'secret13' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });
    // Refused input does not use the link up.
    expect(
      (await confirm(t.app, { token, password: 'secret12', confirmPassword: 'secret12' })).statusCode,
    ).toBe(204);
  });

  it('clears the cookie of the browser whose account was reset', async () => {
    const { user, email } = await newMember();
    await requestReset(email);
    const token = await tokenMailedTo(email);
    const res = await confirm(
      t.app,
      { token, password: 'cookie-gone', confirmPassword: 'cookie-gone' },
      user.cookie,
    );
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });
});

describe('delivery over SMTP', () => {
  it('sends the link through the SMTP server and records sentAt on the outbox row', async () => {
    const smtp = await startSmtpPeer();
    try {
      const { email } = await newMember();
      await requestReset(email, newAddress(), { SMTP_URL: smtp.url });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([email]);
      const token = await tokenMailedTo(email);
      // Quoted-printable may wrap the long link: join soft line breaks before looking for the token.
      expect(smtp.received[0]!.raw.replace(/=\r?\n/g, '')).toContain(token);
      const [row] = await outboxFor(email);
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(row!.error).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps the link and records the error when the SMTP server cannot be reached; the answer is still 202', async () => {
    const { email } = await newMember();
    const res = await requestReset(email, newAddress(), { SMTP_URL: await closedSmtpUrl() });
    expect(res.statusCode).toBe(202);
    const [row] = await outboxFor(email);
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toBeTruthy();
  });
});
