import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects } from '../features/projects/projects.list';
import { createCompany } from '../test/factories';
import { openTestDatabase } from '../test/test-db';
import type { Database } from './open';
import { customers, projects } from './schema/index';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('rows of a prepared query', () => {
  it('come out as drizzle maps them: nested objects, decoded values, and a joined row that is absent as null', async () => {
    const db = database.db;
    const company = await createCompany(db);
    const [customer] = await db
      .insert(customers)
      .values({ companyId: company.id, firstName: 'Ann', lastName: 'Lee' })
      .returning();
    await db.insert(projects).values([
      { companyId: company.id, name: 'With customer', customerId: customer!.id, budget: '12.50' },
      { companyId: company.id, name: 'Without customer', startDate: '2026-01-02' },
    ]);
    // A page without search runs the prepared statement; the whole list runs the same select built per call.
    const prepared = await listProjects(db, company.id, { limit: 50 });
    const built = await listProjects(db, company.id, {});
    expect(prepared.items).toHaveLength(2);
    expect(prepared.items).toEqual(built.items);
    const withCustomer = prepared.items.find((p) => p.name === 'With customer')!;
    expect(withCustomer.customer).toEqual({ id: customer!.id, firstName: 'Ann', lastName: 'Lee' });
    expect(withCustomer.createdAt).toBeInstanceOf(Date);
    expect(prepared.items.find((p) => p.name === 'Without customer')!.customer).toBeNull();
  });
});
