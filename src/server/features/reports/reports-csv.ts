import { stringify } from 'csv-stringify/sync';
import type { ApAging, ArAging, CashFlow, ProfitByProject, Wip } from '#domain/contracts/reports';
import { t } from '#domain/messages/all';

type CsvColumn = keyof typeof import('#domain/messages/en/reports').reports.csv;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or a return) as a formula; names are text people
 * typed, so such a cell is written after an apostrophe (OWASP). Money stays as it is: a negative amount is a number.
 */
const text = (value: string | null | undefined) => {
  const v = value ?? '';
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(v) ? `'${v}` : v;
};

/** The CSV of a report: a header line, one line per row, then the totals line. */
function toCsv(columns: CsvColumn[], lines: (string | number | null)[][]): string {
  const header = columns.map((c) => t(`reports:csv.${c}`));
  return stringify([header, ...lines.map((l) => l.map((v) => (v === null ? '' : String(v))))]);
}

const total = () => t('reports:total');
const agingColumns = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;

export function arAgingCsv(report: ArAging): string {
  return toCsv(
    ['customer', 'count', ...agingColumns],
    [
      ...report.rows.map((r) => [
        text(r.name ?? t('reports:noCustomer')),
        r.count,
        ...agingColumns.map((c) => r[c]),
      ]),
      [total(), report.rows.reduce((n, r) => n + r.count, 0), ...agingColumns.map((c) => report.totals[c])],
    ],
  );
}

export function apAgingCsv(report: ApAging): string {
  return toCsv(
    ['vendor', 'count', ...agingColumns],
    [
      ...report.rows.map((r) => [text(r.name), r.count, ...agingColumns.map((c) => r[c])]),
      [total(), report.rows.reduce((n, r) => n + r.count, 0), ...agingColumns.map((c) => report.totals[c])],
    ],
  );
}

const profitColumns = ['contract', 'billed', 'collected', 'cost', 'projectedProfit'] as const;

export function profitCsv(report: ProfitByProject): string {
  return toCsv(
    ['project', 'customerName', ...profitColumns],
    [
      ...report.rows.map((r) => [text(r.name), text(r.customerName), ...profitColumns.map((c) => r[c])]),
      [total(), '', ...profitColumns.map((c) => report.totals[c])],
    ],
  );
}

export function wipCsv(report: Wip): string {
  const money = ['contract', 'forecastCost', 'costToDate'] as const;
  const after = ['earned', 'billed', 'overBilled', 'underBilled'] as const;
  return toCsv(
    ['project', ...money, 'percentComplete', ...after],
    [
      ...report.rows.map((r) => [
        text(r.name),
        ...money.map((c) => r[c]),
        r.percentComplete,
        ...after.map((c) => r[c]),
      ]),
      [total(), ...money.map((c) => report.totals[c]), '', ...after.map((c) => report.totals[c])],
    ],
  );
}

export function cashFlowCsv(report: CashFlow): string {
  const columns = ['collected', 'bills', 'expenses', 'paidOut', 'net'] as const;
  return toCsv(
    ['month', ...columns],
    [
      ...report.rows.map((r) => [r.month, ...columns.map((c) => r[c])]),
      [total(), ...columns.map((c) => report.totals[c])],
    ],
  );
}
