import { z } from 'zod';
import { projectStages, projectTypes } from '../enums';
import { idSchema, money, optionalDate, optionalText, pageQuery, recordId } from './common';

export const projectSorts = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type ProjectSort = (typeof projectSorts)[number];

const projectFields = {
  customerId: recordId('Please select a customer'),
  name: z
    .string({ error: 'Project name must be at least 2 characters' })
    .trim()
    .min(2, 'Project name must be at least 2 characters')
    .max(200, 'Project name must be at most 200 characters'),
  type: z.enum(projectTypes, { error: 'Please select a project type' }),
  stage: z.enum(projectStages).default('pre-production'),
  description: optionalText(5000),
  budget: money('Budget').nullable().optional(),
  progress: z
    .number()
    .int()
    .min(0, 'Progress must be between 0 and 100')
    .max(100, 'Progress must be between 0 and 100')
    .optional(),
  startDate: optionalDate,
  endDate: optionalDate,
  targetCompletionDate: optionalDate,
};

/** POST /api/companies/{companyId}/projects. companyId in the body is checked against the path, never trusted. */
export const createProjectBody = z.object({ ...projectFields, companyId: idSchema.optional() });
export type CreateProjectBody = z.input<typeof createProjectBody>;
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
