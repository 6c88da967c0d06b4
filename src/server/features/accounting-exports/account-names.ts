import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccountKind,
  INCOME_KEY,
  NO_TRADE_KEY,
  type updateAccountNamesBody,
} from '#domain/contracts/accounting-exports';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { expenseCategories } from '#domain/enums';
import { t } from '#domain/messages/all';
import { expectedVersion } from '../../db/acting-database';
import { accountMappings, companies, trades } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';

/** The names the company gave, by `${kind}:${key}`. */
export type AccountNames = Map<string, string>;

const mapKey = (kind: AccountKind, key: string) => `${kind}:${key}`;

/**
 * The default name of a key the company did not name (decision 0273): invoice lines 'Sales', an expense category
 * its label, a trade its own name, a bill line without a trade 'Cost of Goods Sold'.
 */
export function defaultAccountName(kind: AccountKind, key: string, tradeName?: string | null): string {
  if (kind === 'income') return t('accountingExports:defaults.income');
  if (kind === 'expense_category')
    return t(`common:enums.expenseCategory.${key as (typeof expenseCategories)[number]}`);
  return key === NO_TRADE_KEY || !tradeName ? t('accountingExports:defaults.noTrade') : tradeName;
}

/** The account of a key: the company's name for it, else its default. */
export function accountName(
  names: AccountNames,
  kind: AccountKind,
  key: string,
  tradeName?: string | null,
): string {
  return names.get(mapKey(kind, key)) ?? defaultAccountName(kind, key, tradeName);
}

/** Every name the company set: a few dozen rows, read once per export. */
export async function readAccountNames(db: DbOrTx, companyId: number): Promise<AccountNames> {
  const rows = await db
    .select({ kind: accountMappings.kind, key: accountMappings.key, name: accountMappings.accountName })
    .from(accountMappings)
    .where(eq(accountMappings.companyId, companyId));
  return new Map(rows.map((r) => [mapKey(r.kind as AccountKind, r.key), r.name]));
}

/**
 * The version of the company's whole set of names: every row's id and xmin, hashed. Any insert, update or delete
 * changes it (ids are never reused), so it serves as one record's version for the PUT of the whole set.
 */
async function setVersion(db: DbOrTx, companyId: number): Promise<string> {
  const result = (await db.execute(sql`
    select md5(coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')) as version
    from account_mappings where company_id = ${companyId}
  `)) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version;
}

/** Every key the exports use, with its label, the company's name and the default: the Account names form. */
export async function getAccountNames(db: DbOrTx, companyId: number) {
  // One after the other: inside the save's transaction they share one connection.
  const names = await readAccountNames(db, companyId);
  const tradeRows = await db
    .select({ id: trades.id, name: trades.name })
    .from(trades)
    .where(eq(trades.companyId, companyId))
    .orderBy(asc(trades.name), asc(trades.id));
  const version = await setVersion(db, companyId);
  const row = (kind: AccountKind, key: string, label: string, tradeName?: string) => ({
    kind,
    key,
    label,
    accountName: names.get(mapKey(kind, key)) ?? null,
    defaultName: defaultAccountName(kind, key, tradeName),
  });
  return {
    names: [
      row('income', INCOME_KEY, t('accountingExports:names.incomeLabel')),
      ...expenseCategories.map((c) => row('expense_category', c, t(`common:enums.expenseCategory.${c}`))),
      ...tradeRows.map((tr) => row('trade', String(tr.id), tr.name, tr.name)),
      row('trade', NO_TRADE_KEY, t('accountingExports:names.noTrade')),
    ],
    version,
  };
}

/**
 * Replaces the company's names with those sent: a name sent is written (even unchanged, so the set's version
 * moves), an empty one or a key left out goes back to its default. The company's row is locked first, so two
 * saves run one after the other and a save made on an older version answers 409, writing nothing.
 */
export async function updateAccountNames(
  db: Db,
  companyId: number,
  input: z.output<typeof updateAccountNamesBody>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
    if (!company) throw notFound('company');
    const expected = expectedVersion(tx);
    if (expected !== undefined && expected !== (await setVersion(tx, companyId)))
      throw conflict(STALE_VERSION_MESSAGE());

    const named = new Map<string, { kind: AccountKind; key: string; accountName: string }>();
    for (const entry of input.names)
      if (entry.accountName) named.set(mapKey(entry.kind, entry.key), { ...entry });

    const tradeIds = [...named.values()]
      .filter((e) => e.kind === 'trade' && e.key !== NO_TRADE_KEY)
      .map((e) => Number(e.key));
    if (tradeIds.length > 0) {
      const found = await tx
        .select({ id: trades.id })
        .from(trades)
        .where(and(eq(trades.companyId, companyId), inArray(trades.id, tradeIds)));
      const known = new Set(found.map((f) => f.id));
      const index = input.names.findIndex(
        (e) => e.kind === 'trade' && e.key !== NO_TRADE_KEY && !known.has(Number(e.key)),
      );
      if (index >= 0) throw fieldError(`names.${index}.key`, t('accountingExports:validation.unknownTrade'));
    }

    const keep = [...named.keys()];
    await tx
      .delete(accountMappings)
      .where(
        and(
          eq(accountMappings.companyId, companyId),
          keep.length > 0
            ? notInArray(sql`${accountMappings.kind} || ':' || ${accountMappings.key}`, keep)
            : undefined,
        ),
      );
    if (named.size > 0)
      await tx
        .insert(accountMappings)
        .values([...named.values()].map((e) => ({ companyId, ...e, updatedAt: now })))
        .onConflictDoUpdate({
          target: [accountMappings.companyId, accountMappings.kind, accountMappings.key],
          set: { accountName: sql`excluded.account_name`, updatedAt: now },
        });
    return getAccountNames(tx, companyId);
  });
}
