import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index';
import { createUser, TEST_PASSWORD, unique } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  claimLoginAttempt,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
  throttleKey,
} from './login-throttle';

const TOO_MANY = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test signs in from its own address, so address counts of other tests (and files) never spill over. */
const newAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

const signIn = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

const tally = (statuses: number[]) => {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
};

describe('sign-in throttle: the check and the count are one step', () => {
  it('24 parallel wrong passwords for one user: exactly 5 answer 401 and 19 answer 429', async () => {
    const user = await createUser(t.database.db, { companyId: null });
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => signIn(user.username, `wrong-${i}`, ip)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 19 });
    expect(answers.find((r) => r.statusCode === 429)!.json()).toEqual({ message: TOO_MANY });
    expect(answers.find((r) => r.statusCode === 401)!.json()).toEqual({
      message: 'Invalid username or password',
    });
    // The right password is refused too while the window lasts.
    expect((await signIn(user.username, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('parallel attempts for many usernames from one address: exactly 20 answer 401, the rest 429', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(`ghost_${unique()}`, 'wrong-one', ip)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: MAX_FAILURES_PER_ADDRESS, 429: 10 });
  });

  it('counts the attempt before the password is checked; a success forgives the username’s failures', async () => {
    const user = await createUser(t.database.db, { companyId: null });
    const ip = newAddress();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME - 1; i++) {
      expect((await signIn(user.username, 'wrong-one', ip)).statusCode).toBe(401);
    }
    expect((await signIn(user.username.toUpperCase(), TEST_PASSWORD, ip)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, user.username));
    expect(rows.map((r) => r.succeeded)).toEqual([true]);
    // Five fresh failures are allowed again, then the sixth attempt is refused.
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      expect((await signIn(user.username, 'wrong-one', ip)).statusCode).toBe(401);
    }
    expect((await signIn(user.username, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('refuses over-long fields with 400 before the throttle, and never 500', async () => {
    const ip = newAddress();
    const longName = await signIn('u'.repeat(65), 'x', ip);
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors).toEqual([
      { path: 'username', message: 'Username must be at most 64 characters' },
    ]);
    const huge = await signIn('u'.repeat(100_000), 'x', ip);
    expect(huge.statusCode).toBe(400);
    const longPassword = await signIn('someone', 'p'.repeat(201), ip);
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().errors).toEqual([
      { path: 'password', message: 'Password must be at most 200 characters' },
    ]);
    const rows = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
    expect(rows).toEqual([]);
  });

  it('counts every attempt that passes validation, even with the longest username', async () => {
    const ip = newAddress();
    const longest = `${unique()}${'é'.repeat(54)}`; // 64 characters, more bytes than characters
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      expect((await signIn(longest, 'wrong-one', ip)).statusCode).toBe(401);
    }
    expect((await signIn(longest, 'wrong-one', ip)).statusCode).toBe(429);
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, ip), eq(loginAttempts.succeeded, false)));
    expect(rows).toHaveLength(MAX_FAILURES_PER_USERNAME);
  });

  it('whatever reaches the throttle can be stored: U+0000 and oversized keys are counted', async () => {
    const username = `nul\u0000${randomBytes(6_000).toString('hex')}`;
    const ip = `${randomBytes(6_000).toString('hex')}`;
    const now = new Date();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      await claimLoginAttempt(t.database.db, { username, ip, now });
    }
    await expect(claimLoginAttempt(t.database.db, { username, ip, now })).rejects.toMatchObject({
      statusCode: 429,
      message: TOO_MANY,
    });
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, throttleKey(username)));
    expect(rows).toHaveLength(MAX_FAILURES_PER_USERNAME);
  });

  it('an over-long client address from a trusted proxy is still counted', async () => {
    const proxied = await createTestApp({ database: t.database, config: { TRUST_PROXY: 'true' } });
    try {
      const forwarded = randomBytes(4_000).toString('hex'); // incompressible, larger than an index row
      const statuses: number[] = [];
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 1; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: `ghost_${unique()}`, password: 'wrong-one' },
          headers: { 'x-forwarded-for': forwarded },
        });
        statuses.push(res.statusCode);
      }
      expect(tally(statuses)).toEqual({ 401: MAX_FAILURES_PER_ADDRESS, 429: 1 });
    } finally {
      await proxied.close();
    }
  });
});
