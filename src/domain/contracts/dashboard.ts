import { z } from 'zod';
import { projectStages, projectTypes } from '../enums';
import { type Answer, decimal } from './answers';
import { declareCall } from './declare';
import { budgetFigureFields, projectAnswer } from './projects';

// GET /api/dashboard/summary: every figure computed by the database. Money is a decimal string, dates
// 'YYYY-MM-DD'.

/** An active project card (newest first, at most 3). */
export const dashboardProjectAnswer = projectAnswer
  .pick({
    id: true,
    name: true,
    description: true,
    type: true,
    stage: true,
    progress: true,
    budget: true,
    startDate: true,
    endDate: true,
    targetCompletionDate: true,
    customerId: true,
  })
  .extend(budgetFigureFields);
export type DashboardProject = Answer<typeof dashboardProjectAnswer>;

/** A Recent Customers row: the latest project's type and stage, and the budget figures of all their projects. */
export const dashboardCustomerAnswer = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  latestProjectType: z.enum(projectTypes).nullable(),
  latestProjectStage: z.enum(projectStages).nullable(),
  /** Sum of their projects' budget figures, one without a figure counting 0; null when they have no projects. */
  totalBudget: decimal.nullable(),
  projectCount: z.number(),
});
export type DashboardCustomer = Answer<typeof dashboardCustomerAnswer>;

/** An unpaid invoice, due first. */
export const dashboardInvoiceAnswer = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  description: z.string().nullable(),
  amount: decimal,
  dueDate: z.string().nullable(),
  customerId: z.number().nullable(),
  /** The customer's 'First Last'; null without a customer ('No customer'). */
  customerName: z.string().nullable(),
});
export type DashboardInvoice = Answer<typeof dashboardInvoiceAnswer>;

export const dashboardSummaryAnswer = z.object({
  stats: z.object({
    activeProjects: z.number(),
    totalCustomers: z.number(),
    revenueThisMonth: decimal,
    pendingInvoices: z.number(),
  }),
  revenueYtd: decimal,
  /** The last 6 months, oldest first; month is 'YYYY-MM'. */
  revenueByMonth: z.array(z.object({ month: z.string(), total: decimal })),
  activeProjects: z.array(dashboardProjectAnswer),
  recentCustomers: z.array(dashboardCustomerAnswer),
  pendingInvoices: z.array(dashboardInvoiceAnswer),
});
export type DashboardSummary = Answer<typeof dashboardSummaryAnswer>;

/** The dashboard's call: every figure computed by the database. */
export const dashboardCalls = {
  summary: declareCall({
    method: 'GET',
    path: '/api/dashboard/summary',
    answers: { 200: dashboardSummaryAnswer },
    live: ['change-order'],
  }),
};
