import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Answer } from '#domain/contracts/answers';
import type { auditPageAnswer } from '#domain/contracts/audit';

export type AuditPage = Answer<typeof auditPageAnswer>;

/**
 * GET {endpoint}?filters&before=: one page of an audit log (a company's or every company's). Always asked again
 * when shown, since the log grows with every change; the previous page stays up while the next loads.
 */
export const auditLogQuery = (endpoint: string, params: Record<string, string | number | undefined>) =>
  queryOptions<AuditPage>({ queryKey: [endpoint, params], placeholderData: keepPreviousData, staleTime: 0 });
