import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ListProductsQuery, Product, ProductSort } from '#domain/contracts/catalog-products';
import type { ProductCategory } from '#domain/enums';
import { escapeLike } from '../../db/like';
import { products, trades, units } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

/** The columns every product answer sends, with the names of the linked trade and unit. */
const productColumns = {
  id: products.id,
  companyId: products.companyId,
  tradeId: products.tradeId,
  tradeName: trades.name,
  unitId: products.unitId,
  unitName: units.name,
  name: products.name,
  description: products.description,
  category: products.category,
  unitCost: products.unitCost,
  markup: products.markup,
  margin: products.margin,
  unitPrice: products.unitPrice,
  unit: products.unit,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  version: rowVersion(products),
};

export type ProductRow = Omit<Product, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** Products joined to their trade and unit (both of the same company, by the service's checks). */
function productsWithNames(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(trades, eq(trades.id, products.tradeId))
    .leftJoin(units, eq(units.id, products.unitId));
}

/** A catalog item of the company, or 404 (also for another company's item). */
export async function getProductOrThrow(db: DbOrTx, companyId: number, id: number): Promise<ProductRow> {
  const [row] = await productsWithNames(db)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('product');
  return row;
}

type ListFilter = { search?: string; kind?: ListProductsQuery['kind']; category?: ProductCategory };

/**
 * The searched fields joined by line breaks, written exactly as the trigram index of migration 0007 is
 * (products_search_text_trgm_idx): PostgreSQL uses an expression index only for the same expression. The unit
 * text has no index of its own, so an OR of the three fields read every item of the company.
 */
export const productSearchText = sql`(${products.name} || E'\n' || coalesce(${products.description}, '') || E'\n' || coalesce(${products.unit}, ''))`;

/**
 * Name, description or unit contains the search, case-insensitively and literally. The joined text finds the
 * candidates through the index; the per-field test keeps the answer exactly the same as before, since a search
 * holding a line break could otherwise match across two fields.
 */
function productSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return and(
    ilike(productSearchText, like),
    or(ilike(products.name, like), ilike(products.description, like), ilike(products.unit, like)),
  );
}

/** The company's items of a kind and category, matching a search on name, description or unit, literally. */
function productWhere(companyId: number, query: ListFilter): SQL {
  return and(
    eq(products.companyId, companyId),
    query.kind === 'services' ? eq(products.category, 'service') : undefined,
    query.kind === 'products' ? ne(products.category, 'service') : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    productSearch(query.search),
  )!;
}

/** The ORDER BY of a sort; by name unless asked otherwise (an item is looked up by name), id breaks ties. */
function productOrder(sort: ProductSort | undefined) {
  switch (sort) {
    case 'name-desc':
      return [desc(products.name), desc(products.id)];
    case 'price':
      return [asc(products.unitPrice), asc(products.id)];
    case 'price-desc':
      return [desc(products.unitPrice), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(products.name), asc(products.id)];
  }
}

/** The company's catalog items; a page when limit/offset are given. */
export async function listProducts(
  db: DbOrTx,
  companyId: number,
  query: ListFilter & { sort?: ProductSort; limit?: number; offset?: number },
): Promise<ProductRow[]> {
  const q = productsWithNames(db)
    .where(productWhere(companyId, query))
    .orderBy(...productOrder(query.sort))
    .$dynamic();
  if (query.limit !== undefined) q.limit(query.limit);
  if (query.offset !== undefined) q.offset(query.offset);
  return q;
}

export async function countProducts(db: DbOrTx, companyId: number, query: ListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productWhere(companyId, query));
  return Number(row?.n ?? 0);
}

/** A unit of the company (the product form's selector), or undefined. */
export async function unitOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: units.id, name: units.name, symbol: units.symbol })
    .from(units)
    .where(and(eq(units.id, id), eq(units.companyId, companyId)))
    .limit(1);
  return row;
}

/** True when the trade belongs to the company. */
export async function isTradeOfCompany(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.id, id), eq(trades.companyId, companyId)))
    .limit(1);
  return !!row;
}
