import { unique } from '../factories';
import { signaturePngDataUrl } from '../signature-png';
import type { World } from './world';

/**
 * How the tenancy harness calls each route on company A's records. Every /api route must appear here or in
 * publicRoutes, or the harness fails: a new route is covered the day it is added.
 *
 * - `params` fills the path with company A's ids.
 * - `body` is a valid body, so a refusal is about tenancy, not validation.
 * - `scope: 'own'` marks routes that act on the caller's own company or account (no foreign id to try);
 *   for them the harness checks that company B's answer never contains company A's data.
 * - `systemAdmin: true` marks routes only system administrators may call.
 * - `companyRoles` lists the company roles allowed; any other role must get 403, and before its input is read
 *   (the route's `config.roles`, http/route-access.ts), unless `refusedByRecord` says the refusal depends on the
 *   record: an author may change their own event or message, so the service decides once it has read the record.
 */
export type RouteFixture = {
  params?: (w: World) => Record<string, string | number>;
  body?: (w: World) => unknown;
  /** Query-string parameters, e.g. a search for company A's marker word. */
  query?: (w: World) => Record<string, string>;
  scope?: 'own';
  systemAdmin?: true;
  companyRoles?: readonly ('admin' | 'manager' | 'employee')[];
  refusedByRecord?: true;
  /** A caller without a company may use it (onboarding). */
  forLoner?: true;
  /** A client portal route: company A's customer's portal session makes the valid call (portal-tenancy.test.ts). */
  portal?: true;
};

let settingsSaves = 0;

/** Routes that answer without signing in. */
export const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/user',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  // The second step of a two-factor sign-in: the pending sign-in's token (from the right password) is the key.
  'POST /api/login/two-factor',
  'GET /api/invitations/:token',
  // 'Forgot password?': the same answer for any address; the e-mailed token is the key to the second one.
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  // The public estimate page: the token in the link is the key (estimates.test.ts proves it reaches only its own).
  'GET /api/public/estimates/:token',
  'GET /api/public/estimates/:token/pdf',
  'POST /api/public/estimates/:token/approve',
  'POST /api/public/estimates/:token/decline',
  // The company's logo on the public estimate page, reached through the same token.
  'GET /api/public/estimates/:token/logo',
  // The public invoice page: the token in the link is the key (invoice-sending.test.ts proves it reaches only its own).
  // The public change order page: the token in the link is the key (change-order-signing.test.ts proves it reaches
  // only its own change order).
  'GET /api/public/change-orders/:token',
  'GET /api/public/change-orders/:token/pdf',
  'POST /api/public/change-orders/:token/approve',
  'POST /api/public/change-orders/:token/decline',
  'GET /api/public/change-orders/:token/logo',
  'GET /api/public/invoices/:token',
  'GET /api/public/invoices/:token/pdf',
  'GET /api/public/invoices/:token/logo',
  // The public page of a customer thread: the token in the link is the key (public-messages.test.ts proves it
  // reaches only its own thread); the logo is reached through the same token.
  'GET /api/public/messages/:token',
  'POST /api/public/messages/:token',
  'GET /api/public/messages/:token/logo',
  // The client portal's sign-in: the same answer for any address; the e-mailed link's token is the key to the
  // session (portal.test.ts), and signing out needs nothing.
  'POST /api/portal/sign-in',
  'POST /api/portal/session',
  'POST /api/portal/sign-out',
  // The inbound-mail webhook: its secret is the key (inbound-mail.test.ts); without one configured it is off.
  'POST /api/inbound-mail',
  // A calendar feed (.ics) for phones: the token in the URL is the key (calendar-feeds.test.ts proves it reaches
  // only its own company's items and that a revoked one answers 404).
  'GET /api/ical/:file',
]);

const companyId = (w: World) => ({ companyId: w.a.id });

export const routeFixtures: Record<string, RouteFixture> = {
  // companies and invitations
  'GET /api/mycompany': { scope: 'own' },
  'POST /api/mycompany': { scope: 'own', forLoner: true, body: () => ({ name: 'Intruder Co' }) },
  'GET /api/companies/:companyId': { params: companyId },
  // The company profile and its logo: company admins change them (docs/product.md#company-profile);
  // company-profile.test.ts tests uploads.
  'PATCH /api/companies/:companyId': {
    params: companyId,
    body: () => ({ phone: '(555) 010-9999', paymentTerms: 'Net 15' }),
    companyRoles: ['admin'],
  },
  // A JSON body is refused (415) after the role check: managers and employees get 403.
  'POST /api/companies/:companyId/logo': { params: companyId, companyRoles: ['admin'] },
  'GET /api/companies/:companyId/logo': { params: companyId },
  'DELETE /api/companies/:companyId/logo': { params: companyId, companyRoles: ['admin'] },
  'POST /api/companies/:companyId/invitations/:id/resend': {
    params: (w) => ({ companyId: w.a.id, id: w.a.mailedInvitationId }),
    companyRoles: ['admin', 'manager'],
  },
  // company team
  'GET /api/companies/:companyId/users': { params: companyId },
  'GET /api/users/:id': { params: (w) => ({ id: w.a.memberId }) },
  'POST /api/users': {
    scope: 'own',
    // Company A's id in the body: anyone but company A's team managers is refused (the body is never trusted).
    body: (w) => ({
      username: `member_${unique()}`,
      email: 'new.member@example.com',
      password: 'secret123',
      role: 'employee',
      companyId: w.a.id,
    }),
    companyRoles: ['admin', 'manager'],
  },
  'PATCH /api/users/:id': {
    params: (w) => ({ id: w.a.memberId }),
    body: () => ({ firstName: 'Renamed', role: 'manager' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/users/:id': {
    params: (w) => ({ id: w.a.memberId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/invitations': { params: companyId, companyRoles: ['admin', 'manager'] },
  'POST /api/companies/:companyId/invitations': {
    params: companyId,
    body: () => ({ role: 'employee' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/companies/:companyId/invitations/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.invitationId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/invitations/accept': {
    scope: 'own',
    forLoner: true,
    body: (w) => ({ token: w.a.invitationToken }),
  },
  // customers
  'GET /api/companies/:companyId/customers': { params: companyId },
  'POST /api/companies/:companyId/customers': {
    params: companyId,
    body: () => ({ firstName: 'Intruder', lastName: 'Customer' }),
  },
  'GET /api/customers/:id': { params: (w) => ({ id: w.a.customerId }) },
  'PATCH /api/customers/:id': {
    params: (w) => ({ id: w.a.customerId }),
    body: () => ({ lastName: 'Changed' }),
  },
  'DELETE /api/customers/:id': {
    params: (w) => ({ id: w.a.customerId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/customers/:id/summary': { params: (w) => ({ id: w.a.customerId }) },
  'GET /api/customers/:id/projects': { params: (w) => ({ id: w.a.customerId }) },
  'GET /api/customers/:id/notes': { params: (w) => ({ id: w.a.customerId }) },
  'POST /api/customers/:id/notes': {
    params: (w) => ({ id: w.a.customerId }),
    body: () => ({ content: 'Hi' }),
  },
  'GET /api/customers/:id/users': { params: (w) => ({ id: w.a.customerId }) },
  'POST /api/customers/:id/assign-user': {
    params: (w) => ({ id: w.a.customerId }),
    body: (w) => ({ userId: w.a.manager.id }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/customers/:id/users/:userId': {
    params: (w) => ({ id: w.a.customerId, userId: w.a.employee.id }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/customers/:id/documents': { params: (w) => ({ id: w.a.customerId }) },
  // vendors
  'GET /api/mycompany/vendors': { scope: 'own', query: (w) => ({ search: w.a.marker }) },
  'POST /api/companies/:companyId/vendors': {
    params: companyId,
    body: () => ({ name: 'Intruder Supply', email: 'sales@intruder.example' }),
  },
  'PUT /api/vendors/:id': {
    params: (w) => ({ id: w.a.vendorId }),
    body: () => ({ name: 'Renamed Supply', website: 'https://renamed.example' }),
  },
  'DELETE /api/vendors/:id': {
    params: (w) => ({ id: w.a.vendorId }),
    companyRoles: ['admin', 'manager'],
  },
  // documents
  'GET /api/companies/:companyId/documents': {
    params: companyId,
    query: (w) => ({ customerId: String(w.a.customerId) }),
  },
  // A JSON body is refused (415) by every caller; the uploads themselves are tested in documents.test.ts.
  'POST /api/companies/:companyId/documents': { params: companyId },
  'GET /api/documents/:id/file': { params: (w) => ({ id: w.a.documentId }) },
  'DELETE /api/documents/:id': { params: (w) => ({ id: w.a.documentId }) },
  // expenses
  'GET /api/companies/:companyId/expenses': {
    params: companyId,
    query: (w) => ({ projectId: String(w.a.workProjectId) }),
  },
  'GET /api/projects/:projectId/expenses': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'POST /api/companies/:companyId/expenses': {
    params: companyId,
    body: (w) => ({
      amount: '42.10',
      category: 'materials',
      description: 'Intruder screws',
      date: '2026-11-20T00:00:00.000Z',
      projectId: w.a.workProjectId,
      budgetItemId: w.a.budgetItemId,
      vendorId: w.a.vendorId,
    }),
  },
  'GET /api/expenses/:id': { params: (w) => ({ id: w.a.expenseId }) },
  'PATCH /api/expenses/:id': {
    params: (w) => ({ id: w.a.expenseId }),
    body: () => ({ amount: '90.00', description: 'Vanity hardware and hinges' }),
  },
  'DELETE /api/expenses/:id': { params: (w) => ({ id: w.a.expenseId }) },
  // A JSON body is refused (415); receipts themselves are tested in expenses.test.ts.
  'POST /api/expenses/:id/receipt': { params: (w) => ({ id: w.a.expenseId }) },
  'GET /api/expenses/:id/receipt': { params: (w) => ({ id: w.a.expenseId }) },
  'GET /api/budget-items/:id/expenses': { params: (w) => ({ id: w.a.budgetItemId }) },
  // calendar: every member creates events; the author, managers and admins change them (the world's is the admin's)
  'GET /api/companies/:companyId/calendar-events': {
    params: companyId,
    query: () => ({ from: '2026-11-01', to: '2026-11-30' }),
  },
  'POST /api/companies/:companyId/calendar-events': {
    params: companyId,
    body: (w) => ({
      title: 'Intruder walkthrough',
      startDate: '2026-11-20T15:00:00.000Z',
      endDate: '2026-11-20T16:00:00.000Z',
      type: 'meeting',
      projectId: w.a.workProjectId,
      taskId: w.a.taskId,
    }),
  },
  'GET /api/calendar-events/:id': { params: (w) => ({ id: w.a.calendarEventId }) },
  'PUT /api/calendar-events/:id': {
    params: (w) => ({ id: w.a.calendarEventId }),
    body: (w) => ({
      title: 'Moved inspection',
      startDate: '2026-11-04',
      allDay: true,
      projectId: w.a.workProjectId,
    }),
    companyRoles: ['admin', 'manager'],
    refusedByRecord: true,
  },
  'DELETE /api/calendar-events/:id': {
    params: (w) => ({ id: w.a.calendarEventId }),
    companyRoles: ['admin', 'manager'],
    refusedByRecord: true,
  },
  'GET /api/companies/:companyId/calendar': {
    params: companyId,
    query: () => ({ from: '2026-11-01', to: '2026-11-30', perDay: '3' }),
  },
  'GET /api/calendar-feeds': { scope: 'own' },
  'POST /api/calendar-feeds': { scope: 'own', body: () => ({ scope: 'user' }) },
  // Every member removes their own feed; the company's is for managers and admins.
  'DELETE /api/calendar-feeds/:id': {
    params: (w) => ({ id: w.a.calendarFeedId }),
    companyRoles: ['admin', 'manager'],
    refusedByRecord: true,
  },
  // invoices
  'GET /api/companies/:companyId/invoices': { params: companyId },
  'GET /api/projects/:projectId/invoices': { params: (w) => ({ projectId: w.a.customerProjectId }) },
  'GET /api/projects/:projectId/milestone-invoices': {
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'POST /api/companies/:companyId/invoices': {
    params: companyId,
    body: (w) => ({
      invoiceNumber: `INV-${unique()}`,
      amount: '1250.00',
      projectId: w.a.customerProjectId,
      lines: [{ description: 'Deposit', quantity: 1, unitPrice: '1250.00' }],
    }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/finances/summary': { params: companyId },
  'GET /api/invoices/:id': { params: (w) => ({ id: w.a.invoiceId }) },
  'PATCH /api/invoices/:id': {
    params: (w) => ({ id: w.a.invoiceId }),
    body: () => ({ title: 'Renamed invoice', dueDate: '2031-01-31' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/invoices/:id/mark-paid': {
    params: (w) => ({ id: w.a.invoiceId }),
    body: () => ({ paidDate: '2026-11-20' }),
    companyRoles: ['admin', 'manager'],
  },
  // The world's invoice is paid by the call above in the answers suite; cancelling it then answers 409.
  'POST /api/invoices/:id/cancel': {
    params: (w) => ({ id: w.a.invoiceId }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/invoices/:id': { params: (w) => ({ id: w.a.invoiceId }), companyRoles: ['admin', 'manager'] },
  // The world's customer has an e-mail address; once the invoice is paid (answers suite) sending answers 409.
  'POST /api/invoices/:id/send': {
    params: (w) => ({ id: w.a.invoiceId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/invoices/:id/pdf': { params: (w) => ({ id: w.a.invoiceId }) },
  // payments received (decision 0267): the world's $1,000 invoice has room for many $10 payments.
  'GET /api/invoices/:id/payments': { params: (w) => ({ id: w.a.paymentInvoiceId }) },
  'POST /api/invoices/:id/payments': {
    params: (w) => ({ id: w.a.paymentInvoiceId }),
    body: () => ({ amount: '10.00', date: '2026-11-20', method: 'check', reference: 'Check 2001' }),
    companyRoles: ['admin', 'manager'],
  },
  'PATCH /api/payments/:id': {
    params: (w) => ({ id: w.a.paymentId }),
    body: () => ({ reference: 'Check 1043', note: 'Corrected number' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/payments/:id': { params: (w) => ({ id: w.a.paymentId }), companyRoles: ['admin', 'manager'] },
  'GET /api/projects/:projectId/deposits': { params: (w) => ({ projectId: w.a.customerProjectId }) },
  'POST /api/projects/:projectId/deposits': {
    params: (w) => ({ projectId: w.a.customerProjectId }),
    body: () => ({ amount: '500.00', date: '2026-11-18', method: 'ach' }),
    companyRoles: ['admin', 'manager'],
  },
  // customer messages: every company member works on them (docs/product.md#companies-and-roles); the world's customer
  // has an e-mail address.
  'GET /api/projects/:projectId/customers/:customerId/messages': {
    params: (w) => ({ projectId: w.a.customerProjectId, customerId: w.a.customerId }),
  },
  'POST /api/projects/:projectId/customers/:customerId/messages': {
    params: (w) => ({ projectId: w.a.customerProjectId, customerId: w.a.customerId }),
    body: () => ({ content: 'When can we start?' }),
  },
  'POST /api/projects/:projectId/customers/:customerId/messages/read': {
    params: (w) => ({ projectId: w.a.customerProjectId, customerId: w.a.customerId }),
  },
  'POST /api/customer-messages/:id/read': { params: (w) => ({ id: w.a.customerMessageId }) },
  // chat
  // projects, dashboard, search
  'GET /api/projects': { scope: 'own', query: (w) => ({ search: w.a.marker }) },
  'GET /api/projects/stage-counts': { scope: 'own' },
  'GET /api/companies/:companyId/projects': { params: companyId },
  'POST /api/companies/:companyId/projects': {
    params: companyId,
    body: (w) => ({ customerId: w.a.customerId, name: 'Intruder project', type: 'kitchen' }),
  },
  'GET /api/projects/:id': { params: (w) => ({ id: w.a.customerProjectId }) },
  'GET /api/projects/:id/summary': { params: (w) => ({ id: w.a.customerProjectId }) },
  'PATCH /api/projects/:id': {
    params: (w) => ({ id: w.a.customerProjectId }),
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /api/projects/:id': {
    params: (w) => ({ id: w.a.customerProjectId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/dashboard/summary': { scope: 'own' },
  'GET /api/search': { scope: 'own', query: (w) => ({ q: w.a.marker }) },
  // phases, phase templates, tasks, project team, catalog and budget lists for the task form
  'GET /api/projects/:id/phases': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/phases': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: () => ({ name: 'Intruder' }),
  },
  'POST /api/projects/:id/phases/reorder': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({ ids: [w.a.phaseId] }),
  },
  'PATCH /api/project-phases/:id': {
    params: (w) => ({ id: w.a.phaseId }),
    body: () => ({ isCompleted: true }),
  },
  'DELETE /api/project-phases/:id': { params: (w) => ({ id: w.a.phaseId }) },
  'GET /api/companies/:companyId/phase-templates': { params: companyId },
  'POST /api/companies/:companyId/phase-templates': {
    params: companyId,
    body: () => ({ name: 'Intruder' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/companies/:companyId/phase-templates/reorder': {
    params: companyId,
    body: (w) => ({ ids: [w.a.phaseTemplateId] }),
    companyRoles: ['admin', 'manager'],
  },
  'PATCH /api/phase-templates/:id': {
    params: (w) => ({ id: w.a.phaseTemplateId }),
    body: () => ({ name: 'Renamed' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/phase-templates/:id': {
    params: (w) => ({ id: w.a.phaseTemplateId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/projects/:id/tasks': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/tasks': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({
      title: 'Intruder task',
      type: w.a.taskTypeValue,
      phaseId: w.a.phaseId,
      assignedTo: w.a.employee.id,
      tradeId: w.a.tradeId,
      budgetItemId: w.a.budgetItemId,
    }),
  },
  'PATCH /api/projects/:id/tasks/:taskId': {
    params: (w) => ({ id: w.a.workProjectId, taskId: w.a.taskId }),
    body: () => ({ status: 'completed' }),
  },
  'DELETE /api/projects/:id/tasks/:taskId': {
    params: (w) => ({ id: w.a.workProjectId, taskId: w.a.taskId }),
  },
  'GET /api/projects/:id/team': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/team': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({ userId: w.a.manager.id, role: 'project_manager', isPrimary: true }),
    companyRoles: ['admin', 'manager'],
  },
  'PATCH /api/project-team/:id': {
    params: (w) => ({ id: w.a.teamMemberId }),
    body: () => ({ isPrimary: true }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/project-team/:id': {
    params: (w) => ({ id: w.a.teamMemberId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/trades': { params: companyId },
  'GET /api/mycompany/trades': { scope: 'own' },
  'GET /api/companies/:companyId/task-types': { params: companyId },
  // the catalog pages: every member reads, admins and managers change (permissions.manageCatalog)
  'GET /api/companies/:companyId/catalog-counts': { params: companyId },
  'GET /api/companies/:companyId/estimate-defaults': { params: companyId },
  'PATCH /api/companies/:companyId/estimate-defaults': {
    params: companyId,
    body: () => ({ notes: 'Changed notes', terms: 'Changed terms' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/companies/:companyId/trades': {
    params: companyId,
    body: (w) => ({ name: 'Intruder trade', description: 'Added', companyId: w.a.id }),
    companyRoles: ['admin', 'manager'],
  },
  'PUT /api/trades/:id': {
    params: (w) => ({ id: w.a.catalogTradeId }),
    body: () => ({ name: 'Changed trade', description: 'Changed' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/trades/:id': {
    params: (w) => ({ id: w.a.catalogTradeId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/units': { params: companyId },
  'POST /api/companies/:companyId/units': {
    params: companyId,
    body: (w) => ({ name: 'Intruder unit', symbol: 'iu', companyId: w.a.id }),
    companyRoles: ['admin', 'manager'],
  },
  'PATCH /api/companies/:companyId/units/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.unitId }),
    body: () => ({ name: 'Changed unit', symbol: 'cu' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/companies/:companyId/units/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.unitId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/companies/:companyId/task-types': {
    params: companyId,
    body: () => ({ name: 'Intruder type', value: 'Intruder Type' }),
    companyRoles: ['admin', 'manager'],
  },
  'PUT /api/companies/:companyId/task-types/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.taskTypeId }),
    body: () => ({ name: 'Changed type', value: 'walkthrough' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/companies/:companyId/task-types/:id': {
    params: (w) => ({ companyId: w.a.id, id: w.a.taskTypeId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/catalog': { params: companyId, query: (w) => ({ search: w.a.marker }) },
  'POST /api/companies/:companyId/catalog': {
    params: companyId,
    body: (w) => ({ name: 'Intruder product', unitCost: '10', markup: '20', companyId: w.a.id }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/catalog/:id': { params: (w) => ({ id: w.a.editableProductId }) },
  'PUT /api/catalog/:id': {
    params: (w) => ({ id: w.a.editableProductId }),
    body: (w) => ({
      name: 'Changed product',
      description: 'Changed',
      category: 'labor',
      unit: 'hr',
      unitCost: '40',
      markup: '25',
      margin: '20',
      unitPrice: '50',
      tradeId: w.a.catalogTradeId,
      companyId: w.a.id,
    }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/catalog/:id': {
    params: (w) => ({ id: w.a.editableProductId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/projects/:projectId/budget/items': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'GET /api/projects/:projectId/budget/actuals': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'GET /api/projects/:id/job-cost': { params: (w) => ({ id: w.a.workProjectId }) },
  // budget and the catalog products it copies from
  'GET /api/projects/:id/budget': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/budget': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({
      type: 'product',
      parentId: w.a.budgetGroupId,
      productId: w.a.catalogProductId,
      tradeId: w.a.tradeId,
      quantity: 2,
    }),
  },
  'PATCH /api/budget/:id': { params: (w) => ({ id: w.a.budgetItemId }), body: () => ({ quantity: '3' }) },
  'DELETE /api/budget/:id': { params: (w) => ({ id: w.a.budgetGroupId }) },
  'POST /api/projects/:id/budget/reorder': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({ parentId: null, ids: [w.a.budgetGroupId, w.a.budgetItemId] }),
  },
  'POST /api/projects/:id/budget/milestones': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: () => ({ scheme: 'three' }),
  },
  'GET /api/mycompany/catalog': { scope: 'own', query: (w) => ({ search: w.a.marker }) },
  // estimates (employees may edit the texts and recipients, not change the status or send)
  'GET /api/projects/:id/estimate': { params: (w) => ({ id: w.a.workProjectId }) },
  'PATCH /api/estimates/:id': {
    params: (w) => ({ id: w.a.estimateId }),
    body: () => ({ notes: 'Intruder' }),
  },
  'GET /api/estimates/:id/recipients': { params: (w) => ({ id: w.a.estimateId }) },
  'POST /api/estimates/:id/recipients': {
    params: (w) => ({ id: w.a.estimateId }),
    body: () => ({ name: 'Intruder', email: 'intruder@example.com' }),
  },
  'GET /api/estimates/:id/history': { params: (w) => ({ id: w.a.estimateId }) },
  'GET /api/estimates/:id/pdf': { params: (w) => ({ id: w.a.estimateId }) },
  'DELETE /api/estimate-recipients/:id': { params: (w) => ({ id: w.a.recipientId }) },
  'POST /api/estimate-recipients/:id/send': {
    params: (w) => ({ id: w.a.recipientId }),
    companyRoles: ['admin', 'manager'],
  },
  // change orders: employees read; admins and managers change them (issue 26)
  'GET /api/projects/:id/change-orders': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/change-orders': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: () => ({
      title: 'Intruder',
      reason: 'other',
      lines: [{ name: 'Intruder', quantity: 1, unitCost: 10, unitPrice: 15 }],
    }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/change-orders/:id': { params: (w) => ({ id: w.a.changeOrderId }) },
  'PATCH /api/change-orders/:id': {
    params: (w) => ({ id: w.a.changeOrderId }),
    body: () => ({ description: 'Intruder' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/change-orders/:id': {
    params: (w) => ({ id: w.a.changeOrderId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/change-orders/:id/approve': {
    params: (w) => ({ id: w.a.changeOrderId }),
    body: () => ({ note: 'Intruder' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/change-orders/:id/decline': {
    params: (w) => ({ id: w.a.changeOrderId }),
    body: () => ({ reason: 'Intruder' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/change-orders/:id/void': {
    params: (w) => ({ id: w.a.changeOrderId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/change-orders/:id/history': { params: (w) => ({ id: w.a.changeOrderId }) },
  // The client portal, staff's side (issue 26): admins and managers invite, choose the sections and share.
  'POST /api/customers/:id/portal-invitation': {
    params: (w) => ({ id: w.a.customerId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/projects/:id/portal': { params: (w) => ({ id: w.a.customerProjectId }) },
  'PATCH /api/projects/:id/portal': {
    params: (w) => ({ id: w.a.customerProjectId }),
    // Selections off: a change from the default, which the audit log records.
    body: () => ({ sections: ['estimates', 'changeOrders', 'invoices', 'messages', 'documents'] }),
    companyRoles: ['admin', 'manager'],
  },
  // 'View as client' opens a read-only portal session in the caller's browser; any member may look.
  'POST /api/projects/:id/portal-preview': { params: (w) => ({ id: w.a.customerProjectId }) },
  'PATCH /api/documents/:id/sharing': {
    params: (w) => ({ id: w.a.documentId }),
    body: () => ({ sharedWithClient: true }),
    companyRoles: ['admin', 'manager'],
  },
  // The client portal, the client's side: company A's customer is the caller (portal-tenancy.test.ts proves that
  // no other client, staff session or signed-out caller reaches any of it).
  'GET /api/portal/me': { portal: true },
  // The client's event stream: a plain request (these harnesses) gets 406; events.test.ts opens real streams and
  // proves that a client hears only its own customer's notices.
  'GET /api/portal/events': { portal: true },
  'GET /api/portal/logo': { portal: true },
  'GET /api/portal/projects': { portal: true },
  'GET /api/portal/projects/:projectId': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'GET /api/portal/projects/:projectId/estimate': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'GET /api/portal/projects/:projectId/estimate/pdf': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  // The customer's project has no estimate here; portal.test.ts approves one with a drawn signature.
  'POST /api/portal/projects/:projectId/estimate/approve': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
    body: () => ({ name: 'Pat Client', signature: signaturePngDataUrl() }),
  },
  'POST /api/portal/projects/:projectId/estimate/decline': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
    body: () => ({ reason: 'Too much' }),
  },
  'GET /api/portal/projects/:projectId/change-orders': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'GET /api/portal/change-orders/:id': { portal: true, params: (w) => ({ id: w.a.portalChangeOrderId }) },
  'GET /api/portal/projects/:projectId/selections': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  // The client's choice is final: the valid call chooses once (portal.test.ts tests the change order it makes).
  'POST /api/portal/selections/:id/choose': {
    portal: true,
    params: (w) => ({ id: w.a.portalSelectionId }),
    body: (w) => ({ optionId: w.a.portalOptionId }),
  },
  'GET /api/portal/selection-options/:id/photo': {
    portal: true,
    params: (w) => ({ id: w.a.portalOptionId }),
  },
  // The client's decisions on the pending change order of the customer's project (portal.test.ts approves one
  // with a drawn signature; here the project's estimate is not approved, so approving answers 409).
  'POST /api/portal/change-orders/:id/approve': {
    portal: true,
    params: (w) => ({ id: w.a.portalChangeOrderId }),
    body: () => ({ name: 'Pat Client', signature: signaturePngDataUrl() }),
  },
  'POST /api/portal/change-orders/:id/decline': {
    portal: true,
    params: (w) => ({ id: w.a.portalChangeOrderId }),
    body: () => ({ reason: 'Not this year' }),
  },
  'GET /api/portal/projects/:projectId/invoices': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'GET /api/portal/invoices/:id/pdf': { portal: true, params: (w) => ({ id: w.a.portalInvoiceId }) },
  'GET /api/portal/projects/:projectId/documents': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  // A multipart upload: these harnesses send JSON (415); portal.test.ts uploads a file.
  'POST /api/portal/projects/:projectId/documents': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'GET /api/portal/documents/:id/file': { portal: true, params: (w) => ({ id: w.a.portalDocumentId }) },
  'GET /api/portal/projects/:projectId/messages': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
  },
  'POST /api/portal/projects/:projectId/messages': {
    portal: true,
    params: (w) => ({ projectId: w.a.customerProjectId }),
    body: () => ({ content: 'Can we move the pantry door?' }),
  },
  // selections: employees read; admins and managers change them and choose for the client (issue 26)
  'GET /api/projects/:id/selections': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/selections': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({
      title: 'Intruder',
      dueDate: '2026-12-20',
      allowanceItemId: w.a.allowanceItemId,
      options: [{ name: 'Intruder', price: '10.00' }],
    }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/selections/:id': { params: (w) => ({ id: w.a.selectionId }) },
  'PATCH /api/selections/:id': {
    params: (w) => ({ id: w.a.selectionId }),
    body: () => ({ description: 'Intruder' }),
    companyRoles: ['admin', 'manager'],
  },
  'DELETE /api/selections/:id': {
    params: (w) => ({ id: w.a.selectionId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/selections/:id/choose': {
    params: (w) => ({ id: w.a.selectionId }),
    body: (w) => ({ optionId: w.a.selectionOptionId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/selections/:id/ordered': {
    params: (w) => ({ id: w.a.selectionId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/selection-options/:id/photo': {
    params: (w) => ({ id: w.a.selectionOptionId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/selection-options/:id/photo': { params: (w) => ({ id: w.a.selectionOptionId }) },
  'GET /api/change-orders/:id/pdf': { params: (w) => ({ id: w.a.changeOrderId }) },
  'POST /api/change-orders/:id/send': {
    params: (w) => ({ id: w.a.changeOrderId }),
    body: () => ({ recipients: [{ name: 'Intruder', email: 'intruder@example.com' }] }),
    companyRoles: ['admin', 'manager'],
  },
  // purchase orders and vendor bills: employees read; admins and managers change them (issue 27)
  'GET /api/projects/:id/purchase-orders': { params: (w) => ({ id: w.a.workProjectId }) },
  'POST /api/projects/:id/purchase-orders': {
    params: (w) => ({ id: w.a.workProjectId }),
    body: (w) => ({
      vendorId: w.a.vendorId,
      lines: [{ description: 'Intruder', quantity: 2, unitCost: '10.50', budgetItemId: w.a.budgetItemId }],
    }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/purchase-orders/:id': { params: (w) => ({ id: w.a.purchaseOrderId }) },
  'PATCH /api/purchase-orders/:id': {
    params: (w) => ({ id: w.a.purchaseOrderId }),
    body: () => ({ notes: 'Intruder', deliveryDate: '2026-12-01' }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/purchase-orders/:id/send': {
    params: (w) => ({ id: w.a.purchaseOrderId }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/purchase-orders/:id/void': {
    params: (w) => ({ id: w.a.purchaseOrderId }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/purchase-orders/:id/pdf': { params: (w) => ({ id: w.a.purchaseOrderId }) },
  'GET /api/companies/:companyId/bills': {
    params: companyId,
    query: (w) => ({ projectId: String(w.a.workProjectId) }),
  },
  'POST /api/companies/:companyId/bills': {
    params: companyId,
    body: (w) => ({
      vendorId: w.a.vendorId,
      number: `B-${unique()}`,
      date: '2026-11-20',
      purchaseOrderId: w.a.sentPurchaseOrderId,
      lines: [{ budgetItemId: w.a.budgetItemId, amount: '10.00', description: 'Intruder' }],
    }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/bills/:id': { params: (w) => ({ id: w.a.vendorBillId }) },
  'POST /api/bills/:id/payments': {
    params: (w) => ({ id: w.a.vendorBillId }),
    body: () => ({ amount: '1.00', date: '2026-11-21', method: 'check' }),
    companyRoles: ['admin', 'manager'],
  },
  // A JSON body is refused (415) after the role check; vendor-bills.test.ts uploads real documents.
  'POST /api/bills/:id/document': {
    params: (w) => ({ id: w.a.vendorBillId }),
    companyRoles: ['admin', 'manager'],
  },
  // The world's bill has no document: its download answers 404 (vendor-bills.test.ts downloads a real one).
  'GET /api/bills/:id/document': { params: (w) => ({ id: w.a.vendorBillId }) },
  // progress billing with retainage (decision 0271): employees read; admins and managers bill
  'GET /api/projects/:id/billing': { params: (w) => ({ id: w.a.progressProjectId }) },
  'PATCH /api/projects/:id/billing': {
    params: (w) => ({ id: w.a.progressProjectId }),
    body: () => ({ retainagePercent: '5' }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/projects/:id/schedule-of-values': { params: (w) => ({ id: w.a.progressProjectId }) },
  'POST /api/projects/:id/progress-invoices': {
    params: (w) => ({ id: w.a.progressProjectId }),
    body: (w) => ({ periodEnd: '2026-11-30', lines: [{ lineId: w.a.sovLineId, amount: '100.00' }] }),
    companyRoles: ['admin', 'manager'],
  },
  'POST /api/projects/:id/retainage-release': {
    params: (w) => ({ id: w.a.progressProjectId }),
    body: () => ({ periodEnd: '2026-12-15' }),
    companyRoles: ['admin', 'manager'],
  },
  // The event stream: a plain request (these harnesses) gets 406; events.test.ts opens real streams and proves
  // that no company's notice reaches another's.
  'GET /api/events': { scope: 'own' },
  // chat: every member takes part; only the sender (company A's admin here) edits or deletes a message
  'GET /api/unread-messages/total': { scope: 'own' },
  'GET /api/chats': { scope: 'own', query: (w) => ({ search: w.a.marker }) },
  'GET /api/projects/:projectId/chat': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'POST /api/projects/:projectId/chat': {
    params: (w) => ({ projectId: w.a.workProjectId }),
    body: () => ({ content: 'Intruder' }),
  },
  // A JSON body is refused (415) by every caller; the uploads themselves are tested in chat.test.ts.
  'POST /api/projects/:projectId/chat/attachments': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'PUT /api/chat/:id': {
    params: (w) => ({ id: w.a.chatMessageId }),
    body: () => ({ content: 'Intruder' }),
    companyRoles: ['admin'],
    refusedByRecord: true,
  },
  'DELETE /api/chat/:id': {
    params: (w) => ({ id: w.a.chatMessageId }),
    companyRoles: ['admin'],
    refusedByRecord: true,
  },
  // The world's message has no file: its download answers 404 (chat.test.ts downloads real ones).
  'GET /api/chat/:id/attachment': { params: (w) => ({ id: w.a.chatMessageId }) },
  'POST /api/chat/:id/read': { params: (w) => ({ id: w.a.chatMessageId }) },
  'GET /api/projects/:projectId/unread-messages': { params: (w) => ({ projectId: w.a.workProjectId }) },
  'POST /api/projects/:projectId/mark-read': { params: (w) => ({ projectId: w.a.workProjectId }) },
  // administration
  'GET /api/companies': { systemAdmin: true },
  'POST /api/companies': { systemAdmin: true, body: () => ({ name: `Added Co ${unique()}` }) },
  // The spare company, not company A: the harness keeps company A's marker in its name.
  'PUT /api/companies/:companyId': {
    systemAdmin: true,
    params: (w) => ({ companyId: w.spare.companyId }),
    body: () => ({ name: 'Spare Co Renamed', email: 'spare@example.com', phone: '(555) 010-2000' }),
  },
  'DELETE /api/companies/:companyId': {
    systemAdmin: true,
    params: (w) => ({ companyId: w.spare.companyId }),
  },
  'POST /api/admin/companies/:companyId/open': { systemAdmin: true, params: companyId },
  'POST /api/admin/companies/leave': { systemAdmin: true },
  'GET /api/admin/users': { systemAdmin: true },
  // The audit log: company admins read their company's (audit-log.test.ts); system administrators every company's.
  'GET /api/companies/:companyId/audit-logs': { params: companyId, companyRoles: ['admin'] },
  'GET /api/companies/:companyId/audit-logs/export': { params: companyId, companyRoles: ['admin'] },
  'GET /api/admin/audit-logs': { systemAdmin: true },
  'GET /api/admin/audit-logs/export': { systemAdmin: true },
  'POST /api/admin/users': {
    systemAdmin: true,
    body: () => ({ username: `added_${unique()}`, email: '', password: 'secret123', companyId: null }),
  },
  'GET /api/admin/users/:id': { systemAdmin: true, params: (w) => ({ id: w.spare.userId }) },
  'PATCH /api/admin/users/:id': {
    systemAdmin: true,
    params: (w) => ({ id: w.spare.userId }),
    body: () => ({ firstName: 'Renamed' }),
  },
  'DELETE /api/admin/users/:id': { systemAdmin: true, params: (w) => ({ id: w.spare.userId }) },
  'POST /api/admin/users/:id/reset-password': { systemAdmin: true, params: (w) => ({ id: w.a.memberId }) },
  'GET /api/admin/outbox': { systemAdmin: true },
  'GET /api/admin/settings': { systemAdmin: true },
  'PUT /api/admin/settings': {
    systemAdmin: true,
    // 30 or 31 minutes in turn: each call changes the settings (a save that changes nothing logs nothing), and
    // either value leaves other tests' sessions alone.
    body: () => ({
      companyName: 'BuildLine',
      supportEmail: '',
      timezone: 'America/New_York',
      sessionTimeout: 30 + (settingsSaves++ % 2),
      passwordExpiry: 90,
      twoFactorAuth: false,
    }),
  },
  // Two-factor reset of company A's admin; account-security.test.ts proves what it clears.
  'POST /api/admin/users/:id/two-factor/reset': { systemAdmin: true, params: (w) => ({ id: w.a.admin.id }) },
  // The caller's own account (account-security.test.ts): a wrong current password or code changes nothing.
  'POST /api/user/password': {
    scope: 'own',
    forLoner: true,
    body: () => ({
      currentPassword: 'not-the-password',
      password: 'Harbor-lantern-42',
      confirmPassword: 'Harbor-lantern-42',
    }),
  },
  'GET /api/user/two-factor': { scope: 'own', forLoner: true },
  'POST /api/user/two-factor/setup': { scope: 'own', forLoner: true },
  'POST /api/user/two-factor/confirm': { scope: 'own', forLoner: true, body: () => ({ code: '000000' }) },
  'POST /api/user/two-factor/disable': {
    scope: 'own',
    forLoner: true,
    body: () => ({ password: 'not-the-password' }),
  },
  // Backups answer a gzip stream (backup.test.ts restores them and compares every row and file).
  'GET /api/admin/backup': { systemAdmin: true },
  'GET /api/companies/:companyId/backup': { params: companyId, companyRoles: ['admin'] },
  // Accounting exports (decision 0273): admins and managers; accounting-exports.test.ts checks each file's rows.
  'GET /api/companies/:companyId/exports/:kind': {
    params: (w) => ({ companyId: w.a.id, kind: 'invoices' }),
    query: () => ({ from: '2000-01-01', to: '2999-12-31', layout: 'quickbooks' }),
    companyRoles: ['admin', 'manager'],
  },
  'GET /api/companies/:companyId/account-names': { params: companyId, companyRoles: ['admin', 'manager'] },
  'PUT /api/companies/:companyId/account-names': {
    params: companyId,
    body: () => ({ names: [{ kind: 'income', key: 'sales', accountName: `Income ${unique()}` }] }),
    companyRoles: ['admin', 'manager'],
  },
  // Financial reports (decision 0272): money, so admins and managers; reports.test.ts checks every figure.
  'GET /api/companies/:companyId/reports/ar-aging': {
    params: companyId,
    companyRoles: ['admin', 'manager'],
    query: () => ({ asOf: '2026-11-27' }),
  },
  'GET /api/companies/:companyId/reports/ap-aging': { params: companyId, companyRoles: ['admin', 'manager'] },
  // A page of rows (decision 0275), so that the suites fuzz and check the paged reading too.
  'GET /api/companies/:companyId/reports/profit-by-project': {
    params: companyId,
    companyRoles: ['admin', 'manager'],
    query: () => ({ limit: '2', offset: '0' }),
  },
  'GET /api/companies/:companyId/reports/wip': {
    params: companyId,
    companyRoles: ['admin', 'manager'],
    query: () => ({ to: '2026-12-31', limit: '50', offset: '1' }),
  },
  'GET /api/companies/:companyId/reports/cash-flow': {
    params: companyId,
    companyRoles: ['admin', 'manager'],
    query: () => ({ from: '2026-01-01', to: '2026-12-31' }),
  },
};
