import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, phaseTemplates, projectPhases, projects, tasks } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { copyPhaseTemplates, recomputeProjectProgress } from './phases.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newProject(company: TestCompany, name = 'Kitchen remodel') {
  const row = await aProject(t.database.db, company.id, { name });
  return row!;
}

async function progressOf(projectId: number) {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
  return row!.progress;
}

async function addPhases(company: TestCompany, projectId: number, names: string[]) {
  const made = [];
  for (const name of names) {
    const res = await call(t.app, 'POST', `/api/projects/${projectId}/phases`, {
      cookie: company.employee.cookie,
      body: { name },
    });
    expect(res.statusCode).toBe(201);
    made.push(res.json() as { id: number; order: number; name: string });
  }
  return made;
}

describe('project phases', () => {
  it('creates phases at the end of the order and lists them by order', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const empty = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const res = await call(t.app, 'POST', `/api/projects/${project.id}/phases`, {
      cookie: c.manager.cookie,
      body: {
        name: '  Demolition ',
        description: 'Tear out cabinets',
        stage: 'in-production',
        startDate: '2030-03-01',
        endDate: '2030-03-05',
        dueDate: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Demolition',
      description: 'Tear out cabinets',
      stage: 'in-production',
      startDate: '2030-03-01',
      endDate: '2030-03-05',
      dueDate: null,
      isCompleted: false,
      completedAt: null,
      order: 0,
      projectId: project.id,
    });
    // The company is the project's; the answer's contract leaves it on the server.
    expect(res.json()).not.toHaveProperty('companyId');
    await addPhases(c, project.id, ['Rough-in', 'Finish']);
    const list = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    expect(list.json().map((p: { name: string; order: number }) => [p.name, p.order])).toEqual([
      ['Demolition', 0],
      ['Rough-in', 1],
      ['Finish', 2],
    ]);
    const defaults = list.json()[1];
    expect(defaults).toMatchObject({ stage: 'pre-production', description: null, startDate: null });
  });

  it('answers 400 with the field message for a missing or blank name and a bad date', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    for (const body of [{}, { name: '   ' }]) {
      const res = await call(t.app, 'POST', `/api/projects/${project.id}/phases`, {
        cookie: c.admin.cookie,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Phase name is required',
        errors: [{ path: 'name', message: 'Phase name is required' }],
      });
    }
    const badDate = await call(t.app, 'POST', `/api/projects/${project.id}/phases`, {
      cookie: c.admin.cookie,
      body: { name: 'Paint', startDate: '03/01/2030' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].path).toBe('startDate');
    const badStage = await call(t.app, 'POST', `/api/projects/${project.id}/phases`, {
      cookie: c.admin.cookie,
      body: { name: 'Paint', stage: 'done' },
    });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toBe('Please select a stage');
  });

  it('keeps progress at the rounded share of completed phases, in the same change', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    await t.database.db.update(projects).set({ progress: 90 }).where(eq(projects.id, project.id));
    const [a, b, d] = await addPhases(c, project.id, ['Design', 'Build', 'Inspect']);
    expect(await progressOf(project.id)).toBe(0);

    const done = await call(t.app, 'PATCH', `/api/project-phases/${a!.id}`, {
      cookie: c.employee.cookie,
      body: { isCompleted: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().isCompleted).toBe(true);
    expect(Date.parse(done.json().completedAt)).not.toBeNaN();
    expect(await progressOf(project.id)).toBe(33);

    await call(t.app, 'PATCH', `/api/project-phases/${b!.id}`, {
      cookie: c.employee.cookie,
      body: { isCompleted: true },
    });
    expect(await progressOf(project.id)).toBe(67);

    const undone = await call(t.app, 'PATCH', `/api/project-phases/${a!.id}`, {
      cookie: c.employee.cookie,
      body: { isCompleted: false },
    });
    expect(undone.json()).toMatchObject({ isCompleted: false, completedAt: null });
    expect(await progressOf(project.id)).toBe(33);

    // Deleting an open phase: 1 of 2 done.
    expect(
      (await call(t.app, 'DELETE', `/api/project-phases/${d!.id}`, { cookie: c.employee.cookie })).statusCode,
    ).toBe(204);
    expect(await progressOf(project.id)).toBe(50);
    // Adding a phase changes the set: 1 of 3.
    await addPhases(c, project.id, ['Punch list']);
    expect(await progressOf(project.id)).toBe(33);
    // Deleting the completed one: 0 of 2; then every phase: 0.
    await call(t.app, 'DELETE', `/api/project-phases/${b!.id}`, { cookie: c.employee.cookie });
    expect(await progressOf(project.id)).toBe(0);
    await call(t.app, 'PATCH', `/api/project-phases/${a!.id}`, {
      cookie: c.employee.cookie,
      body: { isCompleted: true },
    });
    expect(await progressOf(project.id)).toBe(50);
    const rest = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    for (const phase of rest.json() as { id: number }[]) {
      await call(t.app, 'DELETE', `/api/project-phases/${phase.id}`, { cookie: c.employee.cookie });
    }
    expect(await progressOf(project.id)).toBe(0);
  });

  it('edits any field without touching a manually set progress', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const [phase] = await addPhases(c, project.id, ['Framing']);
    await t.database.db.update(projects).set({ progress: 40 }).where(eq(projects.id, project.id));
    const res = await call(t.app, 'PATCH', `/api/project-phases/${phase!.id}`, {
      cookie: c.employee.cookie,
      body: { name: 'Framing & sheathing', description: 'Walls', dueDate: '2030-05-01', stage: 'warranty' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Framing & sheathing',
      description: 'Walls',
      dueDate: '2030-05-01',
      stage: 'warranty',
      isCompleted: false,
    });
    expect(await progressOf(project.id)).toBe(40);
    const cleared = await call(t.app, 'PATCH', `/api/project-phases/${phase!.id}`, {
      cookie: c.employee.cookie,
      body: { description: '', dueDate: null },
    });
    expect(cleared.json()).toMatchObject({ description: null, dueDate: null, name: 'Framing & sheathing' });
    const blank = await call(t.app, 'PATCH', `/api/project-phases/${phase!.id}`, {
      cookie: c.employee.cookie,
      body: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Phase name is required');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.id), eq(auditLog.entityType, 'project_phase')));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('deleting a phase keeps its tasks, without a phase', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const [phase] = await addPhases(c, project.id, ['Tile']);
    const [task] = await t.database.db
      .insert(tasks)
      .values({ companyId: c.id, projectId: project.id, phaseId: phase!.id, title: 'Order tile' })
      .returning();
    const res = await call(t.app, 'DELETE', `/api/project-phases/${phase!.id}`, {
      cookie: c.employee.cookie,
    });
    expect(res.statusCode).toBe(204);
    const again = await call(t.app, 'DELETE', `/api/project-phases/${phase!.id}`, {
      cookie: c.employee.cookie,
    });
    expect(again.statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(kept!.phaseId).toBeNull();
  });

  it('reorders with exactly the project phase ids, else 400', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const other = await newProject(c, 'Bathroom');
    const [a, b, d] = await addPhases(c, project.id, ['A', 'B', 'C']);
    const [foreign] = await addPhases(c, other.id, ['X']);
    const url = `/api/projects/${project.id}/phases/reorder`;
    const res = await call(t.app, 'POST', url, {
      cookie: c.employee.cookie,
      body: { ids: [d!.id, a!.id, b!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string; order: number }) => `${p.name}${p.order}`)).toEqual([
      'C0',
      'A1',
      'B2',
    ]);
    const listed = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    expect(listed.json().map((p: { name: string }) => p.name)).toEqual(['C', 'A', 'B']);

    for (const ids of [
      [a!.id, b!.id],
      [a!.id, b!.id, d!.id, foreign!.id],
      [a!.id, b!.id, foreign!.id],
      [a!.id, a!.id, b!.id],
    ]) {
      const bad = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: { ids } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toEqual({
        path: 'ids',
        message: 'The new order must list each phase of the project exactly once',
      });
    }
    const notArray = await call(t.app, 'POST', url, { cookie: c.employee.cookie, body: {} });
    expect(notArray.statusCode).toBe(400);
    const still = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    expect(still.json().map((p: { name: string }) => p.name)).toEqual(['C', 'A', 'B']);
  });

  it("answers 404 for another company's project or phase and changes nothing", async () => {
    const c = await createCompany(t.database.db);
    const intruder = await createCompany(t.database.db);
    const project = await newProject(c);
    const [phase] = await addPhases(c, project.id, ['Secret']);
    const cookie = intruder.admin.cookie;
    expect((await call(t.app, 'GET', `/api/projects/${project.id}/phases`, { cookie })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/projects/${project.id}/phases`, { cookie, body: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PATCH', `/api/project-phases/${phase!.id}`, {
          cookie,
          body: { isCompleted: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/project-phases/${phase!.id}`, { cookie })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(t.app, 'POST', `/api/projects/${project.id}/phases/reorder`, {
          cookie,
          body: { ids: [phase!.id] },
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(projectPhases).where(eq(projectPhases.id, phase!.id));
    expect(row!.isCompleted).toBe(false);
  });

  it('copyPhaseTemplates copies the company templates in order; recomputeProjectProgress follows phases', async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    await t.database.db.insert(phaseTemplates).values([
      { companyId: c.id, name: 'Second', order: 1, stage: 'in-production', description: 'Build' },
      { companyId: c.id, name: 'First', order: 0 },
      { companyId: other.id, name: 'Not ours', order: 0 },
    ]);
    const project = await newProject(c);
    const made = await t.database.db.transaction((tx) => copyPhaseTemplates(tx, c.id, project.id));
    expect(made).toHaveLength(2);
    expect(made.every((p) => p.companyId === c.id)).toBe(true);
    const list = await call(t.app, 'GET', `/api/projects/${project.id}/phases`, {
      cookie: c.employee.cookie,
    });
    expect(list.json()).toMatchObject([
      { name: 'First', order: 0, stage: 'pre-production', isCompleted: false },
      { name: 'Second', order: 1, stage: 'in-production', description: 'Build' },
    ]);
    const empty = await newProject(other);
    await t.database.db.delete(phaseTemplates).where(eq(phaseTemplates.companyId, other.id));
    expect(await t.database.db.transaction((tx) => copyPhaseTemplates(tx, other.id, empty.id))).toEqual([]);

    await t.database.db
      .update(projectPhases)
      .set({ isCompleted: true })
      .where(eq(projectPhases.projectId, project.id));
    expect(await t.database.db.transaction((tx) => recomputeProjectProgress(tx, c.id, project.id))).toBe(100);
    expect(await progressOf(project.id)).toBe(100);
    // Another company's id leaves the project alone.
    await t.database.db.update(projects).set({ progress: 10 }).where(eq(projects.id, project.id));
    await recomputeProjectProgress(t.database.db, other.id, project.id);
    expect(await progressOf(project.id)).toBe(10);
  });
});
