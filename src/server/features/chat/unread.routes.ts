import type { FastifyInstance } from 'fastify';
import { unreadCalls } from '#domain/contracts/unread';
import type { Deps } from '../../deps';
import { requireActor } from '../../http/actor';
import { serve } from '../../http/serve';
import { countTotalUnread } from './chat.queries';

/**
 * The sidebar's Chats badge: team messages after the member's read position in each project (by others, not
 * deleted) plus the company's unread incoming customer messages; only unread rows are read.
 */
export async function unreadRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, unreadCalls.total, async (request) => {
    const actor = requireActor(request.actor);
    if (actor.companyId === null) return { totalUnread: 0 };
    return { totalUnread: await countTotalUnread(request.db, actor.companyId, actor.userId) };
  });
}
