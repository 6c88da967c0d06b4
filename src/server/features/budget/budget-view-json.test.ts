import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetViewAnswer } from '#domain/contracts/budget';
import type { Database } from '../../db/open';
import { budgetItems, estimates, projects } from '../../db/schema/index';
import { serializerCompiler } from '../../http/serialization';
import { createCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { getBudgetView } from './budget-items.read';
import { budgetViewJson } from './budget-view-json';

/**
 * The database's budget view (budgetViewJson) must answer exactly what the domain's budget-tree rules answer
 * (getBudgetView) written through the contract (budgetViewAnswer): same properties, items in the same order with
 * the same depth, child counts, totals, group markup and margin, timestamps, project totals and milestone
 * payments.
 */
let database: Database;
let companyId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  companyId = (await createCompany(database.db)).id;
});
afterAll(async () => {
  await database.close();
});

async function newProject(): Promise<number> {
  const [row] = await database.db.insert(projects).values({ companyId, name: 'Budget view' }).returning();
  return row!.id;
}

/** What the contract's serialiser writes for the domain's view (what POST .../reorder answers). */
const writeView = serializerCompiler({ schema: budgetViewAnswer, method: 'GET', url: '', httpStatus: '200' });

async function expectSameView(projectId: number) {
  const fromSql = JSON.parse(await budgetViewJson(database.db, companyId, projectId));
  const fromDomain = JSON.parse(writeView(await getBudgetView(database.db, companyId, projectId)));
  expect(fromSql).toEqual(fromDomain);
  return fromSql as { items: { id: number; depth: number }[] };
}

type Node = {
  parent: number | null;
  type: 'group' | 'product';
  name: string;
  order: number;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  markup: string;
};

const cents = (max: number) =>
  fc.integer({ min: 0, max }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const node = (index: number): fc.Arbitrary<Node> =>
  fc.record({
    parent: index === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 0, max: index - 1 }), { freq: 3 }),
    type: fc.constantFrom('group', 'group', 'product', 'product', 'product'),
    name: fc.constantFrom('Kitchen', 'Milestone: Start', 'Milestone: 50%', 'Tile', 'Ünïcode "quoted"\\ name'),
    order: fc.integer({ min: 0, max: 3 }),
    // Up to the columns' limits now and then, so sums pass 2^53 cents.
    quantity: fc.oneof(cents(100_000), cents(99_999_999_999), fc.constant('0.50')),
    unitCost: fc.oneof(cents(1_000_000), cents(99_999_999_999), fc.constant('0.00')),
    unitPrice: fc.oneof(cents(1_500_000), cents(99_999_999_999), fc.constant('0.00')),
    markup: fc.constantFrom('0.00', '25.00', '-12.50'),
  });
const tree = fc
  .integer({ min: 0, max: 14 })
  .chain((n) =>
    n === 0 ? fc.constant([] as Node[]) : fc.tuple(...Array.from({ length: n }, (_, i) => node(i))),
  );

/** Inserts the nodes in order (a parent always before its children) and returns their ids. */
async function insertTree(projectId: number, nodes: Node[]): Promise<number[]> {
  const ids: number[] = [];
  for (const n of nodes) {
    const [row] = await database.db
      .insert(budgetItems)
      .values({
        companyId,
        projectId,
        parentId: n.parent === null ? null : ids[n.parent]!,
        type: n.type,
        name: n.name,
        description: n.type === 'product' ? `${n.name} description` : null,
        quantity: n.quantity,
        unitCost: n.unitCost,
        unitPrice: n.unitPrice,
        markup: n.markup,
        margin: '20.00',
        order: n.order,
      })
      .returning({ id: budgetItems.id });
    ids.push(row!.id);
  }
  return ids;
}

describe('budgetViewJson', () => {
  it('answers what the domain rules answer, for random trees', async () => {
    await fc.assert(
      fc.asyncProperty(tree, async (nodes) => {
        const projectId = await newProject();
        await insertTree(projectId, nodes);
        const view = await expectSameView(projectId);
        expect(view.items).toHaveLength(nodes.length);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps every digit of a group markup in the quadrillions of percent', async () => {
    const projectId = await newProject();
    await insertTree(projectId, [
      {
        parent: null,
        type: 'group',
        name: 'Kitchen',
        order: 0,
        quantity: '1.00',
        unitCost: '0.00',
        unitPrice: '0.00',
        markup: '0.00',
      },
      {
        parent: 0,
        type: 'product',
        name: 'Tile',
        order: 0,
        quantity: '0.50',
        unitCost: '0.11',
        unitPrice: '0.00',
        markup: '0.00',
      },
      {
        parent: 0,
        type: 'product',
        name: 'Slab',
        order: 1,
        quantity: '60383.17',
        unitCost: '0.00',
        unitPrice: '100359091.02',
        markup: '0.00',
      },
    ]);
    const view = await expectSameView(projectId);
    expect((view.items[0] as unknown as { markup: string }).markup).toBe('10100000090176783.33');
  });

  it('answers the sold price of the approved estimate', async () => {
    const projectId = await newProject();
    await insertTree(projectId, [
      {
        parent: null,
        type: 'product',
        name: 'Tile',
        order: 0,
        quantity: '2.00',
        unitCost: '10.00',
        unitPrice: '12.50',
        markup: '25.00',
      },
    ]);
    await database.db.insert(estimates).values({
      companyId,
      projectId,
      status: 'approved',
      title: 'Estimate',
      clientInfo: { name: 'Client', email: null, phone: null, address: null },
      companyInfo: { name: 'Company', email: null, phone: null, address: null, website: null, logoUrl: null },
      snapshot: {
        frozenAt: new Date().toISOString(),
        lines: [],
        totalCost: '20.00',
        subtotal: '25.00',
        tax: '0.00',
        total: '25.00',
      },
    });
    const view = JSON.parse(await budgetViewJson(database.db, companyId, projectId));
    expect(view.totals).toMatchObject({ soldPrice: '25.00', budgetedCost: '20.00', totalPrice: '25.00' });
    await expectSameView(projectId);
  });

  it('places items whose parent is themselves, in another project or in a cycle as the domain does', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const [foreign] = await insertTree(other, [
      {
        parent: null,
        type: 'group',
        name: 'Elsewhere',
        order: 0,
        quantity: '1.00',
        unitCost: '0.00',
        unitPrice: '0.00',
        markup: '0.00',
      },
    ]);
    const ids = await insertTree(projectId, [
      {
        parent: null,
        type: 'group',
        name: 'A',
        order: 2,
        quantity: '1.00',
        unitCost: '0.00',
        unitPrice: '0.00',
        markup: '0.00',
      },
      {
        parent: 0,
        type: 'product',
        name: 'B',
        order: 0,
        quantity: '3.00',
        unitCost: '1.10',
        unitPrice: '1.35',
        markup: '0.00',
      },
      {
        parent: null,
        type: 'group',
        name: 'C',
        order: 1,
        quantity: '1.00',
        unitCost: '0.00',
        unitPrice: '0.00',
        markup: '0.00',
      },
      {
        parent: null,
        type: 'product',
        name: 'D',
        order: 0,
        quantity: '1.00',
        unitCost: '5.00',
        unitPrice: '6.00',
        markup: '0.00',
      },
    ]);
    const [a, b, c, d] = ids as [number, number, number, number];
    await database.db.update(budgetItems).set({ parentId: c }).where(eq(budgetItems.id, c));
    await database.db.update(budgetItems).set({ parentId: foreign }).where(eq(budgetItems.id, d));
    let view = await expectSameView(projectId);
    expect(view.items.map((i) => i.id)).toEqual([d, c, a, b]);

    // A cycle (impossible through the API) is left to the domain's rules, which still show every item.
    await database.db.execute(sql`update budget_items set parent_id = ${b} where id = ${a}`);
    view = await expectSameView(projectId);
    expect(view.items).toHaveLength(4);
  });

  it('answers 404 for a project of another company', async () => {
    const projectId = await newProject();
    const stranger = await createCompany(database.db);
    await expect(budgetViewJson(database.db, stranger.id, projectId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
