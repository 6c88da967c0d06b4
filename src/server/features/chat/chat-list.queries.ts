import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_LIST_PAGE_SIZE, type ChatKind, type chatSummaryAnswer } from '../../../domain/contracts/chat';
import type { DbOrTx } from '../../db/types';
import { readPositionSql } from './chat.queries';

type ChatSummaryOut = z.output<typeof chatSummaryAnswer>;
type ListParams = { search?: string | undefined; limit?: number | undefined; offset?: number | undefined };

/** How much of the latest message the list shows. */
const PREVIEW_LENGTH = 120;

const searchCondition = (search: string | undefined) =>
  search ? sql`and p.name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;

/**
 * The chat list (GET /api/chats): the company's projects by latest activity, each with its newest team or
 * customer message (whichever is newer; RULINGS: that message's kind is the list's label) and the member's
 * unread count. Each project costs a few index probes: the newest team message from the end of its
 * (project_id, id) range, the newest customer message from (project_id, created_at), and the unread counts only
 * for the page's projects.
 */
export async function listChats(
  db: DbOrTx,
  companyId: number,
  userId: number,
  params: ListParams,
): Promise<ChatSummaryOut[]> {
  const limit = params.limit ?? CHAT_LIST_PAGE_SIZE;
  const offset = params.offset ?? 0;
  const result = (await db.execute(sql`
    with latest as (
      select p.id, p.name, t.id as t_id, t.created_at as t_at, c.id as c_id, c.created_at as c_at,
        greatest(t.created_at, c.created_at) as active_at
      from projects p
      left join lateral (
        select m.id, m.created_at from project_chat_messages m
        where m.project_id = p.id and not m.is_deleted order by m.id desc limit 1
      ) t on true
      left join lateral (
        select cm.id, cm.created_at from customer_messages cm
        where cm.project_id = p.id order by cm.created_at desc, cm.id desc limit 1
      ) c on true
      where p.company_id = ${companyId} ${searchCondition(params.search)}
      order by active_at desc nulls last, p.id desc
      limit ${limit} offset ${offset}
    )
    select l.id as "projectId", l.name as "projectName",
      (
        (select count(*) from project_chat_messages m
          where m.project_id = l.id
            and m.id > ${readPositionSql(userId, sql`l.id`)}
            and not m.is_deleted and m.sender_id is distinct from ${userId})
        + (select count(*) from customer_messages cu
          where cu.company_id = ${companyId} and cu.project_id = l.id
            and cu.direction = 'incoming' and not cu.is_read)
      )::int as "unreadCount",
      case when l.c_at is not null and (l.t_at is null or l.c_at > l.t_at) then 'customer'
           when l.t_at is not null then 'team' end as kind,
      case when l.c_at is not null and (l.t_at is null or l.c_at > l.t_at) then
        (select json_build_object(
          'preview', left(coalesce(nullif(cm.content, ''), cm.attachment, ''), ${PREVIEW_LENGTH}),
          'senderName', case when cm.direction = 'incoming'
            then coalesce(nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), ''), 'Customer')
            else coalesce(nullif(trim(concat_ws(' ', su.first_name, su.last_name)), ''), su.username, 'Former member') end,
          'createdAt', cm.created_at)
        from customer_messages cm
        left join customers cu on cu.id = cm.customer_id
        left join users su on su.id = cm.sender_id
        where cm.id = l.c_id)
      when l.t_at is not null then
        (select json_build_object(
          'preview', left(coalesce(nullif(m.content, ''), m.attachment, ''), ${PREVIEW_LENGTH}),
          'senderName', coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, 'Former member'),
          'createdAt', m.created_at)
        from project_chat_messages m left join users u on u.id = m.sender_id
        where m.id = l.t_id)
      end as latest
    from latest l
    order by l.active_at desc nulls last, l.id desc`)) as unknown as {
    rows: {
      projectId: number;
      projectName: string;
      unreadCount: number;
      kind: ChatKind | null;
      latest: { preview: string; senderName: string; createdAt: string } | string | null;
    }[];
  };
  return result.rows.map((r) => {
    // json comes back parsed from pg and as text from some drivers' raw results.
    const latest = typeof r.latest === 'string' ? JSON.parse(r.latest) : r.latest;
    return {
      projectId: r.projectId,
      projectName: r.projectName,
      unreadCount: Number(r.unreadCount),
      latest:
        latest && r.kind
          ? {
              kind: r.kind,
              preview: latest.preview,
              senderName: latest.senderName,
              createdAt: new Date(latest.createdAt),
            }
          : null,
    };
  });
}

/** How many projects the chat list has (x-total-count of a page). */
export async function countChats(db: DbOrTx, companyId: number, search: string | undefined): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from projects p where p.company_id = ${companyId} ${searchCondition(search)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
