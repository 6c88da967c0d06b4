import '#domain/messages/load/customer-messages';
import { z } from 'zod';
import { messageDirections } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, streamAnswer } from './answers';
import { optionalText, recordId, requiredText, wholeNumber } from './common';
import { declareCall } from './declare';

/** The longest message, typed or arrived by mail (a long site report fits, a pasted book does not). */
export const MAX_CUSTOMER_MESSAGE_LENGTH = 5000;
/** A conversation's page when the caller does not say, and the most it may ask for. */
export const CUSTOMER_MESSAGES_PAGE_SIZE = 50;
export const CUSTOMER_MESSAGES_PAGE_MAX = 100;

/** Sentences of customer messages, shared by the server and the screens (looked up when read). */
export const customerMessageTexts = {
  noCustomerEmail: lazyText('customerMessages:noCustomerEmail'),
  notProjectCustomer: lazyText('errors:notFound.customer'),
  linkInvalid: lazyText('customerMessages:linkInvalid'),
  tooMany: lazyText('customerMessages:tooMany'),
} as const;

/** A public link's token (43 base64url characters when real; anything else is simply not found). */
export const publicThreadParams = z.object({ token: z.string().max(200) });

/** POST /api/projects/{projectId}/customers/{customerId}/messages: the text and an optional attachment's file name. */
export const customerMessageBody = z.object({
  content: requiredText(
    lazyText('customerMessages:fields.message'),
    MAX_CUSTOMER_MESSAGE_LENGTH,
    lazyText('customerMessages:fields.messageRequired'),
  ),
  attachment: optionalText(255),
});
export type CustomerMessageBody = z.input<typeof customerMessageBody>;

/** POST /api/public/messages/{token}: the customer's reply on the public page. */
export const publicReplyBody = z.object({
  content: requiredText(
    lazyText('customerMessages:fields.message'),
    MAX_CUSTOMER_MESSAGE_LENGTH,
    lazyText('customerMessages:fields.messageRequired'),
  ),
});
export type PublicReplyBody = z.input<typeof publicReplyBody>;

/**
 * A conversation page, newest page first: `before` is the id of the oldest message the caller has; the answer
 * holds the page's messages oldest first. Without parameters: the newest page.
 */
export const customerMessagesPageQuery = z.object({
  before: recordId(lazyText('customerMessages:beforeMessageId')).optional(),
  limit: wholeNumber(1, CUSTOMER_MESSAGES_PAGE_MAX).optional(),
});

// Answers

const senderAnswer = z
  .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), username: z.string() })
  .nullable();

/** A customer message as the company's staff read it (docs/product.md#customer-messages). */
export const customerMessageAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  customerId: z.number().nullable(),
  /** The staff member who wrote an outgoing message; null for incoming ones (and deleted accounts). */
  senderId: z.number().nullable(),
  sender: senderAnswer,
  content: z.string(),
  attachment: z.string().nullable(),
  emailHash: z.string(),
  direction: z.enum(messageDirections),
  isRead: z.boolean(),
  createdAt: instant,
});
export type CustomerMessage = Answer<typeof customerMessageAnswer>;

export const customerMessagesAnswer = z.array(customerMessageAnswer);

/** The answer of a send: the message and the address it was e-mailed to. */
export const sentCustomerMessageAnswer = customerMessageAnswer.extend({ emailedTo: z.string() });
export type SentCustomerMessage = Answer<typeof sentCustomerMessageAnswer>;

/** POST .../messages/read: how many unread incoming messages became read. */
export const markedReadAnswer = z.object({ marked: z.number() });

/** A message on the public page: who wrote it in words the customer knows, never staff ids or hashes. */
export const publicMessageAnswer = z.object({
  id: z.number(),
  direction: z.enum(messageDirections),
  author: z.string(),
  content: z.string(),
  attachment: z.string().nullable(),
  createdAt: instant,
});
export type PublicMessage = Answer<typeof publicMessageAnswer>;

/** GET /api/public/messages/{token}: the company's letterhead, the project, the customer and a page of messages. */
export const publicThreadAnswer = z.object({
  company: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    /** `/api/public/messages/{token}/logo`, or null without a logo. */
    logoUrl: z.string().nullable(),
  }),
  project: z.object({ name: z.string() }),
  customer: z.object({ name: z.string() }),
  messages: z.array(publicMessageAnswer),
  /** Older messages exist before the first one given (ask with `before`). */
  hasMore: z.boolean(),
});
export type PublicThread = Answer<typeof publicThreadAnswer>;

/** POST /api/inbound-mail: the id of the stored incoming message. */
export const inboundMailAnswer = z.object({ id: z.number(), projectId: z.number() });

/** The most an inbound mail may weigh (raw MIME or JSON): a reply with a few photos attached fits. */
export const MAX_INBOUND_MAIL_BYTES = 10 * 1024 * 1024;

const mailText = z.string().max(MAX_INBOUND_MAIL_BYTES);
const mailField = z.string().max(10_000).optional();

/**
 * POST /api/inbound-mail as JSON: a provider's parsed message, or { raw } holding the whole MIME message.
 * Field names of Postmark's inbound webhook (capitalised) and of Mailgun's routes (lower case, dashed) are
 * read, and a plain { to, from, subject, text }; other fields are ignored. A raw MIME body is also taken
 * as message/rfc822 (inbound-mail.routes.ts).
 */
export const inboundJsonMail = z
  .object({
    raw: mailText.optional(),
    // Postmark
    From: mailField,
    To: mailField,
    Cc: mailField,
    OriginalRecipient: mailField,
    ToFull: z
      .array(z.object({ Email: z.string().max(1000) }))
      .max(100)
      .optional(),
    CcFull: z
      .array(z.object({ Email: z.string().max(1000) }))
      .max(100)
      .optional(),
    Subject: mailField,
    /** Postmark's id of the inbound message (the mail's own Message-ID is among Headers). */
    MessageID: mailField,
    TextBody: mailText.optional(),
    HtmlBody: mailText.optional(),
    StrippedTextReply: mailText.optional(),
    Headers: z
      .array(z.object({ Name: z.string().max(1000), Value: z.string().max(10_000) }))
      .max(1000)
      .optional(),
    // Mailgun, and plain
    recipient: mailField,
    sender: mailField,
    from: mailField,
    to: mailField,
    cc: mailField,
    subject: mailField,
    'Message-Id': mailField,
    messageId: mailField,
    'body-plain': mailText.optional(),
    'body-html': mailText.optional(),
    'stripped-text': mailText.optional(),
    text: mailText.optional(),
    html: mailText.optional(),
  })
  .refine(
    (m) =>
      m.raw !== undefined ||
      [
        m.TextBody,
        m.HtmlBody,
        m.StrippedTextReply,
        m['body-plain'],
        m['body-html'],
        m['stripped-text'],
        m.text,
        m.html,
      ].some((v) => v !== undefined),
    {
      error: lazyText('customerMessages:inbound.noText'),
      path: ['text'],
    },
  );

/** POST /api/inbound-mail: providers that only take a URL send the secret as `?secret=`. */
export const inboundMailQuery = z.object({ secret: z.string().max(500).optional() });

/**
 * A project's conversation with its customer (docs/product.md#customer-messages), its public page (no sign-in,
 * the token is the key) and the mail provider's webhook. A 'customer-message' notice refreshes the conversation
 * it names.
 */
export const customerMessageCalls = {
  /** The page's messages oldest first; `x-has-more` says whether older ones exist (ask with `before`). */
  thread: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/customers/:customerId/messages',
    query: customerMessagesPageQuery,
    answers: { 200: customerMessagesAnswer },
    live: ['customer-message'],
  }),
  send: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/customers/:customerId/messages',
    body: customerMessageBody,
    answers: { 200: sentCustomerMessageAnswer },
  }),
  markThreadRead: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/customers/:customerId/messages/read',
    answers: { 200: markedReadAnswer },
  }),
  markMessageRead: declareCall({
    method: 'POST',
    path: '/api/customer-messages/:id/read',
    answers: { 200: customerMessageAnswer },
  }),
  publicThread: declareCall({
    method: 'GET',
    path: '/api/public/messages/:token',
    params: publicThreadParams,
    query: customerMessagesPageQuery,
    answers: { 200: publicThreadAnswer },
  }),
  publicReply: declareCall({
    method: 'POST',
    path: '/api/public/messages/:token',
    params: publicThreadParams,
    body: publicReplyBody,
    answers: { 200: publicMessageAnswer },
  }),
  /** The company's logo on the public page (a stream on the server). */
  publicLogo: declareCall({
    method: 'GET',
    path: '/api/public/messages/:token/logo',
    params: publicThreadParams,
    answers: { 200: streamAnswer },
  }),
  /** The body is a provider's JSON (inboundJsonMail), a form post or message/rfc822, read by the handler. */
  inboundMail: declareCall({
    method: 'POST',
    path: '/api/inbound-mail',
    query: inboundMailQuery,
    answers: { 200: inboundMailAnswer },
  }),
};
