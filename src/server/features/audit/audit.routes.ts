import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuditQuery, auditPageAnswer, auditQuery } from '#domain/contracts/audit';
import { idSchema } from '#domain/contracts/common';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireRole, requireSystemAdmin, scopeCompany } from '../../http/actor';
import { fileStream } from '../../http/uploads';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditLines, auditPage } from './audit.queries';
import { auditCsv } from './audit-csv';

const companyParams = z.object({ companyId: idSchema });

/**
 * The audit log: a company admin reads their company's, a system administrator any company's or all of them;
 * newest first, filtered, in pages or as one CSV file. There is no route that changes the log.
 */
export async function auditRoutes(app: FastifyInstance, { db, settings, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.get(
    '/api/companies/:companyId/audit-logs',
    {
      config: { roles: permissions.readAuditLog },
      schema: { params: companyParams, querystring: auditQuery, response: { 200: auditPageAnswer } },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, permissions.readAuditLog);
      const { limit, ...filters } = request.query;
      return page({ ...filters, companyId }, limit);
    },
  );

  r.get(
    '/api/companies/:companyId/audit-logs/export',
    {
      config: { roles: permissions.readAuditLog },
      schema: { params: companyParams, querystring: auditQuery, response: { 200: fileStream } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, permissions.readAuditLog);
      const { limit: _limit, ...filters } = request.query;
      return sendCsv(reply, { ...filters, companyId });
    },
  );

  r.get(
    '/api/admin/audit-logs',
    {
      config: { systemAdmin: true },
      schema: { querystring: adminAuditQuery, response: { 200: auditPageAnswer } },
    },
    async (request) => {
      requireSystemAdmin(request.actor);
      const { limit, ...filters } = request.query;
      return page(filters, limit);
    },
  );

  r.get(
    '/api/admin/audit-logs/export',
    {
      config: { systemAdmin: true },
      schema: { querystring: adminAuditQuery, response: { 200: fileStream } },
    },
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { limit: _limit, ...filters } = request.query;
      return sendCsv(reply, filters);
    },
  );
}
