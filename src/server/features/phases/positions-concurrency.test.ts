import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetItems, phaseTemplates, projectPhases, projects } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

// Positions of ordered lists stay unique and gap-free (0..n-1) when creates run at the same time, and after a
// delete in the middle. On PostgreSQL the creates really overlap (a pool of connections); PGlite runs one query
// at a time, so there the race rarely shows, but the results must be the same.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const N = 10;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function newProject(company: TestCompany) {
  const row = await aProject(t.database.db, company.id, { name: 'Parallel remodel' });
  return row!.id;
}

/** Fires the posts all at once and expects each to be created. */
async function createAll(url: string, cookie: string, bodies: Record<string, unknown>[]) {
  const answers = await Promise.all(bodies.map((body) => call(t.app, 'POST', url, { cookie, body })));
  for (const res of answers) expect(res.statusCode, res.body).toBe(201);
  return answers.map((res) => res.json() as { id: number; name: string; order: number });
}

async function deleteOk(url: string, cookie: string) {
  const res = await call(t.app, 'DELETE', url, { cookie });
  expect(res.statusCode, res.body).toBe(204);
}

const names = (prefix: string) => range(N).map((i) => ({ name: `${prefix} ${i}` }));

describe('positions under concurrent creates', () => {
  it('gives parallel phases of a project the orders 0..n-1 and closes the gap of a deleted one', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const other = await newProject(c);
    const phasesOf = (projectId: number) =>
      t.database.db
        .select({ id: projectPhases.id, order: projectPhases.order })
        .from(projectPhases)
        .where(eq(projectPhases.projectId, projectId))
        .orderBy(asc(projectPhases.order), asc(projectPhases.id));

    // Two projects at once: each gets its own 0..n-1.
    const [made] = await Promise.all([
      createAll(`/api/projects/${p}/phases`, c.employee.cookie, names('Phase')),
      createAll(`/api/projects/${other}/phases`, c.manager.cookie, names('Other')),
    ]);
    expect(made.map((m) => m.order).sort((a, b) => a - b)).toEqual(range(N));
    expect((await phasesOf(p)).map((r) => r.order)).toEqual(range(N));
    expect((await phasesOf(other)).map((r) => r.order)).toEqual(range(N));

    const before = await phasesOf(p);
    const middle = before[4]!;
    await deleteOk(`/api/project-phases/${middle.id}`, c.employee.cookie);
    const after = await phasesOf(p);
    expect(after.map((r) => r.order)).toEqual(range(N - 1));
    expect(after.map((r) => r.id)).toEqual(before.filter((r) => r.id !== middle.id).map((r) => r.id));

    // Parallel deletes and creates still leave 0..n-1.
    await Promise.all([
      deleteOk(`/api/project-phases/${after[0]!.id}`, c.employee.cookie),
      deleteOk(`/api/project-phases/${after[5]!.id}`, c.employee.cookie),
      createAll(`/api/projects/${p}/phases`, c.employee.cookie, [{ name: 'Late 1' }, { name: 'Late 2' }]),
    ]);
    expect((await phasesOf(p)).map((r) => r.order)).toEqual(range(N - 1));
  });

  it('runs parallel completions and deletes of phases without a deadlock, leaving 0..n-1', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const made = await createAll(`/api/projects/${p}/phases`, c.employee.cookie, names('Phase'));
    const answers = await Promise.all(
      made.map((phase, i) =>
        i % 2 === 0
          ? call(t.app, 'PATCH', `/api/project-phases/${phase.id}`, {
              cookie: c.employee.cookie,
              body: { isCompleted: true },
            })
          : call(t.app, 'DELETE', `/api/project-phases/${phase.id}`, { cookie: c.employee.cookie }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(made.map((_, i) => (i % 2 === 0 ? 200 : 204)));
    const rows = await t.database.db
      .select({ order: projectPhases.order, isCompleted: projectPhases.isCompleted })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, p))
      .orderBy(asc(projectPhases.order));
    expect(rows.map((r) => r.order)).toEqual(range(N / 2));
    expect(rows.every((r) => r.isCompleted)).toBe(true);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, p));
    expect(project!.progress).toBe(100);
  });

  it('gives parallel phase templates of a company the orders 0..n-1 and closes the gap of a deleted one', async () => {
    const c = await createCompany(t.database.db);
    const templatesOf = () =>
      t.database.db
        .select({ id: phaseTemplates.id, order: phaseTemplates.order })
        .from(phaseTemplates)
        .where(eq(phaseTemplates.companyId, c.id))
        .orderBy(asc(phaseTemplates.order), asc(phaseTemplates.id));

    const made = await createAll(
      `/api/companies/${c.id}/phase-templates`,
      c.manager.cookie,
      names('Template'),
    );
    expect(made.map((m) => m.order).sort((a, b) => a - b)).toEqual(range(N));
    const before = await templatesOf();
    expect(before.map((r) => r.order)).toEqual(range(N));

    const middle = before[3]!;
    await deleteOk(`/api/phase-templates/${middle.id}`, c.manager.cookie);
    const after = await templatesOf();
    expect(after.map((r) => r.order)).toEqual(range(N - 1));
    expect(after.map((r) => r.id)).toEqual(before.filter((r) => r.id !== middle.id).map((r) => r.id));
  });

  it('gives parallel budget items the orders 0..n-1 among their siblings, at the top level and in a group', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const url = `/api/projects/${p}/budget`;
    const siblings = (parentId: number | null) =>
      t.database.db
        .select({ id: budgetItems.id, order: budgetItems.order })
        .from(budgetItems)
        .where(
          and(
            eq(budgetItems.projectId, p),
            parentId === null ? isNull(budgetItems.parentId) : eq(budgetItems.parentId, parentId),
          ),
        )
        .orderBy(asc(budgetItems.order), asc(budgetItems.id));

    const [group] = await createAll(url, c.employee.cookie, [{ type: 'group', name: 'Kitchen' }]);
    // Top level and the group at the same time: the group is the top level's first item.
    await Promise.all([
      createAll(url, c.employee.cookie, names('Top')),
      createAll(
        url,
        c.manager.cookie,
        names('In group').map((b) => ({ ...b, parentId: group!.id, unitCost: '10' })),
      ),
    ]);
    expect((await siblings(null)).map((r) => r.order)).toEqual(range(N + 1));
    const inGroup = await siblings(group!.id);
    expect(inGroup.map((r) => r.order)).toEqual(range(N));

    // Deleting one in the middle of the group closes the gap there and leaves the top level alone.
    await deleteOk(`/api/budget/${inGroup[5]!.id}`, c.employee.cookie);
    expect((await siblings(group!.id)).map((r) => r.order)).toEqual(range(N - 1));
    expect((await siblings(null)).map((r) => r.order)).toEqual(range(N + 1));
    const top = await siblings(null);
    await deleteOk(`/api/budget/${top[2]!.id}`, c.employee.cookie);
    const topAfter = await siblings(null);
    expect(topAfter.map((r) => r.order)).toEqual(range(N));
    expect(topAfter.map((r) => r.id)).toEqual(top.filter((r) => r.id !== top[2]!.id).map((r) => r.id));
  });

  it('keeps both sibling lists gap-free when a budget item moves to another group or to an explicit order', async () => {
    const c = await createCompany(t.database.db);
    const p = await newProject(c);
    const url = `/api/projects/${p}/budget`;
    const add = async (body: Record<string, unknown>) =>
      (await createAll(url, c.employee.cookie, [body]))[0]!;
    const a = await add({ type: 'group', name: 'A' });
    const b = await add({ type: 'group', name: 'B' });
    const inA: number[] = [];
    for (const i of range(4)) inA.push((await add({ name: `A${i}`, parentId: a.id })).id);
    const inB: number[] = [];
    for (const i of range(3)) inB.push((await add({ name: `B${i}`, parentId: b.id })).id);
    const idsIn = async (parentId: number | null) =>
      (
        await t.database.db
          .select({ id: budgetItems.id, order: budgetItems.order })
          .from(budgetItems)
          .where(
            and(
              eq(budgetItems.projectId, p),
              parentId === null ? isNull(budgetItems.parentId) : eq(budgetItems.parentId, parentId),
            ),
          )
          .orderBy(asc(budgetItems.order), asc(budgetItems.id))
      ).map((r) => [r.id, r.order]);
    const patch = async (id: number, body: unknown) => {
      const res = await call(t.app, 'PATCH', `/api/budget/${id}`, { cookie: c.employee.cookie, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { order: number; parentId: number | null };
    };

    // A1 to B at place 1: A closes up, B makes room.
    expect(await patch(inA[1]!, { parentId: b.id, order: 1 })).toMatchObject({ parentId: b.id, order: 1 });
    expect(await idsIn(a.id)).toEqual([
      [inA[0], 0],
      [inA[2], 1],
      [inA[3], 2],
    ]);
    expect(await idsIn(b.id)).toEqual([
      [inB[0], 0],
      [inA[1], 1],
      [inB[1], 2],
      [inB[2], 3],
    ]);
    // A3 to B without an order: after B's last.
    expect(await patch(inA[3]!, { parentId: b.id })).toMatchObject({ order: 4 });
    expect((await idsIn(a.id)).map(([, order]) => order)).toEqual([0, 1]);
    // Within B: the last to place 0, then the first to place 2.
    await patch(inA[3]!, { order: 0 });
    expect(await idsIn(b.id)).toEqual([
      [inA[3], 0],
      [inB[0], 1],
      [inA[1], 2],
      [inB[1], 3],
      [inB[2], 4],
    ]);
    await patch(inA[3]!, { order: 2 });
    expect((await idsIn(b.id)).map(([id]) => id)).toEqual([inB[0], inA[1], inA[3], inB[1], inB[2]]);
    expect((await idsIn(b.id)).map(([, order]) => order)).toEqual(range(5));
    // To the top level at place 0, and an edit that does not move changes no position.
    await patch(inB[1]!, { parentId: null, order: 0 });
    expect(await idsIn(null)).toEqual([
      [inB[1], 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect((await idsIn(b.id)).map(([, order]) => order)).toEqual(range(4));
    await patch(inB[1]!, { name: 'Renamed' });
    expect((await idsIn(null)).map(([, order]) => order)).toEqual(range(3));
    // A created item with an explicit order goes there; the siblings from there on move down one.
    const placed = await add({ name: 'Placed', parentId: a.id, order: 1 });
    expect(placed.order).toBe(1);
    expect((await idsIn(a.id)).map(([id, order]) => [id, order])).toEqual([
      [inA[0], 0],
      [placed.id, 1],
      [inA[2], 2],
    ]);
  });
});
