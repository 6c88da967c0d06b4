import { type SQL, sql } from 'drizzle-orm';
import {
  type CalendarItemKind,
  type CalendarKindFilter,
  calendarKindFilters,
  MAX_EVENT_DAYS,
} from '#domain/contracts/calendar';
import type { CalendarEventType } from '#domain/enums';
import { preparedSql } from '../../db/prepared';
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
 * One kind of dated record as a source of items: its columns (in the items' order), its table, the conditions of
 * the company, kind and filters, and the column whose day it is shown on.
 */
type Source = { columns: SQL; from: SQL; where: SQL; date: SQL; id: SQL };

/** An item's place within its day: events first (all-day, then by time), tasks, selections, invoices, expenses. */
const RANK = sql`case i.kind when 'event' then 0 when 'task' then 1 when 'selection-due' then 2
    when 'invoice-due' then 3 when 'invoice-paid' then 4 else 5 end, (i.all_day and i.kind = 'event') desc, i.start_at, i.id`;

/**
 * Every item of a range, computed by the database in one statement: expenses on their date, paid invoices on
 * their issue date, unpaid (not cancelled) invoices on their due date, tasks on their due date, open selections
 * on their due date, and events on their days, each read on its company-first index; then placed on days,
 * ranked within each day (RANK) and capped.
 *
 * With `perDay` (the month grid) not every item of the range is read: each day takes the first `perDay` of each
 * kind by id (an index range of its own, decision 0276), and each day's count comes from a count per kind. The
 * grid of a company with thousands of items a month then ranks a few hundred instead of sorting them all.
 */
export async function listCalendarItems(db: DbOrTx, companyId: number, o: ItemsOptions): Promise<ItemRow[]> {
  const shape: Shape = {
    kinds: calendarKindFilters.filter((k) => !o.kinds || o.kinds.length === 0 || o.kinds.includes(k)),
    project: o.projectId !== undefined,
    user: o.userId !== undefined,
    mode: o.perDay !== undefined && o.expand ? 'grid' : o.expand ? 'list' : 'feed',
  };
  const name = `calendar_${shape.kinds.map((k) => k.slice(0, 2)).join('')}_${shape.project ? 'p' : ''}${shape.user ? 'u' : ''}${shape.mode}`;
  let statement = statements.get(name);
  if (!statement) {
    const text = itemsStatement(shape);
    if (!text) return [];
    statement = preparedSql(name, text);
    statements.set(name, statement);
  }
  const { lower, upper } = eventStartBounds(o.from, o.to);
  const { rows } = await statement(db).execute({
    companyId,
    projectId: o.projectId,
    userId: o.userId,
    from: o.from,
    to: o.to,
    timeZone: o.timeZone,
    perDay: o.perDay,
    limit: o.limit + 1,
    lower: lower.toISOString(),
    upper: upper.toISOString(),
    // Cheap before the zone arithmetic: an event ending more than 14 hours before the range cannot touch it.
    reach: new Date(Date.parse(o.from) - ZONE_MS).toISOString(),
  });
  return (rows as unknown as ItemRow[]).map(normalizeRow);
}

/** What decides the text of the items' statement: the kinds asked for, the filters present and the placing. */
type Shape = {
  kinds: CalendarKindFilter[];
  project: boolean;
  user: boolean;
  mode: 'grid' | 'list' | 'feed';
};

/**
 * One prepared statement per shape, each made on first use: its values are placeholders, so PostgreSQL parses it
 * once per connection instead of at every call (decision 0285). Shapes are few (the kinds, two filters, three
 * placings), so the names stay bounded.
 */
const statements = new Map<string, ReturnType<typeof preparedSql>>();
const p = sql.placeholder;

/** The items' statement of a shape, its values as placeholders; none when the shape asks for no kind at all. */
function itemsStatement(shape: Shape): SQL | undefined {
  const kinds = new Set(shape.kinds);
  const project = (column: SQL) => (shape.project ? sql` and ${column} = ${p('projectId')}` : sql``);
  const companyId = p('companyId');
  const sources: Source[] = [];
  const forCompany = !shape.user;

  if (kinds.has('expense') && forCompany) {
    sources.push({
      columns: sql`'expense' as kind, e.id, e.description as title, e.date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      e.amount::text as amount, e.project_id, null::text as description, null::text as location, e.date as day`,
      from: sql`expenses e`,
      where: sql`e.company_id = ${companyId}${project(sql`e.project_id`)}`,
      date: sql`e.date`,
      id: sql`e.id`,
    });
  }
  if (kinds.has('invoice') && forCompany) {
    const invoiceColumns = (kind: string, date: string) =>
      sql.raw(`'${kind}' as kind, i.id, i.invoice_number as title, i.${date} as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      i.amount::text as amount, i.project_id, i.title as description, null::text as location, i.${date} as day`);
    sources.push({
      columns: invoiceColumns('invoice-paid', 'issue_date'),
      from: sql`invoices i`,
      where: sql`i.company_id = ${companyId} and i.is_paid${project(sql`i.project_id`)}`,
      date: sql`i.issue_date`,
      id: sql`i.id`,
    });
    sources.push({
      columns: invoiceColumns('invoice-due', 'due_date'),
      from: sql`invoices i`,
      where: sql`i.company_id = ${companyId} and not i.is_paid and i.status <> 'cancelled'${project(sql`i.project_id`)}`,
      date: sql`i.due_date`,
      id: sql`i.id`,
    });
  }
  if (kinds.has('task')) {
    const assigned = shape.user ? sql` and t.assigned_to = ${p('userId')}` : sql``;
    sources.push({
      columns: sql`'task' as kind, t.id, t.title, t.due_date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      null::text as amount, t.project_id, t.description, null::text as location, t.due_date as day`,
      from: sql`tasks t`,
      where: sql`t.company_id = ${companyId}${project(sql`t.project_id`)}${assigned}`,
      date: sql`t.due_date`,
      id: sql`t.id`,
    });
  }
  if (kinds.has('selection') && forCompany) {
    // An open selection on the day the client's decision is due; once chosen it is no longer due.
    sources.push({
      columns: sql`'selection-due' as kind, s.id, s.title, s.due_date as date, null::date as end_date,
      null::timestamptz as start_at, null::timestamptz as end_at, true as all_day, null::text as event_type,
      null::text as amount, s.project_id, s.description, null::text as location, s.due_date as day`,
      from: sql`selections s`,
      where: sql`s.company_id = ${companyId} and s.status = 'open'${project(sql`s.project_id`)}`,
      date: sql`s.due_date`,
      id: sql`s.id`,
    });
  }
  const events = kinds.has('event') ? eventItems(shape, project) : null;
  if (sources.length === 0 && !events) return undefined;

  const inRange = (source: Source) => sql`${source.date} between ${p('from')}::date and ${p('to')}::date`;
  const ctes: SQL[] = events ? [events.ctes] : [];
  let placed: SQL;
  if (shape.mode === 'grid') {
    const perDay = p('perDay');
    // Each day's first items of each kind (events are few: all of them), and each day's count of every kind.
    const candidates = sources.map(
      (source) => sql`select x.* from days cross join lateral (
        select ${source.columns} from ${source.from}
        where ${source.where} and ${source.date} = days.day order by ${source.id} limit ${perDay}) x`,
    );
    const counts = sources.map(
      (source) => sql`select ${source.date} as day, count(*) as n from ${source.from}
        where ${source.where} and ${inRange(source)} group by 1`,
    );
    if (events) {
      candidates.push(sql`select * from event_items`);
      counts.push(sql`select day, count(*) as n from event_items group by day`);
    }
    ctes.push(
      sql`days as (select g.d::date as day from generate_series(${p('from')}::date::timestamp,
        ${p('to')}::date::timestamp, interval '1 day') as g(d))`,
      sql`items as (${sql.join(candidates, sql` union all `)})`,
      sql`counts as (select c.day, sum(c.n) as n from (${sql.join(counts, sql` union all `)}) c group by c.day)`,
    );
    placed = sql`select ranked.* from (
        select i.*, row_number() over (partition by i.day order by ${RANK}) as n, counts.n as day_count
        from items i join counts on counts.day = i.day) ranked
      where ranked.n <= ${perDay}`;
  } else {
    const branches = sources.map(
      (source) =>
        sql`select ${source.columns} from ${source.from} where ${source.where} and ${inRange(source)}`,
    );
    if (events) branches.push(sql`select * from event_items`);
    ctes.push(sql`items as (${sql.join(branches, sql` union all `)})`);
    placed =
      shape.mode === 'list'
        ? sql`select i.*, row_number() over (partition by i.day order by ${RANK}) as n,
            count(*) over (partition by i.day) as day_count from items i`
        : // A feed: no day's rank or count to compute, only the first items by date.
          sql`select i.*, 0 as n, 0 as day_count from items i`;
  }
  ctes.push(sql`placed as (${placed})`);

  return sql`
    with ${sql.join(ctes, sql`, `)}
    select placed.kind, placed.id, placed.title, placed.day::text as day, placed.date::text as date,
      placed.end_date::text as "endDate",
      case when placed.kind = 'event' and not placed.all_day
        then to_char(placed.start_at at time zone ${p('timeZone')}, 'HH24:MI') end as time,
      placed.all_day as "allDay", placed.event_type as "eventType", placed.amount,
      placed.project_id as "projectId",
      (select p.name from projects p where p.id = placed.project_id) as "projectName",
      placed.start_at as "startAt", placed.end_at as "endAt", placed.description, placed.location,
      placed.day_count::int as "dayCount"
    -- The project's name by its key for each item answered (a join could hash the company's every project).
    from placed
    order by placed.day, placed.n, placed.start_at, placed.id
    limit ${p('limit')}`;
}

/**
 * The range's events (materialized: each event's first and last day computed once), and `event_items`: each
 * placed on each of its days in the range (the grid), or once on its first day.
 */
function eventItems(shape: Shape, project: (column: SQL) => SQL) {
  const expand = shape.mode !== 'feed';
  // An all-day event's days are its instants' UTC dates; a timed event's are days of the range's zone.
  const dayOf = (column: SQL) =>
    sql`(case when ev.all_day then ${column} at time zone 'UTC' else ${column} at time zone ${p('timeZone')} end)::date`;
  const startDay = dayOf(sql`ev.start_date`);
  const endDay = dayOf(sql`coalesce(ev.end_date, ev.start_date)`);
  const mine = shape.user
    ? sql` and (ev.created_by = ${p('userId')} or ev.task_id in
          (select t.id from tasks t where t.company_id = ${p('companyId')} and t.assigned_to = ${p('userId')}))`
    : sql``;
  const placement = expand
    ? sql`cross join lateral generate_series(greatest(e.date, ${p('from')}::date)::timestamp,
        least(e.end_date, ${p('to')}::date)::timestamp, interval '1 day') as g(d)`
    : sql``;
  return {
    ctes: sql`events as materialized (
      select ev.id, ev.title, ${startDay} as date, ${endDay} as end_date, ev.start_date, ev.end_date as end_at,
        ev.all_day, ev.type, ev.project_id, ev.description, ev.location
      from calendar_events ev where ev.company_id = ${p('companyId')}
        and ev.start_date >= ${p('lower')}::timestamptz and ev.start_date < ${p('upper')}::timestamptz
        and coalesce(ev.end_date, ev.start_date) >= ${p('reach')}::timestamptz
        and ${startDay} <= ${p('to')}::date and ${endDay} >= ${p('from')}::date${project(sql`ev.project_id`)}${mine}),
    event_items as (select 'event' as kind, e.id, e.title, e.date, e.end_date,
      e.start_date as start_at, e.end_at, e.all_day, e.type::text as event_type,
      null::text as amount, e.project_id, e.description, e.location, ${expand ? sql`g.d::date` : sql`e.date`} as day
      from events e ${placement})`,
  };
}

/** The two drivers hand timestamps back differently (Date or text): the answer has Dates. */
function normalizeRow(row: ItemRow): ItemRow {
  const at = (v: Date | string | null) => (v === null || v instanceof Date ? v : new Date(v));
  return { ...row, startAt: at(row.startAt), endAt: at(row.endAt), dayCount: Number(row.dayCount) };
}
