import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OutboxMail } from '#domain/contracts/outbox';
import { escapeLike } from '../../db/like';
import { companies, mailOutbox } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

/** Every company's mail, newest first, for system administrators; `search` matches recipient or subject. */
export async function listOutbox(
  db: DbOrTx,
  query: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxMail[]; total: number }> {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where: SQL | undefined = like
    ? or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        companyId: mailOutbox.companyId,
        companyName: companies.name,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        error: mailOutbox.error,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        failedAt: mailOutbox.failedAt,
      })
      .from(mailOutbox)
      .leftJoin(companies, eq(companies.id, mailOutbox.companyId))
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      failedAt: r.failedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}
