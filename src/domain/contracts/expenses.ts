import '#domain/messages/load/expenses';
import { z } from 'zod';
import { expenseCategories } from '../enums';
import { lazyText, say, t, textsReadWhenUsed } from '../messages/i18n';
import { type Answer, decimal, instant, noContent, streamAnswer } from './answers';
import { idSchema, isRealDate, money, optionalRef, optionalText, pageQuery, requiredText } from './common';
import { declareCall } from './declare';
import { downloadQuery } from './documents';
import { recordVersion } from './record-version';

/** The expenses' validation messages (docs/product.md#expenses), each looked up when read. */
export const expenseMessages = textsReadWhenUsed('expenses:messages', [
  'amount',
  'category',
  'date',
  'budgetItem',
  'budgetItemNeedsProject',
] as const);

/**
 * The form sends the date as an ISO string (docs/product.md#expenses); the day is what is kept ('2026-11-20' or
 * '2026-11-20T00:00:00Z').
 */
const expenseDate = z
  .string({ error: lazyText('expenses:messages.date') })
  .trim()
  .min(1, say('expenses:messages.date'))
  .transform((value, ctx) => {
    const day = value.slice(0, 10);
    if (!isRealDate(day) || (value.length > 10 && Number.isNaN(Date.parse(value)))) {
      ctx.addIssue({ code: 'custom', message: t('expenses:messages.invalidDate') });
      return z.NEVER;
    }
    return day;
  });

// Empty counts as zero, so a blank amount gets the one message too (docs/product.md#expenses).
const expenseAmount = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? '0' : value),
  money(lazyText('expenses:messages.amountLabel'), {
    negative: lazyText('expenses:messages.amount'),
  }).refine((a) => Number(a) > 0, say('expenses:messages.amount')),
);

const expenseFields = {
  amount: expenseAmount,
  category: z.enum(expenseCategories, { error: lazyText('expenses:messages.category') }),
  description: requiredText(lazyText('expenses:messages.description'), 2000),
  date: expenseDate,
  projectId: optionalRef(lazyText('expenses:messages.chooseProject')),
  /** A product item of the expense's project (the selector offers only those, docs/product.md#expenses). */
  budgetItemId: optionalRef(lazyText('expenses:messages.budgetItem')),
  /** A vendor of the company; its name is kept with the expense too. */
  vendorId: optionalRef(lazyText('expenses:messages.chooseVendor')),
  /** A vendor's name typed without choosing one (kept as text). */
  vendor: optionalText(200),
  /** Sent by the expense form; receipts are uploaded to the expense (POST /api/expenses/{id}/receipt). */
  receiptUrl: optionalText(2000),
  receiptFile: optionalText(300),
  /** Sent by the expense form; checked against the route's company, never trusted. */
  companyId: idSchema.optional(),
};

/**
 * What the expense form edits (docs/product.md#expenses): every field of an expense but the receipt, which is
 * uploaded to the saved expense, and the company, which the route names. The form's empty values and an expense's
 * form come from it (form-values.ts), so an edit never sends back the receipt it did not show.
 */
export const expenseFormFields = z
  .object(expenseFields)
  .omit({ receiptUrl: true, receiptFile: true, companyId: true });

/** POST /api/companies/{companyId}/expenses (docs/product.md#expenses). */
export const createExpenseBody = z.object(expenseFields);
export type CreateExpenseBody = z.input<typeof createExpenseBody>;

/** PATCH /api/expenses/{id}: any field. */
export const updateExpenseBody = z.object(expenseFields).partial();
export type UpdateExpenseBody = z.input<typeof updateExpenseBody>;

export const expenseSorts = ['newest', 'oldest', 'amount', 'amount-desc'] as const;
export type ExpenseSort = (typeof expenseSorts)[number];

/**
 * GET /api/companies/{companyId}/expenses. Without parameters every expense, newest first (the plain list's
 * behaviour); projectId narrows to a project; search matches description and vendor; limit/offset page the list
 * and the answer carries the total in x-total-count.
 */
export const listExpensesQuery = pageQuery.extend({
  projectId: idSchema.optional(),
  sort: z.enum(expenseSorts).optional(),
});

// Answers: what each route sends, and nothing else (http/serialization.ts).

export const expenseAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  budgetItemId: z.number().nullable(),
  budgetItemName: z.string().nullable(),
  vendorId: z.number().nullable(),
  vendor: z.string().nullable(),
  description: z.string(),
  amount: decimal,
  date: z.string(),
  category: z.enum(expenseCategories),
  receiptUrl: z.string().nullable(),
  receiptFile: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdAt: instant,
  version: recordVersion,
});
export type Expense = Answer<typeof expenseAnswer>;

/** GET /api/budget-items/{id}/expenses: what the line was budgeted, what was spent on it, and what is left. */
export const budgetItemExpensesAnswer = z.object({
  budgetedCost: decimal,
  totalExpenses: decimal,
  remainingBudget: decimal,
});
export type BudgetItemExpenses = Answer<typeof budgetItemExpensesAnswer>;

/**
 * GET /api/projects/{projectId}/budget/actuals: for each budget line with any (a group: the sum over its
 * descendants), what was spent on it (expenses and vendor bills) and what open purchase orders still commit to it
 * (decision 0268); all the project's expenses, those recorded on no budget line, its vendor bills and its
 * committed cost.
 */
export const budgetActualsAnswer = z.object({
  items: z.array(z.object({ id: z.number(), actualCost: decimal, committedCost: decimal })),
  totalExpenses: decimal,
  unassigned: decimal,
  totalBills: decimal,
  /** The project's expenses and vendor bills on its budget lines or not: the totals row's Actual Cost. */
  totalActual: decimal,
  totalCommitted: decimal,
});
export type BudgetActuals = Answer<typeof budgetActualsAnswer>;

/**
 * The expenses' calls (docs/product.md#expenses): every member records them; the author, managers and admins
 * change them (a rule on the record, checked by the server's service). The receipt is uploaded as multipart and
 * downloaded as a stream (the server declares its stream answer when it serves it).
 */
export const expenseCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/expenses',
    query: listExpensesQuery,
    answers: { 200: z.array(expenseAnswer) },
    paged: true,
  }),
  /** The project's expenses (docs/product.md#budget), as the company list filtered by the project answers them. */
  projectList: declareCall({
    method: 'GET',
    path: '/api/projects/:projectId/expenses',
    answers: { 200: z.array(expenseAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/expenses',
    body: createExpenseBody,
    answers: { 201: expenseAnswer },
  }),
  get: declareCall({ method: 'GET', path: '/api/expenses/:id', answers: { 200: expenseAnswer } }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/expenses/:id',
    body: updateExpenseBody,
    answers: { 200: expenseAnswer },
  }),
  remove: declareCall({ method: 'DELETE', path: '/api/expenses/:id', answers: { 204: noContent } }),
  budgetItem: declareCall({
    method: 'GET',
    path: '/api/budget-items/:id/expenses',
    answers: { 200: budgetItemExpensesAnswer },
  }),
  attachReceipt: declareCall({
    method: 'POST',
    path: '/api/expenses/:id/receipt',
    answers: { 200: expenseAnswer },
  }),
  receipt: declareCall({
    method: 'GET',
    path: '/api/expenses/:id/receipt',
    query: downloadQuery,
    answers: { 200: streamAnswer },
  }),
};
