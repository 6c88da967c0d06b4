import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backupCalls } from '#domain/contracts/backup';
import type { Deps } from '../../deps';
import { requireActor, requireSystemAdmin, scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { recordAudit } from '../audit/audit.service';
import { getCompanyOrThrow } from '../companies/companies.service';
import type { Scope } from './backup-plan';
import { backupFileName, backupStream } from './backup-stream';

/**
 * Backup downloads: one company's data for its administrator, everything for a system administrator. The file is
 * restored with `npm run restore -- FILE` (src/server/cli/restore.ts).
 */
export async function backupRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { clock } = deps;
  const embedded = is(deps.db, PgliteDatabase);

  const send = async (request: FastifyRequest, reply: FastifyReply, scope: Scope, userId: number) => {
    const now = clock();
    // Recorded when the download starts (a non-row event, so not left to the table triggers); the audit line is
    // then part of a full backup itself.
    await recordAudit(request.db, {
      companyId: scope.kind === 'company' ? scope.companyId : null,
      userId,
      action: 'backup_download',
      entityType: scope.kind === 'company' ? 'company' : 'system',
      entityId: scope.kind === 'company' ? scope.companyId : null,
      details: { scope: scope.kind },
      ipAddress: request.ip,
    });
    const spoolDir = path.join(deps.config.dataDir, 'backup-spool');
    const body = await backupStream(
      { db: request.db, storage: deps.storage, log: request.log, spoolDir },
      scope,
      now,
      embedded,
    );
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupFileName(scope, now)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  };

  serve(app, backupCalls.company, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const actor = requireActor(request.actor);
    await getCompanyOrThrow(request.db, companyId);
    return send(request, reply, { kind: 'company', companyId }, actor.userId);
  });

  serve(
    app,
    backupCalls.all,
    async (request, reply) => {
      const actor = requireSystemAdmin(request.actor);
      return send(request, reply, { kind: 'all' }, actor.userId);
    },
    { config: { systemAdmin: true } },
  );
}
