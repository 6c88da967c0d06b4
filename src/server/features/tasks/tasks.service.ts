import { and, eq } from 'drizzle-orm';
import type { CreateTaskValues, UpdateTaskValues } from '#domain/contracts/tasks';
import { lazyText, t } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { lockProjectPositions } from '../../db/positions';
import { tasks } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { AppError, type FieldError } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { getProjectOrThrow } from '../projects/projects.queries';
import {
  budgetItemOfProject,
  getTaskOrThrow,
  getTaskViewOrThrow,
  isTaskTypeOfCompany,
  nextTaskOrder,
  phaseOfProject,
  tradeOfCompany,
  userOfCompany,
} from './tasks.queries';

export const PAST_DUE_DATE = lazyText('tasks:validation.pastDueDate');

/** Today as 'YYYY-MM-DD' in the server's time zone (the due date picker refuses earlier days). */
export function localDateOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type References = Pick<UpdateTaskValues, 'type' | 'phaseId' | 'assignedTo' | 'tradeId' | 'budgetItemId'>;

/**
 * Checks every record a task points to against the company and project, answering 400 with one message per
 * field (a foreign id is reported as not selectable, never as existing elsewhere).
 */
async function checkReferences(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  refs: References,
  errors: FieldError[],
): Promise<void> {
  if (refs.type !== undefined && !(await isTaskTypeOfCompany(tx, companyId, refs.type))) {
    errors.push({ path: 'type', message: t('tasks:validation.type') });
  }
  if (refs.phaseId != null && !(await phaseOfProject(tx, companyId, projectId, refs.phaseId))) {
    errors.push({ path: 'phaseId', message: t('tasks:errors.phase') });
  }
  if (refs.assignedTo != null && !(await userOfCompany(tx, companyId, refs.assignedTo))) {
    errors.push({ path: 'assignedTo', message: t('tasks:errors.assignee') });
  }
  if (refs.tradeId != null && !(await tradeOfCompany(tx, companyId, refs.tradeId))) {
    errors.push({ path: 'tradeId', message: t('tasks:errors.trade') });
  }
  if (refs.budgetItemId != null) {
    const item = await budgetItemOfProject(tx, companyId, projectId, refs.budgetItemId);
    if (!item) errors.push({ path: 'budgetItemId', message: t('tasks:errors.budgetItem') });
    else if (item.type !== 'product') {
      errors.push({ path: 'budgetItemId', message: t('tasks:errors.budgetGroup') });
    }
  }
}

function throwIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError(400, errors[0]!.message, errors);
}

/** Creates a task at the end of the project's list; every referenced record must be the company's. */
export async function createTask(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  body: CreateTaskValues,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // Creates for one project run one at a time, so two never read the same next order (see db/positions.ts).
    await lockProjectPositions(tx, companyId, projectId);
    const errors: FieldError[] = [];
    if (body.projectId !== undefined && body.projectId !== projectId) {
      errors.push({ path: 'projectId', message: t('tasks:errors.otherProject') });
    }
    if (body.dueDate && body.dueDate < localDateOf(now))
      errors.push({ path: 'dueDate', message: PAST_DUE_DATE() });
    await checkReferences(tx, companyId, projectId, body, errors);
    throwIfAny(errors);
    const completed = body.status === 'completed';
    const [task] = await tx
      .insert(tasks)
      .values({
        ...sentColumns(tasks, body),
        companyId,
        projectId,
        phaseId: body.phaseId,
        // A reference whose name does not end in Id: checked above, written here like the others.
        assignedTo: body.assignedTo,
        tradeId: body.tradeId,
        budgetItemId: body.budgetItemId,
        createdBy: actor.userId,
        completedAt: completed ? now : null,
        completedBy: completed ? actor.userId : null,
        order: await nextTaskOrder(tx, companyId, projectId),
      })
      .returning({ id: tasks.id });
    return getTaskViewOrThrow(tx, companyId, task!.id);
  });
}

/**
 * Changes any fields of a task (or only its status). Moving to completed stamps completedAt/completedBy; moving
 * away clears them. A due date may stay as it was even when past, but a new one may not be in the past.
 */
export async function updateTask(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  id: number,
  body: UpdateTaskValues,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, projectId);
    const current = await getTaskOrThrow(tx, companyId, projectId, id);
    await assertCurrentVersion(tx, tasks, and(eq(tasks.id, id), eq(tasks.companyId, companyId)));
    const errors: FieldError[] = [];
    if (body.projectId !== undefined && body.projectId !== projectId) {
      errors.push({ path: 'projectId', message: t('tasks:errors.otherProject') });
    }
    if (body.dueDate && body.dueDate !== current.dueDate && body.dueDate < localDateOf(now)) {
      errors.push({ path: 'dueDate', message: PAST_DUE_DATE() });
    }
    await checkReferences(
      tx,
      companyId,
      projectId,
      { ...body, type: body.type === current.type ? undefined : body.type },
      errors,
    );
    throwIfAny(errors);
    const wasCompleted = current.status === 'completed';
    const willBeCompleted = body.status === undefined ? wasCompleted : body.status === 'completed';
    const completion =
      willBeCompleted === wasCompleted
        ? {}
        : willBeCompleted
          ? { completedAt: now, completedBy: actor.userId }
          : { completedAt: null, completedBy: null };
    await tx
      .update(tasks)
      .set({
        ...sentColumns(tasks, body),
        phaseId: body.phaseId,
        // A reference whose name does not end in Id: checked above, written here like the others.
        assignedTo: body.assignedTo,
        tradeId: body.tradeId,
        budgetItemId: body.budgetItemId,
        ...completion,
        updatedAt: now,
      })
      .where(and(eq(tasks.id, id), eq(tasks.companyId, companyId)));
    return getTaskViewOrThrow(tx, companyId, id);
  });
}

export async function deleteTask(db: Db, companyId: number, projectId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, projectId);
    await getTaskOrThrow(tx, companyId, projectId, id);
    await tx.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.companyId, companyId)));
  });
}
