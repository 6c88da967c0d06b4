import '#domain/messages/load/progress-billing';
import { z } from 'zod';
import { lazyText, type MessageKey, say } from '../messages/i18n';
import { type Answer, decimal } from './answers';
import { dateOnly, idSchema, money } from './common';
import { declareCall } from './declare';
import { invoiceDetailAnswer } from './invoices';
import { recordVersion } from './record-version';

/** How a project bills (decision 0271): by milestone invoices or by progress (pay applications). */
export const billingMethods = ['milestones', 'progress'] as const;
export type BillingMethod = (typeof billingMethods)[number];

/** A percentage from 0 to 100 with at most 2 decimals, kept as a string. */
const percentInput = (label: MessageKey) =>
  money(lazyText(label)).refine((v) => Number(v) <= 100, say('progressBilling:messages.percentRange'));

/** GET and PATCH /api/projects/{id}/billing: the project's billing method and retainage percentage. */
export const projectBillingAnswer = z.object({
  projectId: z.number(),
  method: z.enum(billingMethods),
  retainagePercent: decimal,
  /** Live (not cancelled) milestone invoices: the project may not switch to progress. */
  hasMilestoneInvoices: z.boolean(),
  /** Live pay applications: the project may not switch back to milestones. */
  hasPayApplications: z.boolean(),
  version: recordVersion,
});
export type ProjectBilling = Answer<typeof projectBillingAnswer>;

export const updateProjectBillingBody = z.object({
  method: z.enum(billingMethods).optional(),
  retainagePercent: percentInput('progressBilling:messages.retainageLabel').optional(),
});
export type UpdateProjectBillingBody = z.input<typeof updateProjectBillingBody>;

/** One line of the schedule of values with what was billed on it (every figure a sum in SQL). */
export const sovLineAnswer = z.object({
  id: z.number(),
  /** The item number printed on the continuation sheet (1, 2, …). */
  item: z.number(),
  description: z.string(),
  source: z.enum(['estimate', 'change_order']),
  scheduledValue: decimal,
  /** Work completed on live pay applications. */
  workCompleted: decimal,
  /** Materials presently stored (not yet in the work). */
  materialsStored: decimal,
  /** Work completed and materials stored: billed to date. */
  billedToDate: decimal,
  /** billedToDate ÷ scheduled value × 100, 2 decimals; null for a line of 0. */
  percent: decimal.nullable(),
  balance: decimal,
  retainageHeld: decimal,
});
export type SovLine = Answer<typeof sovLineAnswer>;

/** A pay application as the schedule lists it. */
export const payApplicationSummary = z.object({
  id: z.number(),
  number: z.number(),
  kind: z.enum(['progress', 'retainage_release']),
  periodEnd: z.string(),
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  amount: decimal,
  cancelled: z.boolean(),
});

/** GET /api/projects/{id}/schedule-of-values. */
export const scheduleOfValuesAnswer = z.object({
  method: z.enum(billingMethods),
  retainagePercent: decimal,
  /** The approved estimate's total, change orders, and their sum (the lines' scheduled values add up to it). */
  originalContract: decimal,
  changeOrders: decimal,
  contractToDate: decimal,
  lines: z.array(sovLineAnswer),
  totals: z.object({
    scheduledValue: decimal,
    workCompleted: decimal,
    materialsStored: decimal,
    billedToDate: decimal,
    percent: decimal.nullable(),
    balance: decimal,
    retainageHeld: decimal,
  }),
  applications: z.array(payApplicationSummary),
});
export type ScheduleOfValues = Answer<typeof scheduleOfValuesAnswer>;

/** One line of a new pay application: cumulative percent complete or this period's amount, and stored materials. */
const progressLineBody = z.object({
  lineId: idSchema,
  percentComplete: percentInput('progressBilling:messages.percentLabel').optional(),
  amount: money(lazyText('progressBilling:messages.amountLabel')).optional(),
  /** Materials presently stored on the line (a balance); omitted keeps the previous balance. */
  materialsStored: money(lazyText('progressBilling:messages.storedLabel')).optional(),
});

/** POST /api/projects/{id}/progress-invoices. */
export const createProgressInvoiceBody = z
  .object({
    periodEnd: dateOnly,
    retainagePercent: percentInput('progressBilling:messages.retainageLabel').optional(),
    lines: z.array(progressLineBody).min(1, say('progressBilling:messages.noLines')).max(500),
  })
  .superRefine((value, ctx) => {
    value.lines.forEach((line, i) => {
      if (line.percentComplete !== undefined && line.amount !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'amount'],
          message: lazyText('progressBilling:messages.percentOrAmount')(),
        });
      }
    });
    const ids = value.lines.map((l) => l.lineId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: lazyText('progressBilling:messages.lineTwice')(),
      });
    }
  });
export type CreateProgressInvoiceBody = z.input<typeof createProgressInvoiceBody>;

/** POST /api/projects/{id}/retainage-release: the day the release is dated (today without one). */
export const retainageReleaseBody = z.object({ periodEnd: dateOnly.optional() });

/** What one pay application billed on one line. */
export const payApplicationLineAnswer = z.object({
  lineId: z.number(),
  description: z.string(),
  workThisPeriod: decimal,
  storedChange: decimal,
  retainage: decimal,
});

/** A progress or release invoice: the invoice with what its pay application billed. */
export const payApplicationInvoiceAnswer = invoiceDetailAnswer.extend({
  application: z.object({
    id: z.number(),
    number: z.number(),
    kind: z.enum(['progress', 'retainage_release']),
    periodEnd: z.string(),
    retainagePercent: decimal,
    workThisPeriod: decimal,
    storedChange: decimal,
    /** Withheld by a progress application; released (negative) by a release. */
    retainage: decimal,
    lines: z.array(payApplicationLineAnswer),
  }),
});
export type PayApplicationInvoice = Answer<typeof payApplicationInvoiceAnswer>;

/** Progress billing's calls: every member reads; changing money is manageInvoices (admins and managers). */
export const progressBillingCalls = {
  billing: declareCall({
    method: 'GET',
    path: '/api/projects/:id/billing',
    answers: { 200: projectBillingAnswer },
  }),
  updateBilling: declareCall({
    method: 'PATCH',
    path: '/api/projects/:id/billing',
    permission: 'manageInvoices',
    body: updateProjectBillingBody,
    answers: { 200: projectBillingAnswer },
  }),
  scheduleOfValues: declareCall({
    method: 'GET',
    path: '/api/projects/:id/schedule-of-values',
    answers: { 200: scheduleOfValuesAnswer },
    live: ['change-order'],
  }),
  createProgressInvoice: declareCall({
    method: 'POST',
    path: '/api/projects/:id/progress-invoices',
    permission: 'manageInvoices',
    body: createProgressInvoiceBody,
    answers: { 201: payApplicationInvoiceAnswer },
  }),
  releaseRetainage: declareCall({
    method: 'POST',
    path: '/api/projects/:id/retainage-release',
    permission: 'manageInvoices',
    body: retainageReleaseBody,
    answers: { 201: payApplicationInvoiceAnswer },
  }),
};
