import type { FastifyInstance } from 'fastify';
import { calendarCalls } from '#domain/contracts/calendar';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countCalendarEvents, getCalendarEventOrThrow, listCalendarEvents } from './calendar-events.queries';
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent } from './calendar-events.service';
import { listCalendarItems } from './calendar-items.queries';

/** The month grid asks for 3 a day; 50 a day over the longest range is the most one call reads. */
const PER_DAY_READ_LIMIT = 5000;
const DEFAULT_LIMIT = 500;

/** Calendar events and the calendar's items of a range (docs/product.md#calendar). */
export async function calendarRoutes(app: FastifyInstance, { clock, settings }: Deps): Promise<void> {
  const zoneOf = async (tz: string | undefined) => tz ?? (await settings.get()).timezone;

  serve(app, calendarCalls.events, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    const zone = await zoneOf(query.tz);
    return pageAnswer(
      reply,
      query,
      () => listCalendarEvents(request.db, companyId, query, zone),
      () => countCalendarEvents(request.db, companyId, query, zone),
    );
  });

  serve(app, calendarCalls.createEvent, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createCalendarEvent(request.db, requireActor(request.actor), companyId, request.body, clock());
  });

  serve(app, calendarCalls.event, async (request) =>
    getCalendarEventOrThrow(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, calendarCalls.updateEvent, async (request) => {
    const actor = requireActor(request.actor);
    const { db, params, body } = request;
    return updateCalendarEvent(db, actor, requireCompany(actor), params.id, body, clock());
  });

  serve(app, calendarCalls.removeEvent, async (request) => {
    const actor = requireActor(request.actor);
    await deleteCalendarEvent(request.db, actor, requireCompany(actor), request.params.id);
  });

  serve(app, calendarCalls.items, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const q = request.query;
    const limit = q.perDay === undefined ? (q.limit ?? DEFAULT_LIMIT) : PER_DAY_READ_LIMIT;
    const rows = await listCalendarItems(request.db, companyId, {
      from: q.from,
      to: q.to,
      timeZone: await zoneOf(q.tz),
      projectId: q.projectId,
      kinds: q.kinds,
      perDay: q.perDay,
      expand: true,
      limit,
    });
    const truncated = rows.length > limit;
    const items = truncated ? rows.slice(0, limit) : rows;
    const days = new Map<string, number>();
    for (const row of items) days.set(row.day, row.dayCount);
    return { items, days: [...days].map(([day, count]) => ({ day, count })), truncated };
  });
}
