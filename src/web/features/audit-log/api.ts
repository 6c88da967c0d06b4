import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { auditCalls } from '#calls/audit';
import type { Answer } from '#domain/contracts/answers';
import type { adminAuditQuery, auditPageAnswer, auditQuery } from '#domain/contracts/audit';
import { callQuery, callUrl } from '../../lib/calls';

export type AuditPage = Answer<typeof auditPageAnswer>;

/** The filters of a page as the view holds them (ids and days as text; '' and undefined are left out). */
export type AuditLogFilters = Record<string, string | number | undefined>;

/** Where an audit log view reads: one page for the filters, and the CSV export's address for them. */
export type AuditLogSource = {
  page: (filters: AuditLogFilters) => ReturnType<typeof fresh>;
  exportUrl: (filters: AuditLogFilters) => string;
};

/** Always asked again when shown, since the log grows with every change; the previous page stays up meanwhile. */
function fresh(options: ReturnType<typeof callQuery<typeof auditCalls.all>>) {
  return queryOptions({ ...options, placeholderData: keepPreviousData, staleTime: 0 });
}

/** GET /api/companies/{companyId}/audit-logs?filters&before= and its export: one company's log. */
export function companyAuditLog(companyId: number): AuditLogSource {
  const params = { companyId };
  return {
    page: (filters) =>
      fresh(callQuery(auditCalls.company, { params, query: filters as z.input<typeof auditQuery> })),
    exportUrl: (filters) =>
      callUrl(auditCalls.companyExport, { params, query: filters as z.input<typeof auditQuery> }),
  };
}

/** GET /api/admin/audit-logs?filters&before= and its export: every company's log (system administrators). */
export const allAuditLog: AuditLogSource = {
  page: (filters) => fresh(callQuery(auditCalls.all, { query: filters as z.input<typeof adminAuditQuery> })),
  exportUrl: (filters) =>
    callUrl(auditCalls.allExport, { query: filters as z.input<typeof adminAuditQuery> }),
};
