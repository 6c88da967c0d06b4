import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Task, taskAnswer } from '#domain/contracts/tasks';
import { builtInTaskTypes } from '#domain/enums';
import { answerColumns } from '../../db/contract-columns';
import { preparedOnce } from '../../db/prepared';
import { budgetItems, customTaskTypes, projectPhases, tasks, trades, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';

export type TaskRow = typeof tasks.$inferSelect;
type TaskView = Omit<Task, 'createdAt' | 'updatedAt' | 'completedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
};

/** Tasks with the assignee, trade, budget item and phase names the task table shows; company first. */
function selectTaskViews(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      // Every field of the answer that is a column is read from it; the company is read for the server only.
      ...answerColumns(tasks, taskAnswer),
      companyId: tasks.companyId,
      version: rowVersion(tasks),
      assigneeId: users.id,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
      assigneeUsername: users.username,
      tradeName: trades.name,
      budgetItemName: budgetItems.name,
      phaseName: projectPhases.name,
    })
    .from(tasks)
    .leftJoin(users, and(eq(users.id, tasks.assignedTo), eq(users.companyId, tasks.companyId)))
    .leftJoin(trades, and(eq(trades.id, tasks.tradeId), eq(trades.companyId, tasks.companyId)))
    .leftJoin(
      budgetItems,
      and(eq(budgetItems.id, tasks.budgetItemId), eq(budgetItems.companyId, tasks.companyId)),
    )
    .leftJoin(
      projectPhases,
      and(eq(projectPhases.id, tasks.phaseId), eq(projectPhases.companyId, tasks.companyId)),
    )
    .where(where)
    .orderBy(asc(tasks.order), asc(tasks.id));
}

type ViewRow = Awaited<ReturnType<typeof selectTaskViews>>[number];

function toTaskView(row: ViewRow): TaskView {
  const { assigneeId, assigneeFirstName, assigneeLastName, assigneeUsername, ...task } = row;
  return {
    ...task,
    assignee:
      assigneeId === null || assigneeUsername === null
        ? null
        : {
            id: assigneeId,
            firstName: assigneeFirstName,
            lastName: assigneeLastName,
            username: assigneeUsername,
          },
  };
}

/** A project's tasks, prepared: the Tasks tab and the project's screen ask at every visit. */
const projectTasksQuery = preparedOnce((db) =>
  selectTaskViews(
    db,
    and(eq(tasks.companyId, sql.placeholder('companyId')), eq(tasks.projectId, sql.placeholder('projectId'))),
  ).prepare('project_tasks'),
);

/** A project's tasks in their order (ties by id), optionally of one phase. */
export async function listTasks(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  filter: { phaseId?: number } = {},
): Promise<TaskView[]> {
  const rows =
    filter.phaseId === undefined
      ? await projectTasksQuery(db).execute({ companyId, projectId })
      : await selectTaskViews(
          db,
          and(
            eq(tasks.companyId, companyId),
            eq(tasks.projectId, projectId),
            eq(tasks.phaseId, filter.phaseId),
          ),
        );
  return rows.map(toTaskView);
}

/** One task in the list's shape, or 404. */
export async function getTaskViewOrThrow(db: DbOrTx, companyId: number, id: number): Promise<TaskView> {
  const [row] = await selectTaskViews(db, and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
  if (!row) throw notFound('task');
  return toTaskView(row);
}

/** A task of the project (and company), or 404. */
export async function getTaskOrThrow(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  id: number,
): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.projectId, projectId), eq(tasks.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('task');
  return row;
}

export async function nextTaskOrder(db: DbOrTx, companyId: number, projectId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${tasks.order}), -1) + 1`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.companyId, companyId)));
  return row?.next ?? 0;
}

// Existence checks for the records a task points to, each scoped to the company (and project where it has one).

export async function phaseOfProject(db: DbOrTx, companyId: number, projectId: number, id: number) {
  const [row] = await db
    .select({ id: projectPhases.id })
    .from(projectPhases)
    .where(
      and(
        eq(projectPhases.id, id),
        eq(projectPhases.projectId, projectId),
        eq(projectPhases.companyId, companyId),
      ),
    )
    .limit(1);
  return row;
}

export async function userOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
    .limit(1);
  return row;
}

export async function tradeOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.id, id), eq(trades.companyId, companyId)))
    .limit(1);
  return row;
}

export async function budgetItemOfProject(db: DbOrTx, companyId: number, projectId: number, id: number) {
  const [row] = await db
    .select({ id: budgetItems.id, type: budgetItems.type })
    .from(budgetItems)
    .where(
      and(eq(budgetItems.id, id), eq(budgetItems.projectId, projectId), eq(budgetItems.companyId, companyId)),
    )
    .limit(1);
  return row;
}

/** A built-in task type or one of the company's custom task type values. */
export async function isTaskTypeOfCompany(db: DbOrTx, companyId: number, value: string): Promise<boolean> {
  if ((builtInTaskTypes as readonly string[]).includes(value)) return true;
  const [row] = await db
    .select({ id: customTaskTypes.id })
    .from(customTaskTypes)
    .where(and(eq(customTaskTypes.companyId, companyId), eq(customTaskTypes.value, value)))
    .limit(1);
  return row !== undefined;
}
