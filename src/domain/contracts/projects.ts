import '#domain/messages/load/projects';
import { z } from 'zod';
import { estimateStatuses, projectStages, projectTypes } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, noContent } from './answers';
import { idSchema, money, optionalDate, optionalText, pageQuery, recordId } from './common';
import { customerAnswer } from './customers';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

export const projectSorts = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type ProjectSort = (typeof projectSorts)[number];

const projectFields = {
  customerId: recordId(lazyText('projects:validation.customer')),
  name: z
    .string({ error: lazyText('projects:validation.nameTooShort') })
    .trim()
    .min(2, say('projects:validation.nameTooShort'))
    .max(200, say('projects:validation.nameTooLong')),
  type: z.enum(projectTypes, { error: lazyText('projects:validation.type') }),
  stage: z.enum(projectStages).default('pre-production'),
  description: optionalText(5000),
  budget: money(lazyText('projects:validation.budget')).nullable().optional(),
  progress: z
    .number()
    .int()
    .min(0, say('projects:validation.progress'))
    .max(100, say('projects:validation.progress'))
    .optional(),
  startDate: optionalDate,
  endDate: optionalDate,
  targetCompletionDate: optionalDate,
};

/** POST /api/companies/{companyId}/projects. companyId in the body is checked against the path, never trusted. */
export const createProjectBody = z.object({ ...projectFields, companyId: idSchema.optional() });
export type CreateProjectBody = z.input<typeof createProjectBody>;

/**
 * What the New Project form edits (docs/product.md#projects): the customer, name, type, stage and description; the
 * budget, progress and dates are set later in Edit Project. The form's empty values come from it (form-values.ts).
 */
export const newProjectFormFields = z.object(projectFields).pick({
  customerId: true,
  name: true,
  type: true,
  stage: true,
  description: true,
});
export type CreateProjectInput = z.infer<typeof createProjectBody>;

/** PATCH /api/projects/{id}: any field; customerId null detaches the customer. */
export const updateProjectBody = z
  .object({
    ...projectFields,
    customerId: projectFields.customerId.nullable(),
    stage: z.enum(projectStages),
  })
  .partial();
export type UpdateProjectBody = z.input<typeof updateProjectBody>;
export type UpdateProjectInput = z.infer<typeof updateProjectBody>;

/** GET /api/projects: without parameters every project (the parts' behaviour); with them, a page. */
export const listProjectsQuery = pageQuery.extend({
  stage: z.enum([...projectStages, 'all']).optional(),
  sort: z.enum(projectSorts).optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

// Answers: what each route sends, and nothing else (http/serialization.ts). Money is a decimal string, dates
// 'YYYY-MM-DD'.

/** A project as POST, PATCH and GET /api/projects/{id} answer it (createdBy stays on the server). */
export const projectAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  customerId: z.number().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(projectTypes),
  stage: z.enum(projectStages),
  progress: z.number(),
  budget: decimal.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  targetCompletionDate: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Project = Answer<typeof projectAnswer>;

/**
 * Where a project's budget figure comes from (docs/decisions/README.md, "The project's budget figure"): the approved
 * estimate's total, the budget's total price, or the Budget typed in Edit Project.
 */
export const budgetSources = ['estimate', 'budget', 'project'] as const;
export type BudgetSource = (typeof budgetSources)[number];

/** The figure every screen shows as the project's budget, and its source; both null when nothing sets it. */
export const budgetFigureFields = {
  budgetFigure: decimal.nullable(),
  budgetSource: z.enum(budgetSources).nullable(),
};

/** A card of a customer's Projects tab (GET /api/customers/{id}/projects). */
export const customerProjectAnswer = projectAnswer
  .pick({
    id: true,
    customerId: true,
    name: true,
    description: true,
    type: true,
    stage: true,
    progress: true,
    budget: true,
    startDate: true,
    targetCompletionDate: true,
    createdAt: true,
  })
  .extend(budgetFigureFields);
export type CustomerProject = Answer<typeof customerProjectAnswer>;

/** GET /api/projects/{id}: the project with its customer. */
export const projectDetailAnswer = projectAnswer.extend({
  customer: customerAnswer.nullable(),
  ...budgetFigureFields,
});
export type ProjectDetail = Answer<typeof projectDetailAnswer>;

/** A row of GET /api/projects (and of the company's list): the project with its customer's name. */
export const projectListItemAnswer = projectAnswer.omit({ updatedAt: true }).extend({
  customer: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
  ...budgetFigureFields,
});
export type ProjectListItem = Answer<typeof projectListItemAnswer>;

/** GET /api/projects/stage-counts: the stage filter buttons. */
export const stageCountsAnswer = z.object({
  all: z.number(),
  byStage: z.record(z.enum(projectStages), z.number()),
});
export type StageCounts = Answer<typeof stageCountsAnswer>;

/** GET /api/projects/{id}/summary: the five cards (domain/project-summary.ts) and the estimate's status. */
export const projectSummaryAnswer = z.object({
  soldPrice: decimal,
  budgetedCost: decimal,
  collected: decimal,
  balance: decimal,
  costToComplete: decimal,
  /** Null when the project has no estimate. */
  estimateStatus: z.enum(estimateStatuses).nullable(),
});
export type ProjectSummary = Answer<typeof projectSummaryAnswer>;

/** GET /api/projects/stage-counts: the stage filter's counts for the search. */
export const stageCountsQuery = z.object({ search: z.string().trim().max(200).optional() });

/** The projects' calls (docs/product.md#projects). Both lists answer a page with the total in x-total-count. */
export const projectCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects',
    query: listProjectsQuery,
    answers: { 200: z.array(projectListItemAnswer) },
    paged: true,
  }),
  stageCounts: declareCall({
    method: 'GET',
    path: '/api/projects/stage-counts',
    query: stageCountsQuery,
    answers: { 200: stageCountsAnswer },
  }),
  companyList: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/projects',
    query: listProjectsQuery,
    answers: { 200: z.array(projectListItemAnswer) },
    paged: true,
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/projects',
    body: createProjectBody,
    answers: { 201: projectAnswer },
  }),
  get: declareCall({
    method: 'GET',
    path: '/api/projects/:id',
    answers: { 200: projectDetailAnswer },
    live: ['change-order'],
  }),
  summary: declareCall({
    method: 'GET',
    path: '/api/projects/:id/summary',
    answers: { 200: projectSummaryAnswer },
    live: ['change-order'],
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/projects/:id',
    body: updateProjectBody,
    answers: { 200: projectAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/projects/:id',
    permission: 'deleteProject',
    answers: { 204: noContent },
  }),
};
