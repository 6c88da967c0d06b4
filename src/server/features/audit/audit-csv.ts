import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AuditRow } from './audit.queries';

const header = ['Date', 'Company', 'User', 'Action', 'Record', 'Record ID', 'Details', 'IP address'];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula; the log holds text people
 * typed, so such a cell is written with a leading apostrophe (OWASP, CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
  ].map(safeCell);
}

/** The lines as CSV, written as they are read: the whole log never sits in memory. */
export function auditCsv(lines: AsyncIterable<AuditRow>): Readable {
  const rows = Readable.from(
    (async function* () {
      yield header;
      for await (const line of lines) yield cells(line);
    })(),
  );
  return rows.pipe(stringify());
}
