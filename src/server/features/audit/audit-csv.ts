import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { t } from '#domain/messages/all';
import type { AuditRow } from './audit.queries';

/** The header line, looked up when a file is written. */
const header = () =>
  (['date', 'company', 'user', 'action', 'record', 'recordId', 'details', 'ipAddress'] as const).map(
    (column) => t(`audit:csv.${column}`),
  );

function cells(row: AuditRow): string[] {
  return [
    new Date(row.createdAt).toISOString(),
    row.companyName ?? '',
    row.userName ?? '',
    row.action,
    row.entityType ?? '',
    row.entityId ?? '',
    row.details ? JSON.stringify(row.details) : '',
    row.ipAddress ?? '',
  ];
}

/** The lines as CSV, written as they are read: the whole log never sits in memory. */
export function auditCsv(lines: AsyncIterable<AuditRow>): Readable {
  const rows = Readable.from(
    (async function* () {
      yield header();
      for await (const line of lines) yield cells(line);
    })(),
  );
  // A spreadsheet runs a cell that starts with = + - @ (or a tab, a return, or their full-width forms) as a
  // formula; the log holds text people typed, so csv-stringify writes such a cell after an apostrophe (OWASP).
  return rows.pipe(stringify({ escape_formulas: true }));
}
