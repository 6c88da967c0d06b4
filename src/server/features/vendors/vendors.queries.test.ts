import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { vendors } from '../../db/schema/index';
import { createCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { countVendors, listVendors, vendorSearchText } from './vendors.queries';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the vendor search', () => {
  it('is served by the trigram index of migration 0007 (the query and the index use the same expression)', async () => {
    // With sequential scans disabled, only an index on exactly this expression can answer the condition.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(
        sql`explain (costs off) select ${vendors.id} from ${vendors} where ${vendorSearchText} ilike '%lumber%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return res.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('vendors_search_text_trgm_idx');
  });

  it('matches within one field only: a search holding a line break never spans two fields', async () => {
    const company = await createCompany(database.db);
    await database.db.insert(vendors).values([
      { companyId: company.id, name: 'Alpine', contactPerson: 'Bea Ruiz', email: null, phone: '555-0101' },
      {
        companyId: company.id,
        name: 'Cedar\nSupply',
        contactPerson: null,
        email: 'c@cedar.example',
        phone: null,
      },
    ]);
    const names = async (search: string) =>
      (await listVendors(database.db, company.id, { search })).map((v) => v.name);
    expect(await names('alpine\nbea')).toEqual([]);
    expect(await names('CEDAR\nsup')).toEqual(['Cedar\nSupply']);
    expect(await names('ruiz')).toEqual(['Alpine']);
    expect(await names('0101')).toEqual(['Alpine']);
    expect(await names('.example')).toEqual(['Cedar\nSupply']);
    expect(await countVendors(database.db, company.id, 'alpine\nbea')).toBe(0);
    expect(await countVendors(database.db, company.id, 'e')).toBe(2);
  });
});
