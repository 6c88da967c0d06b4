import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectTeamMembers } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany, createUser, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newProject(c: TestCompany) {
  const row = await aProject(t.database.db, c.id, { name: 'Deck build' });
  return row!;
}

type Member = { id: number; userId: number; role: string; isPrimary: boolean };

async function add(c: TestCompany, projectId: number, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/projects/${projectId}/team`, {
    cookie: c.manager.cookie,
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Member;
}

async function primaries(projectId: number) {
  const rows = await t.database.db
    .select()
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.isPrimary, true)));
  return rows.map((r) => `${r.role}:${r.userId}`).sort();
}

describe('project team', () => {
  it('adds, lists, edits and removes members', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const worker = await createUser(t.database.db, { companyId: c.id, firstName: 'Sam', lastName: 'Framer' });
    const res = await call(t.app, 'POST', `/api/projects/${project.id}/team`, {
      cookie: c.admin.cookie,
      body: { userId: worker.id, role: 'field_worker', notes: ' Mornings only ' },
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      projectId: project.id,
      userId: worker.id,
      role: 'field_worker',
      isPrimary: false,
      notes: 'Mornings only',
      assignedBy: c.admin.id,
      user: {
        id: worker.id,
        username: worker.username,
        firstName: 'Sam',
        lastName: 'Framer',
        email: `${worker.username}@example.com`,
      },
    });
    expect(Date.parse(member.assignedAt)).not.toBeNaN();
    expect(member.user).not.toHaveProperty('passwordHash');

    const list = await call(t.app, 'GET', `/api/projects/${project.id}/team`, { cookie: c.employee.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([member]);

    const edited = await call(t.app, 'PATCH', `/api/project-team/${member.id}`, {
      cookie: c.manager.cookie,
      body: { role: 'project_manager', notes: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ role: 'project_manager', notes: null, isPrimary: false });

    const removed = await call(t.app, 'DELETE', `/api/project-team/${member.id}`, {
      cookie: c.manager.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call(t.app, 'DELETE', `/api/project-team/${member.id}`, { cookie: c.manager.cookie }))
        .statusCode,
    ).toBe(404);
    const after = await call(t.app, 'GET', `/api/projects/${project.id}/team`, { cookie: c.employee.cookie });
    expect(after.json()).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.id), eq(auditLog.entityType, 'project_team_member')));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('answers 400 with the field messages', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const url = `/api/projects/${project.id}/team`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: 'other' }, 'userId', 'Please select a team member'],
      [{ userId: null, role: 'other' }, 'userId', 'Please select a team member'],
      [{ userId: c.employee.id }, 'role', 'Please select a role'],
      [{ userId: c.employee.id, role: 'boss' }, 'role', 'Please select a role'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(t.app, 'POST', url, { cookie: c.admin.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0], JSON.stringify(body)).toEqual({ path, message });
    }
  });

  it('refuses a user of another company or without a company (400 on userId)', async () => {
    const c = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const loner = await createUser(t.database.db, { companyId: null });
    const project = await newProject(c);
    const member = await add(c, project.id, { userId: c.employee.id, role: 'other' });
    for (const userId of [other.employee.id, loner.id, 999_999_999]) {
      const res = await call(t.app, 'POST', `/api/projects/${project.id}/team`, {
        cookie: c.admin.cookie,
        body: { userId, role: 'sales' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'userId', message: 'Please select a member of your company' },
      ]);
      const patch = await call(t.app, 'PATCH', `/api/project-team/${member.id}`, {
        cookie: c.admin.cookie,
        body: { userId },
      });
      expect(patch.statusCode).toBe(400);
    }
  });

  it('answers 409 for the same user with the same role twice', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    await add(c, project.id, { userId: c.employee.id, role: 'designer' });
    const again = await call(t.app, 'POST', `/api/projects/${project.id}/team`, {
      cookie: c.admin.cookie,
      body: { userId: c.employee.id, role: 'designer', isPrimary: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user already has this role on the project');
    // Another role for the same user is fine; changing it into the taken role is not.
    const other = await add(c, project.id, { userId: c.employee.id, role: 'estimator' });
    const clash = await call(t.app, 'PATCH', `/api/project-team/${other.id}`, {
      cookie: c.admin.cookie,
      body: { role: 'designer' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This user already has this role on the project');
    // The same user and role on another project is fine.
    const second = await newProject(c);
    await add(c, second.id, { userId: c.employee.id, role: 'designer' });
  });

  it('answers 409 with the message also when the same membership is added twice at once', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const send = () =>
      call(t.app, 'POST', `/api/projects/${project.id}/team`, {
        cookie: c.manager.cookie,
        body: { userId: c.employee.id, role: 'sales', isPrimary: true },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().message).toBe('This user already has this role on the project');
    }
  });

  it('keeps one primary per role: a new primary clears the previous one of that role only', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const pm1 = await add(c, project.id, { userId: c.admin.id, role: 'project_manager', isPrimary: true });
    const fw = await add(c, project.id, { userId: c.employee.id, role: 'field_worker', isPrimary: true });
    expect(await primaries(project.id)).toEqual(
      [`project_manager:${c.admin.id}`, `field_worker:${c.employee.id}`].sort(),
    );
    const pm2 = await add(c, project.id, { userId: c.manager.id, role: 'project_manager', isPrimary: true });
    expect(pm2.isPrimary).toBe(true);
    expect(await primaries(project.id)).toEqual(
      [`project_manager:${c.manager.id}`, `field_worker:${c.employee.id}`].sort(),
    );
    const list = await call(t.app, 'GET', `/api/projects/${project.id}/team`, { cookie: c.employee.cookie });
    const byId = new Map((list.json() as Member[]).map((m) => [m.id, m.isPrimary]));
    expect([byId.get(pm1.id), byId.get(fw.id), byId.get(pm2.id)]).toEqual([false, true, true]);

    // Making the first one primary again through PATCH swaps back.
    const back = await call(t.app, 'PATCH', `/api/project-team/${pm1.id}`, {
      cookie: c.manager.cookie,
      body: { isPrimary: true },
    });
    expect(back.statusCode).toBe(200);
    expect(await primaries(project.id)).toEqual(
      [`project_manager:${c.admin.id}`, `field_worker:${c.employee.id}`].sort(),
    );
    // A primary moving to a role that has a primary takes it over; the role it left has none.
    const moved = await call(t.app, 'PATCH', `/api/project-team/${pm1.id}`, {
      cookie: c.manager.cookie,
      body: { role: 'field_worker' },
    });
    expect(moved.json()).toMatchObject({ role: 'field_worker', isPrimary: true });
    expect(await primaries(project.id)).toEqual([`field_worker:${c.admin.id}`]);
    // Primaries on another project are untouched.
    const second = await newProject(c);
    await add(c, second.id, { userId: c.manager.id, role: 'field_worker', isPrimary: true });
    expect(await primaries(project.id)).toEqual([`field_worker:${c.admin.id}`]);
  });

  it('lets employees read the team but not change it (403)', async () => {
    const c = await createCompany(t.database.db);
    const project = await newProject(c);
    const member = await add(c, project.id, { userId: c.employee.id, role: 'other' });
    const cookie = c.employee.cookie;
    expect((await call(t.app, 'GET', `/api/projects/${project.id}/team`, { cookie })).statusCode).toBe(200);
    const refused = [
      await call(t.app, 'POST', `/api/projects/${project.id}/team`, {
        cookie,
        body: { userId: c.employee.id, role: 'sales' },
      }),
      await call(t.app, 'PATCH', `/api/project-team/${member.id}`, { cookie, body: { isPrimary: true } }),
      await call(t.app, 'DELETE', `/api/project-team/${member.id}`, { cookie }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const rows = await t.database.db
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, project.id));
    expect(rows.map((r) => [r.role, r.isPrimary])).toEqual([['other', false]]);
  });

  it("answers 404 for another company's project or member", async () => {
    const c = await createCompany(t.database.db);
    const intruder = await createCompany(t.database.db);
    const project = await newProject(c);
    const member = await add(c, project.id, { userId: c.employee.id, role: 'other' });
    const cookie = intruder.admin.cookie;
    expect((await call(t.app, 'GET', `/api/projects/${project.id}/team`, { cookie })).statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/api/projects/${project.id}/team`, {
          cookie,
          body: { userId: intruder.employee.id, role: 'sales' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/project-team/${member.id}`, { cookie, body: { notes: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/project-team/${member.id}`, { cookie })).statusCode).toBe(404);
  });
});
