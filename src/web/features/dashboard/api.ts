import { queryOptions } from '@tanstack/react-query';
import type { ProjectStage, ProjectType } from '../../../domain/enums';

/** An active project card (newest first, at most 3). Money is a decimal string, dates 'YYYY-MM-DD'. */
export type DashboardProject = {
  id: number;
  name: string;
  description: string | null;
  type: ProjectType | string;
  stage: ProjectStage;
  progress: number | null;
  budget: string | null;
  startDate: string | null;
  endDate: string | null;
  targetCompletionDate: string | null;
  customerId: number | null;
};

/** A Recent Customers row: the latest project's type and stage, and the budgets of all their projects. */
export type DashboardCustomer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  latestProjectType: string | null;
  latestProjectStage: ProjectStage | null;
  totalBudget: string | null;
  projectCount: number;
};

/** An unpaid invoice, due first. */
export type DashboardInvoice = {
  id: number;
  invoiceNumber: string;
  description: string | null;
  amount: string;
  dueDate: string | null;
  customerId: number | null;
};

/** GET /api/dashboard/summary: every figure computed by the database. */
export type DashboardSummary = {
  stats: {
    activeProjects: number;
    totalCustomers: number;
    revenueThisMonth: string;
    pendingInvoices: number;
  };
  revenueYtd: string;
  /** The last 6 months, oldest first; month is 'YYYY-MM'. */
  revenueByMonth: { month: string; total: string }[];
  activeProjects: DashboardProject[];
  recentCustomers: DashboardCustomer[];
  pendingInvoices: DashboardInvoice[];
};

export const dashboardSummaryQuery = queryOptions<DashboardSummary>({
  queryKey: ['/api/dashboard/summary'],
  // Figures change with every project, customer and invoice anywhere in the app; refresh on each visit.
  staleTime: 0,
});
