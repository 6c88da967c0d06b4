import { and, count, eq, gt } from 'drizzle-orm';
import { customerMessageTexts } from '#domain/contracts/customer-messages';
import { customerMessages, customers } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { AppError } from '../../http/errors';
import { publishToCompany } from '../../live-updates/live-events';
import { recordAudit } from '../audit/audit.service';
import {
  findOrCreateThread,
  insertMessage,
  lockThread,
} from '../customer-messages/customer-messages.queries';
import {
  MAX_PUBLIC_REPLIES_PER_WINDOW,
  PUBLIC_REPLY_WINDOW_MINUTES,
} from '../customer-messages/public-messages.service';
import { portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

/**
 * POST /api/portal/projects/{projectId}/messages: the client writes in the project's conversation, as a reply by
 * e-mail or on the public page would arrive (incoming, unread), announced live to the company's browsers. The
 * same ration as the public page's replies applies, counted under a lock of the thread.
 */
export async function sendPortalMessage(
  db: Db,
  portal: PortalActor,
  projectId: number,
  content: string,
  meta: { now: Date; ip: string; userAgent: string | undefined },
) {
  const { now } = meta;
  await portalProjectOrThrow(db, portal, projectId, 'messages');
  const since = new Date(now.getTime() - PUBLIC_REPLY_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const thread = await findOrCreateThread(tx, portal.companyId, projectId, portal.customerId);
    await lockThread(tx, thread.id);
    const [recent] = await tx
      .select({ n: count() })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.emailHash, thread.emailHash),
          eq(customerMessages.direction, 'incoming'),
          gt(customerMessages.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_PUBLIC_REPLIES_PER_WINDOW)
      throw new AppError(429, customerMessageTexts.tooMany());
    const message = await insertMessage(tx, thread, { direction: 'incoming', content });
    await publishToCompany(tx, portal.companyId, {
      type: 'customer-message',
      projectId,
      customerId: portal.customerId,
      action: 'created',
    });
    // The conversation is its own record; the audit log says that the client wrote, from where.
    await recordAudit(tx, {
      companyId: portal.companyId,
      userId: null,
      customerId: portal.customerId,
      action: 'portal_message',
      entityType: 'customer_message',
      entityId: message.id,
      ipAddress: meta.ip,
      ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
    });
    const [customer] = await tx
      .select({ first: customers.firstName, last: customers.lastName })
      .from(customers)
      .where(eq(customers.id, portal.customerId));
    return {
      id: message.id,
      direction: message.direction,
      author: `${customer!.first} ${customer!.last}`.trim(),
      content: message.content,
      createdAt: message.createdAt,
    };
  });
}
