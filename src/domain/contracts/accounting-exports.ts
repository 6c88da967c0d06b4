import '#domain/messages/load/accounting-exports';
import { z } from 'zod';
import { expenseCategories } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { streamAnswer } from './answers';
import { dateOnly, idSchema } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** What can be exported (decision 0273): one CSV file per kind, for a range of days. */
export const exportKinds = ['invoices', 'payments', 'expenses', 'bills', 'bill-payments'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** Our own columns, or the columns of QuickBooks Online's or Xero's import screen (invoices and bills only). */
export const exportLayouts = ['plain', 'quickbooks', 'xero'] as const;
export type ExportLayout = (typeof exportLayouts)[number];

/** The kinds an accounting program imports in its own layout; the others are plain only. */
export const importLayoutKinds: readonly ExportKind[] = ['invoices', 'bills'];

export const exportParams = z.object({
  companyId: idSchema,
  kind: z.enum(exportKinds),
});

/** GET /api/companies/{companyId}/exports/{kind}?from=&to=&layout=: both days included. */
export const exportQuery = z
  .object({
    from: dateOnly,
    to: dateOnly,
    layout: z
      .enum(exportLayouts, { error: lazyText('accountingExports:validation.layout') })
      .optional()
      .default('plain'),
  })
  .refine((q) => q.to >= q.from, {
    error: lazyText('accountingExports:validation.toBeforeFrom'),
    path: ['to'],
  });
export type ExportQuery = z.input<typeof exportQuery>;

/** Kinds of account name: the income of invoice lines, an expense category, a trade of a bill line's budget line. */
export const accountKinds = ['income', 'expense_category', 'trade'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The one income key: every invoice line. */
export const INCOME_KEY = 'sales';
/** The trade key of a bill line whose budget line has no trade (or no budget line). */
export const NO_TRADE_KEY = 'none';
export const ACCOUNT_NAME_MAX = 100;

/** One account name the company set: for 'trade' the key is a trade's id, or 'none'. */
export const accountNameEntry = z
  .object({
    kind: z.enum(accountKinds, { error: lazyText('accountingExports:validation.kind') }),
    key: z.string().max(40),
    accountName: z.string().trim().max(ACCOUNT_NAME_MAX, say('accountingExports:validation.nameTooLong')),
  })
  .refine(
    (e) =>
      e.kind === 'income'
        ? e.key === INCOME_KEY
        : e.kind === 'expense_category'
          ? (expenseCategories as readonly string[]).includes(e.key)
          : e.key === NO_TRADE_KEY || /^[1-9]\d{0,9}$/.test(e.key),
    { error: lazyText('accountingExports:validation.key'), path: ['key'] },
  );

/**
 * PUT /api/companies/{companyId}/account-names: the whole set. An entry with an empty name, or a key not sent,
 * goes back to its default name.
 */
export const updateAccountNamesBody = z.object({
  names: z.array(accountNameEntry).max(1000),
});
export type UpdateAccountNamesBody = z.input<typeof updateAccountNamesBody>;

/** A key the exports name: its label here, the name the company gave it (null: none) and the default name. */
export const accountNameRow = z.object({
  kind: z.enum(accountKinds),
  key: z.string(),
  label: z.string(),
  accountName: z.string().nullable(),
  defaultName: z.string(),
});

/** Every key the exports use (income, each category, each trade and 'no trade'), with the set's version. */
export const accountNamesAnswer = z.object({
  names: z.array(accountNameRow),
  version: recordVersion,
});

/** The accounting exports and the account names they use: admins and managers only (they touch money). */
export const accountingExportCalls = {
  export: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/exports/:kind',
    params: exportParams,
    query: exportQuery,
    permission: 'exportAccounting',
    answers: { 200: streamAnswer },
  }),
  accountNames: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/account-names',
    permission: 'exportAccounting',
    answers: { 200: accountNamesAnswer },
  }),
  updateAccountNames: declareCall({
    method: 'PUT',
    path: '/api/companies/:companyId/account-names',
    body: updateAccountNamesBody,
    permission: 'exportAccounting',
    answers: { 200: accountNamesAnswer },
  }),
};
