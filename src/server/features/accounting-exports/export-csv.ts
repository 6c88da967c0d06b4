import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  type ExportKind,
  type ExportLayout,
  INCOME_KEY,
  NO_TRADE_KEY,
} from '#domain/contracts/accounting-exports';
import type { ExpenseCategory, PaymentMethod } from '#domain/enums';
import { t } from '#domain/messages/all';
import { type AccountNames, accountName } from './account-names';
import type { ExportRow } from './export-rows';

type Cell = string;
type Layout = { header: () => Cell[]; cells: (row: ExportRow, names: AccountNames) => Cell[] };

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', the United States order both importers read for a US company. */
export function usDate(day: unknown): string {
  const value = text(day);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/** Our own column names, from the catalog. */
const columns = (kind: string, keys: readonly string[]) =>
  keys.map((key) => t(`accountingExports:columns.${kind}.${key}` as never));

const invoiceLineText = (r: ExportRow) =>
  text(r.line_description) ||
  text(r.title) ||
  text(r.description) ||
  t('accountingExports:invoiceLine', { number: text(r.number) });
const billLineText = (r: ExportRow) =>
  text(r.line_description) ||
  text(r.budget_line) ||
  t('accountingExports:billLine', { number: text(r.number) });
/** The line's own figures, or the whole amount as one line for an invoice without lines. */
const invoiceQuantity = (r: ExportRow) => text(r.quantity) || '1.00';
const invoiceRate = (r: ExportRow) => text(r.unit_price) || text(r.amount);
const invoiceLineAmount = (r: ExportRow) => text(r.line_amount) || text(r.amount);
/** Both importers need a due date: an invoice without one is due on its date. */
const dueOrDay = (r: ExportRow) => text(r.due_date) || text(r.day);
const incomeAccount = (names: AccountNames) => accountName(names, 'income', INCOME_KEY);
const billAccount = (r: ExportRow, names: AccountNames) =>
  r.trade_id === null || r.trade_id === undefined
    ? accountName(names, 'trade', NO_TRADE_KEY)
    : accountName(names, 'trade', String(r.trade_id), text(r.trade_name));

/**
 * The importers' column names, as QuickBooks Online and Xero spell them (decision 0273 names the pages they come
 * from). They are a file format read by those programs, not text of ours: never translated.
 */
// visible-texts: QuickBooks Online's invoice import columns, a file format
const QUICKBOOKS_INVOICE_COLUMNS =
  'Invoice number|Customer|Invoice date|Due date|Memo|Item (Product/Service)|Item Description|Item Quantity|Item Rate|Item Amount'.split(
    '|',
  );
// visible-texts: QuickBooks Online's bill import columns, a file format
const QUICKBOOKS_BILL_COLUMNS =
  'Bill No.|Vendor|Bill Date|Due Date|Memo|Account|Line Description|Line Amount'.split('|');
// visible-texts: Xero's sales invoice and bill template columns, a file format
const XERO_COLUMNS =
  'ContactName|InvoiceNumber|Reference|InvoiceDate|DueDate|Description|Quantity|UnitAmount|AccountCode|TaxType'.split(
    '|',
  );

/**
 * The plain layouts are our own columns (headers from the message catalog, ISO dates). The QuickBooks Online
 * and Xero layouts are their import screens' column names, kept as those programs spell them (decision 0273 lists
 * them with their sources): they are a file format, not text of ours, so they are not translated.
 */
const plain: Record<ExportKind, Layout> = {
  invoices: {
    header: () =>
      columns('invoices', [
        'number',
        'customer',
        'project',
        'title',
        'status',
        'issueDate',
        'dueDate',
        'amount',
        'amountPaid',
        'balanceDue',
      ]),
    cells: (r) => [
      text(r.number),
      text(r.customer),
      text(r.project),
      text(r.title),
      text(r.status),
      text(r.day),
      text(r.due_date),
      text(r.amount),
      text(r.amount_paid),
      text(r.balance),
    ],
  },
  payments: {
    header: () =>
      columns('payments', [
        'date',
        'invoiceNumber',
        'customer',
        'project',
        'method',
        'reference',
        'note',
        'amount',
      ]),
    cells: (r) => [
      text(r.day),
      text(r.invoice_number),
      text(r.customer),
      text(r.project),
      t(`invoices:payments.methods.${text(r.method) as PaymentMethod}`),
      text(r.reference),
      text(r.note),
      text(r.amount),
    ],
  },
  expenses: {
    header: () =>
      columns('expenses', [
        'date',
        'description',
        'category',
        'account',
        'vendor',
        'project',
        'budgetLine',
        'amount',
      ]),
    cells: (r, names) => [
      text(r.day),
      text(r.description),
      t(`common:enums.expenseCategory.${text(r.category) as ExpenseCategory}`),
      accountName(names, 'expense_category', text(r.category)),
      text(r.vendor),
      text(r.project),
      text(r.budget_line),
      text(r.amount),
    ],
  },
  bills: {
    header: () =>
      columns('bills', [
        'number',
        'vendor',
        'project',
        'billDate',
        'dueDate',
        'total',
        'amountPaid',
        'balanceDue',
      ]),
    cells: (r) => [
      text(r.number),
      text(r.vendor),
      text(r.project),
      text(r.day),
      text(r.due_date),
      text(r.total),
      text(r.amount_paid),
      text(r.balance),
    ],
  },
  'bill-payments': {
    header: () =>
      columns('billPayments', ['date', 'billNumber', 'vendor', 'project', 'method', 'reference', 'amount']),
    cells: (r) => [
      text(r.day),
      text(r.bill_number),
      text(r.vendor),
      text(r.project),
      text(r.method),
      text(r.reference),
      text(r.amount),
    ],
  },
};

/** QuickBooks Online's invoice import: one row per line, lines of one invoice sharing its number. */
const quickbooksInvoices: Layout = {
  header: () => [...QUICKBOOKS_INVOICE_COLUMNS],
  cells: (r, names) => [
    text(r.number),
    text(r.customer),
    usDate(r.day),
    usDate(dueOrDay(r)),
    text(r.title),
    incomeAccount(names),
    invoiceLineText(r),
    invoiceQuantity(r),
    invoiceRate(r),
    invoiceLineAmount(r),
  ],
};

/** QuickBooks Online's bill import: one row per line, on the account of its budget line's trade. */
const quickbooksBills: Layout = {
  header: () => [...QUICKBOOKS_BILL_COLUMNS],
  cells: (r, names) => [
    text(r.number),
    text(r.vendor),
    usDate(r.day),
    usDate(dueOrDay(r)),
    text(r.project),
    billAccount(r, names),
    billLineText(r),
    text(r.line_amount),
  ],
};

/** Xero's sales invoice and bill templates share their columns. */
const xeroHeader = () => [...XERO_COLUMNS];

const xeroInvoices: Layout = {
  header: xeroHeader,
  cells: (r, names) => [
    text(r.customer),
    text(r.number),
    text(r.title),
    usDate(r.day),
    usDate(dueOrDay(r)),
    invoiceLineText(r),
    invoiceQuantity(r),
    invoiceRate(r),
    incomeAccount(names),
    '',
  ],
};

const xeroBills: Layout = {
  header: xeroHeader,
  cells: (r, names) => [
    text(r.vendor),
    text(r.number),
    text(r.project),
    usDate(r.day),
    usDate(dueOrDay(r)),
    billLineText(r),
    '1.00',
    text(r.line_amount),
    billAccount(r, names),
    '',
  ],
};

/** The layout of a kind: plain for all, QuickBooks and Xero for invoices and bills (the caller checked). */
function layoutOf(kind: ExportKind, layout: ExportLayout): Layout {
  if (layout === 'quickbooks') return kind === 'invoices' ? quickbooksInvoices : quickbooksBills;
  if (layout === 'xero') return kind === 'invoices' ? xeroInvoices : xeroBills;
  return plain[kind];
}

/**
 * The rows as CSV, written as they are read. A cell that starts with = + - @ (or a tab, a return, or their
 * full-width forms) would run as a formula in a spreadsheet; descriptions and names are text people typed, so
 * csv-stringify writes such a cell after an apostrophe, as the audit log's export does (OWASP).
 */
export function exportCsv(
  kind: ExportKind,
  layout: ExportLayout,
  rows: AsyncIterable<ExportRow>,
  names: AccountNames,
): Readable {
  const { header, cells } = layoutOf(kind, layout);
  const lines = Readable.from(
    (async function* () {
      yield header();
      for await (const row of rows) yield cells(row, names);
    })(),
  );
  return lines.pipe(stringify({ escape_formulas: true }));
}
