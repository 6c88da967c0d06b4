import type { Customer } from '../../../domain/contracts/customers';
import type { ProjectSort } from '../../../domain/contracts/projects';
import type { ProjectStage, ProjectType } from '../../../domain/enums';

/** A project as GET /api/projects/{id} answers it (money as decimal strings, dates 'YYYY-MM-DD'). */
export type Project = {
  id: number;
  companyId: number;
  customerId: number | null;
  name: string;
  description: string | null;
  type: ProjectType;
  stage: ProjectStage;
  progress: number;
  budget: string | null;
  startDate: string | null;
  endDate: string | null;
  targetCompletionDate: string | null;
  createdAt: string;
  updatedAt?: string;
};

export type ProjectDetail = Project & { customer: Customer | null };

/** A row of GET /api/projects: the project with its customer's name. */
export type ProjectListItem = Project & {
  customer: { id: number; firstName: string; lastName: string } | null;
};

/** GET /api/projects/stage-counts. */
export type StageCounts = { all: number; byStage: Record<ProjectStage, number> };

/** GET /api/projects/{id}/summary: the five cards, money as decimal strings. */
export type ProjectSummary = {
  soldPrice: string;
  budgetedCost: string;
  collected: string;
  balance: string;
  costToComplete: string;
  estimateStatus: string | null;
};

export type StageFilter = ProjectStage | 'all';

export type ProjectListFilters = { search: string; stage: StageFilter; sort: ProjectSort };
