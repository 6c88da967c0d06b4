import {
  estimates,
  invoiceLines,
  invoices,
  payApplicationLines,
  payApplications,
  projectBilling,
  projects,
  sovLines,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { TestCompany } from '../factories';

/**
 * Company A's progress billing (decision 0271): a project billed by progress, its approved estimate, a schedule
 * line with room left, and a pay application that withheld retainage (so a release has something to bill).
 */
export async function addProgressRecords(db: Db, a: TestCompany, marker: string, customerId: number) {
  const [project] = await db
    .insert(projects)
    .values({ companyId: a.id, customerId, name: `${marker} Progress Tower` })
    .returning();
  const projectId = project!.id;
  await db.insert(estimates).values({
    companyId: a.id,
    projectId,
    status: 'approved',
    title: `${marker} Estimate`,
    clientInfo: { name: `${marker} Client` },
    companyInfo: { name: a.name },
    snapshot: {
      frozenAt: '2026-11-01T12:00:00.000Z',
      lines: [
        {
          budgetItemId: 1,
          parentId: null,
          type: 'product',
          name: `${marker} Framing`,
          description: null,
          quantity: '1',
          unitCost: '50000',
          unitPrice: '100000',
          totalCost: '50000',
          amount: '100000.00',
          depth: 0,
          order: 0,
        },
      ],
      totalCost: '50000.00',
      subtotal: '100000.00',
      tax: '0.00',
      total: '100000.00',
    },
  });
  await db.insert(projectBilling).values({ companyId: a.id, projectId, method: 'progress' });
  const [line] = await db
    .insert(sovLines)
    .values({
      companyId: a.id,
      projectId,
      position: 1,
      source: 'estimate',
      description: `${marker} Framing`,
      scheduledValue: '100000.00',
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: a.id,
      projectId,
      customerId,
      invoiceNumber: `INV-${projectId}-PA1`,
      title: `${marker} Pay application 1`,
      amount: '9000.00',
    })
    .returning();
  await db.insert(invoiceLines).values([
    {
      companyId: a.id,
      invoiceId: invoice!.id,
      position: 0,
      description: `${marker} Framing`,
      quantity: '1',
      unitPrice: '10000.00',
      amount: '10000.00',
    },
    {
      companyId: a.id,
      invoiceId: invoice!.id,
      position: 1,
      description: 'Retainage withheld (10 %)',
      quantity: '1',
      unitPrice: '-1000.00',
      amount: '-1000.00',
    },
  ]);
  const [application] = await db
    .insert(payApplications)
    .values({
      companyId: a.id,
      projectId,
      invoiceId: invoice!.id,
      kind: 'progress',
      number: 1,
      periodEnd: '2026-11-15',
      retainagePercent: '10',
    })
    .returning();
  await db.insert(payApplicationLines).values({
    companyId: a.id,
    applicationId: application!.id,
    sovLineId: line!.id,
    workThisPeriod: '10000.00',
    retainage: '1000.00',
  });
  return { progressProjectId: projectId, sovLineId: line!.id, payApplicationInvoiceId: invoice!.id };
}
