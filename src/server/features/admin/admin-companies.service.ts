import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { adminCompanyBody } from '#domain/contracts/admin';
import { lazyText } from '#domain/messages/all';
import { escapeLike } from '../../db/like';
import { companies, sessions, storedFiles, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { endSessionStreams } from '../../live-updates/live-events';
import type { FileStore } from '../../storage/file-store';
import { companyRowColumns } from '../companies/companies.service';
import { removeStoredBytes } from '../documents/stored-files';

type CompanyInput = z.output<typeof adminCompanyBody>;

/** Every company, newest first; `search` matches the name or the e-mail. */
export async function listCompanies(
  db: DbOrTx,
  query: { search?: string | undefined; limit: number; offset: number },
) {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where: SQL | undefined = like
    ? or(ilike(companies.name, like), ilike(companies.email, like))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(companyRowColumns)
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The form's fields as columns: a blank e-mail is kept as empty text (the column is required). */
const columnsOf = (input: CompanyInput) => ({
  name: input.name,
  email: input.email ?? '',
  phone: input.phone ?? null,
  address: input.address ?? null,
  website: input.website ?? null,
});

/** POST /api/companies: a new company without members (its users are added from the administration area). */
export async function createCompany(db: Db, input: CompanyInput, now: Date) {
  // A transaction even for one statement: the audit triggers learn the actor from it (audit-context.ts).
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning(companyRowColumns);
    return row!;
  });
}

/** PUT /api/companies/{id}: the five fields of the Edit Company dialog; the rest of the profile stays. */
export async function updateCompany(db: Db, companyId: number, input: CompanyInput, now: Date) {
  return db.transaction(async (tx) => {
    await assertCurrentVersion(tx, companies, eq(companies.id, companyId));
    const [row] = await tx
      .update(companies)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(companies.id, companyId))
      .returning(companyRowColumns);
    if (!row) throw notFound('company');
    return row;
  });
}

export const COMPANY_HAS_SYSTEM_ADMINS = lazyText('admin:companies.errors.hasSystemAdmins');

/**
 * DELETE /api/companies/{id}: the company and everything it owns go in one transaction (the foreign keys
 * cascade); its members' open event streams end; after the commit the bytes of its stored files are removed
 * from the file store. A company with a system administrator among its users is refused (409): deleting it would
 * delete that administrator's account.
 */
export async function deleteCompany(
  db: Db,
  deps: { storage: FileStore; log: FastifyBaseLogger },
  companyId: number,
): Promise<void> {
  const fileKeys = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound('company');
    const [admins] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isAdmin, true)));
    if ((admins?.n ?? 0) > 0) throw conflict(COMPANY_HAS_SYSTEM_ADMINS());
    const files = await tx
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.companyId, companyId));
    const ended = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        or(
          inArray(
            sessions.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
          ),
          eq(sessions.actingCompanyId, companyId),
        ),
      );
    await tx.delete(companies).where(eq(companies.id, companyId));
    // Members' sessions go with their accounts; administrators working in the company are back in their own
    // view (acting_company_id is set null). Either way their open streams end now rather than at a heartbeat.
    await endSessionStreams(
      tx,
      ended.map((s) => s.id),
    );
    return files.map((f) => f.key);
  });
  await removeStoredBytes(deps.storage, fileKeys, deps.log);
}
