import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type PortalSection, portalSections } from '#domain/enums';
import { createdAt, id, instant, money, updatedAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { projectRoleEnum, projectStageEnum, projectTypeEnum } from './enums';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Deleting the customer detaches the project. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    type: projectTypeEnum('type').notNull().default('other'),
    stage: projectStageEnum('stage').notNull().default('pre-production'),
    /** 0-100; set from the share of completed phases, or by Edit Project. */
    progress: integer('progress').notNull().default(0),
    budget: money('budget'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    targetCompletionDate: date('target_completion_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client portal's sections this project shows its customer (issue 26); all of them at first. */
    portalSections: text('portal_sections')
      .array()
      .$type<PortalSection[]>()
      .notNull()
      .default(sql`'{${sql.raw(portalSections.join(','))}}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_progress_range', sql`${t.progress} between 0 and 100`),
    index('projects_company_id_created_at_idx').on(t.companyId, t.createdAt, t.id),
    index('projects_company_id_stage_idx').on(t.companyId, t.stage),
    index('projects_company_id_name_idx').on(t.companyId, t.name),
    index('projects_customer_id_idx').on(t.customerId),
  ],
);

/** The company's phase templates (/catalog/phases); a new project gets a copy of them. */
export const phaseTemplates = pgTable(
  'phase_templates',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    stage: projectStageEnum('stage').notNull().default('pre-production'),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('phase_templates_company_id_order_idx').on(t.companyId, t.order)],
);

export const projectPhases = pgTable(
  'project_phases',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    stage: projectStageEnum('stage').notNull().default('pre-production'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: instant('completed_at'),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_phases_project_id_order_idx').on(t.projectId, t.order),
    index('project_phases_company_id_idx').on(t.companyId),
  ],
);

/** Users on a project's team. At most one primary member per role (partial unique index). */
export const projectTeamMembers = pgTable(
  'project_team_members',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: projectRoleEnum('role').notNull().default('other'),
    isPrimary: boolean('is_primary').notNull().default(false),
    notes: text('notes'),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('project_team_members_primary_per_role_company_id_idx')
      .on(t.projectId, t.role, t.companyId)
      .where(sql`${t.isPrimary}`),
    unique('project_team_members_project_user_role_company_id_key').on(
      t.projectId,
      t.userId,
      t.role,
      t.companyId,
    ),
    index('project_team_members_user_id_idx').on(t.userId),
    index('project_team_members_company_id_idx').on(t.companyId),
  ],
);

export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type PhaseTemplate = typeof phaseTemplates.$inferSelect;
export type NewPhaseTemplate = typeof phaseTemplates.$inferInsert;
export type ProjectPhase = typeof projectPhases.$inferSelect;
export type NewProjectPhase = typeof projectPhases.$inferInsert;
export type ProjectTeamMember = typeof projectTeamMembers.$inferSelect;
export type NewProjectTeamMember = typeof projectTeamMembers.$inferInsert;
