import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, budgetItems, customTaskTypes, projectPhases, tasks } from '../../db/schema/index';
import { aProject, aTrade } from '../../test/entities';
import { createCompany, createUser, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { localDateOf } from './tasks.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.setNow(undefined);
});
afterAll(async () => {
  await t.close();
});

/** A project with one record of each kind a task points to. */
async function setup(c: TestCompany) {
  const db = t.database.db;
  const project = await aProject(db, c.id, { name: 'Kitchen remodel' });
  const p = project!.id;
  const [phase] = await db
    .insert(projectPhases)
    .values({ companyId: c.id, projectId: p, name: 'Rough-in' })
    .returning();
  const trade = await aTrade(db, c.id, { name: 'Plumbing' });
  const [group] = await db
    .insert(budgetItems)
    .values({ companyId: c.id, projectId: p, type: 'group', name: 'Plumbing fixtures' })
    .returning();
  const [milestone] = await db
    .insert(budgetItems)
    .values({ companyId: c.id, projectId: p, type: 'group', name: 'Milestone: Start' })
    .returning();
  const [product] = await db
    .insert(budgetItems)
    .values({
      companyId: c.id,
      projectId: p,
      parentId: group!.id,
      name: 'Sink',
      quantity: '2',
      unitCost: '150',
    })
    .returning();
  await db.insert(customTaskTypes).values({ companyId: c.id, name: 'Site visit', value: 'site_visit' });
  return {
    project: project!,
    phase: phase!,
    trade: trade!,
    group: group!,
    milestone: milestone!,
    product: product!,
  };
}

const tasksUrl = (projectId: number) => `/api/projects/${projectId}/tasks`;

/**
 * Freezes the app's clock at the real now (a clock moved by days would end the test sessions) and gives the
 * local dates around it, as the server sees them.
 */
function freezeClock() {
  const now = new Date();
  t.setNow(now);
  const day = (offset: number) =>
    localDateOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12));
  return { now, today: day(0), yesterday: day(-1), tomorrow: day(1), nextWeek: day(7) };
}

describe('tasks', () => {
  it('creates a task with every field and lists it with assignee, trade, budget item and phase names', async () => {
    const c = await createCompany(t.database.db);
    const w = await setup(c);
    const assignee = await createUser(t.database.db, {
      companyId: c.id,
      firstName: 'Pat',
      lastName: 'Plumber',
    });
    const { today, yesterday } = freezeClock();
    const res = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: {
        title: ' Install sink ',
        description: 'Undermount',
        status: 'in_progress',
        priority: 'high',
        type: 'project_labor',
        projectId: w.project.id,
        phaseId: w.phase.id,
        assignedTo: assignee.id,
        dueDate: today,
        startDate: yesterday,
        tradeId: w.trade.id,
        budgetItemId: w.product.id,
      },
    });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      title: 'Install sink',
      description: 'Undermount',
      status: 'in_progress',
      priority: 'high',
      type: 'project_labor',
      projectId: w.project.id,
      phaseId: w.phase.id,
      assignedTo: assignee.id,
      createdBy: c.employee.id,
      dueDate: today,
      startDate: yesterday,
      tradeId: w.trade.id,
      budgetItemId: w.product.id,
      completedAt: null,
      completedBy: null,
      order: 0,
      assignee: { id: assignee.id, firstName: 'Pat', lastName: 'Plumber', username: assignee.username },
      tradeName: 'Plumbing',
      budgetItemName: 'Sink',
      phaseName: 'Rough-in',
    });
    // The company is the project's; the answer's contract leaves it on the server.
    expect(task).not.toHaveProperty('companyId');

    const minimal = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Call customer', phaseId: null, assignedTo: null },
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({
      status: 'not_started',
      priority: 'medium',
      type: 'project_details',
      phaseId: null,
      assignee: null,
      tradeName: null,
      budgetItemName: null,
      dueDate: null,
      order: 1,
    });

    const list = await call(t.app, 'GET', tasksUrl(w.project.id), { cookie: c.employee.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { title: string }) => x.title)).toEqual(['Install sink', 'Call customer']);
    expect(list.json()[0]).toEqual(task);

    const byPhase = await call(t.app, 'GET', `${tasksUrl(w.project.id)}?phaseId=${w.phase.id}`, {
      cookie: c.employee.cookie,
    });
    expect(byPhase.json().map((x: { title: string }) => x.title)).toEqual(['Install sink']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'task'), eq(auditLog.entityId, String(task.id))));
    expect(audit.map((a) => [a.action, a.userId])).toEqual([['create', c.employee.id]]);
  });

  it('accepts built-in and company task types only', async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    await t.database.db
      .insert(customTaskTypes)
      .values({ companyId: other.id, name: 'Theirs', value: 'theirs' });
    const w = await setup(c);
    const custom = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Visit', type: 'site_visit' },
    });
    expect(custom.statusCode).toBe(201);
    expect(custom.json().type).toBe('site_visit');
    for (const type of ['theirs', 'made_up', '']) {
      const bad = await call(t.app, 'POST', tasksUrl(w.project.id), {
        cookie: c.employee.cookie,
        body: { title: 'Visit', type },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'Please select a valid task type',
        errors: [{ path: 'type', message: 'Please select a valid task type' }],
      });
    }
  });

  it('answers 400 with the field messages for bad input', async () => {
    const c = await createCompany(t.database.db);
    const w = await setup(c);
    const cookie = c.employee.cookie;
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'title', 'Title is required'],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'X', status: 'done' }, 'status', 'Please select a valid status'],
      [{ title: 'X', priority: 'asap' }, 'priority', 'Please select a valid priority'],
      [{ title: 'X', phaseId: 'abc' }, 'phaseId', 'Please select a valid phase'],
      [{ title: 'X', dueDate: '2030-13-45' }, 'dueDate', 'Enter a valid date'],
      // An impossible day is not a day in the past.
      [{ title: 'X', dueDate: '2026-02-31' }, 'dueDate', 'Enter a valid date'],
      [{ title: 'X', phaseId: '0x10' }, 'phaseId', 'Please select a valid phase'],
      [{ title: 'X', phaseId: 99_999_999_999 }, 'phaseId', 'Please select a valid phase'],
      [{ title: 'X'.repeat(301) }, 'title', 'Title must be at most 300 characters'],
      [{ title: 'X', projectId: w.project.id + 1000 }, 'projectId', 'The task must belong to this project'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(t.app, 'POST', tasksUrl(w.project.id), { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0], JSON.stringify(body)).toEqual({ path, message });
    }
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.projectId, w.project.id));
    expect(rows).toEqual([]);
  });

  it("refuses another company's or project's records (400 on the field)", async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const w = await setup(c);
    const theirs = await setup(other);
    const secondProject = await aProject(t.database.db, c.id, { name: 'Bathroom' });
    const [ownOtherPhase] = await t.database.db
      .insert(projectPhases)
      .values({ companyId: c.id, projectId: secondProject!.id, name: 'Other project phase' })
      .returning();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assignedTo: other.employee.id }, 'assignedTo', 'Please select a member of your company'],
      [{ tradeId: theirs.trade.id }, 'tradeId', 'Please select a trade of your company'],
      [{ phaseId: theirs.phase.id }, 'phaseId', 'Please select a phase of this project'],
      [{ phaseId: ownOtherPhase!.id }, 'phaseId', 'Please select a phase of this project'],
      [{ budgetItemId: theirs.product.id }, 'budgetItemId', 'Please select a budget item of this project'],
      [{ budgetItemId: w.group.id }, 'budgetItemId', 'Please select a budget item, not a group'],
      [{ budgetItemId: w.milestone.id }, 'budgetItemId', 'Please select a budget item, not a group'],
    ];
    for (const [refs, path, message] of cases) {
      const res = await call(t.app, 'POST', tasksUrl(w.project.id), {
        cookie: c.admin.cookie,
        body: { title: 'Cross-check', ...refs },
      });
      expect(res.statusCode, JSON.stringify(refs)).toBe(400);
      expect(res.json().errors, JSON.stringify(refs)).toEqual([{ path, message }]);
    }
    // Several wrong fields are all reported.
    const many = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.admin.cookie,
      body: { title: 'Cross-check', assignedTo: other.employee.id, tradeId: theirs.trade.id },
    });
    expect(many.json().errors.map((e: { path: string }) => e.path)).toEqual(['assignedTo', 'tradeId']);
    // The same fields on PATCH.
    const created = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.admin.cookie,
      body: { title: 'Fine' },
    });
    const patch = await call(t.app, 'PATCH', `${tasksUrl(w.project.id)}/${created.json().id}`, {
      cookie: c.admin.cookie,
      body: { tradeId: theirs.trade.id },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toEqual([
      { path: 'tradeId', message: 'Please select a trade of your company' },
    ]);
  });

  it('refuses a due date in the past on create, compared with the server clock', async () => {
    const c = await createCompany(t.database.db);
    const w = await setup(c);
    const { today, yesterday, tomorrow, nextWeek } = freezeClock();
    const past = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Late', dueDate: yesterday },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: 'Due date cannot be in the past',
      errors: [{ path: 'dueDate', message: 'Due date cannot be in the past' }],
    });
    const todays = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Today', dueDate: today },
    });
    expect(todays.statusCode).toBe(201);

    // A task whose due date has passed can still be edited keeping it, but not moved to another past day.
    const [old] = await t.database.db
      .insert(tasks)
      .values({ companyId: c.id, projectId: w.project.id, title: 'Old', dueDate: '2020-06-10' })
      .returning();
    const url = `${tasksUrl(w.project.id)}/${old!.id}`;
    const keep = await call(t.app, 'PATCH', url, {
      cookie: c.employee.cookie,
      body: { title: 'Old (late)', dueDate: '2020-06-10' },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ title: 'Old (late)', dueDate: '2020-06-10' });
    const moved = await call(t.app, 'PATCH', url, {
      cookie: c.employee.cookie,
      body: { dueDate: yesterday },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('Due date cannot be in the past');
    for (const dueDate of [tomorrow, nextWeek]) {
      const future = await call(t.app, 'PATCH', url, { cookie: c.employee.cookie, body: { dueDate } });
      expect(future.json().dueDate).toBe(dueDate);
    }
    const cleared = await call(t.app, 'PATCH', url, { cookie: c.employee.cookie, body: { dueDate: null } });
    expect(cleared.json().dueDate).toBeNull();
  });

  it('edits fields, completes and reopens a task (completedAt and completedBy follow the status)', async () => {
    const c = await createCompany(t.database.db);
    const w = await setup(c);
    const created = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.admin.cookie,
      body: { title: 'Order fixtures', tradeId: w.trade.id, phaseId: w.phase.id },
    });
    const url = `${tasksUrl(w.project.id)}/${created.json().id}`;
    const edited = await call(t.app, 'PATCH', url, {
      cookie: c.employee.cookie,
      body: { title: 'Order sink and faucet', priority: 'urgent', tradeId: null, type: 'order_materials' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Order sink and faucet',
      priority: 'urgent',
      tradeId: null,
      tradeName: null,
      phaseId: w.phase.id,
      type: 'order_materials',
      status: 'not_started',
    });

    const { now } = freezeClock();
    const done = await call(t.app, 'PATCH', url, {
      cookie: c.employee.cookie,
      body: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      completedBy: c.employee.id,
      completedAt: now.toISOString(),
      title: 'Order sink and faucet',
    });
    t.setNow(new Date(now.getTime() + 60_000));
    const again = await call(t.app, 'PATCH', url, {
      cookie: c.manager.cookie,
      body: { status: 'completed', description: 'Delivered' },
    });
    expect(again.json()).toMatchObject({ completedBy: c.employee.id, completedAt: now.toISOString() });
    const reopened = await call(t.app, 'PATCH', url, {
      cookie: c.manager.cookie,
      body: { status: 'in_progress' },
    });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', completedAt: null, completedBy: null });

    const createdDone = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.manager.cookie,
      body: { title: 'Already done', status: 'completed' },
    });
    expect(createdDone.json()).toMatchObject({ status: 'completed', completedBy: c.manager.id });
    expect(createdDone.json().completedAt).not.toBeNull();

    const blank = await call(t.app, 'PATCH', url, { cookie: c.manager.cookie, body: { title: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title is required');
  });

  it('deletes a task (204), then 404', async () => {
    const c = await createCompany(t.database.db);
    const w = await setup(c);
    const created = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Temporary' },
    });
    const url = `${tasksUrl(w.project.id)}/${created.json().id}`;
    expect((await call(t.app, 'DELETE', url, { cookie: c.employee.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', url, { cookie: c.employee.cookie })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'PATCH', url, { cookie: c.employee.cookie, body: { title: 'X' } })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another company's project or task, and for a task addressed through another project", async () => {
    const c = await createCompany(t.database.db);
    const intruder = await createCompany(t.database.db);
    const w = await setup(c);
    const mine = await setup(intruder);
    const created = await call(t.app, 'POST', tasksUrl(w.project.id), {
      cookie: c.employee.cookie,
      body: { title: 'Private' },
    });
    const taskId = created.json().id;
    const cookie = intruder.admin.cookie;
    expect((await call(t.app, 'GET', tasksUrl(w.project.id), { cookie })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', tasksUrl(w.project.id), { cookie, body: { title: 'X' } })).statusCode,
    ).toBe(404);
    // Their own project in the path does not reach our task.
    for (const projectId of [w.project.id, mine.project.id]) {
      const url = `${tasksUrl(projectId)}/${taskId}`;
      expect((await call(t.app, 'PATCH', url, { cookie, body: { status: 'completed' } })).statusCode).toBe(
        404,
      );
      expect((await call(t.app, 'DELETE', url, { cookie })).statusCode).toBe(404);
    }
    // Our own other project in the path does not reach the task either.
    const second = await aProject(t.database.db, c.id, { name: 'Other' });
    const wrongPath = await call(t.app, 'PATCH', `${tasksUrl(second!.id)}/${taskId}`, {
      cookie: c.employee.cookie,
      body: { title: 'Moved?' },
    });
    expect(wrongPath.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ title: 'Private', status: 'not_started' });
  });
});
