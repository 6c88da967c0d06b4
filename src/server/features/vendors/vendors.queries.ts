import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type VendorSort, vendorAnswer } from '#domain/contracts/vendors';
import { answerColumns } from '../../db/contract-columns';
import { escapeLike } from '../../db/like';
import { vendors } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

/**
 * The columns every vendor answer sends; the stored contact person is sent as primaryContact. Every other field of
 * the answer is read from its column.
 */
export const vendorColumns = {
  ...answerColumns(vendors, vendorAnswer),
  primaryContact: vendors.contactPerson,
  version: rowVersion(vendors),
};

/** A vendor of the company, or 404 (also for another company's vendor). */
export async function getVendorOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(vendorColumns)
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('vendor');
  return row;
}

/**
 * The searched fields joined by line breaks, written exactly as the trigram index of migration 0007 is
 * (vendors_search_text_trgm_idx): PostgreSQL uses an expression index only for the same expression. With one
 * index per field ORed, PostgreSQL read every vendor of the company at a few thousand rows.
 */
export const vendorSearchText = sql`(${vendors.name} || E'\n' || coalesce(${vendors.contactPerson}, '') || E'\n' || coalesce(${vendors.email}, '') || E'\n' || coalesce(${vendors.phone}, ''))`;

/**
 * Name, primary contact, e-mail or phone contains the search, case-insensitively and literally. The joined text
 * finds the candidates through the index; the per-field test keeps the answer exactly the same as before, since
 * a search holding a line break could otherwise match across two fields.
 */
function vendorSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return and(
    ilike(vendorSearchText, like),
    or(
      ilike(vendors.name, like),
      ilike(vendors.contactPerson, like),
      ilike(vendors.email, like),
      ilike(vendors.phone, like),
    ),
  );
}

/** The ORDER BY of a sort; by name unless asked otherwise (a supplier is looked up by name), id breaks ties. */
function vendorOrder(sort: VendorSort | undefined) {
  switch (sort) {
    case 'name-desc':
      return [desc(vendors.name), desc(vendors.id)];
    case 'newest':
      return [desc(vendors.createdAt), desc(vendors.id)];
    default:
      return [asc(vendors.name), asc(vendors.id)];
  }
}

/** The company's vendors; a page when limit/offset are given. */
export async function listVendors(
  db: DbOrTx,
  companyId: number,
  query: { search?: string; limit?: number; offset?: number; sort?: VendorSort },
) {
  const q = db
    .select(vendorColumns)
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), vendorSearch(query.search)))
    .orderBy(...vendorOrder(query.sort))
    .$dynamic();
  if (query.limit !== undefined) q.limit(query.limit);
  if (query.offset !== undefined) q.offset(query.offset);
  return q;
}

export async function countVendors(db: DbOrTx, companyId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), vendorSearch(search)));
  return Number(row?.n ?? 0);
}
