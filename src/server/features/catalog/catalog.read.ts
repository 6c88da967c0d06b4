import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CatalogCounts, CatalogProduct } from '#domain/contracts/catalog';
import type { ProductCategory } from '#domain/enums';
import { escapeLike } from '../../db/like';
import { customTaskTypes, products, trades, units } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { rowVersion } from '../../http/record-version';

/** What a trade, unit and custom task type answer sends, in lists and after an edit. */
export const tradeColumns = {
  id: trades.id,
  name: trades.name,
  description: trades.description,
  version: rowVersion(trades),
};
export const unitColumns = {
  id: units.id,
  name: units.name,
  symbol: units.symbol,
  description: units.description,
  version: rowVersion(units),
};
export const taskTypeColumns = {
  id: customTaskTypes.id,
  name: customTaskTypes.name,
  value: customTaskTypes.value,
  version: rowVersion(customTaskTypes),
};

export type CatalogQuery = { search?: string; category?: ProductCategory; limit?: number; offset?: number };

/** The company's products, optionally of one category and matching a search on name or description. */
function catalogWhere(companyId: number, query: CatalogQuery): SQL {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  return and(
    eq(products.companyId, companyId),
    query.category ? eq(products.category, query.category) : undefined,
    like ? or(ilike(products.name, like), ilike(products.description, like)) : undefined,
  )!;
}

/** The company's catalog products by name (the budget item dialog's choices); a page when limit/offset given. */
export async function listCatalogProducts(
  db: DbOrTx,
  companyId: number,
  query: CatalogQuery = {},
): Promise<CatalogProduct[]> {
  const q = db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      unitCost: products.unitCost,
      markup: products.markup,
      margin: products.margin,
      unitPrice: products.unitPrice,
      unit: products.unit,
      tradeId: products.tradeId,
    })
    .from(products)
    .where(catalogWhere(companyId, query))
    .orderBy(asc(products.name), asc(products.id))
    .$dynamic();
  if (query.limit !== undefined) q.limit(query.limit);
  if (query.offset !== undefined) q.offset(query.offset);
  return q;
}

export async function countCatalogProducts(
  db: DbOrTx,
  companyId: number,
  query: CatalogQuery,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(catalogWhere(companyId, query));
  return row?.n ?? 0;
}

/** The company's trades for selectors, by name. */
export async function listTrades(db: DbOrTx, companyId: number) {
  return db
    .select(tradeColumns)
    .from(trades)
    .where(eq(trades.companyId, companyId))
    .orderBy(asc(trades.name), asc(trades.id));
}

/** The company's custom task types (added to the built-in ones), by name. */
export async function listCustomTaskTypes(db: DbOrTx, companyId: number) {
  return db
    .select(taskTypeColumns)
    .from(customTaskTypes)
    .where(eq(customTaskTypes.companyId, companyId))
    .orderBy(asc(customTaskTypes.name), asc(customTaskTypes.id));
}

/** The company's units of measure by name (the Units page). */
export async function listUnits(db: DbOrTx, companyId: number) {
  return db
    .select(unitColumns)
    .from(units)
    .where(eq(units.companyId, companyId))
    .orderBy(asc(units.name), asc(units.id));
}

/**
 * The overview cards' figures in one statement: scalar sub-queries, each on an index led by company_id.
 * Services are the products of category service (docs/product.md#catalog), products all the others.
 */
export async function countCatalog(db: DbOrTx, companyId: number): Promise<CatalogCounts> {
  const n = (table: typeof trades | typeof units | typeof customTaskTypes) =>
    sql<number>`(select count(*)::int from ${table} where ${table.companyId} = ${companyId})`;
  const [row] = await db
    .select({
      products: sql<number>`count(*) filter (where ${products.category} <> 'service')::int`,
      services: sql<number>`count(*) filter (where ${products.category} = 'service')::int`,
      trades: n(trades),
      units: n(units),
      taskTypes: n(customTaskTypes),
    })
    .from(products)
    .where(eq(products.companyId, companyId));
  return row!;
}
