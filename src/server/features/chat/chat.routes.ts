import type { FastifyInstance } from 'fastify';
import { chatCalls } from '#domain/contracts/chat';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
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

/**
 * Project team chat (docs/product.md#team-chat): every member of the company reads and writes every project's
 * conversation (employees work on team chat too); only a message's sender edits or deletes it.
 */
export async function chatRoutes(app: FastifyInstance, { storage, clock }: Deps): Promise<void> {
  serve(app, chatCalls.messages, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.projectId);
    return listChatMessages(request.db, companyId, request.params.projectId, request.query);
  });

  serve(app, chatCalls.send, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(actor);
    return sendChatMessage(
      request.db,
      actor,
      companyId,
      request.params.projectId,
      request.body.content,
      clock(),
    );
  });

  serve(
    app,
    chatCalls.sendAttachment,
    async (request) => {
      const actor = requireActor(request.actor);
      const companyId = requireCompany(actor);
      // Another company's project answers 404 before anything of the body is read.
      await getProjectOrThrow(request.db, companyId, request.params.projectId);
      return sendChatAttachment(
        { db: request.db, storage },
        request,
        actor,
        companyId,
        request.params.projectId,
        clock(),
      );
    },
    { config: { multipart: true } },
  );

  serve(app, chatCalls.edit, async (request) => {
    const actor = requireActor(request.actor);
    return editChatMessage(
      request.db,
      actor,
      requireCompany(actor),
      request.params.id,
      request.body.content,
      clock(),
    );
  });

  serve(app, chatCalls.remove, async (request) => {
    const actor = requireActor(request.actor);
    const key = await deleteChatMessage(request.db, actor, requireCompany(actor), request.params.id, clock());
    if (key) await removeStoredBytes(storage, [key], request.log);
  });

  // The declaration's answer is the file's bytes; the server streams them (never buffered whole).
  serve(app, chatCalls.attachment, async (request, reply) => {
    const file = await getChatAttachmentOrThrow(request.db, requireCompany(request.actor), request.params.id);
    return sendStoredFile(reply, storage, file, request.query.inline === '1');
  });

  serve(app, chatCalls.markMessageRead, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(actor);
    const projectId = await markMessageRead(request.db, actor, companyId, request.params.id, clock());
    return { unreadCount: await countProjectUnread(request.db, companyId, actor.userId, projectId) };
  });

  serve(app, chatCalls.projectUnread, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(actor);
    const { projectId } = request.params;
    await getProjectOrThrow(request.db, companyId, projectId);
    return { unreadCount: await countProjectUnread(request.db, companyId, actor.userId, projectId) };
  });

  serve(app, chatCalls.markProjectRead, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(actor);
    const { projectId } = request.params;
    await markProjectRead(request.db, actor, companyId, projectId, clock());
    return { unreadCount: await countProjectUnread(request.db, companyId, actor.userId, projectId) };
  });

  serve(app, chatCalls.list, async (request, reply) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(actor);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listChats(request.db, companyId, actor.userId, query),
      () => countChats(request.db, companyId, query.search),
    );
  });
}
