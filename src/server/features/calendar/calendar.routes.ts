import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  calendarAnswer,
  calendarEventAnswer,
  calendarEventBody,
  calendarQuery,
  listCalendarEventsQuery,
} from '#domain/contracts/calendar';
import { idSchema } from '#domain/contracts/common';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countCalendarEvents, getCalendarEventOrThrow, listCalendarEvents } from './calendar-events.queries';
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent } from './calendar-events.service';
import { listCalendarItems } from './calendar-items.queries';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/** The month grid asks for 3 a day; 50 a day over the longest range is the most one call reads. */
const PER_DAY_READ_LIMIT = 5000;
const DEFAULT_LIMIT = 500;

/** Calendar events and the calendar's items of a range (docs/product.md#calendar). */
export async function calendarRoutes(app: FastifyInstance, { db, clock, settings }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const zoneOf = async (tz: string | undefined) => tz ?? (await settings.get()).timezone;

  r.get(
    '/api/companies/:companyId/calendar-events',
    {
      schema: {
        params: companyParams,
        querystring: listCalendarEventsQuery,
        response: { 200: z.array(calendarEventAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      const zone = await zoneOf(query.tz);
      return pageAnswer(
        reply,
        query,
        () => listCalendarEvents(db, companyId, query, zone),
        () => countCalendarEvents(db, companyId, query, zone),
      );
    },
  );

  r.post(
    '/api/companies/:companyId/calendar-events',
    { schema: { params: companyParams, body: calendarEventBody, response: { 201: calendarEventAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const event = await createCalendarEvent(
        db,
        requireActor(request.actor),
        companyId,
        request.body,
        clock(),
      );
      return reply.status(201).send(event);
    },
  );

  r.get(
    '/api/calendar-events/:id',
    { schema: { params: idParams, response: { 200: calendarEventAnswer } } },
    async (request) => getCalendarEventOrThrow(db, requireCompany(request.actor), request.params.id),
  );

  r.put(
    '/api/calendar-events/:id',
    { schema: { params: idParams, body: calendarEventBody, response: { 200: calendarEventAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return updateCalendarEvent(db, actor, requireCompany(actor), request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/calendar-events/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      await deleteCalendarEvent(db, actor, requireCompany(actor), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/companies/:companyId/calendar',
    { schema: { params: companyParams, querystring: calendarQuery, response: { 200: calendarAnswer } } },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const q = request.query;
      const limit = q.perDay === undefined ? (q.limit ?? DEFAULT_LIMIT) : PER_DAY_READ_LIMIT;
      const rows = await listCalendarItems(db, companyId, {
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
    },
  );
}
