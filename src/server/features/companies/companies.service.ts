import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { CreateOwnCompanyBody } from '#domain/contracts/companies';
import { t } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { preparedOnce } from '../../db/prepared';
import { companies, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';
import { toPublicUser } from '../auth/users.queries';

/** A company's row with its version, as every company answer is made from. */
export const companyRowColumns = { ...getTableColumns(companies), version: rowVersion(companies) };
export type CompanyRow = typeof companies.$inferSelect & { version: string };

/** Prepared: the calendar and other screens check their company at every visit. */
const companyById = preparedOnce((db) =>
  db
    .select(companyRowColumns)
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1)
    .prepare('company_by_id'),
);

export async function getCompanyOrThrow(db: DbOrTx, companyId: number): Promise<CompanyRow> {
  const [row] = await companyById(db).execute({ companyId });
  if (!row) throw notFound('company');
  return row;
}

/** Onboarding: a signed-in user without a company creates one and becomes its admin. */
export async function createOwnCompany(db: Db, actor: Actor, body: CreateOwnCompanyBody, userEmail: string) {
  if (actor.companyId !== null) throw conflict(t('company:errors.alreadyInCompany'));
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...sentColumns(companies, body), email: body.email ?? userEmail })
      .returning(companyRowColumns);
    const [user] = await tx
      .update(users)
      .set({ companyId: company!.id, role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, actor.userId))
      .returning();
    return { company: company!, user: toPublicUser(user!) };
  });
}
