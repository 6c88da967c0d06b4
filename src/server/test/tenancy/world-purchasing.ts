import {
  purchaseOrderLines,
  purchaseOrders,
  vendorBillLines,
  vendorBillPayments,
  vendorBills,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { TestCompany } from '../factories';

/**
 * Company A's purchasing (issue 27): a draft purchase order the edit, send and void routes work on, a sent one with
 * room left for the bills the create route enters against it, and a bill against it with a payment and room for
 * more payments.
 */
export async function addPurchasingRecords(
  db: Db,
  a: TestCompany,
  marker: string,
  work: { workProjectId: number; budgetItemId: number; vendorId: number },
) {
  const order = (number: number, status: 'draft' | 'sent', total: string) => ({
    companyId: a.id,
    projectId: work.workProjectId,
    vendorId: work.vendorId,
    vendorName: `${marker} Lumber`,
    number,
    issueDate: '2026-11-01',
    notes: `${marker} deliver to the side door`,
    status,
    total,
    sentAt: status === 'sent' ? new Date('2026-11-02T15:00:00Z') : null,
    createdBy: a.admin.id,
  });
  const [draft, sent] = await db
    .insert(purchaseOrders)
    .values([order(1, 'draft', '120.00'), order(2, 'sent', '100000.00')])
    .returning();
  await db.insert(purchaseOrderLines).values([
    {
      companyId: a.id,
      purchaseOrderId: draft!.id,
      position: 0,
      description: `${marker} 2x4 studs`,
      quantity: '40',
      unitCost: '3.00',
      budgetItemId: work.budgetItemId,
    },
    {
      companyId: a.id,
      purchaseOrderId: sent!.id,
      position: 0,
      description: `${marker} cabinets`,
      quantity: '1',
      unitCost: '100000.00',
      budgetItemId: work.budgetItemId,
    },
  ]);
  const [bill] = await db
    .insert(vendorBills)
    .values({
      companyId: a.id,
      projectId: work.workProjectId,
      vendorId: work.vendorId,
      vendorName: `${marker} Lumber`,
      number: `${marker}-B1`,
      billDate: '2026-11-05',
      purchaseOrderId: sent!.id,
      total: '500.00',
      amountPaid: '50.00',
      createdBy: a.admin.id,
    })
    .returning();
  await db.insert(vendorBillLines).values({
    companyId: a.id,
    billId: bill!.id,
    position: 0,
    budgetItemId: work.budgetItemId,
    amount: '500.00',
    description: `${marker} first cabinets`,
  });
  await db.insert(vendorBillPayments).values({
    companyId: a.id,
    billId: bill!.id,
    amount: '50.00',
    paidOn: '2026-11-06',
    reference: `${marker} check 1001`,
  });
  return { purchaseOrderId: draft!.id, sentPurchaseOrderId: sent!.id, vendorBillId: bill!.id };
}
