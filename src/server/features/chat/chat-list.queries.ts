import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_LIST_PAGE_SIZE, type ChatKind, type chatSummaryAnswer } from '#domain/contracts/chat';
import { t } from '#domain/messages/all';
import { preparedSql } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { readPositionSql } from './chat.queries';

type ChatSummaryOut = z.output<typeof chatSummaryAnswer>;
type ListParams = { search?: string | undefined; limit?: number | undefined; offset?: number | undefined };

/** How much of the latest message the list shows. */
const PREVIEW_LENGTH = 120;

const p = sql.placeholder;

/** What a search matches anywhere in a project's name: its wildcards and backslashes taken literally. */
const searchPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** A customer's name as the screens write it ('Customer' when both parts are empty). */
const customerNameSql = (alias: string) =>
  sql`coalesce(nullif(trim(concat_ws(' ', ${sql.raw(`${alias}.first_name`)}, ${sql.raw(`${alias}.last_name`)})), ''), ${p('unnamedCustomer')}::text)`;

/** A member's name as the chat writes it. */
const memberNameSql = (alias: string) =>
  sql`coalesce(nullif(trim(concat_ws(' ', ${sql.raw(`${alias}.first_name`)}, ${sql.raw(`${alias}.last_name`)})), ''), ${sql.raw(`${alias}.username`)}, ${p('formerMember')}::text)`;

/** The chat list's statement, with or without a search of the project names: both prepared once. */
const chatListSql = (search: SQL) => sql`
    with entries as (
      select e.kind, e.project_id as id, p.name, e.customer_id, e.last_message_id as m_id, e.active_at
      from chat_list_entries e join projects p on p.id = e.project_id
      where e.company_id = ${p('companyId')} ${search}
      -- A project's two entries side by side when neither has a message: team first. Written as the index is
      -- (nulls last on the columns that have none), so the page is read from it in order.
      order by e.active_at desc nulls last, e.project_id desc nulls last, e.kind desc nulls last
      limit ${p('limit')} offset ${p('offset')}
    )
    select e.kind, e.id as "projectId", e.name as "projectName",
      case when e.kind = 'customer' then
        (select json_build_object('id', cu.id, 'name', ${customerNameSql('cu')})
          from customers cu where cu.id = e.customer_id and cu.company_id = ${p('companyId')})
      end as customer,
      case when e.kind = 'team' then
        (select count(*) from project_chat_messages m
          where m.project_id = e.id
            and m.id > ${readPositionSql(p('userId'), sql`e.id`)}
            and not m.is_deleted and m.sender_id is distinct from ${p('userId')})
      else
        (select count(*) from customer_messages cu
          where cu.company_id = ${p('companyId')} and cu.project_id = e.id and cu.customer_id = e.customer_id
            and cu.direction = 'incoming' and not cu.is_read)
      end::int as "unreadCount",
      case when e.m_id is null then null
      when e.kind = 'customer' then
        (select json_build_object(
          'preview', left(coalesce(nullif(cm.content, ''), cm.attachment, ''), ${PREVIEW_LENGTH}),
          'senderName', case when cm.direction = 'incoming' then ${customerNameSql('cu')} else ${memberNameSql('su')} end,
          'createdAt', cm.created_at)
        from customer_messages cm
        left join customers cu on cu.id = cm.customer_id
        left join users su on su.id = cm.sender_id
        where cm.id = e.m_id)
      else
        (select json_build_object(
          'preview', left(coalesce(nullif(m.content, ''), m.attachment, ''), ${PREVIEW_LENGTH}),
          'senderName', ${memberNameSql('u')},
          'createdAt', m.created_at)
        from project_chat_messages m left join users u on u.id = m.sender_id
        where m.id = e.m_id)
      end as latest
    from entries e
    order by e.active_at desc nulls last, e.id desc, e.kind desc`;
const chatListQuery = preparedSql('chat_list', chatListSql(sql``));
/** A search matches anywhere in the project's name (searchPattern). */
const searchCondition = sql`and p.name ilike ${p('search')}`;
const chatSearchQuery = preparedSql('chat_list_search', chatListSql(searchCondition));

/**
 * The chat list (GET /api/chats): every conversation of the company's projects by latest activity. A project has
 * two: its team chat, and, when it has a customer, its conversation with that customer (what its Customer
 * Messages tab shows: the current customer's thread). Each entry carries its own newest message and its own
 * unread count. The entries and their newest messages are kept by the database (chat_list_entries, decision 0276):
 * a page is read in order from their index, and the unread counts and previews are looked up for its entries only.
 */
export async function listChats(
  db: DbOrTx,
  companyId: number,
  userId: number,
  params: ListParams,
): Promise<ChatSummaryOut[]> {
  const values = {
    companyId,
    userId,
    limit: params.limit ?? CHAT_LIST_PAGE_SIZE,
    offset: params.offset ?? 0,
    unnamedCustomer: t('chat:list.unnamedCustomer'),
    formerMember: t('chat:list.formerMember'),
  };
  const result = (await (params.search
    ? chatSearchQuery(db).execute({ ...values, search: searchPattern(params.search) })
    : chatListQuery(db).execute(values))) as unknown as {
    rows: {
      kind: ChatKind;
      projectId: number;
      projectName: string;
      customer: { id: number; name: string } | string | null;
      unreadCount: number;
      latest: { preview: string; senderName: string; createdAt: string } | string | null;
    }[];
  };
  // json comes back parsed from pg and as text from some drivers' raw results.
  const parsed = <T>(value: T | string | null): T | null =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return result.rows.map((r) => {
    const latest = parsed(r.latest);
    return {
      kind: r.kind,
      projectId: r.projectId,
      projectName: r.projectName,
      customer: parsed(r.customer),
      unreadCount: Number(r.unreadCount),
      latest: latest
        ? { preview: latest.preview, senderName: latest.senderName, createdAt: new Date(latest.createdAt) }
        : null,
    };
  });
}

const countChatsSql = (search: SQL) =>
  sql`select (count(*) + count(p.customer_id))::int as n from projects p
      where p.company_id = ${p('companyId')} ${search}`;
const countChatsQuery = preparedSql('chat_count', countChatsSql(sql``));
const countSearchQuery = preparedSql('chat_count_search', countChatsSql(searchCondition));

/** How many conversations the chat list has (x-total-count of a page): one per project, one per customer. */
export async function countChats(db: DbOrTx, companyId: number, search: string | undefined): Promise<number> {
  const { rows } = await (search
    ? countSearchQuery(db).execute({ companyId, search: searchPattern(search) })
    : countChatsQuery(db).execute({ companyId }));
  return Number(rows[0]?.n ?? 0);
}
