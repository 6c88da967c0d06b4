import {
  changeOrderLines,
  changeOrders,
  customers,
  documents,
  invoices,
  projects,
  selectionOptions,
  selections,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import { createPortalSession, PORTAL_COOKIE } from '../../features/portal/portal-sessions';
import type { TestCompany } from '../factories';

/** A client signed in to the portal: the cookie to send and whom it is. */
export type PortalClient = { cookie: string; customerId: number; companyId: number };

export async function portalClient(
  db: Db,
  who: { companyId: number; customerId: number; previewBy?: number },
): Promise<PortalClient> {
  const token = await createPortalSession(db, who, {
    ip: '127.0.0.1',
    userAgent: 'tenancy',
    now: new Date(),
  });
  return { cookie: `${PORTAL_COOKIE}=${token}`, customerId: who.customerId, companyId: who.companyId };
}

/**
 * What company A's customer sees in the portal, beside what the customer already has (its project, a draft
 * invoice, an unshared document, its conversation): a sent change order, a sent invoice and a shared document;
 * and the other clients who must see none of it: another customer of company A with a project of its own, and a
 * customer of company B.
 */
export async function addPortalRecords(
  db: Db,
  a: TestCompany,
  b: TestCompany,
  marker: string,
  records: { customerId: number; customerProjectId: number },
) {
  const projectId = records.customerProjectId;
  const [changeOrder] = await db
    .insert(changeOrders)
    .values({
      companyId: a.id,
      projectId,
      number: 1,
      title: `${marker} Pantry shelves`,
      reason: 'design_change',
      status: 'pending',
      total: '1200.00',
      totalCost: '800.00',
      sentAt: new Date(),
      createdBy: a.admin.id,
    })
    .returning();
  await db.insert(changeOrderLines).values({
    companyId: a.id,
    changeOrderId: changeOrder!.id,
    position: 0,
    name: `${marker} Shelving`,
    quantity: '2',
    unitCost: '400',
    unitPrice: '600',
    markup: '50',
    margin: '33.33',
  });
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: a.id,
      projectId,
      customerId: records.customerId,
      invoiceNumber: `INV-${marker}-2`,
      description: `${marker} progress`,
      amount: '700.00',
      status: 'sent',
      dueDate: '2099-01-31',
    })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      companyId: a.id,
      customerId: records.customerId,
      projectId,
      name: `${marker} plans.pdf`,
      fileUrl: '/files/plans.pdf',
      sharedWithClient: true,
    })
    .returning();
  const [selection] = await db
    .insert(selections)
    .values({ companyId: a.id, projectId, title: `${marker} Pantry knobs`, dueDate: '2099-01-15' })
    .returning();
  const [option] = await db
    .insert(selectionOptions)
    .values([
      { companyId: a.id, selectionId: selection!.id, position: 0, name: `${marker} Brass`, price: '120.00' },
      { companyId: a.id, selectionId: selection!.id, position: 1, name: `${marker} Black`, price: '90.00' },
    ])
    .returning();
  const [neighbour] = await db
    .insert(customers)
    .values({ companyId: a.id, firstName: 'Neighbour', lastName: 'Client', email: 'neighbour@example.com' })
    .returning();
  await db.insert(projects).values({ companyId: a.id, customerId: neighbour!.id, name: 'Neighbour deck' });
  const [stranger] = await db
    .insert(customers)
    .values({ companyId: b.id, firstName: 'Stranger', lastName: 'Client', email: 'pat@example.com' })
    .returning();
  await db.insert(projects).values({ companyId: b.id, customerId: stranger!.id, name: 'Stranger porch' });
  return {
    portalChangeOrderId: changeOrder!.id,
    portalInvoiceId: invoice!.id,
    portalDocumentId: document!.id,
    portalSelectionId: selection!.id,
    portalOptionId: option!.id,
    portal: await portalClient(db, { companyId: a.id, customerId: records.customerId }),
    portalPreview: await portalClient(db, {
      companyId: a.id,
      customerId: records.customerId,
      previewBy: a.manager.id,
    }),
    neighbourPortal: await portalClient(db, { companyId: a.id, customerId: neighbour!.id }),
    strangerPortal: await portalClient(db, { companyId: b.id, customerId: stranger!.id }),
  };
}
