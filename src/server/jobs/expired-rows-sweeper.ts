import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { invitations, loginAttempts, passwordResets, pendingSignIns } from '../db/schema/index';
import type { Db } from '../db/types';
import { pauseAuditInTransaction } from '../features/audit/audit-context';
import { LOGIN_WINDOW_MINUTES } from '../features/auth/login-throttle';
import { RESET_WINDOW_MINUTES } from '../features/auth/password-reset.service';
import { deleteExpiredSessions } from '../features/auth/sessions';

/** How often each instance tries to sweep; the rows only cost space, so there is no hurry. */
export const SWEEP_EVERY_MS = 10 * 60_000;
/** Advisory-lock key of the sweep (one 64-bit key, 'SWEEP'): one instance sweeps at a time. */
const SWEEP_LOCK = 0x5357454550;
/**
 * Rows that are still counted (throttled sign-ins, rationed reset links) are kept a day, far past their windows
 * and any difference between the instances' clocks; used links are kept as long, which costs nothing.
 */
const KEEP_USED_MS = 24 * 60 * 60_000;

export type SweepCounts = {
  sessions: number;
  pendingSignIns: number;
  passwordResets: number;
  invitations: number;
  loginAttempts: number;
};

/**
 * Deletes what nothing reads any more: expired sessions and unfinished two-factor sign-ins, expired or used
 * reset links and used invitations a day on, and sign-in attempts a day old (long out of the throttle window). Unused invitations stay even when expired: the Team page lists them as expired, to send
 * again or revoke. Returns null when another instance is sweeping: `pg_try_advisory_xact_lock` lets one
 * transaction at a time through and the others skip rather than wait, and the lock ends with the transaction,
 * so a dead instance never holds it. The audit log is paused: removing a spent token is not anyone's action, and
 * its making and its use are already in the log.
 */
export async function sweepExpiredRows(db: Db, now: Date): Promise<SweepCounts | null> {
  const dayAgo = new Date(now.getTime() - KEEP_USED_MS);
  // Never less than a window, should a window ever grow longer than the day kept.
  const beforeWindow = (minutes: number) =>
    new Date(now.getTime() - Math.max(KEEP_USED_MS, minutes * 60_000));
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}::int8) as "locked"`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return null;
    await pauseAuditInTransaction(tx);
    const sessionsGone = await deleteExpiredSessions(tx, now);
    const pendingGone = await tx
      .delete(pendingSignIns)
      .where(lt(pendingSignIns.expiresAt, now))
      .returning({ id: pendingSignIns.id });
    const resetsGone = await tx
      .delete(passwordResets)
      .where(
        and(
          // Links made within the rationing window are still counted, whatever became of them.
          lt(passwordResets.createdAt, beforeWindow(RESET_WINDOW_MINUTES)),
          or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)),
        ),
      )
      .returning({ id: passwordResets.id });
    const invitationsGone = await tx
      .delete(invitations)
      .where(lt(invitations.usedAt, dayAgo))
      .returning({ id: invitations.id });
    const attemptsGone = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, beforeWindow(LOGIN_WINDOW_MINUTES)))
      .returning({ id: loginAttempts.id });
    return {
      sessions: sessionsGone,
      pendingSignIns: pendingGone.length,
      passwordResets: resetsGone.length,
      invitations: invitationsGone.length,
      loginAttempts: attemptsGone.length,
    };
  });
}

export type ExpiredRowsSweeper = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One sweep now (tests); resolves when it is done. */
  sweep(): Promise<SweepCounts | null>;
};

/** Sets and clears the interval's timer. */
export type SweepTimers = { set: (run: () => void, ms: number) => unknown; clear: (timer: unknown) => void };

// The process's timers, unref'd: a pending sweep never keeps the process alive.
const processTimers: SweepTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * Runs the sweep at start and then every `everyMs` on every instance; the advisory lock makes all but one skip.
 * Like the outbox sender, it is started when the app is ready and stopped (after a sweep under way) on close.
 */
export function createExpiredRowsSweeper(options: {
  db: Db;
  clock: () => Date;
  everyMs?: number;
  onError: (error: unknown) => void;
  /** Where the interval's timer is set: the process's own by default, a test's clock in tests. */
  timers?: SweepTimers;
}): ExpiredRowsSweeper {
  const everyMs = options.everyMs ?? SWEEP_EVERY_MS;
  const timers = options.timers ?? processTimers;
  let running: Promise<SweepCounts | null> | undefined;
  let timer: unknown;
  let stopped = true;

  const sweep = () => {
    running ??= sweepExpiredRows(options.db, options.clock()).finally(() => {
      running = undefined;
    });
    return running;
  };
  const sweepQuietly = () =>
    sweep().catch((error: unknown) => {
      options.onError(error);
      return null;
    });

  return {
    sweep,
    async start() {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        timer = timers.set(() => {
          void sweepQuietly().finally(() => {
            if (!stopped) tick();
          });
        }, everyMs);
      };
      tick();
      void sweepQuietly();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) timers.clear(timer);
      // The database closes after the app: a sweep under way finishes first.
      await running?.catch(() => {});
    },
  };
}
