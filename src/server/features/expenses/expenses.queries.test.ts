import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { expenses } from '../../db/schema/index';
import { createCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { countExpenses, expenseSearchText, listExpenses } from './expenses.queries';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the expenses search', () => {
  it('is served by the trigram index of migration 0010 (the query and the index use the same expression)', async () => {
    // With sequential scans disabled, only an index on exactly this expression can answer the condition.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(
        sql`explain (costs off) select ${expenses.id} from ${expenses} where ${expenseSearchText} ilike '%lumber%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return res.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('expenses_search_text_trgm_idx');
  });

  it('matches the description or the vendor, within one field only', async () => {
    const company = await createCompany(database.db);
    await database.db.insert(expenses).values([
      { companyId: company.id, description: 'Lumber delivery', vendor: 'Alpine Supply', amount: '10.00' },
      { companyId: company.id, description: 'Permit\nfee', vendor: null, amount: '20.00' },
    ]);
    const found = async (search: string) =>
      (await listExpenses(database.db, company.id, { search })).map((e) => e.description);
    expect(await found('DELIVERY')).toEqual(['Lumber delivery']);
    expect(await found('alpine sup')).toEqual(['Lumber delivery']);
    expect(await found('delivery\nalpine')).toEqual([]);
    expect(await found('permit\nfee')).toEqual(['Permit\nfee']);
    expect(await found('%')).toEqual([]);
    expect(await countExpenses(database.db, company.id, { search: 'delivery\nalpine' })).toBe(0);
    expect(await countExpenses(database.db, company.id, { search: 'e' })).toBe(2);
  });
});
