import '#domain/messages/load/audit';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { instant, streamAnswer } from './answers';
import { optionalDate, recordId, wholeNumber } from './common';
import { declareCall } from './declare';

/** Actions of the log: record changes (written by the database) and the events the application writes. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'password_reset',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'send',
  'resend',
  'backup_download',
  'company_open',
  'company_leave',
] as const;

/** Kinds of record in the log: the audited tables (migration 0015), and 'system' for a full backup. */
export const auditEntities = [
  'account_mapping',
  'budget_item',
  'calendar_event',
  'calendar_feed',
  'change_order',
  'change_order_line',
  'change_order_recipient',
  'company',
  'customer',
  'customer_user',
  'document',
  'estimate',
  'estimate_recipient',
  'expense',
  'invitation',
  'invoice',
  'invoice_line',
  'purchase_order',
  'purchase_order_line',
  'vendor_bill',
  'vendor_bill_line',
  'vendor_bill_payment',
  'project_billing',
  'sov_line',
  'pay_application',
  'pay_application_line',
  'note',
  'phase_template',
  'product',
  'project',
  'project_phase',
  'project_team_member',
  'selection',
  'selection_option',
  'settings',
  'signature',
  'system',
  'task',
  'task_type',
  'trade',
  'unit',
  'user',
  'vendor',
] as const;

/** The filters of an audit log page and of its CSV export. `before` is the id of the last line of the page seen. */
export const auditQuery = z.object({
  userId: recordId(lazyText('audit:validation.chooseUser')).optional(),
  entityType: z.enum(auditEntities, { error: lazyText('audit:validation.chooseEntity') }).optional(),
  action: z.enum(auditActions, { error: lazyText('audit:validation.chooseAction') }).optional(),
  from: optionalDate,
  to: optionalDate,
  before: recordId().optional(),
  limit: wholeNumber(1, 200).optional(),
});

/** The system administrators' log: every company's, or one company's. */
export const adminAuditQuery = auditQuery.extend({
  companyId: recordId(lazyText('audit:validation.chooseCompany')).optional(),
});

export const auditEntryAnswer = z.object({
  id: z.number(),
  createdAt: instant,
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  userId: z.number().nullable(),
  /** The actor's name now, or as it was when the user has since been deleted; null: no user (a public page). */
  userName: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});

/** A page of the log, newest first; `nextBefore` asks for the following (older) page, null at the end. */
export const auditPageAnswer = z.object({
  items: z.array(auditEntryAnswer),
  nextBefore: z.number().nullable(),
});

/** The audit log: a company's (its admins) or every company's (system administrators); pages or one CSV file. */
export const auditCalls = {
  company: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/audit-logs',
    query: auditQuery,
    permission: 'readAuditLog',
    answers: { 200: auditPageAnswer },
  }),
  companyExport: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/audit-logs/export',
    query: auditQuery,
    permission: 'readAuditLog',
    answers: { 200: streamAnswer },
  }),
  all: declareCall({
    method: 'GET',
    path: '/api/admin/audit-logs',
    query: adminAuditQuery,
    answers: { 200: auditPageAnswer },
  }),
  allExport: declareCall({
    method: 'GET',
    path: '/api/admin/audit-logs/export',
    query: adminAuditQuery,
    answers: { 200: streamAnswer },
  }),
};
