import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { products } from '../../db/schema/index';
import { createCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { countProducts, listProducts, productSearchText } from './catalog-products.queries';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the products page search', () => {
  it('is served by the trigram index of migration 0007 (the query and the index use the same expression)', async () => {
    // With sequential scans disabled, only an index on exactly this expression can answer the condition.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(
        sql`explain (costs off) select ${products.id} from ${products} where ${productSearchText} ilike '%sq ft%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return res.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_text_trgm_idx');
  });

  it('matches within one field only: a search holding a line break never spans two fields', async () => {
    const company = await createCompany(database.db);
    await database.db.insert(products).values([
      { companyId: company.id, name: 'Drywall sheet', description: 'Half inch', unit: 'sht' },
      { companyId: company.id, name: 'Paint', description: 'Two coats\nmatte', unit: null },
    ]);
    const names = async (search: string) =>
      (await listProducts(database.db, company.id, { search, kind: 'products' })).map((p) => p.name);
    expect(await names('sheet\nhalf')).toEqual([]);
    expect(await names('COATS\nmat')).toEqual(['Paint']);
    expect(await names('SHT')).toEqual(['Drywall sheet']);
    expect(await names('inch')).toEqual(['Drywall sheet']);
    expect(await countProducts(database.db, company.id, { search: 'sheet\nhalf' })).toBe(0);
    expect(await countProducts(database.db, company.id, { search: 'a' })).toBe(2);
  });
});
