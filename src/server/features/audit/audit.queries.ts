import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuery } from '#domain/contracts/audit';
import { auditLog, companies, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type AuditFilters = Omit<z.output<typeof auditQuery>, 'limit'> & {
  /** Absent: every company's lines and the lines of no company (system administrators only). */
  companyId?: number;
};

export const AUDIT_PAGE_SIZE = 50;

/**
 * The WHERE of a page: each filter, the date range as whole days of the product's time zone (settings), and the
 * page's start: lines older than the `before` line, in the log's order (created_at, then id). Each filter has an
 * index leading with it (schema/admin.ts), so a rare filter reads only its own lines.
 */
function pageWhere(filters: AuditFilters, timeZone: string): SQL | undefined {
  const { companyId, userId, entityType, action, from, to, before } = filters;
  return and(
    companyId === undefined ? undefined : eq(auditLog.companyId, companyId),
    userId === undefined ? undefined : eq(auditLog.userId, userId),
    entityType === undefined ? undefined : eq(auditLog.entityType, entityType),
    action === undefined ? undefined : eq(auditLog.action, action),
    from ? sql`${auditLog.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})` : undefined,
    to ? sql`${auditLog.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})` : undefined,
    before === undefined
      ? undefined
      : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from ${auditLog} a where a.id = ${before})`,
  );
}

/** The actor's name as the page shows it: the user's full name now, else the name the line kept. */
const userName = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username}, ${auditLog.username})`;

/** One page of the log, newest first, with one line more than asked to tell whether an older page exists. */
export async function auditPage(db: DbOrTx, filters: AuditFilters, limit: number, timeZone: string) {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      companyId: auditLog.companyId,
      companyName: companies.name,
      userId: auditLog.userId,
      userName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      ipAddress: auditLog.ipAddress,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(pageWhere(filters, timeZone))
    // NULLS LAST as in the indexes: with the default (NULLS FIRST) PostgreSQL cannot read them in order and sorts.
    .orderBy(sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

export type AuditRow = Awaited<ReturnType<typeof auditPage>>['items'][number];

/** Every line the filters select, page after page (keyset: each page starts where the last ended). */
export async function* auditLines(db: DbOrTx, filters: AuditFilters, timeZone: string, batch = 1000) {
  let before = filters.before;
  for (;;) {
    const page = await auditPage(db, { ...filters, before }, batch, timeZone);
    yield* page.items;
    if (page.nextBefore === null) return;
    before = page.nextBefore;
  }
}
