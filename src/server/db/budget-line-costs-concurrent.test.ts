import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBudgetItem, aProject } from '../test/entities';
import { createCompany } from '../test/factories';
import { openTestDatabase } from '../test/test-db';
import type { Database } from './open';

type Rows<T> = { rows: T[] };

/**
 * Two transactions ordering on the same budget line at once (only in the TEST_DB=postgres pass: PGlite has one
 * connection). Each recomputes the line's kept committed cost (migration 0031, decision 0275); the second waits for
 * the first's row and then sees its order line, so neither leaves a figure without the other's.
 */
describe('budget line cost sums under concurrent writers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts both order lines of two transactions that order on one line at once', async () => {
    expect(database.kind).toBe('postgres');
    const { db } = database;
    const company = await createCompany(db);
    const project = await aProject(db, company.id);
    const line = await aBudgetItem(db, project, { name: 'Lumber', unitCost: '500' });
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows<T>).rows[0] as T;
    // Two sent orders; each transaction adds a line on the same budget line to one of them.
    const order = (number: number) =>
      one<{ id: number }>(sql`insert into purchase_orders
          (company_id, project_id, vendor_name, number, issue_date, status)
        values (${company.id}, ${project.id}, 'Supply', ${number}, '2026-11-01', 'sent') returning id`);
    const [first, second] = [await order(1), await order(2)];
    const orderLine = (orderId: number, unitCost: string) =>
      sql`insert into purchase_order_lines
          (company_id, purchase_order_id, position, description, quantity, unit_cost, budget_item_id)
        values (${company.id}, ${orderId}, 0, 'Boards', 1, ${unitCost}, ${line.id})`;

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstWrote = () => {};
    const wrote = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    const a = db.transaction(async (tx) => {
      await tx.execute(orderLine(first.id, '100.00'));
      firstWrote();
      await held;
    });
    await wrote;
    let secondDone = false;
    const b = db
      .transaction(async (tx) => {
        await tx.execute(orderLine(second.id, '70.00'));
      })
      .then(() => {
        secondDone = true;
      });
    // The second waits for the first's hold on the line's row.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    release();
    await Promise.all([a, b]);

    const kept = await one<{ committed: string }>(sql`select committed_cost::text as committed
      from budget_line_costs where budget_item_id = ${line.id}`);
    expect(kept).toEqual({ committed: '170.00' });
  });
});
