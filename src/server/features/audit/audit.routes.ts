import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditCalls } from '#domain/contracts/audit';
import type { Deps } from '../../deps';
import { requireSystemAdmin, scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditLines, auditPage } from './audit.queries';
import { auditCsv } from './audit-csv';

/**
 * The audit log: a company admin reads their company's, a system administrator any company's or all of them;
 * newest first, filtered, in pages or as one CSV file. There is no route that changes the log.
 */
export async function auditRoutes(app: FastifyInstance, { db, settings, clock }: Deps): Promise<void> {
  const page = async (filters: AuditFilters, limit = AUDIT_PAGE_SIZE) =>
    auditPage(db, filters, limit, (await settings.get()).timezone);

  const sendCsv = async (reply: FastifyReply, filters: AuditFilters) => {
    const timeZone = (await settings.get()).timezone;
    const day = clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(auditCsv(auditLines(db, filters, timeZone)));
  };

  serve(app, auditCalls.company, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const { limit, ...filters } = request.query;
    return page({ ...filters, companyId }, limit);
  });

  serve(app, auditCalls.companyExport, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const { limit: _limit, ...filters } = request.query;
    return sendCsv(reply, { ...filters, companyId });
  });

  const systemAdminOnly = { config: { systemAdmin: true } };

  serve(
    app,
    auditCalls.all,
    async (request) => {
      requireSystemAdmin(request.actor);
      const { limit, ...filters } = request.query;
      return page(filters, limit);
    },
    systemAdminOnly,
  );

  serve(
    app,
    auditCalls.allExport,
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { limit: _limit, ...filters } = request.query;
      return sendCsv(reply, filters);
    },
    systemAdminOnly,
  );
}
