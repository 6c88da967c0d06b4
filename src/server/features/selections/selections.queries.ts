import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Selection, SelectionOption } from '#domain/contracts/selections';
import type { SelectionDisplayStatus } from '#domain/enums';
import { can } from '#domain/permissions';
import { budgetItems, changeOrders, selectionOptions, selections, vendors } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { notFound } from '../../http/errors';
import { rowVersion, type Versioned, withVersion } from '../../http/record-version';
import { changeOrderNumber } from '../change-orders/change-orders.queries';

export type SelectionRow = Versioned<typeof selections.$inferSelect>;

/** The company's selection (404 otherwise); `lock` holds it for the caller's transaction. */
export async function getSelectionOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<SelectionRow> {
  const query = db
    .select(withVersion(selections))
    .from(selections)
    .where(and(eq(selections.id, id), eq(selections.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('selection');
  return row;
}

/** An allowance line's amount: its total price, rounded to the cent by the database. */
export const allowanceAmountSql = sql<string>`round(${budgetItems.quantity} * ${budgetItems.unitPrice}, 2)`;

/** Where an option's photo is read. */
export const photoUrlOf = (optionId: number) => `/api/selection-options/${optionId}/photo`;

/**
 * The selections of a project (or one selection), as the Selections tab shows them: the status an open one past
 * its due date shows is Overdue (`today` is the company's calendar day), the allowance live while open and as
 * frozen at the choice afterwards; two statements, the options read for every selection at once.
 */
export async function readSelections(
  db: DbOrTx,
  /** Staff, or null for the client portal's reader, who manages nothing. */
  actor: Actor | null,
  companyId: number,
  where: { projectId: number } | { id: number },
  today: string,
): Promise<Selection[]> {
  const s = selections;
  const chosen = sql`(select o.name from ${selectionOptions} o where o.id = ${s.chosenOptionId})`;
  const rows = await db
    .select({
      id: s.id,
      projectId: s.projectId,
      title: s.title,
      description: s.description,
      dueDate: s.dueDate,
      status: sql<SelectionDisplayStatus>`case when ${s.status} = 'open' and ${s.dueDate} < ${today}::date
        then 'overdue' else ${s.status}::text end`,
      allowanceItemId: s.allowanceItemId,
      allowanceName: budgetItems.name,
      allowanceAmount: sql<string | null>`(case when ${s.status} = 'open' then ${allowanceAmountSql}
        else ${s.allowanceAmount} end)::text`,
      chosenOptionId: s.chosenOptionId,
      chosenOptionName: sql<string | null>`${chosen}`,
      difference: sql<string | null>`${s.difference}::text`,
      chosenAt: s.chosenAt,
      chosenByName: s.chosenByName,
      orderedAt: s.orderedAt,
      changeOrderId: changeOrders.id,
      changeOrderNumber: changeOrders.number,
      version: rowVersion(s),
    })
    .from(s)
    .leftJoin(
      budgetItems,
      and(
        eq(budgetItems.id, s.allowanceItemId),
        eq(budgetItems.companyId, s.companyId),
        eq(budgetItems.isAllowance, true),
      ),
    )
    .leftJoin(changeOrders, and(eq(changeOrders.selectionId, s.id), eq(changeOrders.companyId, s.companyId)))
    .where(
      and(eq(s.companyId, companyId), 'id' in where ? eq(s.id, where.id) : eq(s.projectId, where.projectId)),
    )
    .orderBy(sql`${s.dueDate} asc nulls last`, asc(s.id));
  const options = await readOptions(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const manage = can(actor, 'manageSelections');
  return rows.map((r) => ({
    ...r,
    chosenAt: r.chosenAt?.toISOString() ?? null,
    orderedAt: r.orderedAt?.toISOString() ?? null,
    changeOrderNumber: r.changeOrderNumber === null ? null : changeOrderNumber(r.changeOrderNumber),
    options: options.get(r.id) ?? [],
    canManage: manage,
  }));
}

async function readOptions(
  db: DbOrTx,
  companyId: number,
  selectionIds: number[],
): Promise<Map<number, SelectionOption[]>> {
  const byId = new Map<number, SelectionOption[]>();
  if (selectionIds.length === 0) return byId;
  const o = selectionOptions;
  const rows = await db
    .select({
      selectionId: o.selectionId,
      id: o.id,
      position: o.position,
      name: o.name,
      description: o.description,
      price: sql<string>`${o.price}::text`,
      catalogItemId: o.productId,
      vendorId: o.vendorId,
      vendorName: vendors.name,
      hasPhoto: sql<boolean>`${o.photoFileId} is not null`,
    })
    .from(o)
    .leftJoin(vendors, eq(vendors.id, o.vendorId))
    .where(and(eq(o.companyId, companyId), inArray(o.selectionId, selectionIds)))
    .orderBy(asc(o.selectionId), asc(o.position));
  for (const { selectionId, hasPhoto, ...option } of rows) {
    const list = byId.get(selectionId) ?? [];
    list.push({ ...option, photoUrl: hasPhoto ? photoUrlOf(option.id) : null });
    byId.set(selectionId, list);
  }
  return byId;
}

/** One selection as its answers show it. */
export async function selectionView(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  id: number,
  today: string,
): Promise<Selection> {
  const [view] = await readSelections(db, actor, companyId, { id }, today);
  if (!view) throw notFound('selection');
  return view;
}
