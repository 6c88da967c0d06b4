import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BudgetTreeRow,
  budgetSnapshot,
  budgetTotals,
  descendantIds,
  flattenBudget,
  lineCents,
  lineTotal,
} from './budget-tree';
import { fromUnits, toUnits } from './pricing';

let nextId = 1;
function group(name: string, parentId: number | null, order = 0, id = nextId++): BudgetTreeRow {
  return {
    id,
    parentId,
    type: 'group',
    name,
    description: null,
    quantity: '1.00',
    unitCost: '0.00',
    unitPrice: '0.00',
    markup: '0.00',
    margin: '0.00',
    order,
  };
}
function product(
  name: string,
  parentId: number | null,
  quantity: string,
  unitCost: string,
  unitPrice: string,
  order = 0,
  id = nextId++,
): BudgetTreeRow {
  return {
    id,
    parentId,
    type: 'product',
    name,
    description: `${name} description`,
    quantity,
    unitCost,
    unitPrice,
    markup: '12.34',
    margin: '5.67',
    order,
  };
}

describe('line totals', () => {
  it('multiplies exactly and rounds to the cent, halves away from zero', () => {
    expect(lineTotal('3.33', '0.10')).toBe('0.33');
    expect(lineTotal('12', '55.25')).toBe('663.00');
    expect(lineTotal('0.5', '0.01')).toBe('0.01');
    expect(lineTotal('1.5', '0.01')).toBe('0.02');
    expect(lineTotal('0.01', '0.49')).toBe('0.00');
    expect(lineCents('9999999999.99', '9999999999.99')).toBe(9999999999980000000000n);
  });
});

describe('flattenBudget', () => {
  it('orders parents before children, siblings by order then id, with depth and child counts', () => {
    const kitchen = group('Kitchen', null, 1, 10);
    const start = group('Milestone: Start', null, 0, 20);
    const cabinets = group('Cabinets', 10, 1, 11);
    const base = product('Base', 11, '2', '100', '150', 5, 12);
    const wall = product('Wall', 11, '1', '80', '100', 5, 13);
    const sink = product('Sink', 10, '1', '300', '400', 0, 14);
    const lines = flattenBudget([wall, sink, base, cabinets, kitchen, start]);
    expect(lines.map((l) => [l.name, l.depth, l.childCount])).toEqual([
      ['Milestone: Start', 0, 0],
      ['Kitchen', 0, 2],
      ['Sink', 1, 0],
      ['Cabinets', 1, 2],
      ['Base', 2, 0],
      ['Wall', 2, 0],
    ]);
  });

  it('rolls group totals up from descendant products, 3 levels deep, with group markup and margin', () => {
    const a = group('A', null, 0, 100);
    const b = group('B', 100, 0, 101);
    const c = group('C', 101, 0, 102);
    const rows = [
      a,
      b,
      c,
      product('deep', 102, '3', '10.00', '12.50', 0, 103),
      product('mid', 101, '0.5', '0.01', '0.03', 1, 104),
      product('top', 100, '2', '7.25', '10.00', 1, 105),
    ];
    const byName = Object.fromEntries(flattenBudget(rows).map((l) => [l.name, l]));
    expect(byName.deep).toMatchObject({
      totalCost: '30.00',
      totalPrice: '37.50',
      markup: '12.34',
      margin: '5.67',
    });
    expect(byName.mid).toMatchObject({ totalCost: '0.01', totalPrice: '0.02' });
    expect(byName.C).toMatchObject({
      totalCost: '30.00',
      totalPrice: '37.50',
      markup: '25.00',
      margin: '20.00',
    });
    expect(byName.B).toMatchObject({ totalCost: '30.01', totalPrice: '37.52' });
    expect(byName.A).toMatchObject({
      totalCost: '44.51',
      totalPrice: '57.52',
      markup: '29.23',
      margin: '22.62',
    });
    expect(budgetTotals(rows)).toEqual({
      budgetedCost: '44.51',
      totalPrice: '57.52',
      markup: '29.23',
      margin: '22.62',
    });
  });

  it('gives empty groups and an empty budget zero totals', () => {
    expect(flattenBudget([group('Empty', null, 0, 200)])[0]).toMatchObject({
      totalCost: '0.00',
      totalPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
    });
    expect(budgetTotals([])).toEqual({
      budgetedCost: '0.00',
      totalPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
    });
  });

  it('shows rows whose parent is missing at the top, and cuts a cycle so every row appears once', () => {
    const orphan = product('Orphan', 9999, '1', '5', '6', 0, 300);
    const x = group('X', 302, 0, 301);
    const y = group('Y', 301, 0, 302);
    const lines = flattenBudget([orphan, x, y]);
    expect(lines.map((l) => l.name).sort()).toEqual(['Orphan', 'X', 'Y']);
    expect(lines.find((l) => l.name === 'Orphan')?.depth).toBe(0);
    expect(budgetTotals([orphan, x, y]).budgetedCost).toBe('5.00');
  });

  it('handles a very deep tree without recursion', () => {
    const rows: BudgetTreeRow[] = [];
    for (let i = 0; i < 20_000; i++)
      rows.push(group(`G${i}`, i === 0 ? null : 50_000 + i - 1, 0, 50_000 + i));
    rows.push(product('leaf', 50_000 + 19_999, '1', '1.00', '2.00', 0, 90_000));
    const lines = flattenBudget(rows);
    expect(lines[0]).toMatchObject({ name: 'G0', totalCost: '1.00', totalPrice: '2.00' });
    expect(lines.at(-1)).toMatchObject({ name: 'leaf', depth: 20_000 });
  });

  /** A random forest: each row's parent is an earlier group (or none). */
  const forest = fc
    .array(
      fc.record({
        isGroup: fc.boolean(),
        parentPick: fc.nat(),
        topLevel: fc.boolean(),
        order: fc.integer({ min: 0, max: 5 }),
        quantity: fc.integer({ min: 1, max: 100_000 }),
        unitCost: fc.integer({ min: 0, max: 10_000_000 }),
        unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { maxLength: 60 },
    )
    .map((specs) => {
      const rows: BudgetTreeRow[] = [];
      const groups: number[] = [];
      specs.forEach((s, i) => {
        const id = i + 1;
        const parentId = s.topLevel || groups.length === 0 ? null : groups[s.parentPick % groups.length]!;
        const row = s.isGroup
          ? group(`g${id}`, parentId, s.order, id)
          : product(
              `p${id}`,
              parentId,
              fromUnits(BigInt(s.quantity)),
              fromUnits(BigInt(s.unitCost)),
              fromUnits(BigInt(s.unitPrice)),
              s.order,
              id,
            );
        if (s.isGroup) groups.push(id);
        rows.push(row);
      });
      return rows;
    });

  it("a group's totals equal the sum over its descendant products (property)", () => {
    fc.assert(
      fc.property(forest, (rows) => {
        const lines = flattenBudget(rows);
        expect(lines).toHaveLength(rows.length);
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const line of lines) {
          const products = [line.id, ...descendantIds(rows, line.id)]
            .map((id) => byId.get(id)!)
            .filter((r) => r.type === 'product');
          const cost = products.reduce((sum, p) => sum + lineCents(p.quantity, p.unitCost), 0n);
          const price = products.reduce((sum, p) => sum + lineCents(p.quantity, p.unitPrice), 0n);
          expect(toUnits(line.totalCost)).toBe(cost);
          expect(toUnits(line.totalPrice)).toBe(price);
        }
        const all = rows.filter((r) => r.type === 'product');
        expect(toUnits(budgetTotals(rows).budgetedCost)).toBe(
          all.reduce((s, p) => s + lineCents(p.quantity, p.unitCost), 0n),
        );
        expect(toUnits(budgetTotals(rows).totalPrice)).toBe(
          all.reduce((s, p) => s + lineCents(p.quantity, p.unitPrice), 0n),
        );
      }),
    );
  });

  it('every parent comes before its children, and depth is the parent depth + 1 (property)', () => {
    fc.assert(
      fc.property(forest, (rows) => {
        const lines = flattenBudget(rows);
        const position = new Map(lines.map((l, i) => [l.id, i]));
        for (const l of lines) {
          if (l.parentId === null) expect(l.depth).toBe(0);
          else {
            expect(position.get(l.parentId)!).toBeLessThan(position.get(l.id)!);
            expect(l.depth).toBe(lines[position.get(l.parentId)!]!.depth + 1);
          }
        }
      }),
    );
  });
});

describe('descendantIds', () => {
  it('finds children, grandchildren and deeper, not the row itself nor siblings', () => {
    const rows = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 3 },
      { id: 5, parentId: null },
      { id: 6, parentId: 5 },
    ];
    expect(descendantIds(rows, 1).sort()).toEqual([2, 3, 4]);
    expect(descendantIds(rows, 3)).toEqual([4]);
    expect(descendantIds(rows, 4)).toEqual([]);
  });
});

describe('budgetSnapshot', () => {
  it('freezes lines in display order with group amounts and totals; tax 0', () => {
    const g = group('Cabinets', null, 0, 400);
    const p1 = product('Base', 400, '2', '100.00', '150.00', 0, 401);
    const p2 = product('Paint', null, '3', '10.00', '12.00', 1, 402);
    const snap = budgetSnapshot([p2, p1, g], new Date('2030-01-02T03:04:05.000Z'));
    expect(snap).toEqual({
      frozenAt: '2030-01-02T03:04:05.000Z',
      lines: [
        {
          budgetItemId: 400,
          parentId: null,
          type: 'group',
          name: 'Cabinets',
          description: null,
          quantity: '1.00',
          unitCost: '0.00',
          unitPrice: '0.00',
          totalCost: '200.00',
          amount: '300.00',
          depth: 0,
          order: 0,
        },
        {
          budgetItemId: 401,
          parentId: 400,
          type: 'product',
          name: 'Base',
          description: 'Base description',
          quantity: '2',
          unitCost: '100.00',
          unitPrice: '150.00',
          totalCost: '200.00',
          amount: '300.00',
          depth: 1,
          order: 0,
        },
        expect.objectContaining({ name: 'Paint', totalCost: '30.00', amount: '36.00', depth: 0 }),
      ],
      totalCost: '230.00',
      subtotal: '336.00',
      tax: '0.00',
      total: '336.00',
    });
  });
});
