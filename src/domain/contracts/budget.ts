import '#domain/messages/load/budget';
import { z } from 'zod';
import { budgetItemTypes } from '../enums';
import { type LazyText, lazyText, say } from '../messages/i18n';
import { type MilestoneScheme, milestoneSchemes } from '../milestones';
import { fromUnits, isDecimal, toUnits } from '../pricing';
import { type Answer, decimal, instant, noContent } from './answers';
import { idSchema, optionalRef, optionalText, wholeNumber } from './common';
import { declareCall } from './declare';
import { budgetActualsAnswer } from './expenses';
import { recordVersion } from './record-version';

/** The budget's validation texts (docs/product.md#budget), and ours for what the product leaves open; each looked up when read. */
export const budgetMessages = {
  quantity: lazyText('budget:messages.quantity'),
  unitCost: lazyText('budget:messages.unitCost'),
  unitPrice: lazyText('budget:messages.unitPrice'),
  productName: lazyText('budget:messages.productName'),
  groupName: lazyText('budget:messages.groupName'),
  markup: lazyText('budget:messages.markup'),
  margin: lazyText('budget:messages.margin'),
  amountTooLarge: lazyText('budget:messages.amountTooLarge'),
  markupTooLarge: lazyText('budget:messages.markupTooLarge'),
  marginTooSmall: lazyText('budget:messages.marginTooSmall'),
  type: lazyText('budget:messages.type'),
  parentId: lazyText('budget:messages.parentId'),
  productId: lazyText('budget:messages.productId'),
  tradeId: lazyText('budget:messages.tradeId'),
  projectId: lazyText('budget:messages.projectId'),
  milestoneScheme: lazyText('budget:messages.milestoneScheme'),
} as const;

/** Largest amount or quantity a column holds (numeric(12,2)), in cents. */
export const MAX_AMOUNT_CENTS = 999_999_999_999n;
/** Largest markup or margin a column holds (numeric(10,2)), in basis points. */
export const MAX_PERCENT_BASIS_POINTS = 9_999_999_999n;

/**
 * A decimal sent as a number or a string, kept as a string rounded to 2 decimals; absent or null means not
 * sent. `valid` is the rule the form states (in hundredths); `within` the range the column holds.
 */
export function decimalField(
  message: LazyText,
  valid: (hundredths: bigint) => boolean,
  within: (hundredths: bigint) => boolean,
  outOfRange: LazyText,
) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      if (isHuge(value)) {
        ctx.addIssue({ code: 'custom', message: outOfRange() });
        return z.NEVER;
      }
      if (!isDecimal(value) || !valid(toUnits(value))) {
        ctx.addIssue({ code: 'custom', message: message() });
        return z.NEVER;
      }
      const units = toUnits(value);
      if (!within(units)) {
        ctx.addIssue({ code: 'custom', message: outOfRange() });
        return z.NEVER;
      }
      return fromUnits(units);
    });
}

/** 1e20 or '1e+21': a number beyond what any column holds (isDecimal refuses these forms). */
function isHuge(value: string | number): boolean {
  const n = typeof value === 'number' ? value : /e/i.test(value) ? Number(value) : 0;
  return Number.isFinite(n) ? Math.abs(n) >= 1e20 : typeof value === 'number';
}

export const fitsAmount = (c: bigint) => c <= MAX_AMOUNT_CENTS;
export const amount = (message: LazyText) =>
  decimalField(message, (c) => c >= 0n, fitsAmount, budgetMessages.amountTooLarge);

export const budgetItemFields = {
  /** Optional; when sent it must be the project of the path (or of the item). */
  projectId: idSchema.optional(),
  /** A group of the same project; null for the top level. */
  parentId: optionalRef(budgetMessages.parentId),
  type: z.enum(budgetItemTypes, { error: budgetMessages.type }),
  /** Trimmed; empty means none (a product then takes its catalog product's name). */
  name: z
    .string({ error: budgetMessages.groupName })
    .trim()
    .max(300, say('budget:messages.nameTooLong'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : (v ?? ''))),
  description: optionalText(5000),
  /** A catalog product of the company; its name, description, figures and trade fill what is not sent. */
  productId: optionalRef(budgetMessages.productId),
  quantity: decimalField(budgetMessages.quantity, (q) => q >= 1n, fitsAmount, budgetMessages.amountTooLarge),
  unitCost: amount(budgetMessages.unitCost),
  unitPrice: amount(budgetMessages.unitPrice),
  /** Percent; at least -100 (a negative price is not possible). */
  markup: decimalField(
    budgetMessages.markup,
    (m) => m >= -10_000n,
    (m) => m <= MAX_PERCENT_BASIS_POINTS,
    budgetMessages.markupTooLarge,
  ),
  /** Percent; below 100 (at 100 the price would be infinite). */
  margin: decimalField(
    budgetMessages.margin,
    (m) => m < 10_000n,
    (m) => m >= -MAX_PERCENT_BASIS_POINTS,
    budgetMessages.marginTooSmall,
  ),
  tradeId: optionalRef(budgetMessages.tradeId),
  isExpanded: z.boolean({ error: lazyText('budget:messages.isExpanded') }),
  /** A product line that is an allowance ('Tile allowance $3,000'); a group never is. */
  isAllowance: z.boolean({ error: lazyText('budget:messages.isAllowance') }),
  order: wholeNumber(0, 1_000_000),
};

/**
 * POST /api/projects/{id}/budget. A product needs a name or a catalog product; a group needs a name. Quantity
 * defaults to 1, isExpanded to true; without an order the item goes after its last sibling. The server derives
 * price, markup and margin from what was sent (see resolvePricing).
 */
export const createBudgetItemBody = z
  .object({
    ...budgetItemFields,
    type: budgetItemFields.type.default('product'),
    isExpanded: budgetItemFields.isExpanded.default(true),
    isAllowance: budgetItemFields.isAllowance.optional(),
    order: budgetItemFields.order.optional(),
  })
  .superRefine(
    (body, ctx) => {
      // Runs even when other fields failed, so every missing name is reported with them.
      const type = body.type ?? 'product';
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (name) return;
      if (type === 'group')
        ctx.addIssue({ code: 'custom', path: ['name'], message: budgetMessages.groupName() });
      else if (type === 'product' && (body.productId === undefined || body.productId === null)) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: budgetMessages.productName() });
      }
    },
    { when: () => true },
  );
export type CreateBudgetItemBody = z.input<typeof createBudgetItemBody>;
export type CreateBudgetItemValues = z.output<typeof createBudgetItemBody>;

/** PATCH /api/budget/{id}: any field, isExpanded and parentId/order included. */
export const updateBudgetItemBody = z.object(budgetItemFields).partial();
export type UpdateBudgetItemBody = z.input<typeof updateBudgetItemBody>;
export type UpdateBudgetItemValues = z.output<typeof updateBudgetItemBody>;

/** POST /api/projects/{id}/budget/reorder: the children of one parent (null = top level), each once, in order. */
export const reorderBudgetBody = z.object({
  parentId: optionalRef(budgetMessages.parentId).transform((v) => v ?? null),
  ids: z.array(idSchema, { error: lazyText('budget:messages.ids') }).max(5000),
});
export type ReorderBudgetBody = z.input<typeof reorderBudgetBody>;
export type ReorderBudgetValues = z.output<typeof reorderBudgetBody>;

/** POST /api/projects/{id}/budget/milestones. */
export const createMilestonesBody = z.object({
  scheme: z.enum(milestoneSchemes, { error: budgetMessages.milestoneScheme }),
});
export type CreateMilestonesBody = z.input<typeof createMilestonesBody>;

// Answers: what each route sends, and nothing else (http/serialization.ts). Money and percentages are decimal
// strings. The item's companyId stays on the server: the browser knows its company and never reads it.

/** A budget item as stored and answered by POST and PATCH (and, as a list, by POST .../milestones). */
export const budgetItemAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  parentId: z.number().nullable(),
  type: z.enum(budgetItemTypes),
  name: z.string(),
  description: z.string().nullable(),
  productId: z.number().nullable(),
  quantity: decimal,
  unitCost: decimal,
  unitPrice: decimal,
  markup: decimal,
  margin: decimal,
  tradeId: z.number().nullable(),
  order: z.number(),
  isExpanded: z.boolean(),
  isAllowance: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type BudgetItem = Answer<typeof budgetItemAnswer>;

/** A row of the budget table: the item with its depth, child count and totals (groups: sums of descendants). */
export const budgetLineItemAnswer = budgetItemAnswer.extend({
  depth: z.number(),
  childCount: z.number(),
  totalCost: decimal,
  totalPrice: decimal,
});
export type BudgetLineItem = Answer<typeof budgetLineItemAnswer>;

/**
 * GET /api/projects/{id}/budget and POST /api/projects/{id}/budget/reorder. The GET sends JSON the database
 * builds (budget-view-json.ts), which Fastify does not re-serialise: a test parses it with this schema.
 */
export const budgetViewAnswer = z.object({
  /** Display order: parent before children, siblings by order then id. */
  items: z.array(budgetLineItemAnswer),
  totals: z.object({
    /** The approved estimate's snapshot total, or '0.00'. */
    soldPrice: decimal,
    budgetedCost: decimal,
    totalPrice: decimal,
    markup: decimal,
    margin: decimal,
  }),
  /** The print layout's payment schedule: the total price split equally across the 'Milestone' groups. */
  milestonePayments: z.array(z.object({ id: z.number(), name: z.string(), amount: decimal })),
});
export type BudgetView = Answer<typeof budgetViewAnswer>;

/** A budget item of GET /api/projects/{projectId}/budget/items (the task form's budget item list). */
export const budgetItemOptionAnswer = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(budgetItemTypes),
  parentId: z.number().nullable(),
  tradeId: z.number().nullable(),
  unitCost: decimal,
  quantity: decimal,
  /** quantity x unit cost, to the cent. */
  budgetedCost: decimal,
  isGroup: z.boolean(),
  /** A group whose name starts with 'Milestone'. */
  isMilestone: z.boolean(),
  /** A product line that is an allowance, and its total price (quantity x unit price, to the cent). */
  isAllowance: z.boolean(),
  totalPrice: decimal,
});
export type BudgetItemOption = Answer<typeof budgetItemOptionAnswer>;

export type { MilestoneScheme };

/**
 * Figures that derived pricing may reach but the columns cannot hold (a tiny cost with a huge price): one
 * field error each, so the server answers 400 instead of failing on the database.
 */
export function pricingLimitErrors(p: {
  unitPrice: string;
  markup: string;
  margin: string;
}): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  if (toUnits(p.unitPrice) > MAX_AMOUNT_CENTS) {
    errors.push({ path: 'unitPrice', message: budgetMessages.amountTooLarge() });
  }
  if (toUnits(p.markup) > MAX_PERCENT_BASIS_POINTS) {
    errors.push({ path: 'markup', message: budgetMessages.markupTooLarge() });
  }
  if (toUnits(p.margin) < -MAX_PERCENT_BASIS_POINTS) {
    errors.push({ path: 'margin', message: budgetMessages.marginTooSmall() });
  }
  return errors;
}

/**
 * A project's budget (docs/product.md#budget): the table, the selectors' items, the actual costs, and the
 * changes. Every company role may edit budget items.
 */
export const budgetCalls = {
  view: declareCall({
    method: 'GET',
    path: '/api/projects/:id/budget',
    answers: { 200: budgetViewAnswer },
    live: ['change-order'],
  }),
  items: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/budget/items',
    answers: { 200: z.array(budgetItemOptionAnswer) },
    live: ['change-order'],
  }),
  actuals: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/budget/actuals',
    answers: { 200: budgetActualsAnswer },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/budget',
    body: createBudgetItemBody,
    answers: { 201: budgetItemAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/budget/:id',
    body: updateBudgetItemBody,
    answers: { 200: budgetItemAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/budget/:id',
    answers: { 204: noContent },
  }),
  reorder: declareCall({
    method: 'POST',
    path: '/api/projects/:id/budget/reorder',
    body: reorderBudgetBody,
    answers: { 200: budgetViewAnswer },
  }),
  milestones: declareCall({
    method: 'POST',
    path: '/api/projects/:id/budget/milestones',
    body: createMilestonesBody,
    answers: { 201: z.array(budgetItemAnswer) },
  }),
};
