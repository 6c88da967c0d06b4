import type { FastifyInstance } from 'fastify';
import { calendarCalls } from '#domain/contracts/calendar';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { createFeed, feedPath, feedText, listFeeds, revokeFeed } from './calendar-feeds.service';

/**
 * Private iCal feeds (docs/product.md#calendar): the caller's feed URLs, made and revoked signed in; the feed itself is
 * public, its 256-bit token the only key (only its hash is stored).
 */
export async function calendarFeedsRoutes(app: FastifyInstance, { clock, config, settings }: Deps) {
  const base = publicBaseUrl(config);

  serve(app, calendarCalls.feeds, async (request) => {
    const actor = requireActor(request.actor);
    return listFeeds(request.db, actor, requireCompany(actor));
  });

  serve(app, calendarCalls.createFeed, async (request) => {
    const actor = requireActor(request.actor);
    const feed = await createFeed(request.db, actor, requireCompany(actor), request.body.scope, clock());
    return { ...feed, url: `${base}${feedPath(feed.token)}` };
  });

  serve(app, calendarCalls.revokeFeed, async (request) => {
    const actor = requireActor(request.actor);
    await revokeFeed(request.db, actor, requireCompany(actor), request.params.id, clock());
  });

  serve(
    app,
    calendarCalls.ical,
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? '';
      const text = await feedText(
        request.db,
        token,
        (await settings.get()).timezone,
        new URL(base).host,
        clock(),
      );
      if (text === null) throw notFound('feed');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
    { config: { public: true } },
  );
}
