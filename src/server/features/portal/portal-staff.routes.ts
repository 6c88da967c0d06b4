import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { portalStaffCalls } from '#domain/contracts/portal-staff';
import type { PortalSection } from '#domain/enums';
import { portalSections } from '#domain/enums';
import { customers, documents, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publicBaseUrl } from '../../http/public-url';
import { assertCurrentVersion, rowVersion } from '../../http/record-version';
import { serve } from '../../http/serve';
import { recordAudit } from '../audit/audit.service';
import { invitePortalCustomer } from './portal-links.service';
import { createPortalSession, setPortalCookie } from './portal-sessions';

/** The project's portal settings: the sections in the catalog's order, whom they are for, the project's version. */
async function portalSettings(db: DbOrTx, companyId: number, projectId: number) {
  const [row] = await db
    .select({
      sections: projects.portalSections,
      customerId: projects.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      version: rowVersion(projects),
    })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!row) throw notFound('project');
  return {
    sections: portalSections.filter((s) => row.sections.includes(s)),
    customerName: row.firstName === null ? null : `${row.firstName} ${row.lastName}`.trim(),
    customerId: row.customerId,
    version: row.version,
  };
}

/** Staff's side of the client portal (issue 26): invitations, what each project shows, sharing, 'View as client'. */
export async function portalStaffRoutes(
  app: FastifyInstance,
  { config, clock, mailer }: Deps,
): Promise<void> {
  serve(app, portalStaffCalls.invite, async (request) => {
    const actor = requireActor(request.actor);
    const { invitedAt } = await invitePortalCustomer(
      { db: request.db, mailer },
      {
        companyId: requireCompany(request.actor),
        userId: actor.userId,
        customerId: request.params.id,
        ip: request.ip,
        now: clock(),
        baseUrl: publicBaseUrl(config),
      },
    );
    return { invitedAt };
  });

  serve(app, portalStaffCalls.settings, async (request) => {
    const { customerId: _, ...settings } = await portalSettings(
      request.db,
      requireCompany(request.actor),
      request.params.id,
    );
    return settings;
  });

  serve(app, portalStaffCalls.updateSettings, async (request) => {
    const companyId = requireCompany(request.actor);
    const id = request.params.id;
    return request.db.transaction(async (tx) => {
      const where = and(eq(projects.id, id), eq(projects.companyId, companyId));
      await portalSettings(tx, companyId, id);
      await assertCurrentVersion(tx, projects, where);
      const chosen: PortalSection[] = portalSections.filter((s) => request.body.sections.includes(s));
      await tx.update(projects).set({ portalSections: chosen, updatedAt: clock() }).where(where);
      const { customerId: _, ...settings } = await portalSettings(tx, companyId, id);
      return settings;
    });
  });

  // 'View as client': a read-only portal session for the project's customer, in this browser only.
  serve(app, portalStaffCalls.preview, async (request, reply) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(request.actor);
    const { customerId } = await portalSettings(request.db, companyId, request.params.id);
    if (customerId === null) throw notFound('customer');
    const token = await createPortalSession(
      request.db,
      { companyId, customerId, previewBy: actor.userId },
      { ip: request.ip, userAgent: request.headers['user-agent'], now: clock() },
    );
    await recordAudit(request.db, {
      companyId,
      userId: actor.userId,
      action: 'portal_preview',
      entityType: 'customer',
      entityId: customerId,
      ipAddress: request.ip,
    });
    setPortalCookie(request, reply, token, true);
  });

  serve(app, portalStaffCalls.shareDocument, async (request) => {
    const companyId = requireCompany(request.actor);
    const id = request.params.id;
    return request.db.transaction(async (tx) => {
      const where = and(eq(documents.id, id), eq(documents.companyId, companyId));
      const [exists] = await tx.select({ id: documents.id }).from(documents).where(where);
      if (!exists) throw notFound('document');
      await assertCurrentVersion(tx, documents, where);
      await tx.update(documents).set({ sharedWithClient: request.body.sharedWithClient }).where(where);
      const [row] = await tx
        .select({
          id: documents.id,
          sharedWithClient: documents.sharedWithClient,
          version: rowVersion(documents),
        })
        .from(documents)
        .where(where);
      return row!;
    });
  });
}
