/**
 * The budget as a tree: groups nest to any depth, products are leaves. Totals are exact: each product line is
 * quantity x unit amount rounded to the cent (halves away from zero), and a group's totals are the sums of the
 * lines of its descendant products, so every figure on screen adds up to the one above it.
 */
import { divRound, fromUnits, marginBasisPoints, markupBasisPoints, toUnits } from './pricing';

/** The fields of a budget item the tree needs (a database row has more; they are carried along). */
export type BudgetTreeRow = {
  id: number;
  parentId: number | null;
  type: 'group' | 'product';
  name: string;
  description: string | null;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  markup: string;
  margin: string;
  order: number;
  /** A product line that is an allowance (the estimate says so by the line). */
  isAllowance?: boolean;
};

/** A row with its place in the tree and its totals (money as decimal strings). */
export type BudgetLine<T extends BudgetTreeRow = BudgetTreeRow> = Omit<T, 'markup' | 'margin'> & {
  depth: number;
  /** Direct children (0 for products and empty groups). */
  childCount: number;
  /** quantity x unit cost for a product; the sum over descendant products for a group. */
  totalCost: string;
  /** quantity x unit price for a product; the sum over descendant products for a group. */
  totalPrice: string;
  /** A product's stored markup; a group's markup from its totals. */
  markup: string;
  /** A product's stored margin; a group's margin from its totals. */
  margin: string;
};

export type BudgetTotals = {
  /** Sum of quantity x unit cost over all products. */
  budgetedCost: string;
  /** Sum of quantity x unit price over all products. */
  totalPrice: string;
  markup: string;
  margin: string;
};

/** quantity x unit amount in cents, rounded halves away from zero (quantity and amount to 2 decimals). */
export function lineCents(quantity: string, unitAmount: string): bigint {
  return divRound(toUnits(quantity) * toUnits(unitAmount), 100n);
}

/** quantity x unit amount as a decimal string, to the cent. */
export function lineTotal(quantity: string, unitAmount: string): string {
  return fromUnits(lineCents(quantity, unitAmount));
}

const byOrderThenId = (a: BudgetTreeRow, b: BudgetTreeRow) => a.order - b.order || a.id - b.id;

type Placed<T> = { row: T; depth: number; children: T[]; cost: bigint; price: bigint };

/**
 * Walks the rows in display order (parent before children, siblings by order then id), without recursion so
 * any depth works. A row whose parent is missing is shown at the top level; a cycle (impossible through the
 * API) is cut where it closes, so every row appears exactly once.
 */
function place<T extends BudgetTreeRow>(rows: readonly T[]): Placed<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent =
      row.parentId !== null && ids.has(row.parentId) && row.parentId !== row.id ? row.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(byOrderThenId);

  const placed: Placed<T>[] = [];
  const seen = new Set<number>();
  const visit = (roots: T[]) => {
    const stack: { row: T; depth: number }[] = roots.map((row) => ({ row, depth: 0 })).reverse();
    while (stack.length > 0) {
      const { row, depth } = stack.pop()!;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const kids = (children.get(row.id) ?? []).filter((k) => !seen.has(k.id));
      placed.push({ row, depth, children: kids, cost: 0n, price: 0n });
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ row: kids[i]!, depth: depth + 1 });
    }
  };
  visit(children.get(null) ?? []);
  // Rows only reachable through a cycle: show each unseen one as a root.
  for (const row of [...rows].sort(byOrderThenId)) if (!seen.has(row.id)) visit([row]);

  // Totals bottom-up: children come after their parent in display order, so walk it backwards.
  const index = new Map(placed.map((p) => [p.row.id, p]));
  for (let i = placed.length - 1; i >= 0; i--) {
    const p = placed[i]!;
    if (p.row.type === 'product') {
      p.cost += lineCents(p.row.quantity, p.row.unitCost);
      p.price += lineCents(p.row.quantity, p.row.unitPrice);
    }
    for (const child of p.children) {
      const c = index.get(child.id)!;
      p.cost += c.cost;
      p.price += c.price;
    }
  }
  return placed;
}

/** The budget as the table shows it: every row in display order with depth, child count, totals, markup, margin. */
export function flattenBudget<T extends BudgetTreeRow>(rows: readonly T[]): BudgetLine<T>[] {
  return place(rows).map(({ row, depth, children, cost, price }) => ({
    ...row,
    depth,
    childCount: children.length,
    totalCost: fromUnits(cost),
    totalPrice: fromUnits(price),
    markup: row.type === 'group' ? fromUnits(markupBasisPoints(cost, price)) : row.markup,
    margin: row.type === 'group' ? fromUnits(marginBasisPoints(cost, price)) : row.margin,
  }));
}

/** Project totals: the sums of the top-level rows (every product counted once), markup and margin from them. */
export function budgetTotals(rows: readonly BudgetTreeRow[]): BudgetTotals {
  let cost = 0n;
  let price = 0n;
  for (const p of place(rows)) {
    if (p.depth === 0) {
      cost += p.cost;
      price += p.price;
    }
  }
  return {
    budgetedCost: fromUnits(cost),
    totalPrice: fromUnits(price),
    markup: fromUnits(markupBasisPoints(cost, price)),
    margin: fromUnits(marginBasisPoints(cost, price)),
  };
}

/** The ids of a row's descendants (children, their children, ...), not the row itself. */
export function descendantIds(rows: readonly Pick<BudgetTreeRow, 'id' | 'parentId'>[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const found: number[] = [];
  const seen = new Set<number>([id]);
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    found.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

/** One frozen estimate line (same shape as EstimateSnapshotLine of the database schema). */
export type BudgetSnapshotLine = {
  budgetItemId: number;
  parentId: number | null;
  type: 'group' | 'product';
  name: string;
  description: string | null;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  totalCost: string;
  amount: string;
  depth: number;
  order: number;
  /** Present (true) only on an allowance line; estimates frozen before allowances existed have none. */
  isAllowance?: boolean;
};

/** Lines and totals of an estimate (same shape as EstimateSnapshot of the database schema). */
export type BudgetSnapshot = {
  frozenAt: string;
  lines: BudgetSnapshotLine[];
  totalCost: string;
  subtotal: string;
  tax: string;
  total: string;
};

/**
 * The estimate's lines and totals from the budget: lines in display order, group amounts rolled up from their
 * descendant products (groups show no unit figures); tax is always 0, so total = subtotal = sum of products.
 */
export function budgetSnapshot(rows: readonly BudgetTreeRow[], frozenAt: Date): BudgetSnapshot {
  const placed = place(rows);
  let cost = 0n;
  let price = 0n;
  const lines = placed.map(({ row, depth, cost: lineCost, price: linePrice }): BudgetSnapshotLine => {
    if (depth === 0) {
      cost += lineCost;
      price += linePrice;
    }
    return {
      budgetItemId: row.id,
      parentId: row.parentId,
      type: row.type,
      name: row.name,
      description: row.description,
      quantity: row.quantity,
      unitCost: row.type === 'group' ? '0.00' : row.unitCost,
      unitPrice: row.type === 'group' ? '0.00' : row.unitPrice,
      totalCost: fromUnits(lineCost),
      amount: fromUnits(linePrice),
      depth,
      order: row.order,
      ...(row.type === 'product' && row.isAllowance ? { isAllowance: true } : {}),
    };
  });
  const total = fromUnits(price);
  return {
    frozenAt: frozenAt.toISOString(),
    lines,
    totalCost: fromUnits(cost),
    subtotal: total,
    tax: '0.00',
    total,
  };
}
