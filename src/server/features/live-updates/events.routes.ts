import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENT_NAME, type LiveEvent, liveEventCalls } from '#domain/contracts/live-events';
import { portalCalls } from '#domain/contracts/portal';
import { t } from '#domain/messages/all';
import type { Deps } from '../../deps';
import { requireActor } from '../../http/actor';
import { AppError } from '../../http/errors';
import { requirePortal } from '../../http/portal-session';
import { serve } from '../../http/serve';
import type { LiveHub, LiveStreamOwner } from '../../live-updates/live-hub';

/**
 * The browser's streams of live notices (server-sent events), one per browser:
 * - GET /api/events for a signed-in member, with the notices of the member's company;
 * - GET /api/portal/events for a client in the portal, with the notices that name the client's customer (their
 *   conversation), so staff's answers appear as they are sent.
 * Each is written directly to the socket (no compression or buffering) and ended when its session ends (sign-out,
 * deactivation: at once through an `end` notice; idle timeout, expiry, a deleted customer: at the hub's next
 * heartbeat) or the member changes company. A client that does not ask for `text/event-stream` gets 406: the
 * stream never ends, which a plain request (or a test's inject) could not use.
 */
export async function eventsRoutes(app: FastifyInstance, deps: Deps & { live: LiveHub }): Promise<void> {
  serve(app, liveEventCalls.stream, async (request, reply) => {
    const actor = requireActor(request.actor);
    const { companyId, userId, sessionId } = actor;
    return openStream(request, reply, deps.live, { kind: 'staff', companyId, userId, sessionId });
  });

  serve(
    app,
    portalCalls.events,
    async (request, reply) => {
      const { companyId, customerId, sessionId } = requirePortal(request);
      return openStream(request, reply, deps.live, { kind: 'portal', companyId, customerId, sessionId });
    },
    { config: { portal: true } },
  );
}

function openStream(request: FastifyRequest, reply: FastifyReply, live: LiveHub, owner: LiveStreamOwner) {
  if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError(406, t('chat:liveEvents.streamOnly'));
  }
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // visible-texts: an HTTP header value
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    // nginx and similar proxies would otherwise hold the stream in a buffer.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // A browser reconnects after 3 s when the stream drops (and then refetches what it shows).
  res.write('retry: 3000\n: connected\n\n');
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    res.end();
  };
  const unsubscribe = live.subscribe({
    ...owner,
    send: (event: LiveEvent) => {
      if (!ended) res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    ping: () => {
      if (!ended) res.write(': ping\n\n');
    },
    end,
  });
  request.raw.on('close', end);
  res.on('error', end);
  return reply;
}
