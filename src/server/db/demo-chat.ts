import { sql } from 'drizzle-orm';
import { messageReadReceipts, projectChatMessages } from './schema/index';
import type { DbOrTx } from './types';

/** A demo team message: who wrote it, how long ago, who has read it. */
export type DemoChatMessage<P extends string, S extends string> = {
  project: P;
  sender: S;
  minutesAgo: number;
  readBy: S[];
  content: string;
};

/** More team conversations of the demo company, over the past days; the newest are unread for the owner. */
// biome-ignore format: one record per line
export const MORE_TEAM_CHAT: DemoChatMessage<'deck' | 'bathroom', 'owner' | 'manager' | 'employee' | 'tom' | 'luis'>[] = [
  { project: 'deck', sender: 'tom', minutesAgo: 5900, readBy: ['manager', 'owner', 'luis'], content: 'Footings are poured. Inspector signed off this morning.' },
  { project: 'deck', sender: 'manager', minutesAgo: 5880, readBy: ['tom', 'owner', 'luis'], content: 'Nice. Framing lumber arrives Thursday; Luis, can you take the delivery?' },
  { project: 'deck', sender: 'luis', minutesAgo: 5840, readBy: ['manager', 'owner'], content: 'Yes, I will be there from 7.' },
  { project: 'deck', sender: 'tom', minutesAgo: 1440, readBy: ['manager'], content: 'Ledger board is flashed and bolted. Joists go in tomorrow.' },
  { project: 'deck', sender: 'luis', minutesAgo: 240, readBy: [], content: 'We are short six joist hangers. Picking them up at the yard on the way in.' },
  { project: 'bathroom', sender: 'employee', minutesAgo: 14300, readBy: ['manager', 'owner'], content: 'Grout touch-up is scheduled for next week. I will bring the matching colour.' },
  { project: 'bathroom', sender: 'manager', minutesAgo: 600, readBy: ['employee'], content: 'Sofia asked whether we can also re-caulk the tub while we are there. I said yes.' },
];

/** Inserts demo team messages in order (ids follow time) with the read receipts of who has read them. */
export async function insertDemoChat<P extends string, S extends string>(
  tx: DbOrTx,
  companyId: number,
  messages: readonly DemoChatMessage<P, S>[],
  ids: { project: (key: P) => number; user: (key: S) => number; minutesAgo: (m: number) => Date },
): Promise<void> {
  for (const m of messages) {
    const createdAt = ids.minutesAgo(m.minutesAgo);
    const [message] = await tx
      .insert(projectChatMessages)
      .values({
        companyId,
        projectId: ids.project(m.project),
        senderId: ids.user(m.sender),
        content: m.content,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projectChatMessages.id });
    if (m.readBy.length > 0) {
      await tx.insert(messageReadReceipts).values(
        m.readBy.map((reader) => ({
          companyId,
          messageId: message!.id,
          userId: ids.user(reader),
          readAt: ids.minutesAgo(m.minutesAgo - 30),
        })),
      );
    }
  }
}

/**
 * Each member's read position in each project from the demo's receipts: the newest message they read or wrote
 * (writing in a conversation means having read it so far). What comes after stays unread.
 */
export async function setDemoReadPositions(tx: DbOrTx, companyId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into project_chat_reads (company_id, project_id, user_id, last_read_message_id, read_at)
    select m.company_id, m.project_id, u.user_id, max(m.id), ${now}
    from project_chat_messages m
    cross join lateral (
      select m.sender_id as user_id
      union select r.user_id from message_read_receipts r where r.message_id = m.id
    ) u
    where m.company_id = ${companyId} and u.user_id is not null
    group by m.company_id, m.project_id, u.user_id`);
}
