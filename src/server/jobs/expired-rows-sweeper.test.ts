import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open';
import {
  auditLog,
  invitations,
  loginAttempts,
  passwordResets,
  pendingSignIns,
  sessions,
} from '../db/schema/index';
import { createCompany, type TestCompany, unique } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { openPrivateTestDatabase } from '../test/test-db';
import { createExpiredRowsSweeper, type SweepTimers, sweepExpiredRows } from './expired-rows-sweeper';

/**
 * A database of its own (on PostgreSQL too): the sweep deletes every company's expired rows, which on the shared
 * database would include other test files' fixtures.
 */
let database: Database;
let company: TestCompany;
beforeAll(async () => {
  database = await openPrivateTestDatabase();
  company = await createCompany(database.db);
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date();
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);

/** One row of each kind on each side of the line; returns the ids of the rows that must go and must stay. */
async function seed() {
  const db = database.db;
  const userId = company.employee.id;
  const key = unique();
  const session = (id: string, expiresAt: Date) => ({ id: `${id}-${key}`, userId, expiresAt });
  await db.insert(sessions).values([session('expired', minutes(-1)), session('live', minutes(1))]);
  await db.insert(pendingSignIns).values([session('expired', minutes(-1)), session('live', minutes(1))]);
  const reset = (name: string, createdAt: Date, expiresAt: Date, usedAt: Date | null = null) => ({
    userId,
    tokenHash: `${name}-${key}`,
    createdAt,
    expiresAt,
    usedAt,
  });
  const resets = await db
    .insert(passwordResets)
    .values([
      reset('expired', hours(-30), hours(-29)),
      // Expired, but kept a day like every link (the existing rule of requestPasswordReset).
      reset('expired-today', hours(-2), hours(-1)),
      reset('used-long-ago', hours(-30), hours(-29), hours(-29.5)),
      reset('live', minutes(-10), minutes(50)),
      // Used, but still counted by the link rationing.
      reset('used-just-now', minutes(-5), minutes(55), minutes(-4)),
    ])
    .returning({ id: passwordResets.id, tokenHash: passwordResets.tokenHash });
  const invitation = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
    companyId: company.id,
    tokenHash: `${name}-${key}`,
    createdAt: hours(-24 * 9),
    expiresAt,
    usedAt,
  });
  const invites = await db
    .insert(invitations)
    .values([
      invitation('used-long-ago', hours(-24 * 2), hours(-24 * 8)),
      // Unused and expired: the Team page lists it as expired, to send again or revoke.
      invitation('expired-unused', hours(-24 * 2)),
      invitation('open', hours(24)),
      invitation('used-just-now', hours(24), minutes(-30)),
    ])
    .returning({ id: invitations.id, tokenHash: invitations.tokenHash });
  const attempt = (name: string, createdAt: Date) => ({ username: `${name}-${key}`, createdAt });
  await db
    .insert(loginAttempts)
    .values([
      attempt('old', hours(-25)),
      attempt('in-window', minutes(-5)),
      attempt('after-window', hours(-2)),
    ]);
  return { key, resets, invites };
}

describe('the expired-rows sweep', () => {
  it('deletes exactly the rows nothing reads any more, and writes nothing to the audit log', async () => {
    const { key, resets, invites } = await seed();
    const auditBefore = await database.db.$count(auditLog);
    const counts = await sweepExpiredRows(database.db, NOW);
    expect(counts).toEqual({
      sessions: 1,
      pendingSignIns: 1,
      passwordResets: 2,
      invitations: 1,
      loginAttempts: 1,
    });

    const left = async (table: typeof sessions | typeof pendingSignIns) =>
      (await database.db.select({ id: table.id }).from(table))
        .map((r) => r.id)
        .filter((id) => id.endsWith(key));
    expect(await left(sessions)).toEqual([`live-${key}`]);
    expect(await left(pendingSignIns)).toEqual([`live-${key}`]);
    const named = async (
      table: typeof passwordResets | typeof invitations,
      rows: { id: number; tokenHash: string }[],
    ) =>
      (
        await database.db
          .select({ tokenHash: table.tokenHash })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((r) => r.id),
            ),
          )
      )
        .map((r) => r.tokenHash.replace(`-${key}`, ''))
        .sort();
    expect(await named(passwordResets, resets)).toEqual(['expired-today', 'live', 'used-just-now']);
    expect(await named(invitations, invites)).toEqual(['expired-unused', 'open', 'used-just-now']);
    const attempts = await database.db.select({ username: loginAttempts.username }).from(loginAttempts);
    expect(attempts.map((a) => a.username.replace(`-${key}`, '')).sort()).toEqual([
      'after-window',
      'in-window',
    ]);
    expect(await database.db.$count(auditLog)).toBe(auditBefore);
  });

  it('runs when the app starts and again every interval, until it is stopped', async () => {
    const expired = async () => {
      const id = `start-${unique()}`;
      await database.db.insert(sessions).values({ id, userId: company.admin.id, expiresAt: minutes(-1) });
      return id;
    };
    const exists = async (id: string) => (await database.db.$count(sessions, eq(sessions.id, id))) > 0;

    const atStart = await expired();
    const test = await createTestApp({ database });
    try {
      await expect.poll(() => exists(atStart), { timeout: 5_000, interval: 50 }).toBe(false);
    } finally {
      await test.close();
    }

    // The test's own clock drives the interval: no waiting, and a timer left behind after stop would show.
    // (Not vitest's fake timers: the PostgreSQL pool keeps timers of its own.)
    const pending = new Map<number, () => void>();
    let nextTimer = 0;
    const timers: SweepTimers = {
      set: (run) => {
        pending.set(++nextTimer, run);
        return nextTimer;
      },
      clear: (timer) => pending.delete(timer as number),
    };
    const fire = () => {
      const due = [...pending.values()];
      pending.clear();
      for (const run of due) run();
    };
    const sweeper = createExpiredRowsSweeper({
      db: database.db,
      clock: () => NOW,
      everyMs: 60_000,
      timers,
      onError: (error) => {
        throw error;
      },
    });
    await sweeper.start();
    await sweeper.sweep(); // the sweep of the start, already under way
    const later = await expired();
    expect(await exists(later)).toBe(true);
    expect(pending.size).toBe(1);
    fire();
    await sweeper.sweep(); // the interval's sweep, started by the timer
    expect(await exists(later)).toBe(false);

    await sweeper.stop();
    await new Promise((resolve) => setImmediate(resolve)); // the finished sweep's own follow-up
    const afterStop = await expired();
    expect(pending.size).toBe(0);
    fire();
    expect(await exists(afterStop)).toBe(true);
  });
});
