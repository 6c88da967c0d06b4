import { eq } from 'drizzle-orm';
import {
  budgetItems,
  calendarEvents,
  calendarFeeds,
  changeOrderHistory,
  changeOrderLines,
  changeOrders,
  companies,
  customerMessages,
  customers,
  customerThreads,
  customerUsers,
  customTaskTypes,
  documents,
  estimateHistory,
  estimateRecipients,
  estimates,
  expenses,
  invoices,
  notes,
  payments,
  phaseTemplates,
  products,
  projectChatMessages,
  projectPhases,
  projects,
  projectTeamMembers,
  selectionOptions,
  selections,
  tasks,
  trades,
  units,
  vendors,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  type TestCompany,
  type TestUser,
  unique,
} from '../factories';
import { addPortalRecords, type PortalClient } from './world-portal';
import { addProgressRecords } from './world-progress';
import { addPurchasingRecords } from './world-purchasing';

/**
 * The records the tenancy harness works on: company A with data of every area, company B (the intruder),
 * a user without a company and a system administrator. Each later area adds its records to `a` here.
 */
export type World = {
  a: TestCompany & {
    marker: string;
    invitationId: number;
    invitationToken: string;
    /** An invitation e-mailed to an address, which the resend route sends again. */
    mailedInvitationId: number;
    /** A member (employee) the team routes edit, deactivate and delete. */
    memberId: number;
    /** Customer with a project, an invoice, a note, a document and company A's employee assigned. */
    customerId: number;
    customerProjectId: number;
    invoiceId: number;
    /** A sent invoice of the customer's project ($1,000) with one payment of $100 (decision 0267). */
    paymentInvoiceId: number;
    paymentId: number;
    /** A document of the customer and its project (no stored file: its download answers 404). */
    documentId: number;
    /** An unread incoming message of the customer's thread about its project (customer messages). */
    customerMessageId: number;
    /** Project with a phase, a task, a team member and a budget item; plus a phase template, trade, task type. */
    workProjectId: number;
    phaseId: number;
    taskId: number;
    teamMemberId: number;
    budgetItemId: number;
    /** A budget group of the work project (top level, after budgetItemId) and a catalog product. */
    budgetGroupId: number;
    catalogProductId: number;
    phaseTemplateId: number;
    tradeId: number;
    taskTypeValue: string;
    /** Catalog entries the catalog pages' edit and delete routes work on (the ones above stay for other routes). */
    catalogTradeId: number;
    unitId: number;
    taskTypeId: number;
    /** A catalog item (with a trade and a unit) the catalog item routes change and delete. */
    editableProductId: number;
    /** The work project's estimate (draft) with a recipient and a history entry. */
    estimateId: number;
    recipientId: number;
    /** A draft change order of the work project with one line and a history entry. */
    changeOrderId: number;
    /** An allowance line (in the budget group) and an open selection against it with two options. */
    allowanceItemId: number;
    selectionId: number;
    selectionOptionId: number;
    /** A vendor with every text field filled. */
    vendorId: number;
    /** An expense of the work project's budget line, from the vendor, recorded by the employee. */
    expenseId: number;
    /** A draft purchase order of the work project (world-purchasing.ts), a sent one and a bill against it. */
    purchaseOrderId: number;
    sentPurchaseOrderId: number;
    vendorBillId: number;
    /** A project billed by progress (world-progress.ts), its schedule line and a pay application's invoice. */
    progressProjectId: number;
    sovLineId: number;
    payApplicationInvoiceId: number;
    /** A team chat message of the work project, sent by company A's admin (only the sender edits it). */
    chatMessageId: number;
    /** A calendar event of the work project and its task, made by the admin (employees may not change it). */
    calendarEventId: number;
    /** The company's iCal feed (its token is not kept: only its hash is stored). */
    calendarFeedId: number;
    /** The customer's client portal (world-portal.ts): what it sees, and its session. */
    portalChangeOrderId: number;
    portalInvoiceId: number;
    portalDocumentId: number;
    /** An open selection of the customer's project with two options (no photo). */
    portalSelectionId: number;
    portalOptionId: number;
    portal: PortalClient;
    /** Staff's 'View as client' of the same customer: it only reads. */
    portalPreview: PortalClient;
    /** Clients who must see nothing of the customer's: another customer of company A, one of company B. */
    neighbourPortal: PortalClient;
    strangerPortal: PortalClient;
  };
  b: TestCompany;
  loner: TestUser;
  sysadmin: TestUser;
  /** Records only the system administration routes change and delete: a company without users, a user without one. */
  spare: { companyId: number; userId: number };
};

export async function buildWorld(
  db: Db,
  api: {
    createInvitation(
      companyId: number,
      cookie: string,
      email?: string,
    ): Promise<{ id: number; token: string }>;
  },
): Promise<World> {
  // A unique word in every text of company A: no response to anyone else may contain it.
  const marker = `Alphamark${unique()}`;
  const a = await createCompany(db, `${marker} Builders`);
  const b = await createCompany(db);
  // Default estimate texts of its own (/catalog/templates, /catalog/terms), marked like every other text.
  await db
    .update(companies)
    .set({ estimateNotes: `${marker} default notes`, estimateTerms: `${marker} default terms` })
    .where(eq(companies.id, a.id));
  const invitation = await api.createInvitation(a.id, a.admin.cookie);
  const mailedInvitation = await api.createInvitation(
    a.id,
    a.admin.cookie,
    `invitee-${unique()}@example.com`,
  );
  const member = await createUser(db, { companyId: a.id, role: 'employee', firstName: marker });
  const customerRecords = await addCustomerRecords(db, a, marker);
  const projectWorkRecords = await addProjectWorkRecords(db, a, marker);
  const [vendor] = await db
    .insert(vendors)
    .values({
      companyId: a.id,
      name: `${marker} Lumber`,
      contactPerson: `${marker} Erin`,
      email: 'erin@lumber.example',
      phone: '(303) 555-0100',
      address: `${marker} yard`,
      website: 'https://lumber.example',
      notes: `${marker} net 30`,
      createdBy: a.admin.id,
    })
    .returning();
  const [expense] = await db
    .insert(expenses)
    .values({
      companyId: a.id,
      projectId: projectWorkRecords.workProjectId,
      budgetItemId: projectWorkRecords.budgetItemId,
      vendorId: vendor!.id,
      vendor: `${marker} Lumber`,
      description: `${marker} vanity hardware`,
      amount: '86.40',
      date: '2026-11-02',
      category: 'materials',
      createdBy: a.employee.id,
    })
    .returning();
  const [chatMessage] = await db
    .insert(projectChatMessages)
    .values({
      companyId: a.id,
      projectId: projectWorkRecords.workProjectId,
      senderId: a.admin.id,
      content: `${marker} the tile arrives Monday`,
    })
    .returning();
  const calendarRecords = await addCalendarRecords(db, a, marker, projectWorkRecords);
  const purchasingRecords = await addPurchasingRecords(db, a, marker, {
    ...projectWorkRecords,
    vendorId: vendor!.id,
  });
  const portalRecords = await addPortalRecords(db, a, b, marker, customerRecords);
  const progressRecords = await addProgressRecords(db, a, marker, customerRecords.customerId);
  return {
    a: {
      ...a,
      marker,
      chatMessageId: chatMessage!.id,
      expenseId: expense!.id,
      ...calendarRecords,
      ...portalRecords,
      ...purchasingRecords,
      ...progressRecords,
      invitationId: invitation.id,
      invitationToken: invitation.token,
      mailedInvitationId: mailedInvitation.id,
      memberId: member.id,
      ...customerRecords,
      ...projectWorkRecords,
      vendorId: vendor!.id,
    },
    b,
    loner: await createUser(db, { companyId: null }),
    sysadmin: await createSystemAdminUser(db),
    spare: {
      companyId: (await db.insert(companies).values({ name: 'Spare Co', email: '' }).returning())[0]!.id,
      userId: (await createUser(db, { companyId: null })).id,
    },
  };
}

/** Company A's customer and what hangs off it (customers and invoices areas). */
async function addCustomerRecords(db: Db, a: TestCompany, marker: string) {
  const [customer] = await db
    .insert(customers)
    .values({ companyId: a.id, firstName: `${marker} Pat`, lastName: 'Client', email: 'pat@example.com' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      companyId: a.id,
      customerId: customer!.id,
      name: `${marker} Kitchen`,
      type: 'kitchen',
      budget: '100.00',
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: a.id,
      projectId: project!.id,
      customerId: customer!.id,
      invoiceNumber: `INV-${marker}`,
      description: `${marker} deposit`,
      amount: '50.00',
    })
    .returning();
  const [paymentInvoice] = await db
    .insert(invoices)
    .values({
      companyId: a.id,
      projectId: project!.id,
      customerId: customer!.id,
      invoiceNumber: `INV-${marker}-P`,
      amount: '1000.00',
      amountPaid: '100.00',
      status: 'sent',
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      companyId: a.id,
      invoiceId: paymentInvoice!.id,
      projectId: project!.id,
      customerId: customer!.id,
      amount: '100.00',
      date: '2026-11-02',
      method: 'check',
      reference: `${marker} check 1042`,
    })
    .returning();
  await db
    .insert(notes)
    .values({ companyId: a.id, customerId: customer!.id, content: `${marker} note`, createdBy: a.admin.id });
  await db.insert(customerUsers).values({ companyId: a.id, customerId: customer!.id, userId: a.employee.id });
  const [document] = await db
    .insert(documents)
    .values({
      companyId: a.id,
      customerId: customer!.id,
      projectId: project!.id,
      name: `${marker} contract.pdf`,
      fileUrl: '/files/contract.pdf',
    })
    .returning();
  const customerMessageId = await addCustomerThread(db, a, marker, {
    customerId: customer!.id,
    customerProjectId: project!.id,
  });
  return {
    customerId: customer!.id,
    customerProjectId: project!.id,
    invoiceId: invoice!.id,
    paymentInvoiceId: paymentInvoice!.id,
    paymentId: payment!.id,
    documentId: document!.id,
    customerMessageId,
  };
}

/** The customer's conversation about its project: one outgoing message and one unread incoming reply. */
async function addCustomerThread(
  db: Db,
  a: TestCompany,
  marker: string,
  records: { customerId: number; customerProjectId: number },
) {
  const thread = {
    companyId: a.id,
    projectId: records.customerProjectId,
    customerId: records.customerId,
    emailHash: `${unique()}${unique()}${unique()}${unique()}`,
  };
  await db.insert(customerThreads).values(thread);
  const [, incoming] = await db
    .insert(customerMessages)
    .values([
      { ...thread, direction: 'outgoing', senderId: a.admin.id, content: `${marker} we start Monday` },
      { ...thread, direction: 'incoming', content: `${marker} see you then` },
    ])
    .returning();
  return incoming!.id;
}

/** Company A's project work: phases, tasks, team, budget item, and the catalog entries they use. */
async function addProjectWorkRecords(db: Db, a: TestCompany, marker: string) {
  const [project] = await db
    .insert(projects)
    .values({ companyId: a.id, name: `${marker} Bathroom`, type: 'bathroom' })
    .returning();
  const projectId = project!.id;
  const [phase] = await db
    .insert(projectPhases)
    .values({ companyId: a.id, projectId, name: `${marker} Demolition` })
    .returning();
  const [trade] = await db
    .insert(trades)
    .values({ companyId: a.id, name: `${marker} Plumbing` })
    .returning();
  const [taskType] = await db
    .insert(customTaskTypes)
    .values({ companyId: a.id, name: `${marker} Site visit`, value: 'site_visit' })
    .returning();
  const [catalogTrade] = await db
    .insert(trades)
    .values({ companyId: a.id, name: `${marker} Electrical` })
    .returning();
  const [unit] = await db
    .insert(units)
    .values({ companyId: a.id, name: `${marker} square foot`, symbol: 'sq ft' })
    .returning();
  const [walkthrough] = await db
    .insert(customTaskTypes)
    .values({ companyId: a.id, name: `${marker} Walkthrough`, value: 'walkthrough' })
    .returning();
  const [budgetItem] = await db
    .insert(budgetItems)
    .values({ companyId: a.id, projectId, name: `${marker} Vanity`, quantity: '1', unitCost: '500' })
    .returning();
  const [budgetGroup] = await db
    .insert(budgetItems)
    .values({ companyId: a.id, projectId, type: 'group', name: `${marker} Vanity area`, order: 1 })
    .returning();
  const [catalogProduct] = await db
    .insert(products)
    .values({
      companyId: a.id,
      tradeId: trade!.id,
      name: `${marker} Faucet`,
      unitCost: '80.00',
      markup: '25.00',
      margin: '20.00',
      unitPrice: '100.00',
    })
    .returning();
  const [editableProduct] = await db
    .insert(products)
    .values({
      companyId: a.id,
      tradeId: catalogTrade!.id,
      unitId: unit!.id,
      name: `${marker} Tile`,
      description: `${marker} porcelain`,
      unit: 'sq ft',
      unitCost: '4.00',
      markup: '50.00',
      margin: '33.33',
      unitPrice: '6.00',
    })
    .returning();
  const [task] = await db
    .insert(tasks)
    .values({
      companyId: a.id,
      projectId,
      phaseId: phase!.id,
      title: `${marker} Remove tub`,
      assignedTo: a.employee.id,
      tradeId: trade!.id,
      budgetItemId: budgetItem!.id,
    })
    .returning();
  const [member] = await db
    .insert(projectTeamMembers)
    .values({
      companyId: a.id,
      projectId,
      userId: a.employee.id,
      role: 'field_worker',
      notes: `${marker} crew`,
    })
    .returning();
  const [template] = await db
    .insert(phaseTemplates)
    .values({ companyId: a.id, name: `${marker} Planning` })
    .returning();
  const [estimate] = await db
    .insert(estimates)
    .values({
      companyId: a.id,
      projectId,
      title: `${marker} Bathroom Estimate`,
      clientInfo: { name: `${marker} Pat Client` },
      companyInfo: { name: `${marker} Builders` },
      notes: `${marker} estimate notes`,
      createdBy: a.admin.id,
    })
    .returning();
  const [recipient] = await db
    .insert(estimateRecipients)
    .values({ companyId: a.id, estimateId: estimate!.id, name: `${marker} Pat`, email: 'pat@example.com' })
    .returning();
  await db.insert(estimateHistory).values({
    companyId: a.id,
    estimateId: estimate!.id,
    userId: a.admin.id,
    action: 'created',
    details: `${marker} created`,
  });
  const [changeOrder] = await db
    .insert(changeOrders)
    .values({
      companyId: a.id,
      projectId,
      number: 1,
      title: `${marker} Add a niche`,
      description: `${marker} niche in the shower wall`,
      reason: 'client_request',
      total: '450.00',
      totalCost: '300.00',
      createdBy: a.admin.id,
    })
    .returning();
  await db.insert(changeOrderLines).values({
    companyId: a.id,
    changeOrderId: changeOrder!.id,
    position: 0,
    name: `${marker} Shower niche`,
    quantity: '1',
    unitCost: '300',
    unitPrice: '450',
    markup: '50',
    margin: '33.33',
  });
  await db.insert(changeOrderHistory).values({
    companyId: a.id,
    changeOrderId: changeOrder!.id,
    userId: a.admin.id,
    action: 'created',
    details: `${marker} created`,
  });
  const [allowance] = await db
    .insert(budgetItems)
    .values({
      companyId: a.id,
      projectId,
      parentId: budgetGroup!.id,
      name: `${marker} Tile allowance`,
      quantity: '1',
      unitCost: '3000',
      unitPrice: '3000',
      isAllowance: true,
    })
    .returning();
  const [selection] = await db
    .insert(selections)
    .values({
      companyId: a.id,
      projectId,
      title: `${marker} Kitchen faucet`,
      description: `${marker} faucet for the island sink`,
      dueDate: '2026-12-15',
      allowanceItemId: allowance!.id,
      createdBy: a.admin.id,
    })
    .returning();
  const [option] = await db
    .insert(selectionOptions)
    .values([
      { companyId: a.id, selectionId: selection!.id, position: 0, name: `${marker} Delta`, price: '3250.00' },
      { companyId: a.id, selectionId: selection!.id, position: 1, name: `${marker} Moen`, price: '2800.00' },
    ])
    .returning();
  return {
    allowanceItemId: allowance!.id,
    selectionId: selection!.id,
    selectionOptionId: option!.id,
    changeOrderId: changeOrder!.id,
    estimateId: estimate!.id,
    recipientId: recipient!.id,
    workProjectId: projectId,
    phaseId: phase!.id,
    taskId: task!.id,
    teamMemberId: member!.id,
    budgetItemId: budgetItem!.id,
    budgetGroupId: budgetGroup!.id,
    catalogProductId: catalogProduct!.id,
    phaseTemplateId: template!.id,
    tradeId: trade!.id,
    taskTypeValue: taskType!.value,
    catalogTradeId: catalogTrade!.id,
    unitId: unit!.id,
    taskTypeId: walkthrough!.id,
    editableProductId: editableProduct!.id,
  };
}

/** Company A's calendar: an event on the work project's task, and the company feed. */
async function addCalendarRecords(
  db: Db,
  a: TestCompany,
  marker: string,
  work: { workProjectId: number; taskId: number },
) {
  const [event] = await db
    .insert(calendarEvents)
    .values({
      companyId: a.id,
      projectId: work.workProjectId,
      taskId: work.taskId,
      title: `${marker} tile inspection`,
      description: `${marker} bring the permit`,
      location: `${marker} site`,
      startDate: new Date('2026-11-03T15:00:00Z'),
      type: 'meeting',
      createdBy: a.admin.id,
    })
    .returning();
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ companyId: a.id, tokenHash: `world-feed-${unique()}` })
    .returning();
  return { calendarEventId: event!.id, calendarFeedId: feed!.id };
}
