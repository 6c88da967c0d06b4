import { and, desc, eq, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_PAGE_SIZE, type chatMessageAnswer } from '#domain/contracts/chat';
import { preparedOnce, preparedSql } from '../../db/prepared';
import { projectChatMessages, storedFiles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';

/** The download route of a message's attachment. */
export const chatAttachmentUrl = (messageId: number) => `/api/chat/${messageId}/attachment`;

const m = projectChatMessages;

/** A message as the server hands it to the answer's contract (instants still Dates). */
export type ChatMessageOut = z.output<typeof chatMessageAnswer>;

/** What a conversation's page reads of each message: its sender's name and its attachment's file. */
function selectMessages(db: DbOrTx, where: SQL | undefined, limit: number | Placeholder) {
  // The (project_id, id) index walks the conversation backwards from the cursor: a page costs the same
  // whatever the conversation's length.
  return db
    .select({
      id: m.id,
      projectId: m.projectId,
      senderId: m.senderId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      content: m.content,
      fileId: m.attachmentFileId,
      fileName: storedFiles.originalName,
      fileType: storedFiles.contentType,
      fileSize: storedFiles.size,
      isEdited: m.isEdited,
      isDeleted: m.isDeleted,
      createdAt: m.createdAt,
    })
    .from(m)
    .leftJoin(users, eq(users.id, m.senderId))
    .leftJoin(storedFiles, eq(storedFiles.id, m.attachmentFileId))
    .where(where)
    .orderBy(desc(m.id))
    .limit(limit);
}

/** The newest page, prepared: the chat screen opens on it and reads it again after each message sent. */
const newestMessages = preparedOnce((db) =>
  selectMessages(
    db,
    and(eq(m.projectId, sql.placeholder('projectId')), eq(m.companyId, sql.placeholder('companyId'))),
    sql.placeholder('limit'),
  ).prepare('chat_newest_messages'),
);

/** A conversation's messages as the API answers them: newest first, `before` an id (the next page's cursor). */
export async function listChatMessages(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  page: { before?: number | undefined; limit?: number | undefined },
  extra?: SQL,
): Promise<ChatMessageOut[]> {
  const limit = page.limit ?? CHAT_PAGE_SIZE;
  const rows =
    page.before === undefined && extra === undefined
      ? await newestMessages(db).execute({ projectId, companyId, limit })
      : await selectMessages(
          db,
          and(
            eq(m.projectId, projectId),
            eq(m.companyId, companyId),
            page.before === undefined ? undefined : lt(m.id, page.before),
            extra,
          ),
          limit,
        );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    senderId: r.senderId,
    sender:
      r.username === null ? null : { firstName: r.firstName, lastName: r.lastName, username: r.username },
    // A deleted message's words and file never leave the server.
    content: r.isDeleted ? '' : r.content,
    attachment:
      r.isDeleted || r.fileId === null || r.fileName === null
        ? null
        : {
            name: r.fileName,
            contentType: r.fileType ?? 'application/octet-stream',
            size: r.fileSize ?? 0,
            url: chatAttachmentUrl(r.id),
          },
    isEdited: r.isEdited,
    isDeleted: r.isDeleted,
    createdAt: r.createdAt,
  }));
}

/** One message as the API answers it, or 404 (also for another company's message). */
export async function getChatMessageOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<ChatMessageOut> {
  const [row] = await db
    .select({ projectId: m.projectId })
    .from(m)
    .where(and(eq(m.id, id), eq(m.companyId, companyId)));
  if (!row) throw notFound('message');
  const [message] = await listChatMessages(db, companyId, row.projectId, { limit: 1 }, eq(m.id, id));
  if (!message) throw notFound('message');
  return message;
}

/** The stored row of a message (for the sender check), or 404; locked when changing it. */
export async function getChatMessageRowOrThrow(db: DbOrTx, companyId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(m)
    .where(and(eq(m.id, id), eq(m.companyId, companyId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('message');
  return row;
}

/**
 * The last message a member has read in a project (an SQL expression): their read position, else the project's
 * last message from before they joined, so a new member does not inherit the whole history as unread (and
 * counting their unread messages reads only what came after), else 0. `stored` is the position when the query
 * already joined project_chat_reads.
 */
export function readPositionSql(userId: number | Placeholder, projectId: SQL, stored?: SQL): SQL {
  const position =
    stored ??
    sql`(select r.last_read_message_id from project_chat_reads r
         where r.user_id = ${userId} and r.project_id = ${projectId})`;
  return sql`coalesce(${position}, (
    select j.id from project_chat_messages j
    where j.project_id = ${projectId} and j.created_at <= (select u.created_at from users u where u.id = ${userId})
    order by j.created_at desc limit 1), 0)`;
}

const p = sql.placeholder;

/**
 * A member's unread messages in one project: team messages after their read position (by others, not deleted)
 * plus the incoming messages of the project's current customer not yet read (the conversation its Customer
 * Messages tab and Chats show; a former customer's thread is shown nowhere, so it counts nowhere). Both counts
 * read only unread rows: the first walks the (project_id, id) index from the position, the second the partial
 * index of unread incoming messages. Prepared: the project's screen asks at every visit.
 */
const projectUnreadQuery = preparedSql(
  'project_unread',
  sql`select (
      select count(*) from project_chat_messages m
      where m.project_id = ${p('projectId')} and m.company_id = ${p('companyId')}
        and m.id > ${readPositionSql(p('userId'), sql`${p('projectId')}`)}
        and not m.is_deleted and m.sender_id is distinct from ${p('userId')}
    ) + (
      select count(*) from customer_messages c
      join projects p on p.id = c.project_id and p.customer_id = c.customer_id
      where c.company_id = ${p('companyId')} and c.project_id = ${p('projectId')}
        and c.direction = 'incoming' and not c.is_read
    ) as n`,
);

export async function countProjectUnread(
  db: DbOrTx,
  companyId: number,
  userId: number,
  projectId: number,
): Promise<number> {
  const { rows } = await projectUnreadQuery(db).execute({ companyId, userId, projectId });
  return Number(rows[0]?.n ?? 0);
}

/**
 * Every unread message of a member in the company (the sidebar's Chats badge): per project whose newest message
 * is past the member's read position (project_chat_activity, so a company's quiet projects cost nothing), the
 * team messages after the read position (one index range each), plus the unread incoming messages of each project's current
 * customer (the partial index), so the badge is the sum of the Chats entries' counts. Prepared: every screen
 * asks.
 */
const totalUnreadQuery = preparedSql(
  'total_unread',
  sql`select coalesce((
      select sum(u.n) from project_chat_activity a
      left join project_chat_reads r on r.user_id = ${p('userId')} and r.project_id = a.project_id
      cross join lateral (
        select count(*) as n from project_chat_messages m
        where m.project_id = a.project_id
          and m.id > ${readPositionSql(p('userId'), sql`a.project_id`, sql`r.last_read_message_id`)}
          and not m.is_deleted and m.sender_id is distinct from ${p('userId')}
      ) u
      -- Only projects with a message past the member's read position can have one unread.
      where a.company_id = ${p('companyId')} and a.last_message_id > coalesce(r.last_read_message_id, 0)
    ), 0) + (
      select count(*) from customer_messages c
      join projects p on p.id = c.project_id and p.customer_id = c.customer_id
      where c.company_id = ${p('companyId')} and c.direction = 'incoming' and not c.is_read
    ) as n`,
);

export async function countTotalUnread(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const { rows } = await totalUnreadQuery(db).execute({ companyId, userId });
  return Number(rows[0]?.n ?? 0);
}

/** The stored file of a message's attachment, or 404 (none, deleted, or another company's). */
export async function getChatAttachmentOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      name: storedFiles.originalName,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(m)
    .innerJoin(storedFiles, eq(storedFiles.id, m.attachmentFileId))
    .where(and(eq(m.id, id), eq(m.companyId, companyId), eq(m.isDeleted, false)));
  if (!row) throw notFound('attachment');
  return row;
}
