import { type SQL, sql } from 'drizzle-orm';
import {
  type CalendarItemKind,
  type CalendarKindFilter,
  calendarKindFilters,
  MAX_EVENT_DAYS,
} from '#domain/contracts/calendar';
import type { CalendarEventType } from '#domain/enums';
import type { DbOrTx } from '../../db/types';

export type ItemsOptions = {
  from: string;
  to: string;
  /** The zone whose days timed events fall on. */
  timeZone: string;
  projectId?: number;
  kinds?: readonly CalendarKindFilter[];
  /** A user's own calendar: the tasks assigned to them and the events they made or whose task they have. */
  userId?: number;
  /** Place a multi-day event on each of its days in the range (the grid); else once, on its first day. */
  expand: boolean;
  /** At most this many items a day (with every day's full count). */
  perDay?: number;
  /** At most this many items in all (one more is read to know that more exist). */
  limit: number;
};

export type ItemRow = {
  kind: CalendarItemKind;
  id: number;
  title: string;
  day: string;
  date: string;
  endDate: string | null;
  time: string | null;
  allDay: boolean;
  eventType: CalendarEventType | null;
  amount: string | null;
  projectId: number | null;
  projectName: string | null;
  startAt: Date | null;
  endAt: Date | null;
  description: string | null;
  location: string | null;
  dayCount: number;
};

const DAY_MS = 86_400_000;
/** No time zone is more than 14 hours from UTC. */
const ZONE_MS = 14 * 3_600_000;

/**
 * The instants between which an event touching the range must start: the index on (company_id, start_date) reads
 * only those rows. An event lasts at most MAX_EVENT_DAYS, so none starting earlier reaches the range.
 */
function eventStartBounds(from: string, to: string): { lower: Date; upper: Date } {
  return {
    lower: new Date(Date.parse(from) - ZONE_MS - MAX_EVENT_DAYS * DAY_MS),
    upper: new Date(Date.parse(to) + DAY_MS + ZONE_MS),
  };
}

/**
 * Every item of a range, computed by the database in one statement: a UNION ALL of expenses on their date,
 * paid invoices on their issue date, unpaid (not cancelled) invoices on their due date, tasks on their due date
 * open selections on their due date, and events on their days, each branch on its company-first index; then placed on days, ranked within each day
 * (events first: all-day, then by time; tasks; invoices; expenses) and capped.
 */
export async function listCalendarItems(db: DbOrTx, companyId: number, o: ItemsOptions): Promise<ItemRow[]> {
  const kinds = new Set(o.kinds && o.kinds.length > 0 ? o.kinds : calendarKindFilters);
  const project = (column: SQL) => (o.projectId === undefined ? sql`` : sql` and ${column} = ${o.projectId}`);
  const between = (column: SQL) => sql`${column} between ${o.from}::date and ${o.to}::date`;
  const branches: SQL[] = [];
  const forCompany = o.userId === undefined;

  if (kinds.has('expense') && forCompany) {
    branches.push(sql`select 'expense' as kind, e.id, e.description as title, e.date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      e.amount::text as amount, e.project_id, null::text as description, null::text as location, e.date as day
      from expenses e where e.company_id = ${companyId} and ${between(sql`e.date`)}${project(sql`e.project_id`)}`);
  }
  if (kinds.has('invoice') && forCompany) {
    const invoiceColumns = (kind: string, date: string) =>
      sql.raw(`select '${kind}' as kind, i.id, i.invoice_number as title, i.${date} as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      i.amount::text as amount, i.project_id, i.title as description, null::text as location, i.${date} as day
      from invoices i`);
    branches.push(sql`${invoiceColumns('invoice-paid', 'issue_date')}
      where i.company_id = ${companyId} and i.is_paid and ${between(sql`i.issue_date`)}${project(sql`i.project_id`)}`);
    branches.push(sql`${invoiceColumns('invoice-due', 'due_date')}
      where i.company_id = ${companyId} and not i.is_paid and i.status <> 'cancelled'
        and ${between(sql`i.due_date`)}${project(sql`i.project_id`)}`);
  }
  if (kinds.has('task')) {
    const assigned = o.userId === undefined ? sql`` : sql` and t.assigned_to = ${o.userId}`;
    branches.push(sql`select 'task' as kind, t.id, t.title, t.due_date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      null::text as amount, t.project_id, t.description, null::text as location, t.due_date as day
      from tasks t where t.company_id = ${companyId} and ${between(sql`t.due_date`)}${project(sql`t.project_id`)}${assigned}`);
  }
  if (kinds.has('selection') && forCompany) {
    // An open selection on the day the client's decision is due; once chosen it is no longer due.
    branches.push(sql`select 'selection-due' as kind, s.id, s.title, s.due_date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      null::text as amount, s.project_id, s.description, null::text as location, s.due_date as day
      from selections s where s.company_id = ${companyId} and s.status = 'open'
        and ${between(sql`s.due_date`)}${project(sql`s.project_id`)}`);
  }
  let eventsCte = sql``;
  if (kinds.has('event')) {
    // An all-day event's days are its instants' UTC dates; a timed event's are days of the range's zone.
    const dayOf = (column: SQL) =>
      sql`(case when ev.all_day then ${column} at time zone 'UTC' else ${column} at time zone ${o.timeZone} end)::date`;
    const startDay = dayOf(sql`ev.start_date`);
    const endDay = dayOf(sql`coalesce(ev.end_date, ev.start_date)`);
    const { lower, upper } = eventStartBounds(o.from, o.to);
    // Cheap before the zone arithmetic: an event ending more than 14 hours before the range cannot touch it.
    const reach = new Date(Date.parse(o.from) - ZONE_MS);
    const mine =
      o.userId === undefined
        ? sql``
        : sql` and (ev.created_by = ${o.userId} or ev.task_id in
            (select t.id from tasks t where t.company_id = ${companyId} and t.assigned_to = ${o.userId}))`;
    // The range's events with their first and last day, computed once each (materialized: not recomputed per
    // day of the range below).
    eventsCte = sql`events as materialized (
      select ev.id, ev.title, ${startDay} as date, ${endDay} as end_date, ev.start_date, ev.end_date as end_at,
        ev.all_day, ev.type, ev.project_id, ev.description, ev.location
      from calendar_events ev where ev.company_id = ${companyId}
        and ev.start_date >= ${lower.toISOString()}::timestamptz and ev.start_date < ${upper.toISOString()}::timestamptz
        and coalesce(ev.end_date, ev.start_date) >= ${reach.toISOString()}::timestamptz
        and ${startDay} <= ${o.to}::date and ${endDay} >= ${o.from}::date${project(sql`ev.project_id`)}${mine}),`;
    // Placed on each of its days in the range, or once on its first day.
    const placement = o.expand
      ? sql`cross join lateral generate_series(greatest(e.date, ${o.from}::date)::timestamp,
          least(e.end_date, ${o.to}::date)::timestamp, interval '1 day') as g(d)`
      : sql``;
    branches.push(sql`select 'event' as kind, e.id, e.title, e.date, e.end_date,
      e.start_date as start_at, e.end_at, e.all_day, e.type::text as event_type,
      null::text as amount, e.project_id, e.description, e.location, ${o.expand ? sql`g.d::date` : sql`e.date`} as day
      from events e ${placement}`);
  }
  if (branches.length === 0) return [];

  const rank = sql`case i.kind when 'event' then 0 when 'task' then 1 when 'selection-due' then 2
    when 'invoice-due' then 3 when 'invoice-paid' then 4 else 5 end, (i.all_day and i.kind = 'event') desc, i.start_at, i.id`;
  const perDay = o.perDay === undefined ? sql`` : sql`where placed.n <= ${o.perDay}`;
  const result = (await db.execute(sql`
    with ${eventsCte} items as (${sql.join(branches, sql` union all `)}),
    placed as (${
      o.expand
        ? sql`select i.*, row_number() over (partition by i.day order by ${rank}) as n,
            count(*) over (partition by i.day) as day_count from items i`
        : // A feed: no day's rank or count to compute, only the first items by date.
          sql`select i.*, 0 as n, 0 as day_count from items i`
    })
    select placed.kind, placed.id, placed.title, placed.day::text as day, placed.date::text as date,
      placed.end_date::text as "endDate",
      case when placed.kind = 'event' and not placed.all_day
        then to_char(placed.start_at at time zone ${o.timeZone}, 'HH24:MI') end as time,
      placed.all_day as "allDay", placed.event_type as "eventType", placed.amount,
      placed.project_id as "projectId", p.name as "projectName",
      placed.start_at as "startAt", placed.end_at as "endAt", placed.description, placed.location,
      placed.day_count::int as "dayCount"
    from placed left join projects p on p.id = placed.project_id
    ${perDay}
    order by placed.day, placed.n, placed.start_at, placed.id
    limit ${o.limit + 1}`)) as unknown as { rows: ItemRow[] };
  return result.rows.map(normalizeRow);
}

/** The two drivers hand timestamps back differently (Date or text): the answer has Dates. */
function normalizeRow(row: ItemRow): ItemRow {
  const at = (v: Date | string | null) => (v === null || v instanceof Date ? v : new Date(v));
  return { ...row, startAt: at(row.startAt), endAt: at(row.endAt), dayCount: Number(row.dayCount) };
}
