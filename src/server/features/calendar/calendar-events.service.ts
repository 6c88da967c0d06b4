import { and, eq } from 'drizzle-orm';
import { type CalendarEventValues, calendarMessages, eventInstants } from '#domain/contracts/calendar';
import { t } from '#domain/messages/all';
import { can } from '#domain/permissions';
import { sentColumns } from '../../db/contract-columns';
import { calendarEvents, projects, tasks } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { type Actor, checkBodyCompany } from '../../http/actor';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { publishToCompany } from '../../live-updates/live-events';
import { getCalendarEventOrThrow } from './calendar-events.queries';

/**
 * The project and task an event names must be the company's, the task of the chosen project. A task without a
 * project chosen brings its own project, so the event shows on that project's calendar.
 */
async function resolveRefs(tx: DbOrTx, companyId: number, body: CalendarEventValues) {
  let projectId = body.projectId ?? null;
  if (projectId !== null) {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
    if (!row) throw fieldError('projectId', calendarMessages.project());
  }
  const taskId = body.taskId ?? null;
  if (taskId !== null) {
    const [task] = await tx
      .select({ projectId: tasks.projectId })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.companyId, companyId)));
    if (!task || (projectId !== null && task.projectId !== projectId))
      throw fieldError('taskId', calendarMessages.task());
    projectId = task.projectId;
  }
  return { projectId, taskId };
}

/** The stored row of a body: all-day days at UTC midnight (docs/decisions/0048-calendar-dates.md). */
function eventValues(body: CalendarEventValues) {
  const { start, end } = eventInstants(body.allDay, body.startDate, body.endDate);
  return {
    ...sentColumns(calendarEvents, body, ['startDate', 'endDate']),
    // A PUT replaces the whole event: text left out is cleared, not kept as it was.
    description: body.description ?? null,
    location: body.location ?? null,
    startDate: start,
    endDate: end,
  };
}

/** Every member creates events (employees work on calendar events, docs/product.md#calendar). */
export async function createCalendarEvent(
  db: Db,
  actor: Actor,
  companyId: number,
  body: CalendarEventValues,
  now: Date,
) {
  checkBodyCompany(body.companyId, companyId);
  const id = await db.transaction(async (tx) => {
    const refs = await resolveRefs(tx, companyId, body);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        companyId,
        ...refs,
        ...eventValues(body),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: calendarEvents.id });
    await publishToCompany(tx, companyId, { type: 'calendar', projectId: refs.projectId });
    return row!.id;
  });
  return getCalendarEventOrThrow(db, companyId, id);
}

/** Changing or deleting an event is for its author, managers and admins (permissions.manageOthersEvents). */
async function lockOwnEvent(tx: DbOrTx, actor: Actor, companyId: number, id: number) {
  const [row] = await tx
    .select({ createdBy: calendarEvents.createdBy, projectId: calendarEvents.projectId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('event');
  if (row.createdBy !== actor.userId && !can(actor, 'manageOthersEvents')) {
    throw forbidden(t('calendar:errors.notYourEvent'));
  }
  return row;
}

/** PUT: the whole event is replaced (moving it is changing its dates). */
export async function updateCalendarEvent(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  body: CalendarEventValues,
  now: Date,
) {
  checkBodyCompany(body.companyId, companyId);
  await db.transaction(async (tx) => {
    const current = await lockOwnEvent(tx, actor, companyId, id);
    await assertCurrentVersion(
      tx,
      calendarEvents,
      and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)),
    );
    const refs = await resolveRefs(tx, companyId, body);
    await tx
      .update(calendarEvents)
      .set({ ...refs, ...eventValues(body), updatedAt: now })
      .where(eq(calendarEvents.id, id));
    await publishToCompany(tx, companyId, { type: 'calendar', projectId: refs.projectId });
    // Moved to another project: that one's calendar changed too.
    if (current.projectId !== null && current.projectId !== refs.projectId)
      await publishToCompany(tx, companyId, { type: 'calendar', projectId: current.projectId });
  });
  return getCalendarEventOrThrow(db, companyId, id);
}

export async function deleteCalendarEvent(db: Db, actor: Actor, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    const current = await lockOwnEvent(tx, actor, companyId, id);
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
    await publishToCompany(tx, companyId, { type: 'calendar', projectId: current.projectId });
  });
}
