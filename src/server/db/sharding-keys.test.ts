import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../features/backup/backup-plan';
import { openEmptyPglite } from '../test/test-db';
import type { Database } from './open';

/**
 * The schema stays ready to be sharded by company (docs/decisions/0247-sharding-ready-keys.md): a distributed
 * database such as Citus needs the company in every business table and in every unique key, so each company's
 * rows and their uniqueness live on one node. What cannot follow the rule is listed here with its reason.
 */

/** Tables without company_id: the companies themselves, and what exists before or above any company. */
const TABLES_WITHOUT_COMPANY: Record<string, string> = {
  companies: 'the company table itself; sharded by its id (a reference table for the others)',
  login_attempts: 'counted per username and address before anyone is signed in',
  password_resets: 'a reset link is opened before anyone is signed in',
  pending_sign_ins: 'the second step of a sign-in, before a session exists',
  recovery_codes: 'belong to a user, who may be a system administrator outside any company',
  sessions: 'a session is looked up by its cookie alone, before the company is known',
  system_settings: 'one row for the whole installation',
};

/**
 * Unique keys without company_id: each is looked up by a value that arrives from outside before the company is
 * known (a link's token, an inbound mail's address, a username at sign-in), or names something shared by every
 * company. Sharded, each becomes a small lookup table from that value to its company.
 */
const GLOBAL_UNIQUE_KEYS: Record<string, string> = {
  calendar_feeds_token_hash_unique: "a calendar feed's URL carries only its token",
  customer_thread_links_token_hash_unique: "a customer's conversation link carries only its token",
  change_order_recipients_token_hash_unique: "a public change order's link carries only its token",
  estimate_recipients_token_hash_unique: "a public estimate's link carries only its token",
  invitations_token_hash_unique: "an invitation's link carries only its token",
  invoices_token_hash_unique: "a public invoice's link carries only its token",
  portal_links_token_hash_unique: "a client portal's sign-in link carries only its token",
  customer_threads_email_hash_unique: 'an inbound reply finds its conversation by the address it was sent to',
  customer_messages_email_hash_external_id_key:
    "an inbound mail's Message-ID is checked before its company is known",
  stored_files_storage_key_unique: 'a storage key names one object in a store shared by every company',
  users_username_lower_idx:
    'people sign in by username alone, and system administrators belong to no company',
};

let database: Database;

beforeAll(async () => {
  database = await openEmptyPglite();
});

afterAll(async () => {
  await database?.close();
});

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}

describe('sharding-ready keys', () => {
  it('puts company_id in every business table', async () => {
    const rows = await query<{ table_name: string; has_company: boolean }>(`
      select t.table_name, bool_or(c.column_name = 'company_id') as has_company
      from information_schema.tables t
      join information_schema.columns c using (table_schema, table_name)
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name not like '\\_\\_%'
      group by t.table_name`);
    const without = rows.filter((r) => !r.has_company).map((r) => r.table_name);
    expect(without.sort()).toEqual(Object.keys(TABLES_WITHOUT_COMPANY).sort());
  });

  it('puts company_id in every unique key but the listed global ones and the primary keys on id', async () => {
    const rows = await query<{
      table_name: string;
      index_name: string;
      columns: string[];
      is_primary: boolean;
    }>(`
      select c.relname as table_name, i.relname as index_name, ix.indisprimary as is_primary,
        array(select a.attname::text from unnest(ix.indkey) k join pg_attribute a on a.attrelid = c.oid and a.attnum = k)
          as columns
      from pg_index ix
      join pg_class i on i.oid = ix.indexrelid
      join pg_class c on c.oid = ix.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and ix.indisunique`);
    const businessKeys = rows.filter((r) => !(r.table_name in TABLES_WITHOUT_COMPANY));
    // Every primary key is the table's identity column alone (or includes company_id): see the decision for why
    // ids stay the key until the database is sharded.
    const oddPrimaryKeys = businessKeys.filter(
      (r) =>
        r.is_primary &&
        !(r.columns.length === 1 && r.columns[0] === 'id') &&
        !r.columns.includes('company_id'),
    );
    expect(oddPrimaryKeys).toEqual([]);
    const global = businessKeys
      .filter((r) => !r.is_primary && !r.columns.includes('company_id'))
      .map((r) => r.index_name);
    expect(global.sort()).toEqual(Object.keys(GLOBAL_UNIQUE_KEYS).sort());
  });
});
