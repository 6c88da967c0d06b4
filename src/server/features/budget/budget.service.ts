import { and, eq, inArray } from 'drizzle-orm';
import { descendantIds } from '#domain/budget-tree';
import {
  budgetMessages,
  type CreateBudgetItemValues,
  pricingLimitErrors,
  type ReorderBudgetValues,
  type UpdateBudgetItemValues,
} from '#domain/contracts/budget';
import { lazyText } from '#domain/messages/all';
import { MILESTONE_DESCRIPTION, type MilestoneScheme, milestoneSchemeNames } from '#domain/milestones';
import { normalizePricing, type Pricing, type PricingChange, resolvePricing } from '#domain/pricing';
import { sentColumns } from '../../db/contract-columns';
import { lockProjectPositions } from '../../db/positions';
import { budgetItems } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type FieldError, fieldError } from '../../http/errors';
import { assertCurrentVersion, withVersion } from '../../http/record-version';
import { budgetItemOfProject, tradeOfCompany } from '../tasks/tasks.queries';
import {
  budgetPositionIn,
  catalogProductOfCompany,
  childrenOf,
  countChildren,
  getBudgetItemOrThrow,
  hasChildren,
  listBudgetLinks,
  listChildren,
  nextChildOrder,
  shiftSiblings,
} from './budget.queries';
import { type BudgetItemRow, getBudgetView } from './budget-items.read';

export const REORDER_MESSAGE = lazyText('budget:messages.reorder');
export const CYCLE_MESSAGE = lazyText('budget:messages.cycle');
export const GROUP_WITH_ITEMS_MESSAGE = lazyText('budget:messages.groupWithItems');

/** What a group stores: no quantity, cost or price of its own (its totals come from its products). */
const GROUP_FIGURES = {
  quantity: '1.00',
  unitCost: '0.00',
  unitPrice: '0.00',
  markup: '0.00',
  margin: '0.00',
};

/**
 * The fields an item stores its own way rather than as sent: the name and description fall back to the catalog
 * product's, the figures are derived so that they agree (a group stores none), and the order keeps the siblings
 * gap-free. The references (parent, catalog product, trade) are checked and never written as sent.
 */
const derivedFields = [
  'name',
  'description',
  'quantity',
  'unitCost',
  'unitPrice',
  'markup',
  'margin',
  'order',
] as const;

type CatalogProduct = NonNullable<Awaited<ReturnType<typeof catalogProductOfCompany>>>;

function throwIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError(400, errors[0]!.message, errors);
}

const pricingChangeOf = (body: PricingChange): PricingChange => ({
  unitCost: body.unitCost,
  unitPrice: body.unitPrice,
  markup: body.markup,
  margin: body.margin,
});

/**
 * The product's figures: from a catalog product, what was sent overrides the catalog's (a sent cost alone keeps
 * the catalog's markup); otherwise from what was sent against the current figures. Always in agreement.
 */
function productPricing(body: PricingChange, base: Pricing | undefined, errors: FieldError[]): Pricing {
  const pricing = resolvePricing(pricingChangeOf(body), base);
  errors.push(...pricingLimitErrors(pricing));
  return pricing;
}

const catalogPricing = (p: CatalogProduct): Pricing =>
  normalizePricing({ unitCost: p.unitCost, unitPrice: p.unitPrice, markup: p.markup, margin: p.margin });

/** Checks a parent: a group of the same project (400 on parentId otherwise). */
async function checkParent(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  parentId: number,
  errors: FieldError[],
): Promise<void> {
  const parent = await budgetItemOfProject(tx, companyId, projectId, parentId);
  if (parent?.type !== 'group') errors.push({ path: 'parentId', message: budgetMessages.parentId() });
}

async function checkProductAndTrade(
  tx: DbOrTx,
  companyId: number,
  productId: number | null | undefined,
  tradeId: number | null | undefined,
  errors: FieldError[],
): Promise<CatalogProduct | undefined> {
  let product: CatalogProduct | undefined;
  if (productId != null) {
    product = await catalogProductOfCompany(tx, companyId, productId);
    if (!product) errors.push({ path: 'productId', message: budgetMessages.productId() });
  }
  if (tradeId != null && !(await tradeOfCompany(tx, companyId, tradeId))) {
    errors.push({ path: 'tradeId', message: budgetMessages.tradeId() });
  }
  return product;
}

/**
 * Creates a product or a group in a project. A catalog product fills the name, description, figures and trade
 * that were not sent; the figures are recomputed so they agree; the item goes after its last sibling unless an
 * order is sent, which puts it at that place and moves the siblings from there on down one. Groups store no
 * figures and no catalog product.
 */
export async function createBudgetItem(
  db: Db,
  companyId: number,
  projectId: number,
  body: CreateBudgetItemValues,
  now: Date,
): Promise<BudgetItemRow> {
  return db.transaction(async (tx) => {
    // Creates for one project run one at a time, so two never read the same next order (see db/positions.ts).
    await lockProjectPositions(tx, companyId, projectId);
    const errors: FieldError[] = [];
    if (body.projectId !== undefined && body.projectId !== projectId) {
      errors.push({ path: 'projectId', message: budgetMessages.projectId() });
    }
    const isGroup = body.type === 'group';
    const parentId = body.parentId ?? null;
    if (parentId !== null) await checkParent(tx, companyId, projectId, parentId, errors);
    const product = await checkProductAndTrade(
      tx,
      companyId,
      isGroup ? null : body.productId,
      body.tradeId,
      errors,
    );
    const pricing = isGroup
      ? GROUP_FIGURES
      : productPricing(body, product && catalogPricing(product), errors);
    throwIfAny(errors);

    let order: number;
    if (body.order === undefined) order = await nextChildOrder(tx, companyId, projectId, parentId);
    else {
      // An order past the end means the end: the list stays gap-free.
      order = Math.min(body.order, await countChildren(tx, companyId, projectId, parentId));
      await shiftSiblings(tx, companyId, projectId, parentId, { from: order, delta: 1 });
    }
    const [item] = await tx
      .insert(budgetItems)
      .values({
        ...sentColumns(budgetItems, body, derivedFields),
        companyId,
        projectId,
        parentId,
        name: body.name || product?.name || '',
        description: body.description !== undefined ? body.description : (product?.description ?? null),
        productId: product?.id ?? null,
        quantity: isGroup ? GROUP_FIGURES.quantity : (body.quantity ?? '1.00'),
        ...pricing,
        tradeId: body.tradeId !== undefined ? body.tradeId : (product?.tradeId ?? null),
        // Only a product line is an allowance.
        isAllowance: !isGroup && body.isAllowance === true,
        order,
        createdAt: now,
        updatedAt: now,
      })
      .returning(withVersion(budgetItems));
    return item!;
  });
}

/**
 * Changes any field of an item. A new catalog product fills the fields not sent, as on create; moving checks
 * the new parent (a group of the same project, never the item itself or one of its descendants) and puts the
 * item after its new siblings unless an order is sent (then at that place, the siblings from there on moving
 * down one); the siblings it left move up one. A group with items cannot become a product.
 */
export async function updateBudgetItem(
  db: Db,
  companyId: number,
  id: number,
  body: UpdateBudgetItemValues,
  now: Date,
): Promise<BudgetItemRow> {
  return db.transaction(async (tx) => {
    let current = await getBudgetItemOrThrow(tx, companyId, id);
    const moves = body.parentId !== undefined || body.order !== undefined;
    if (moves) {
      // A move changes two sibling lists: under the project's lock (db/positions.ts), read the item again.
      await lockProjectPositions(tx, companyId, current.projectId);
      current = await getBudgetItemOrThrow(tx, companyId, id);
    }
    await assertCurrentVersion(
      tx,
      budgetItems,
      and(eq(budgetItems.id, id), eq(budgetItems.companyId, companyId)),
    );
    const projectId = current.projectId;
    const errors: FieldError[] = [];
    if (body.projectId !== undefined && body.projectId !== projectId) {
      errors.push({ path: 'projectId', message: budgetMessages.projectId() });
    }
    const type = body.type ?? current.type;
    const isGroup = type === 'group';
    if (current.type === 'group' && !isGroup && (await hasChildren(tx, companyId, id))) {
      errors.push({ path: 'type', message: GROUP_WITH_ITEMS_MESSAGE() });
    }

    const parentChanged = body.parentId !== undefined && (body.parentId ?? null) !== current.parentId;
    const parentId = parentChanged ? (body.parentId ?? null) : current.parentId;
    if (parentChanged && parentId !== null) {
      if (
        parentId === id ||
        descendantIds(await listBudgetLinks(tx, companyId, projectId), id).includes(parentId)
      ) {
        errors.push({ path: 'parentId', message: CYCLE_MESSAGE() });
      } else {
        await checkParent(tx, companyId, projectId, parentId, errors);
      }
    }

    const newProductId = !isGroup && body.productId != null && body.productId !== current.productId;
    const product = await checkProductAndTrade(
      tx,
      companyId,
      newProductId ? body.productId : null,
      body.tradeId,
      errors,
    );
    const productId = isGroup ? null : body.productId !== undefined ? body.productId : current.productId;

    let name = body.name;
    if (name === '') {
      // A cleared name: a product takes its catalog product's name; otherwise a name is required.
      const source =
        product ??
        (!isGroup && productId != null ? await catalogProductOfCompany(tx, companyId, productId) : undefined);
      if (source) name = source.name;
      else
        errors.push({
          path: 'name',
          message: isGroup ? budgetMessages.groupName() : budgetMessages.productName(),
        });
    }

    const currentPricing: Pricing | undefined =
      current.type === 'group'
        ? undefined
        : {
            unitCost: current.unitCost,
            unitPrice: current.unitPrice,
            markup: current.markup,
            margin: current.margin,
          };
    const pricing = isGroup
      ? GROUP_FIGURES
      : productPricing(body, product ? catalogPricing(product) : currentPricing, errors);
    throwIfAny(errors);

    let order: number | undefined;
    if (parentChanged || body.order !== undefined) {
      await shiftSiblings(
        tx,
        companyId,
        projectId,
        current.parentId,
        { after: current.order, delta: -1 },
        id,
      );
      if (body.order === undefined) order = await nextChildOrder(tx, companyId, projectId, parentId);
      else {
        order = Math.min(body.order, await countChildren(tx, companyId, projectId, parentId, id));
        await shiftSiblings(tx, companyId, projectId, parentId, { from: order, delta: 1 }, id);
      }
    }
    const [item] = await tx
      .update(budgetItems)
      .set({
        ...sentColumns(budgetItems, body, derivedFields),
        // Unchanged parent and order are not written back: an edit never undoes a concurrent move.
        parentId: parentChanged ? parentId : undefined,
        type,
        name: name ?? (product ? product.name : undefined),
        description:
          body.description !== undefined ? body.description : product ? product.description : undefined,
        productId,
        quantity: isGroup
          ? GROUP_FIGURES.quantity
          : (body.quantity ?? (current.type === 'group' ? '1.00' : undefined)),
        ...pricing,
        tradeId: body.tradeId !== undefined ? body.tradeId : product ? product.tradeId : undefined,
        isAllowance: isGroup ? false : body.isAllowance,
        order,
        updatedAt: now,
      })
      .where(and(eq(budgetItems.id, id), eq(budgetItems.companyId, companyId)))
      .returning(withVersion(budgetItems));
    return item!;
  });
}

/**
 * Deletes an item; a group takes its whole subtree with it, in one transaction, and nothing else. The siblings
 * after it move up one place.
 */
export async function deleteBudgetItem(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { projectId } = await getBudgetItemOrThrow(tx, companyId, id);
    // Under the project's lock (db/positions.ts), read again: a concurrent change may have moved the item.
    await lockProjectPositions(tx, companyId, projectId);
    const item = await getBudgetItemOrThrow(tx, companyId, id);
    const ids = [id, ...descendantIds(await listBudgetLinks(tx, companyId, item.projectId), id)];
    await tx
      .delete(budgetItems)
      .where(
        and(
          inArray(budgetItems.id, ids),
          eq(budgetItems.projectId, item.projectId),
          eq(budgetItems.companyId, companyId),
        ),
      );
    await shiftSiblings(tx, companyId, projectId, item.parentId, { after: item.order, delta: -1 });
  });
}

/** Puts the children of one parent (null = top level) in the given order; ids must be exactly those children. */
export async function reorderBudgetItems(
  db: Db,
  companyId: number,
  projectId: number,
  body: ReorderBudgetValues,
  now: Date,
) {
  await db.transaction(async (tx) => {
    // The same lock as creates, moves and deletes, so the siblings checked are still the siblings when written.
    await lockProjectPositions(tx, companyId, projectId);
    const errors: FieldError[] = [];
    if (body.parentId !== null) await checkParent(tx, companyId, projectId, body.parentId, errors);
    throwIfAny(errors);
    const siblings = (await listChildren(tx, companyId, projectId, body.parentId)).map((s) => s.id);
    const have = new Set(siblings);
    const ok =
      body.ids.length === siblings.length &&
      new Set(body.ids).size === body.ids.length &&
      body.ids.every((i) => have.has(i));
    if (!ok) throw fieldError('ids', REORDER_MESSAGE());
    if (body.ids.length > 0) {
      await tx
        .update(budgetItems)
        .set({ order: budgetPositionIn(body.ids), updatedAt: now })
        // Only the listed ids: a sibling added meanwhile keeps its order instead of getting none.
        .where(and(childrenOf(companyId, projectId, body.parentId), inArray(budgetItems.id, body.ids)));
    }
  });
  return getBudgetView(db, companyId, projectId);
}

/**
 * Adds the milestone groups of a scheme at the end of the top level (type group, description 'Payment
 * milestone', no parent, expanded). A milestone group of the same name already at the top level is kept, not
 * duplicated, so the print layout's equal split is not skewed. Answers the scheme's groups in scheme order.
 */
export async function createMilestones(
  db: Db,
  companyId: number,
  projectId: number,
  scheme: MilestoneScheme,
  now: Date,
): Promise<BudgetItemRow[]> {
  return db.transaction(async (tx) => {
    // Appends to the top level: the project's lock keeps the positions unique (see db/positions.ts).
    await lockProjectPositions(tx, companyId, projectId);
    const topLevel = await listChildren(tx, companyId, projectId, null);
    const existing = new Map(topLevel.filter((i) => i.type === 'group').map((i) => [i.name, i.id]));
    const names = milestoneSchemeNames[scheme];
    const missing = names.filter((n) => !existing.has(n));
    let order = await nextChildOrder(tx, companyId, projectId, null);
    const created =
      missing.length === 0
        ? []
        : await tx
            .insert(budgetItems)
            .values(
              missing.map((name) => ({
                companyId,
                projectId,
                parentId: null,
                type: 'group' as const,
                name,
                description: MILESTONE_DESCRIPTION(),
                ...GROUP_FIGURES,
                isExpanded: true,
                order: order++,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning(withVersion(budgetItems));
    const ids = names.map((n) => existing.get(n) ?? created.find((c) => c.name === n)!.id);
    const rows = await tx
      .select(withVersion(budgetItems))
      .from(budgetItems)
      .where(and(inArray(budgetItems.id, ids), eq(budgetItems.companyId, companyId)));
    return ids.map((i) => rows.find((r) => r.id === i)!);
  });
}
