import { and, eq } from 'drizzle-orm';
import { invoiceMessages } from '#domain/contracts/invoices';
import { t } from '#domain/messages/all';
import { invoices, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, isUniqueViolation } from '../../http/errors';
import type { ChangeOrderRow } from './change-orders.queries';

/**
 * 'Bill now': a draft invoice for the approved change order's total, to the project's customer, numbered
 * INV-{project}-CO{n} (unique in the company with the change order's own number). The milestone invoices then
 * leave this change order out of what they split (projects/sold-price.ts milestoneContractSql).
 */
export async function billChangeOrder(
  tx: DbOrTx,
  actor: Actor,
  row: ChangeOrderRow,
  now: Date,
): Promise<{ id: number; number: string }> {
  const [project] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.id, row.projectId), eq(projects.companyId, row.companyId)));
  const invoiceNumber = `INV-${row.projectId}-CO${row.number}`;
  try {
    // A number already taken by hand answers 409, and the approval's transaction leaves nothing behind.
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId: row.companyId,
        projectId: row.projectId,
        customerId: project?.customerId ?? null,
        invoiceNumber,
        title: t('changeOrders:invoice.title', { n: row.number, title: row.title }),
        description: row.description,
        amount: row.total,
        status: 'draft',
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    return { id: invoice!.id, number: invoiceNumber };
  } catch (error) {
    // visible-texts: the field the conflict names
    if (isUniqueViolation(error)) throw conflict(invoiceMessages.numberTaken, 'billNow');
    throw error;
  }
}
