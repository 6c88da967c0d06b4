import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import type { DbOrTx } from '../../db/types';
import { openPrivateTestDatabase } from '../../test/test-db';

/**
 * The chat list's entries are kept by triggers (migration 0029): every new message deletes its project's entries
 * and writes them again, and a project's deletion takes its entries with it. Both find them by project alone, so
 * on an instance of many contractors they must read that project's entries only, not every company's
 * (decision 0287): each message sent was a scan of the whole table.
 */
let database: Database;
let companyId: number;
let projectIds: number[];
/** Contractors on the instance, and projects each. */
const COMPANIES = 300;
const PROJECTS = 10;
/** A few descents of each of the table's three indexes; a scan of the table reads its 3,000 entries. */
const READ_AT_MOST = 20;

beforeAll(async () => {
  // A database of its own: its statistics are this file's.
  database = await openPrivateTestDatabase();
  const db = database.db;
  const companies = (await db.execute(sql`
    insert into companies (name, email)
    select 'Builders ' || n, 'office@example.com' from generate_series(1, ${COMPANIES}) n returning id`)) as unknown as {
    rows: { id: number }[];
  };
  await db.execute(sql`
    insert into projects (company_id, name)
    select c.id, 'Project ' || n from companies c cross join generate_series(1, ${PROJECTS}) n`);
  companyId = companies.rows[COMPANIES / 2]!.id;
  const projects = (await db.execute(
    sql`select id from projects where company_id = ${companyId} order by id`,
  )) as unknown as { rows: { id: number }[] };
  projectIds = projects.rows.map((r) => r.id);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/**
 * What `write` reads of chat_list_entries: the rows of its sequential scans, and the blocks of its indexes (a
 * scan of a whole index, reading many blocks for a few entries, is as costly as one of the table).
 */
async function entriesRead(write: (tx: DbOrTx) => Promise<unknown>) {
  return database.db.transaction(async (tx) => {
    // PostgreSQL's counts of a connection's reads are those since it last reported them, which it does when idle
    // outside a transaction and at most once a second: they may still hold the setup's reads, so what counts is
    // how much `write` adds, inside one transaction, where no report happens.
    const before = await readsOfEntries(tx);
    await write(tx);
    return (await readsOfEntries(tx)) - before;
  });
}

async function readsOfEntries(tx: DbOrTx): Promise<number> {
  const res = (await tx.execute(sql`
    select pg_stat_get_xact_tuples_returned(t.relid) + (
        select sum(pg_stat_get_xact_blocks_fetched(i.indexrelid)) from pg_index i where i.indrelid = t.relid) as n
    from (select 'chat_list_entries'::regclass::oid as relid) t`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(res.rows[0]?.n ?? 0);
}

describe("the chat list's entries, kept by the triggers", () => {
  it("a new message reads its project's entries only", async () => {
    const projectId = projectIds[3]!;
    const read = await entriesRead((tx) =>
      tx.execute(sql`
        insert into project_chat_messages (company_id, project_id, content)
        values (${companyId}, ${projectId}, 'Tile arrives Monday')`),
    );
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
    const entry = (await database.db.execute(sql`
      select last_message_id from chat_list_entries where project_id = ${projectId} and kind = 'team'`)) as unknown as {
      rows: { last_message_id: number | null }[];
    };
    expect(entry.rows[0]?.last_message_id).not.toBeNull();
  });

  it("a project's deletion reads its own entries only", async () => {
    const projectId = projectIds[7]!;
    const read = await entriesRead((tx) => tx.execute(sql`delete from projects where id = ${projectId}`));
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
    const left = (await database.db.execute(
      sql`select count(*)::int as n from chat_list_entries where project_id = ${projectId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
  });
});
