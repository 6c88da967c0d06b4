import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { projectChatMessages, projectChatReads } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { countProjectUnread, listChatMessages } from './chat.queries';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The plan of a statement with sequential scans disabled: only an index that fits can serve it. */
async function planOf(statement: ReturnType<typeof sql>) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql`explain (costs off) ${statement}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return res.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the chat queries', () => {
  it("read a page and the unread messages through the conversation's (project_id, id) index", async () => {
    const page = await planOf(
      sql`select id from project_chat_messages where project_id = 1 and company_id = 1 and id < 500 order by id desc limit 50`,
    );
    expect(page).toContain('project_chat_messages_project_id_id_idx');
    const unread = await planOf(sql`select count(*) from project_chat_messages m
      where m.project_id = 1 and m.company_id = 1 and m.id > 400 and not m.is_deleted`);
    expect(unread).toContain('project_chat_messages_project_id_id_idx');
    expect(unread).toMatch(/Index Cond: \(\(project_id = 1\) AND \(id > 400\)\)/);
  });

  it('count only what comes after the read position', async () => {
    const c = await createCompany(database.db);
    const p = await aProject(database.db, c.id, { name: 'Deck' });
    const rows = await database.db
      .insert(projectChatMessages)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          companyId: c.id,
          projectId: p!.id,
          senderId: c.manager.id,
          content: `m${i}`,
        })),
      )
      .returning({ id: projectChatMessages.id });
    expect(await countProjectUnread(database.db, c.id, c.employee.id, p!.id)).toBe(30);
    await database.db.insert(projectChatReads).values({
      companyId: c.id,
      projectId: p!.id,
      userId: c.employee.id,
      lastReadMessageId: rows[24]!.id,
    });
    expect(await countProjectUnread(database.db, c.id, c.employee.id, p!.id)).toBe(5);
    expect(await countProjectUnread(database.db, c.id, c.manager.id, p!.id)).toBe(0);
    const page = await listChatMessages(database.db, c.id, p!.id, { before: rows[10]!.id, limit: 3 });
    expect(page.map((m) => m.content)).toEqual(['m9', 'm8', 'm7']);
  });
});
