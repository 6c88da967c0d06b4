import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { portalProjectAnswer, portalProjectSummaryAnswer } from '#domain/contracts/portal';
import type { PortalSection } from '#domain/enums';
import { t } from '#domain/messages/all';
import { invoices, projectPhases, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/errors';
import { soldPriceSql } from '../projects/sold-price';
import type { PortalActor } from './portal-sessions';

type PortalProject = z.output<typeof portalProjectAnswer>;
type PortalProjectSummary = z.output<typeof portalProjectSummaryAnswer>;

/** Drafts were never asked of the client; a cancelled invoice asks nothing. */
const invoiceSent = sql`${invoices.status} not in ('draft', 'cancelled')`;

/** What one invoice still asks: its amount less its payments while sent, else 0 (decision 0267). */
export const invoiceBalanceDue = sql<string>`(case when ${invoiceSent}
  then ${invoices.amount} - ${invoices.amountPaid} else 0 end)::numeric(14, 2)::text`;

/**
 * The outer row's project, written out in full: in a select from one table drizzle leaves column names
 * unqualified, and inside a subquery an unqualified "id" would name the subquery's own table.
 */
const outerProject = { id: sql.raw('"projects"."id"'), companyId: sql.raw('"projects"."company_id"') };

/** A project's balance due: what the sent invoices still ask, summed by the database. */
const projectBalanceDue = sql<string>`(select coalesce(sum(i.amount - i.amount_paid), 0)::numeric(14, 2)::text
  from ${invoices} i where i.project_id = ${outerProject.id} and i.company_id = ${outerProject.companyId}
    and i.status not in ('draft', 'cancelled') and not i.is_paid)`;

const projectNotFound = () => new AppError(404, t('portal:server.projectNotFound'));

/** The customer's own project: another customer's or company's is simply not found. */
const ownProject = (portal: PortalActor, projectId: number) =>
  and(
    eq(projects.id, projectId),
    eq(projects.companyId, portal.companyId),
    eq(projects.customerId, portal.customerId),
  );

/**
 * The joined project is the customer's own and staff share this section of it: the condition a record read by
 * its own id (an invoice's PDF, a document's file) is joined to, so the whole check is the one statement.
 */
export const ownProjectSharing = (portal: PortalActor, section: PortalSection) =>
  and(
    eq(projects.companyId, portal.companyId),
    eq(projects.customerId, portal.customerId),
    sql`${section} = any(${projects.portalSections})`,
  );

/**
 * The project a portal call is about, when it is the caller's; with a section, only while staff share that
 * section of this project (a section turned off is not found, as if it did not exist).
 */
export async function portalProjectOrThrow(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
  section?: PortalSection,
): Promise<{ id: number; companyId: number; customerId: number; sections: PortalSection[] }> {
  const [row] = await db
    .select({
      id: projects.id,
      companyId: projects.companyId,
      customerId: projects.customerId,
      sections: projects.portalSections,
    })
    .from(projects)
    .where(ownProject(portal, projectId));
  if (!row || row.customerId === null) throw projectNotFound();
  if (section && !row.sections.includes(section)) throw new AppError(404, t('portal:server.sectionOff'));
  return { ...row, customerId: row.customerId };
}

const summaryColumns = {
  id: projects.id,
  name: projects.name,
  stage: projects.stage,
  progress: projects.progress,
  targetCompletionDate: projects.targetCompletionDate,
  balanceDue: projectBalanceDue,
};

/** GET /api/portal/projects: the customer's projects, newest first. */
export async function listPortalProjects(db: DbOrTx, portal: PortalActor): Promise<PortalProjectSummary[]> {
  return db
    .select(summaryColumns)
    .from(projects)
    .where(and(eq(projects.companyId, portal.companyId), eq(projects.customerId, portal.customerId)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** How many coming dates the Overview lists. */
const NEXT_DATES = 6;

/** GET /api/portal/projects/{projectId}: the Overview tab (progress, phases, the next dates) and the tabs shown. */
export async function portalProjectOverview(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
  today: string,
): Promise<PortalProject> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: projects.description,
      startDate: projects.startDate,
      sections: projects.portalSections,
      contractTotal: soldPriceSql(outerProject.id, outerProject.companyId),
    })
    .from(projects)
    .where(ownProject(portal, projectId));
  if (!row) throw projectNotFound();
  const phases = await db
    .select({
      id: projectPhases.id,
      name: projectPhases.name,
      startDate: projectPhases.startDate,
      endDate: projectPhases.endDate,
      isCompleted: projectPhases.isCompleted,
    })
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.companyId, portal.companyId)))
    .orderBy(asc(projectPhases.order), asc(projectPhases.id));
  const dueInvoices = row.sections.includes('invoices')
    ? await db
        .select({ number: invoices.invoiceNumber, dueDate: invoices.dueDate })
        .from(invoices)
        .where(
          and(
            eq(invoices.projectId, projectId),
            eq(invoices.companyId, portal.companyId),
            invoiceSent,
            eq(invoices.isPaid, false),
            sql`${invoices.dueDate} >= ${today}`,
          ),
        )
    : [];
  const dates: PortalProject['nextDates'] = [
    ...phases.flatMap((p) => [
      ...(p.startDate && !p.isCompleted
        ? [{ date: p.startDate, kind: 'phaseStart' as const, title: p.name }]
        : []),
      ...(p.endDate && !p.isCompleted ? [{ date: p.endDate, kind: 'phaseEnd' as const, title: p.name }] : []),
    ]),
    ...dueInvoices.map((i) => ({ date: i.dueDate!, kind: 'invoiceDue' as const, title: i.number })),
    ...(row.targetCompletionDate
      ? [{ date: row.targetCompletionDate, kind: 'completion' as const, title: row.name }]
      : []),
  ];
  const nextDates = dates
    .filter((d) => d.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, NEXT_DATES);
  return { ...row, phases, nextDates };
}
