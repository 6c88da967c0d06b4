import '#domain/messages/load/chat';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent, streamAnswer } from './answers';
import { optionalText, recordId, requiredText, wholeNumber } from './common';
import { declareCall } from './declare';
import { downloadQuery } from './documents';

/** The longest chat message; a long site report fits, a pasted book does not. */
export const MAX_MESSAGE_LENGTH = 5000;
/** A conversation's page when the caller does not say (and the most it may ask for). */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;
/** The chat list's page when the caller does not say (and the most it may ask for). */
export const CHAT_LIST_PAGE_SIZE = 50;

/** POST /api/projects/{projectId}/chat and PUT /api/chat/{id}. */
export const chatMessageBody = z.object({
  content: requiredText(
    lazyText('chat:fields.message'),
    MAX_MESSAGE_LENGTH,
    lazyText('chat:fields.messageRequired'),
  ),
});
export type ChatMessageBody = z.input<typeof chatMessageBody>;

/**
 * The form fields of POST /api/projects/{projectId}/chat/attachments (multipart, sent before the file): the
 * message's text, optional since the photo or PDF may say it all.
 */
export const chatAttachmentFields = z.object({ content: optionalText(MAX_MESSAGE_LENGTH) });

/**
 * GET /api/projects/{projectId}/chat: newest first, one page at a time; `before` is the id of the oldest message
 * the caller has (the next page holds older ones). Without parameters: the newest page.
 */
export const chatPageQuery = z.object({
  before: recordId(lazyText('chat:beforeMessageId')).optional(),
  limit: wholeNumber(1, CHAT_PAGE_MAX).optional(),
});

/** GET /api/chats: the company's project conversations (team and customer) by latest activity, paged. */
export const chatListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: wholeNumber(1, CHAT_PAGE_MAX).optional(),
  offset: wholeNumber(0, 1_000_000).optional(),
});

// Answers

/** A message's photo or PDF; `url` downloads it (`?inline=1` shows it in the page). */
export const chatAttachmentAnswer = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});
export type ChatAttachment = Answer<typeof chatAttachmentAnswer>;

/**
 * A team chat message. `sender` is null when the member's account was deleted ('Former member'). A deleted
 * message keeps its place in the conversation but never its content or attachment.
 */
export const chatMessageAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  senderId: z.number().nullable(),
  sender: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), username: z.string() })
    .nullable(),
  content: z.string(),
  attachment: chatAttachmentAnswer.nullable(),
  isEdited: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: instant,
});
export type ChatMessage = Answer<typeof chatMessageAnswer>;

/** GET /api/projects/{id}/unread-messages, and the answer of the read calls. */
export const unreadCountAnswer = z.object({ unreadCount: z.number() });
export type UnreadCount = Answer<typeof unreadCountAnswer>;

/**
 * The conversations a project has: its team chat and, when it has a customer, the conversation with that customer
 * (the Customer Messages tab). Each is its own entry of the chat list, labelled Team or Customer
 * (docs/product.md#team-chat: the label is the kind of the latest message, always the entry's own kind).
 */
export const chatKinds = ['team', 'customer'] as const;
export type ChatKind = (typeof chatKinds)[number];

/**
 * One conversation in the chat list (GET /api/chats): a project's team chat, or its conversation with its customer
 * (`customer` set). `unreadCount` counts that conversation only: team messages after the member's read position,
 * or the customer's incoming messages not yet read.
 */
export const chatSummaryAnswer = z.object({
  kind: z.enum(chatKinds),
  projectId: z.number(),
  projectName: z.string(),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
  unreadCount: z.number(),
  latest: z
    .object({
      /** The start of the text (or the attachment's name). */
      preview: z.string(),
      senderName: z.string(),
      createdAt: instant,
    })
    .nullable(),
});
export type ChatSummary = Answer<typeof chatSummaryAnswer>;

/**
 * Project team chat's calls (docs/product.md#team-chat). A 'chat' notice refreshes the project's conversation and
 * unread count, the chat list and the unread total; a 'customer-message' notice the unread counts and the list.
 */
export const chatCalls = {
  messages: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/chat',
    query: chatPageQuery,
    answers: { 200: z.array(chatMessageAnswer) },
    live: ['chat'],
  }),
  send: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/chat',
    body: chatMessageBody,
    answers: { 201: chatMessageAnswer },
  }),
  /** Multipart: the fields of chatAttachmentFields, then the file; the handler reads the body itself. */
  sendAttachment: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/chat/attachments',
    answers: { 201: chatMessageAnswer },
  }),
  edit: declareCall({
    method: 'PUT',
    path: '/api/chat/:id',
    body: chatMessageBody,
    answers: { 200: chatMessageAnswer },
  }),
  remove: declareCall({ method: 'DELETE', path: '/api/chat/:id', answers: { 204: noContent } }),
  /** The file's bytes (a stream on the server). */
  attachment: declareCall({
    method: 'GET',
    path: '/api/chat/:id/attachment',
    query: downloadQuery,
    answers: { 200: streamAnswer },
  }),
  markMessageRead: declareCall({
    method: 'POST',
    path: '/api/chat/:id/read',
    answers: { 200: unreadCountAnswer },
  }),
  projectUnread: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/unread-messages',
    answers: { 200: unreadCountAnswer },
    live: ['chat', 'customer-message'],
  }),
  markProjectRead: declareCall({
    method: 'POST',
    path: '/api/projects/:projectId/mark-read',
    answers: { 200: unreadCountAnswer },
  }),
  list: declareCall({
    method: 'GET',
    path: '/api/chats',
    query: chatListQuery,
    answers: { 200: z.array(chatSummaryAnswer) },
    paged: true,
    live: ['chat', 'customer-message'],
  }),
};
