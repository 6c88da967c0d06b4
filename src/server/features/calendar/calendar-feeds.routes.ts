import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  calendarFeedAnswer,
  createCalendarFeedBody,
  createdCalendarFeedAnswer,
} from '#domain/contracts/calendar';
import { idSchema } from '#domain/contracts/common';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publicBaseUrl } from '../../http/public-url';
import { createFeed, feedPath, feedText, listFeeds, revokeFeed } from './calendar-feeds.service';

const idParams = z.object({ id: idSchema });
const fileParams = z.object({ file: z.string().max(200) });

/**
 * Private iCal feeds (docs/product.md#calendar): the caller's feed URLs, made and revoked signed in; the feed itself is
 * public, its 256-bit token the only key (only its hash is stored).
 */
export async function calendarFeedsRoutes(app: FastifyInstance, { db, clock, config, settings }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = publicBaseUrl(config);

  r.get(
    '/api/calendar-feeds',
    { schema: { response: { 200: z.array(calendarFeedAnswer) } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return listFeeds(db, actor, requireCompany(actor));
    },
  );

  r.post(
    '/api/calendar-feeds',
    { schema: { body: createCalendarFeedBody, response: { 201: createdCalendarFeedAnswer } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const feed = await createFeed(db, actor, requireCompany(actor), request.body.scope, clock());
      return reply.status(201).send({ ...feed, url: `${base}${feedPath(feed.token)}` });
    },
  );

  r.delete(
    '/api/calendar-feeds/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      await revokeFeed(db, actor, requireCompany(actor), request.params.id, clock());
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/ical/:file',
    { config: { public: true }, schema: { params: fileParams, response: { 200: z.string() } } },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? '';
      const text = await feedText(db, token, (await settings.get()).timezone, new URL(base).host, clock());
      if (text === null) throw notFound('Feed');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
}
