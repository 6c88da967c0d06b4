import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { budgetItems } from './budget';
import { trades } from './catalog';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { taskPriorityEnum, taskStatusEnum } from './enums';
import { projectPhases, projects } from './projects';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => projectPhases.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    status: taskStatusEnum('status').notNull().default('not_started'),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    /** A built-in task type or one of the company's custom task type values. */
    type: text('type').notNull().default('project_details'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    budgetItemId: integer('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: instant('completed_at'),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_project_id_order_idx').on(t.projectId, t.order),
    // The calendar: tasks on their due date, each day's by id (decision 0276).
    index('tasks_company_id_due_date_idx').on(t.companyId, t.dueDate, t.id),
    index('tasks_phase_id_idx').on(t.phaseId),
    index('tasks_assigned_to_idx').on(t.assignedTo),
    index('tasks_trade_id_idx').on(t.tradeId),
    index('tasks_budget_item_id_idx').on(t.budgetItemId),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
