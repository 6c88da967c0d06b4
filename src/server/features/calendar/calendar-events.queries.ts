import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { listCalendarEventsQuery } from '#domain/contracts/calendar';
import { calendarEvents, projects, tasks } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

type ListQuery = z.output<typeof listCalendarEventsQuery>;

const eventColumns = {
  id: calendarEvents.id,
  companyId: calendarEvents.companyId,
  projectId: calendarEvents.projectId,
  projectName: projects.name,
  taskId: calendarEvents.taskId,
  taskTitle: tasks.title,
  title: calendarEvents.title,
  description: calendarEvents.description,
  location: calendarEvents.location,
  startDate: calendarEvents.startDate,
  endDate: calendarEvents.endDate,
  allDay: calendarEvents.allDay,
  type: calendarEvents.type,
  createdBy: calendarEvents.createdBy,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
  version: rowVersion(calendarEvents),
};

const DAY_MS = 86_400_000;

/**
 * Events touching the days from..to. Widened by 14 hours each way (no zone is further from UTC), then exact: an
 * all-day event by its UTC dates, a timed one by its instants in the caller's zone.
 */
function rangeWhere(query: ListQuery, timeZone: string): SQL | undefined {
  if (!query.from && !query.to) return undefined;
  const dayOf = (column: SQL) =>
    sql`(case when ${calendarEvents.allDay} then ${column} at time zone 'UTC' else ${column} at time zone ${timeZone} end)::date`;
  const end = sql`coalesce(${calendarEvents.endDate}, ${calendarEvents.startDate})`;
  return and(
    query.to
      ? lt(calendarEvents.startDate, new Date(Date.parse(query.to) + DAY_MS + 14 * 3_600_000))
      : undefined,
    query.to ? sql`${dayOf(sql`${calendarEvents.startDate}`)} <= ${query.to}::date` : undefined,
    query.from ? gte(sql`${end}`, new Date(Date.parse(query.from) - 14 * 3_600_000)) : undefined,
    query.from ? sql`${dayOf(end)} >= ${query.from}::date` : undefined,
  );
}

/** The company's events (of a project, of a range when asked), earliest first. */
export function listCalendarEvents(
  db: DbOrTx,
  companyId: number,
  query: ListQuery,
  timeZone: string,
  where?: SQL,
) {
  const base = db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(projects, eq(projects.id, calendarEvents.projectId))
    .leftJoin(tasks, eq(tasks.id, calendarEvents.taskId))
    .where(
      and(
        eq(calendarEvents.companyId, companyId),
        query.projectId === undefined ? undefined : eq(calendarEvents.projectId, query.projectId),
        rangeWhere(query, timeZone),
        where,
      ),
    )
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
  return query.limit === undefined ? base : base.limit(query.limit).offset(query.offset ?? 0);
}

/** How many events the list's filters match (x-total-count). */
export async function countCalendarEvents(db: DbOrTx, companyId: number, query: ListQuery, timeZone: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.companyId, companyId),
        query.projectId === undefined ? undefined : eq(calendarEvents.projectId, query.projectId),
        rangeWhere(query, timeZone),
      ),
    );
  return Number(row?.n ?? 0);
}

/** One event (404 for another company's). */
export async function getCalendarEventOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await listCalendarEvents(db, companyId, {}, 'UTC', eq(calendarEvents.id, id));
  if (!row) throw notFound('event');
  return row;
}
