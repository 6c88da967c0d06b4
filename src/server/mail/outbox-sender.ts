import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Listen } from '../db/open';
import { mailOutbox } from '../db/schema/index';
import type { Db } from '../db/types';
import { MAIL_CHANNEL } from './mailer';

/** Attempts before a mail is given up (failedAt): about four hours of retries in all. */
export const MAX_ATTEMPTS = 6;
/** How long a sender holds a claimed row; far longer than the SMTP timeouts of one delivery (20 s). */
const LEASE_MS = 2 * 60_000;
/** Retries fall due between wake-ups, so the sender also looks every so often. */
const POLL_MS = 15_000;
const BATCH = 10;

/** Wait after the nth failed attempt: 30 s, 2 min, 8 min, 32 min, 2 h. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

export type Transport = {
  sendMail(m: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
};

/** The SMTP transport, made on the first delivery: nodemailer is loaded only by a server that sends mail. */
function smtpTransport(smtpUrl: string): () => Promise<Transport> {
  let transport: Promise<Transport> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }),
    );
    return transport;
  };
}

export type OutboxSender = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Delivers every due mail now; resolves when none is left (tests, and each wake-up). */
  drain(): Promise<void>;
};

/**
 * Delivers the outbox after commit, exactly once across instances: a sender claims due rows with
 * `FOR UPDATE SKIP LOCKED` in a short statement that also sets a lease (lockedUntil), so two instances never
 * take the same row and no transaction stays open while SMTP talks (PGlite has one connection). A sender that
 * dies mid-delivery leaves a lease that runs out, and the row is tried again. A failure is recorded on the row
 * (error, attempts) and retried with growing waits until MAX_ATTEMPTS. Woken by NOTIFY when a mail commits,
 * and every POLL_MS for retries.
 */
export function createOutboxSender(options: {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  clock: () => Date;
  listen: Listen | undefined;
  onError: (error: unknown) => void;
  transport?: () => Promise<Transport>;
}): OutboxSender {
  const { db, config, clock } = options;
  const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  const claim = async () => {
    const now = clock();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  };

  const deliver = async (row: Awaited<ReturnType<typeof claim>>[number], send: Transport) => {
    try {
      await send.sendMail({
        from: config.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.attachments?.length
          ? {
              attachments: row.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
    } catch (error) {
      const now = clock();
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          error: reason,
          lockedUntil: null,
          nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
          failedAt: givenUp ? now : null,
        })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: clock(), error: null, lockedUntil: null, nextAttemptAt: null })
      .where(eq(mailOutbox.id, row.id));
  };

  const runUntilEmpty = async () => {
    if (!transport) return;
    const send = await transport();
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliver(row, send);
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runUntilEmpty();
        } while (again);
      } catch (error) {
        options.onError(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    drain,
    async start() {
      if (!transport || !stopped) return;
      stopped = false;
      if (options.listen)
        unlisten = await options.listen(
          MAIL_CHANNEL,
          () => void drain(),
          () => void drain(),
        );
      const tick = () => {
        timer = setTimeout(() => {
          void drain().finally(() => {
            if (!stopped) tick();
          });
        }, POLL_MS);
        timer.unref();
      };
      tick();
      void drain();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten?.();
      unlisten = undefined;
      // What fell due just before the shutdown leaves now rather than at the next start.
      await drain();
    },
  };
}
