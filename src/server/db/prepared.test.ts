import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects } from '../features/projects/projects.list';
import { createCompany } from '../test/factories';
import { openTestDatabase } from '../test/test-db';
import type { Database } from './open';
import { preparedOnce, preparedSql } from './prepared';
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

describe('running a prepared query', () => {
  it("answers as drizzle does, on a transaction's connection inside one, and a failure is drizzle's error", async () => {
    const db = database.db;
    const company = await createCompany(db);
    const byName = preparedOnce((d) =>
      d
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(
          and(
            eq(projects.companyId, sql.placeholder('companyId')),
            eq(projects.name, sql.placeholder('name')),
          ),
        )
        .prepare('test_project_by_name'),
    );
    const count = preparedSql(
      'test_count_projects',
      sql`select count(*)::int as n from ${projects} where ${projects.companyId} = ${sql.placeholder('companyId')}`,
    );
    await db.insert(projects).values({ companyId: company.id, name: 'One' });
    expect(await byName(db).execute({ companyId: company.id, name: 'One' })).toEqual([
      { id: expect.any(Number), name: 'One' },
    ]);
    expect((await count(db).execute({ companyId: company.id })).rows).toEqual([{ n: 1 }]);
    await db.transaction(async (tx) => {
      await tx.insert(projects).values({ companyId: company.id, name: 'Two' });
      // The row not yet committed is seen: the statement ran on the transaction's connection.
      expect((await count(tx).execute({ companyId: company.id })).rows).toEqual([{ n: 2 }]);
      expect(await byName(tx).execute({ companyId: company.id, name: 'Two' })).toHaveLength(1);
    });
    const failing = preparedSql('test_failing', sql`select 1 / ${sql.placeholder('zero')}::int as n`);
    const error = await failing(db)
      .execute({ zero: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(((error as DrizzleQueryError).cause as { code?: string }).code).toBe('22012');
  });
});
