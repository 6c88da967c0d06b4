import { and, eq } from 'drizzle-orm';
import { CUSTOMER_MESSAGES_PAGE_SIZE, customerMessageTexts } from '#domain/contracts/customer-messages';
import { t } from '#domain/messages/all';
import { companies, customerMessages, customerThreadLinks, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict } from '../../http/errors';
import { portalLink } from '../../http/public-url';
import { publishToCompany } from '../../live-updates/live-events';
import type { Mailer } from '../../mail/mailer';
import { hashToken, newToken } from '../auth/sessions';
import { customerMessageMail } from './customer-message-mail';
import {
  customerName,
  findOrCreateThread,
  findThread,
  getMessageOrThrow,
  getProjectCustomerOrThrow,
  insertMessage,
  messagesPage,
  replyAddress,
  toMessageAnswer,
} from './customer-messages.queries';

/** The web app's page of a thread for a link's token. */
export const publicThreadPath = (token: string) => `/public/messages/${token}`;
/** The company's logo under a link's token (the public page and the mail show it). */
export const publicThreadLogoPath = (token: string) => `/api/public/messages/${token}/logo`;

/** GET .../messages: a page of the conversation (empty before the first message). */
export async function listCustomerMessages(
  db: Db,
  companyId: number,
  projectId: number,
  customerId: number,
  page: { before?: number | undefined; limit?: number | undefined },
) {
  await getProjectCustomerOrThrow(db, companyId, projectId, customerId);
  const thread = await findThread(db, companyId, projectId, customerId);
  if (!thread) return { rows: [], hasMore: false };
  const { rows, hasMore } = await messagesPage(db, companyId, thread.emailHash, {
    before: page.before,
    limit: page.limit ?? CUSTOMER_MESSAGES_PAGE_SIZE,
  });
  return { rows: rows.map(toMessageAnswer), hasMore };
}

type SendContext = {
  mailer: Mailer;
  baseUrl: string;
  inboundMailDomain: string | undefined;
};

/**
 * POST .../messages: stores an outgoing message and e-mails it to the customer in one transaction (the first message
 * makes the thread). Each mail carries a new link to the thread's public page (only the token's SHA-256 is kept;
 * older mails' links keep working) and, with INBOUND_MAIL_DOMAIN, the thread's reply address. A customer without an
 * e-mail address answers 409: every message is also sent by e-mail (docs/product.md#customer-messages), so none is
 * stored that the customer would never receive.
 */
export async function sendCustomerMessage(
  db: Db,
  actor: Actor,
  companyId: number,
  ids: { projectId: number; customerId: number },
  body: { content: string; attachment?: string | null | undefined },
  ctx: SendContext,
) {
  return db.transaction(async (tx) => {
    const party = await getProjectCustomerOrThrow(tx, companyId, ids.projectId, ids.customerId);
    if (!party.email) throw conflict(customerMessageTexts.noCustomerEmail());
    const thread = await findOrCreateThread(tx, companyId, ids.projectId, ids.customerId);
    const message = await insertMessage(tx, thread, {
      direction: 'outgoing',
      content: body.content,
      attachment: body.attachment ?? null,
      senderId: actor.userId,
    });
    const token = newToken();
    await tx
      .insert(customerThreadLinks)
      .values({ companyId, threadId: thread.id, tokenHash: hashToken(token) });
    const company = await mailLetterhead(tx, companyId, ctx.baseUrl, token);
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, actor.userId));
    await ctx.mailer.send(
      tx,
      customerMessageMail(
        {
          companyId,
          company,
          customer: { name: customerName(party), email: party.email },
          projectName: party.projectName,
          author: personName(author),
          content: message.content,
          attachment: message.attachment,
          replyTo: ctx.inboundMailDomain ? replyAddress(thread.emailHash, ctx.inboundMailDomain) : undefined,
        },
        `${ctx.baseUrl}${publicThreadPath(token)}`,
        portalLink(ctx.baseUrl),
      ),
    );
    await publishToCompany(tx, companyId, {
      type: 'customer-message',
      projectId: ids.projectId,
      customerId: ids.customerId,
      action: 'created',
    });
    return { ...message, emailedTo: party.email };
  });
}

/** A staff member's name as the customer sees it. */
export function personName(
  user: { firstName: string | null; lastName: string | null; username: string } | undefined,
): string {
  if (!user) return t('customerMessages:formerTeamMember');
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** The company's letterhead for a mail, its logo under the mail's own link. */
async function mailLetterhead(tx: DbOrTx, companyId: number, baseUrl: string, token: string) {
  const [company] = await tx
    .select({
      name: companies.name,
      email: companies.email,
      phone: companies.phone,
      address: companies.address,
      website: companies.website,
      logoFileId: companies.logoFileId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const { logoFileId, ...contact } = company!;
  return { ...contact, logoUrl: logoFileId ? `${baseUrl}${publicThreadLogoPath(token)}` : null };
}

/**
 * Marks unread incoming messages read (all of a thread's, or the given one) and tells the company's browsers,
 * whose unread badges count them. Answers how many changed.
 */
async function markRead(
  db: Db,
  companyId: number,
  where: { emailHash: string } | { id: number },
  now: Date,
): Promise<{ marked: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customerMessages)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          eq(customerMessages.companyId, companyId),
          'id' in where ? eq(customerMessages.id, where.id) : eq(customerMessages.emailHash, where.emailHash),
          eq(customerMessages.direction, 'incoming'),
          eq(customerMessages.isRead, false),
        ),
      )
      .returning({ projectId: customerMessages.projectId, customerId: customerMessages.customerId });
    const first = rows[0];
    if (first && first.customerId !== null) {
      await publishToCompany(tx, companyId, {
        type: 'customer-message',
        projectId: first.projectId,
        customerId: first.customerId,
        action: 'read',
      });
    }
    return { marked: rows.length };
  });
}

/**
 * POST /api/customer-messages/{id}/read (docs/product.md#customer-messages): the message, read if it was an unread
 * incoming one.
 */
export async function markMessageRead(db: Db, companyId: number, id: number, now: Date) {
  await getMessageOrThrow(db, companyId, id);
  await markRead(db, companyId, { id }, now);
  return toMessageAnswer(await getMessageOrThrow(db, companyId, id));
}

/** POST .../messages/read: every unread incoming message of the conversation, in one statement. */
export async function markThreadRead(
  db: Db,
  companyId: number,
  ids: { projectId: number; customerId: number },
  now: Date,
) {
  await getProjectCustomerOrThrow(db, companyId, ids.projectId, ids.customerId);
  const thread = await findThread(db, companyId, ids.projectId, ids.customerId);
  if (!thread) return { marked: 0 };
  const { marked } = await markRead(db, companyId, { emailHash: thread.emailHash }, now);
  return { marked };
}
