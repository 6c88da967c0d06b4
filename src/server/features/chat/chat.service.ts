import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { chatAttachmentFields } from '#domain/contracts/chat';
import { t } from '#domain/messages/all';
import { messageReadReceipts, projectChatMessages, storedFiles } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, forbidden } from '../../http/errors';
import { receiveUpload } from '../../http/uploads';
import { publishLive, publishToCompany } from '../../live-updates/live-events';
import type { FileStore } from '../../storage/file-store';
import { insertStoredFile } from '../documents/stored-files';
import { getProjectOrThrow } from '../projects/projects.queries';
import { getChatMessageOrThrow, getChatMessageRowOrThrow } from './chat.queries';

/** Posts a team message to a project's conversation; every member of the company takes part. */
export async function sendChatMessage(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  content: string,
  now: Date,
) {
  const id = await db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, projectId);
    const [row] = await tx
      .insert(projectChatMessages)
      .values({ companyId, projectId, senderId: actor.userId, content, createdAt: now, updatedAt: now })
      .returning({ id: projectChatMessages.id });
    await publishToCompany(tx, companyId, { type: 'chat', projectId, action: 'created' });
    return row!.id;
  });
  return getChatMessageOrThrow(db, companyId, id);
}

/**
 * Posts a message with a photo or PDF: the file is streamed into the store first (the project checked before a
 * byte is kept), then its stored_files row and the message are written in one transaction; if that fails, the
 * stored bytes are removed.
 */
export async function sendChatAttachment(
  deps: { db: Db; storage: FileStore },
  request: FastifyRequest,
  actor: Actor,
  companyId: number,
  projectId: number,
  now: Date,
) {
  const { db, storage } = deps;
  const { fields, file } = await receiveUpload(
    request,
    storage,
    companyId,
    chatAttachmentFields,
    async () => {
      await getProjectOrThrow(db, companyId, projectId);
    },
  );
  try {
    const id = await db.transaction(async (tx) => {
      const fileId = await insertStoredFile(tx, companyId, actor.userId, file, now);
      const [row] = await tx
        .insert(projectChatMessages)
        .values({
          companyId,
          projectId,
          senderId: actor.userId,
          content: fields.content ?? '',
          attachment: file.originalName,
          attachmentFileId: fileId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projectChatMessages.id });
      await publishToCompany(tx, companyId, { type: 'chat', projectId, action: 'created' });
      return row!.id;
    });
    return getChatMessageOrThrow(db, companyId, id);
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}

/** The message, locked, if the caller sent it (only the sender edits or deletes, docs/product.md#team-chat); else 403. */
async function ownMessage(tx: DbOrTx, actor: Actor, companyId: number, id: number) {
  const row = await getChatMessageRowOrThrow(tx, companyId, id, true);
  if (row.senderId !== actor.userId) throw forbidden(t('chat:onlySender'));
  if (row.isDeleted) throw conflict(t('chat:messageDeleted'));
  return row;
}

/** Changes the text of one's own message; it is then shown as edited. */
export async function editChatMessage(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  content: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await ownMessage(tx, actor, companyId, id);
    await tx
      .update(projectChatMessages)
      .set({ content, isEdited: true, updatedAt: now })
      .where(eq(projectChatMessages.id, id));
    await publishToCompany(tx, companyId, { type: 'chat', projectId: row.projectId, action: 'edited' });
  });
  return getChatMessageOrThrow(db, companyId, id);
}

/**
 * Soft-deletes one's own message: it keeps its place ('This message has been deleted') but its text is emptied
 * and its file removed, so nothing of it can be read again. Answers the storage key whose bytes the caller
 * removes after the commit.
 */
export async function deleteChatMessage(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await ownMessage(tx, actor, companyId, id);
    await tx
      .update(projectChatMessages)
      .set({ content: '', attachment: null, attachmentFileId: null, isDeleted: true, updatedAt: now })
      .where(eq(projectChatMessages.id, id));
    let key: string | null = null;
    if (row.attachmentFileId !== null) {
      const [file] = await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.id, row.attachmentFileId), eq(storedFiles.companyId, companyId)))
        .returning({ key: storedFiles.storageKey });
      key = file?.key ?? null;
    }
    await publishToCompany(tx, companyId, { type: 'chat', projectId: row.projectId, action: 'deleted' });
    return key;
  });
}

/**
 * Moves the member's read position in a project forward to `upTo` (never back) and, when it moved, tells the
 * member's other browsers (a read matters only to the reader).
 */
async function advanceReadPosition(
  tx: DbOrTx,
  companyId: number,
  userId: number,
  projectId: number,
  upTo: SQL | number,
  now: Date,
) {
  const result = (await tx.execute(sql`
    insert into project_chat_reads (company_id, project_id, user_id, last_read_message_id, read_at)
    values (${companyId}, ${projectId}, ${userId}, ${upTo}, ${now})
    on conflict (user_id, project_id, company_id) do update
      set last_read_message_id = excluded.last_read_message_id, read_at = excluded.read_at
      where project_chat_reads.last_read_message_id < excluded.last_read_message_id
    returning last_read_message_id`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) {
    await publishLive(tx, { companyId, userId, event: { type: 'chat', projectId, action: 'read' } });
  }
}

/** Opening a conversation: everything in it up to its newest message is read. */
export async function markProjectRead(db: Db, actor: Actor, companyId: number, projectId: number, now: Date) {
  await db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, projectId);
    // max(id) of one project is the last entry of its (project_id, id) index range.
    const newest = sql`coalesce((select max(id) from project_chat_messages where project_id = ${projectId}), 0)`;
    await advanceReadPosition(tx, companyId, actor.userId, projectId, newest, now);
  });
}

/** One message read: its receipt (one per member and message) and the read position moved up to it. */
export async function markMessageRead(db: Db, actor: Actor, companyId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await getChatMessageRowOrThrow(tx, companyId, id);
    await tx
      .insert(messageReadReceipts)
      .values({ companyId, messageId: id, userId: actor.userId, readAt: now })
      .onConflictDoNothing({
        target: [messageReadReceipts.messageId, messageReadReceipts.userId, messageReadReceipts.companyId],
      });
    await advanceReadPosition(tx, companyId, actor.userId, row.projectId, id, now);
    return row.projectId;
  });
}
