import '#domain/messages/load/calendar';
import { z } from 'zod';
import { calendarEventTypes } from '../enums';
import { type LazyText, lazyText, t } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import {
  dateOnly,
  idSchema,
  isRealDate,
  optionalRef,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** The calendar contract's messages, looked up when read (`calendarMessages.title()`). */
export const calendarMessages = {
  title: lazyText('calendar:validation.title'),
  startDate: lazyText('calendar:validation.startDate'),
  dateTime: lazyText('calendar:validation.dateTime'),
  endBeforeStart: lazyText('calendar:validation.endBeforeStart'),
  tooLong: lazyText('calendar:validation.tooLong'),
  project: lazyText('calendar:validation.project'),
  task: lazyText('calendar:validation.task'),
  range: lazyText('calendar:validation.range'),
  rangeTooLong: lazyText('calendar:validation.rangeTooLong'),
  timeZone: lazyText('calendar:validation.timeZone'),
} as const satisfies Record<string, LazyText>;

/** How long an event may last: it bounds how far back a range query looks for events that reach into it. */
export const MAX_EVENT_DAYS = 366;
/** The widest range one calendar call answers (a month grid shows at most 42 days). */
export const MAX_RANGE_DAYS = 100;

/** An ISO date-time with its offset ('2026-11-20T15:30:00.000Z', '...T09:30-05:00') or a day 'YYYY-MM-DD'. */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A calendar instant as sent: a day or a date-time with its offset. Kept as the text it is, so that an all-day
 * event takes its day from what was typed, never from a conversion (docs/decisions/0048-calendar-dates.md).
 */
function calendarInstant(required: LazyText) {
  return z
    .string({ error: (issue) => (issue.input == null ? required() : calendarMessages.dateTime()) })
    .trim()
    .min(1, { error: required })
    .refine(
      (value) => {
        const m = ISO_INSTANT.exec(value);
        return !!m && isRealDate(m[1]!) && !Number.isNaN(Date.parse(value));
      },
      { error: calendarMessages.dateTime },
    );
}

/**
 * The event's start and end as stored: an all-day event's days at UTC midnight (the end is its last day,
 * included); a timed event's instants. Shared by the server and the tests.
 */
export function eventInstants(
  allDay: boolean,
  start: string,
  end: string | null | undefined,
): { start: Date; end: Date | null } {
  const at = (value: string) => (allDay ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(value));
  return { start: at(start), end: end ? at(end) : null };
}

const eventFields = {
  title: requiredText(lazyText('calendar:validation.titleLabel'), 200, calendarMessages.title),
  description: optionalText(5000),
  location: optionalText(300),
  startDate: calendarInstant(calendarMessages.startDate),
  /** Empty or null: no end (a point in time, or a one-day all-day event). */
  endDate: z
    .union([calendarInstant(calendarMessages.dateTime), z.literal(''), z.null()], {
      error: calendarMessages.dateTime,
    })
    .optional()
    .transform((v) => (v ? v : null)),
  allDay: z.boolean({ error: lazyText('calendar:validation.allDay') }).default(false),
  type: z.enum(calendarEventTypes, { error: lazyText('calendar:validation.type') }).default('other'),
  projectId: optionalRef(calendarMessages.project),
  /** A task of the company; of the chosen project when one is chosen. */
  taskId: optionalRef(calendarMessages.task),
  /** Sent by the event form (docs/product.md#calendar); checked against the route's company, never trusted. */
  companyId: idSchema.optional(),
};

/** End not before start, and an event no longer than a year: on the end field. */
function checkSpan(
  v: { allDay: boolean; startDate: string; endDate: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!v.endDate) return;
  const { start, end } = eventInstants(v.allDay, v.startDate, v.endDate);
  if (!end) return;
  if (end < start)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: calendarMessages.endBeforeStart() });
  else if (end.getTime() - start.getTime() > MAX_EVENT_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: calendarMessages.tooLong() });
}

/** POST /api/companies/{companyId}/calendar-events and PUT /api/calendar-events/{id}: the whole event. */
export const calendarEventBody = z.object(eventFields).superRefine(checkSpan);
export type CalendarEventBody = z.input<typeof calendarEventBody>;
export type CalendarEventValues = z.output<typeof calendarEventBody>;

function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.range() });
  else if (Date.parse(q.to) - Date.parse(q.from) >= MAX_RANGE_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeTooLong() });
}

/** An IANA time zone name the runtime knows ('America/Denver'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone whose days timed events fall on (the browser's); the system settings' zone when absent. */
const timeZone = z.string().trim().refine(isTimeZone, { error: calendarMessages.timeZone }).optional();

/**
 * GET /api/companies/{companyId}/calendar-events. Without parameters every event of the company (the original
 * behaviour, docs/product.md#calendar); from and to (days, both included) keep the events that touch the range;
 * projectId one project's.
 */
export const listCalendarEventsQuery = z
  .object({
    from: dateOnly.optional(),
    to: dateOnly.optional(),
    projectId: idSchema.optional(),
    tz: timeZone,
    limit: wholeNumber(1, 2000).optional(),
    offset: wholeNumber(0, 2_147_483_647).optional(),
  })
  .superRefine(checkRange);

/** What the calendar shows besides events; the Filters popover's choices. */
export const calendarKindFilters = ['task', 'event', 'invoice', 'expense', 'selection'] as const;
export type CalendarKindFilter = (typeof calendarKindFilters)[number];

/** The kinds of items (docs/product.md#calendar: expense, invoice due, invoice paid, tasks with a due date, events). */
export const calendarItemKinds = [
  'expense',
  'invoice-due',
  'invoice-paid',
  'task',
  'event',
  /** An open selection's decision due date (issue 26). */
  'selection-due',
] as const;
export type CalendarItemKind = (typeof calendarItemKinds)[number];

/** 'task,event' -> ['task', 'event']; every name must be a kind. */
const kindList = z
  .string()
  .trim()
  .max(100)
  .transform((value, ctx) => {
    const kinds = value.split(',').filter((k) => k !== '');
    const bad = kinds.find((k) => !(calendarKindFilters as readonly string[]).includes(k));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: t('calendar:validation.kinds', { kinds: calendarKindFilters.join(', ') }),
      });
      return z.NEVER;
    }
    return [...new Set(kinds)] as CalendarKindFilter[];
  });

/**
 * GET /api/companies/{companyId}/calendar: every item of a range in one call. `perDay` keeps the first items of
 * each day (the month grid shows 3 and '+N more'; `days` has every day's full count); without it at most
 * `limit` items (default 500), `truncated` telling that more exist.
 */
export const calendarQuery = z
  .object({
    from: dateOnly,
    to: dateOnly,
    projectId: idSchema.optional(),
    kinds: kindList.optional(),
    tz: timeZone,
    perDay: wholeNumber(1, 50).optional(),
    limit: wholeNumber(1, 2000).optional(),
  })
  .superRefine(checkRange);
export type CalendarQuery = z.input<typeof calendarQuery>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/** A calendar event. An all-day event's days are its instants' UTC dates (startDate.slice(0, 10)). */
export const calendarEventAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  taskId: z.number().nullable(),
  taskTitle: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startDate: instant,
  endDate: instant.nullable(),
  allDay: z.boolean(),
  type: z.enum(calendarEventTypes),
  createdBy: z.number().nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type CalendarEvent = Answer<typeof calendarEventAnswer>;

/**
 * One item placed on one day of the range: a multi-day event is placed on each of its days in the range.
 * `date` is the item's own (first) day, `day` where this placement shows it.
 */
export const calendarItemAnswer = z.object({
  kind: z.enum(calendarItemKinds),
  id: z.number(),
  title: z.string(),
  /** An event's or a task's description, an invoice's title; the list view shows its first 100 characters. */
  description: z.string().nullable(),
  day: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  /** A timed event's start, 'HH:MM' in the range's time zone; null for everything else. */
  time: z.string().nullable(),
  allDay: z.boolean(),
  eventType: z.enum(calendarEventTypes).nullable(),
  amount: decimal.nullable(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
});
export type CalendarItem = Answer<typeof calendarItemAnswer>;

export const calendarAnswer = z.object({
  items: z.array(calendarItemAnswer),
  /** Every day of the range that has items, with how many (the '+N more' of a capped day). */
  days: z.array(z.object({ day: z.string(), count: z.number() })),
  /** More items than the limit exist (only without perDay). */
  truncated: z.boolean(),
});
export type CalendarAnswer = Answer<typeof calendarAnswer>;

// iCal feeds

export const calendarFeedScopes = ['company', 'user'] as const;
export type CalendarFeedScope = (typeof calendarFeedScopes)[number];

/** POST /api/calendar-feeds: a new private URL for the company's calendar or the caller's own. */
export const createCalendarFeedBody = z.object({
  scope: z.enum(calendarFeedScopes, { error: lazyText('calendar:validation.feedScope') }),
});

export const calendarFeedAnswer = z.object({
  id: z.number(),
  scope: z.enum(calendarFeedScopes),
  createdAt: instant,
});
export type CalendarFeed = Answer<typeof calendarFeedAnswer>;

/** The answer of POST: the feed with its URL, shown this once (only the token's hash is kept). */
export const createdCalendarFeedAnswer = calendarFeedAnswer.extend({ url: z.string() });
export type CreatedCalendarFeed = Answer<typeof createdCalendarFeedAnswer>;

/** GET /api/ical/{file}: the feed itself, `{token}.ics`. */
export const icalFileParams = z.object({ file: z.string().max(200) });

/**
 * The calendar's calls (docs/product.md#calendar): events, the items of a range, and the private iCal feeds. What
 * the calendar shows loads again on a 'calendar' notice (a change of an event or of an item it shows).
 */
export const calendarCalls = {
  events: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/calendar-events',
    query: listCalendarEventsQuery,
    answers: { 200: z.array(calendarEventAnswer) },
    paged: true,
    live: ['calendar'],
  }),
  createEvent: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/calendar-events',
    body: calendarEventBody,
    answers: { 201: calendarEventAnswer },
  }),
  event: declareCall({
    method: 'GET',
    path: '/api/calendar-events/:id',
    answers: { 200: calendarEventAnswer },
    live: ['calendar'],
  }),
  updateEvent: declareCall({
    method: 'PUT',
    path: '/api/calendar-events/:id',
    body: calendarEventBody,
    answers: { 200: calendarEventAnswer },
  }),
  removeEvent: declareCall({
    method: 'DELETE',
    path: '/api/calendar-events/:id',
    answers: { 204: noContent },
  }),
  items: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/calendar',
    query: calendarQuery,
    answers: { 200: calendarAnswer },
    live: ['calendar'],
  }),
  feeds: declareCall({
    method: 'GET',
    path: '/api/calendar-feeds',
    answers: { 200: z.array(calendarFeedAnswer) },
    live: ['calendar'],
  }),
  createFeed: declareCall({
    method: 'POST',
    path: '/api/calendar-feeds',
    body: createCalendarFeedBody,
    answers: { 201: createdCalendarFeedAnswer },
  }),
  revokeFeed: declareCall({ method: 'DELETE', path: '/api/calendar-feeds/:id', answers: { 204: noContent } }),
  ical: declareCall({
    method: 'GET',
    path: '/api/ical/:file',
    params: icalFileParams,
    answers: { 200: z.string() },
  }),
};
