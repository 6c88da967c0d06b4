import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerMessageCalls, MAX_INBOUND_MAIL_BYTES } from '#domain/contracts/customer-messages';
import { t } from '#domain/messages/all';
import { customerMessages, customerThreads } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors';
import { serve } from '../../http/serve';
import { publishToCompany } from '../../live-updates/live-events';
import { insertMessage, lockThread } from './customer-messages.queries';
import { type InboundMail, parseInboundPayload, threadHashOf } from './inbound-mail';
import { visibleReply } from './reply-text';

/** The header a provider sends the secret in; providers that only take a URL use `?secret=`. */
export const INBOUND_SECRET_HEADER = 'x-inbound-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries the configured secret. SHA-256 digests of equal length are compared in constant
 * time, so neither the secret's length nor its characters leak through timing.
 */
function hasSecret(request: FastifyRequest, secret: string): boolean {
  const header = request.headers[INBOUND_SECRET_HEADER];
  const given = typeof header === 'string' ? header : (request.query as { secret?: unknown }).secret;
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The fields of a multipart/form-data post (Mailgun's routes post their parsed message so), as the JSON
 * contract reads them. Attachments are read through and dropped: replies keep their text only.
 */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fieldSize: MAX_INBOUND_MAIL_BYTES, fields: 200, files: 50, fileSize: MAX_INBOUND_MAIL_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        for await (const _ of part.file) {
          // Discarded.
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_')) throw new AppError(413, t('customerMessages:inbound.tooLarge'));
    throw badRequest(t('customerMessages:inbound.formUnreadable'));
  }
  return fields;
}

/** Stores the reply of an inbound mail in its thread (found by the reply address) and tells the company. */
async function storeReply(db: Db, mail: InboundMail) {
  if (mail.recipients.length === 0) throw badRequest(t('customerMessages:inbound.noRecipient'));
  const emailHash = threadHashOf(mail.recipients);
  if (!emailHash) throw notFound('conversation');
  const content = visibleReply(mail.text);
  if (!content) throw badRequest(t('customerMessages:inbound.emptyText'));
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select()
      .from(customerThreads)
      .where(eq(customerThreads.emailHash, emailHash))
      .limit(1);
    if (!thread) throw notFound('conversation');
    const externalId = mail.messageId?.slice(0, 1000) ?? null;
    if (externalId) {
      // Providers post a mail again when they did not hear our answer: the second time changes nothing. Under
      // the thread's lock, two posts of one mail at once cannot both store it.
      await lockThread(tx, thread.id);
      const [seen] = await tx
        .select({ id: customerMessages.id })
        .from(customerMessages)
        .where(and(eq(customerMessages.emailHash, emailHash), eq(customerMessages.externalId, externalId)));
      if (seen) return { id: seen.id, projectId: thread.projectId };
    }
    const message = await insertMessage(tx, thread, { direction: 'incoming', content, externalId });
    await publishToCompany(tx, thread.companyId, {
      type: 'customer-message',
      projectId: thread.projectId,
      customerId: thread.customerId,
      action: 'created',
    });
    return { id: message.id, projectId: thread.projectId };
  });
}

/**
 * POST /api/inbound-mail: the webhook a mail provider calls with each mail sent to a reply address
 * (docs/product.md#customer-messages: replies arrive as incoming messages; the webhook is protected by a secret). Off
 * (404) without INBOUND_MAIL_SECRET; 401 without the right secret, checked before the body is read. Takes a
 * provider's JSON, its form post (multipart/form-data or application/x-www-form-urlencoded: Mailgun's routes post
 * either, with the same fields) or the raw MIME message as message/rfc822, up to MAX_INBOUND_MAIL_BYTES (every other
 * route keeps 1 MB). Registered in a plugin of its own, so the message/rfc822 and form parsers exist for this route
 * only.
 */
export async function inboundMailRoutes(app: FastifyInstance, { config }: Deps): Promise<void> {
  await app.register(async (inbound) => {
    inbound.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: MAX_INBOUND_MAIL_BYTES },
      (_request, body, done) => done(null, body),
    );
    // The fields as the JSON contract reads them; a field given twice keeps its last value, as in multipartFields.
    inbound.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_INBOUND_MAIL_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    serve(
      inbound,
      customerMessageCalls.inboundMail,
      async (request) =>
        storeReply(
          request.db,
          await parseInboundPayload(request.isMultipart() ? await multipartFields(request) : request.body),
        ),
      {
        config: { public: true, rawMail: true, multipart: true, formUrlEncoded: true },
        bodyLimit: MAX_INBOUND_MAIL_BYTES,
        onRequest: async (request) => {
          const secret = config.inboundMailSecret;
          if (!secret) throw new AppError(404, t('errors:notFound.any'));
          if (!hasSecret(request, secret)) throw unauthorized(t('customerMessages:inbound.badSecret'));
        },
      },
    );
  });
}
