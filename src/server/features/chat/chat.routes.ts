import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  chatListQuery,
  chatMessageAnswer,
  chatMessageBody,
  chatPageQuery,
  chatSummaryAnswer,
  unreadCountAnswer,
} from '#domain/contracts/chat';
import { idSchema } from '#domain/contracts/common';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { downloadQuery, fileStream, sendStoredFile } from '../../http/uploads';
import { removeStoredBytes } from '../documents/stored-files';
import { getProjectOrThrow } from '../projects/projects.queries';
import { countProjectUnread, getChatAttachmentOrThrow, listChatMessages } from './chat.queries';
import {
  deleteChatMessage,
  editChatMessage,
  markMessageRead,
  markProjectRead,
  sendChatAttachment,
  sendChatMessage,
} from './chat.service';
import { countChats, listChats } from './chat-list.queries';

const projectParams = z.object({ projectId: idSchema });
const idParams = z.object({ id: idSchema });

/**
 * Project team chat (docs/product.md#team-chat): every member of the company reads and writes every project's
 * conversation (employees work on team chat too); only a message's sender edits or deletes it.
 */
export async function chatRoutes(app: FastifyInstance, { db, storage, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:projectId/chat',
    {
      schema: {
        params: projectParams,
        querystring: chatPageQuery,
        response: { 200: z.array(chatMessageAnswer) },
      },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.projectId);
      return listChatMessages(db, companyId, request.params.projectId, request.query);
    },
  );

  r.post(
    '/api/projects/:projectId/chat',
    { schema: { params: projectParams, body: chatMessageBody, response: { 201: chatMessageAnswer } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      const message = await sendChatMessage(
        db,
        actor,
        companyId,
        request.params.projectId,
        request.body.content,
        clock(),
      );
      return reply.status(201).send(message);
    },
  );

  r.post(
    '/api/projects/:projectId/chat/attachments',
    {
      config: { multipart: true },
      schema: { params: projectParams, response: { 201: chatMessageAnswer } },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      // Another company's project answers 404 before anything of the body is read.
      await getProjectOrThrow(db, companyId, request.params.projectId);
      const message = await sendChatAttachment(
        { db, storage },
        request,
        actor,
        companyId,
        request.params.projectId,
        clock(),
      );
      return reply.status(201).send(message);
    },
  );

  r.put(
    '/api/chat/:id',
    { schema: { params: idParams, body: chatMessageBody, response: { 200: chatMessageAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return editChatMessage(
        db,
        actor,
        requireCompany(actor),
        request.params.id,
        request.body.content,
        clock(),
      );
    },
  );

  r.delete(
    '/api/chat/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const key = await deleteChatMessage(db, actor, requireCompany(actor), request.params.id, clock());
      if (key) await removeStoredBytes(storage, [key], request.log);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/chat/:id/attachment',
    { schema: { params: idParams, querystring: downloadQuery, response: { 200: fileStream } } },
    async (request, reply) => {
      const file = await getChatAttachmentOrThrow(db, requireCompany(request.actor), request.params.id);
      return sendStoredFile(reply, storage, file, request.query.inline === '1');
    },
  );

  r.post(
    '/api/chat/:id/read',
    { schema: { params: idParams, response: { 200: unreadCountAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      const projectId = await markMessageRead(db, actor, companyId, request.params.id, clock());
      return { unreadCount: await countProjectUnread(db, companyId, actor.userId, projectId) };
    },
  );

  r.get(
    '/api/projects/:projectId/unread-messages',
    { schema: { params: projectParams, response: { 200: unreadCountAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      const { projectId } = request.params;
      await getProjectOrThrow(db, companyId, projectId);
      return { unreadCount: await countProjectUnread(db, companyId, actor.userId, projectId) };
    },
  );

  r.post(
    '/api/projects/:projectId/mark-read',
    { schema: { params: projectParams, response: { 200: unreadCountAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      const { projectId } = request.params;
      await markProjectRead(db, actor, companyId, projectId, clock());
      return { unreadCount: await countProjectUnread(db, companyId, actor.userId, projectId) };
    },
  );

  r.get(
    '/api/chats',
    { schema: { querystring: chatListQuery, response: { 200: z.array(chatSummaryAnswer) } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listChats(db, companyId, actor.userId, query),
        () => countChats(db, companyId, query.search),
      );
    },
  );
}
