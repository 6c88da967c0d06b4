import { and, eq, sql } from 'drizzle-orm';
import type { ChangeOrderSummary } from '#domain/contracts/change-orders';
import { changeOrderLineBody } from '#domain/contracts/change-orders';
import { selectionMessages } from '#domain/contracts/selections';
import { t } from '#domain/messages/all';
import { fromUnits, toUnits } from '#domain/pricing';
import { lockProjectPositions } from '../../db/positions';
import { budgetItems, selectionOptions, selections } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, fieldError } from '../../http/errors';
import { createPendingChangeOrder, type Visitor } from '../change-orders/change-orders.service';
import { getSelectionOrThrow } from './selections.queries';

/**
 * Who makes a choice: a staff member for the client (userId and their name), or the client in the portal
 * (userId null, the client's name). The portal calls chooseSelectionOption with its customer as this.
 */
export type Chooser = {
  companyId: number;
  userId: number | null;
  actorName: string;
  visitor: Visitor;
  now: Date;
};

/** The change order's longest line name (contracts/change-orders.ts). */
const LINE_NAME_MAX = 300;

/**
 * The cost of a difference in price: at the allowance line's own ratio of cost to price (its markup carries
 * over to an overage or a credit); at cost when there is no allowance line or it has no price.
 */
function costOf(difference: bigint, allowanceCost: bigint, allowancePrice: bigint): bigint {
  if (allowancePrice <= 0n) return difference;
  const scaled = difference * allowanceCost * 2n + allowancePrice;
  return scaled / (allowancePrice * 2n);
}

/**
 * The client's choice of an option, final once made (a second choice answers 409), in one transaction: the
 * selection becomes Selected with the allowance and the difference (option price - allowance line's total price,
 * 0 without a line) frozen, and a difference other than 0 becomes a pending change order linked to the selection:
 * one line for the overage (quantity 1) or the credit (quantity -1), in the allowance line's budget group.
 * Answers that change order, or null when the price matched.
 */
export async function chooseSelectionOption(
  db: Db,
  who: Chooser,
  selectionId: number,
  optionId: number,
): Promise<{ changeOrder: ChangeOrderSummary | null }> {
  const { companyId, now } = who;
  return db.transaction(async (tx) => {
    const current = await getSelectionOrThrow(tx, companyId, selectionId);
    // The project first, then the selection: the order the change order's numbering takes its locks in.
    await lockProjectPositions(tx, companyId, current.projectId);
    const row = await getSelectionOrThrow(tx, companyId, selectionId, true);
    if (row.status !== 'open') throw conflict(t('selections:server.alreadyChosen'));
    const [priced] = await readPricing(tx, companyId, selectionId, optionId, row.allowanceItemId);
    if (!priced) throw fieldError('optionId', selectionMessages.optionId());
    await tx
      .update(selections)
      .set({
        status: 'selected',
        chosenOptionId: optionId,
        allowanceAmount: priced.allowance,
        difference: priced.difference,
        chosenAt: now,
        chosenBy: who.userId,
        chosenByName: who.actorName,
        updatedAt: now,
      })
      .where(and(eq(selections.id, selectionId), eq(selections.companyId, companyId)));
    const difference = toUnits(priced.difference);
    if (difference === 0n) return { changeOrder: null };
    const changeOrder = await createPendingChangeOrder(tx, {
      companyId,
      projectId: row.projectId,
      title: t('selections:changeOrder.title', { title: row.title }).slice(0, 200),
      description: t('selections:changeOrder.description', {
        option: priced.name,
        title: row.title,
        price: priced.price,
        allowance: priced.allowance,
      }).slice(0, 5000),
      reason: 'client_request',
      lines: [
        differenceLine(row.title, priced, difference, {
          cost: toUnits(priced.allowanceCost),
          price: toUnits(priced.allowance),
        }),
      ],
      userId: who.userId,
      actorName: who.actorName,
      visitor: who.visitor,
      now,
      historyDetails: t('selections:changeOrder.history', { option: priced.name, title: row.title }),
      selectionId,
    });
    return { changeOrder };
  });
}

type Priced = {
  name: string;
  price: string;
  allowance: string;
  allowanceCost: string;
  difference: string;
  parentId: number | null;
  tradeId: number | null;
};

/** The option's price, the allowance line's total price and cost (0 without one) and the difference, by SQL. */
function readPricing(
  tx: DbOrTx,
  companyId: number,
  selectionId: number,
  optionId: number,
  allowanceItemId: number | null,
) {
  const o = selectionOptions;
  const b = budgetItems;
  const allowance = sql`coalesce(round(${b.quantity} * ${b.unitPrice}, 2), 0)`;
  return tx
    .select({
      name: o.name,
      price: sql<string>`${o.price}::text`,
      allowance: sql<string>`${allowance}::text`,
      allowanceCost: sql<string>`coalesce(round(${b.quantity} * ${b.unitCost}, 2), 0)::text`,
      difference: sql<string>`(${o.price} - ${allowance})::text`,
      parentId: b.parentId,
      tradeId: b.tradeId,
    })
    .from(o)
    .leftJoin(
      b,
      and(
        eq(b.id, allowanceItemId ?? 0),
        eq(b.companyId, companyId),
        eq(b.type, 'product'),
        eq(b.isAllowance, true),
      ),
    )
    .where(and(eq(o.id, optionId), eq(o.selectionId, selectionId), eq(o.companyId, companyId))) as Promise<
    Priced[]
  >;
}

/** The change order's one line: the overage (quantity 1) or the credit (quantity -1), priced by the difference. */
function differenceLine(
  title: string,
  priced: Priced,
  difference: bigint,
  allowance: { cost: bigint; price: bigint },
) {
  const credit = difference < 0n;
  const amount = credit ? -difference : difference;
  const name = t(credit ? 'selections:changeOrder.credit' : 'selections:changeOrder.overage', {
    title,
    option: priced.name,
  });
  return changeOrderLineBody.parse({
    name: name.slice(0, LINE_NAME_MAX),
    quantity: credit ? '-1' : '1',
    unitCost: fromUnits(costOf(amount, allowance.cost, allowance.price)),
    unitPrice: fromUnits(amount),
    tradeId: priced.tradeId,
    budgetParentId: priced.parentId,
  });
}
