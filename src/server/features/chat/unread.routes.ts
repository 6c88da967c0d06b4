import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unreadTotalAnswer } from '../../../domain/contracts/unread';
import { customerMessages, messageReadReceipts, projectChatMessages } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { requireActor } from '../../http/actor';

/** Unread team-chat messages (by others, without the user's read receipt) plus unread incoming customer messages. */
export async function unreadRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const schema = { response: { 200: unreadTotalAnswer } };
  app.get('/api/unread-messages/total', { schema }, async (request) => {
    const actor = requireActor(request.actor);
    if (actor.companyId === null) return { totalUnread: 0 };
    const [chat] = await db
      .select({ n: count() })
      .from(projectChatMessages)
      .leftJoin(
        messageReadReceipts,
        and(
          eq(messageReadReceipts.messageId, projectChatMessages.id),
          eq(messageReadReceipts.userId, actor.userId),
        ),
      )
      .where(
        and(
          eq(projectChatMessages.companyId, actor.companyId),
          eq(projectChatMessages.isDeleted, false),
          or(isNull(projectChatMessages.senderId), ne(projectChatMessages.senderId, actor.userId)),
          isNull(messageReadReceipts.id),
        ),
      );
    const [customer] = await db
      .select({ n: count() })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.companyId, actor.companyId),
          eq(customerMessages.direction, 'incoming'),
          eq(customerMessages.isRead, false),
        ),
      );
    return { totalUnread: Number(chat?.n ?? 0) + Number(customer?.n ?? 0) };
  });
}
