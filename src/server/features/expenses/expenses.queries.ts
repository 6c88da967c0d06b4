import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { expenseAnswer, type listExpensesQuery } from '#domain/contracts/expenses';
import { answerColumns } from '../../db/contract-columns';
import { escapeLike } from '../../db/like';
import { budgetItems, companyFinanceDays, expenses, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

type ListQuery = z.output<typeof listExpensesQuery>;

/**
 * The fields every expense list returns: the project's and budget line's names come from left joins on their ids
 * (each select that uses these columns joins them); every other field of the answer is read from its column.
 */
const expenseColumns = {
  ...answerColumns(expenses, expenseAnswer),
  projectName: projects.name,
  budgetItemName: budgetItems.name,
  version: rowVersion(expenses),
};

/**
 * The searched fields joined by a line break, written exactly as the trigram index of migration 0010 is
 * (expenses_search_text_trgm_idx): PostgreSQL uses an expression index only for the same expression. Without it
 * a search read every expense of the company (bench/reports/finances-scale.md).
 */
export const expenseSearchText = sql`(${expenses.description} || E'\n' || coalesce(${expenses.vendor}, ''))`;

/**
 * Description or vendor contains the search, case-insensitively and literally. The joined text finds the
 * candidates through the index; the per-field test keeps the answer exact, since a search holding a line break
 * could otherwise match across the two fields.
 */
function expenseSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return and(
    ilike(expenseSearchText, like),
    or(ilike(expenses.description, like), ilike(expenses.vendor, like)),
  );
}

function expenseWhere(companyId: number, query: Pick<ListQuery, 'projectId' | 'search'>): SQL {
  return and(
    eq(expenses.companyId, companyId),
    query.projectId === undefined ? undefined : eq(expenses.projectId, query.projectId),
    expenseSearch(query.search),
  )!;
}

const order: Record<NonNullable<ListQuery['sort']>, SQL[]> = {
  newest: [desc(expenses.date), desc(expenses.id)],
  oldest: [asc(expenses.date), asc(expenses.id)],
  amount: [asc(expenses.amount), asc(expenses.id)],
  'amount-desc': [desc(expenses.amount), desc(expenses.id)],
};

/** The company's expenses (of a project when asked), newest first unless sorted otherwise. */
export function listExpenses(db: DbOrTx, companyId: number, query: ListQuery, where?: SQL) {
  const base = db
    .select(expenseColumns)
    .from(expenses)
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .leftJoin(budgetItems, eq(budgetItems.id, expenses.budgetItemId))
    .where(and(expenseWhere(companyId, query), where))
    .orderBy(...order[query.sort ?? 'newest']);
  return query.limit === undefined ? base : base.limit(query.limit).offset(query.offset ?? 0);
}

/**
 * How many expenses the list's filters match (x-total-count). The whole company's count, the Finances page's
 * first look, is read from the per-day counts the triggers keep (company_finance_days), not by counting rows.
 */
export async function countExpenses(db: DbOrTx, companyId: number, query: ListQuery): Promise<number> {
  if (query.projectId === undefined && !query.search) {
    const [days] = await db
      .select({ n: sql<number>`coalesce(sum(${companyFinanceDays.expenseCount}), 0)::int` })
      .from(companyFinanceDays)
      .where(eq(companyFinanceDays.companyId, companyId));
    return days?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(expenses).where(expenseWhere(companyId, query));
  return row?.n ?? 0;
}

/** One expense as the lists show it (404 for another company's). */
export async function getExpenseOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await listExpenses(db, companyId, {}, eq(expenses.id, id));
  if (!row) throw notFound('expense');
  return row;
}

/**
 * A budget line against what was spent (docs/product.md#expenses: budgetedCost, totalExpenses, remainingBudget):
 * budgeted is quantity x unit cost rounded to the cent, as the budget page shows it.
 */
export async function budgetItemExpenses(db: DbOrTx, companyId: number, budgetItemId: number) {
  const result = (await db.execute(sql`
    select b.budgeted::text as "budgetedCost", b.spent::text as "totalExpenses",
      (b.budgeted - b.spent)::numeric(14,2)::text as "remainingBudget"
    from (
      select round(${budgetItems.quantity} * ${budgetItems.unitCost}, 2)::numeric(14,2) as budgeted,
        (select coalesce(sum(${expenses.amount}), 0) from ${expenses}
          where ${expenses.budgetItemId} = ${budgetItems.id} and ${expenses.companyId} = ${companyId})::numeric(14,2) as spent
      from ${budgetItems}
      where ${budgetItems.id} = ${budgetItemId} and ${budgetItems.companyId} = ${companyId}
    ) b`)) as unknown as { rows: { budgetedCost: string; totalExpenses: string; remainingBudget: string }[] };
  const row = result.rows[0];
  if (!row) throw notFound('budgetItem');
  return row;
}
