import { and, asc, eq, sql } from 'drizzle-orm';
import { budgetItems, projects, tasks } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { hashPassword } from '#server/features/auth/password';
import { FULL_SCALE, generateCompany, serverDatabase } from './generate';

/** What one simulated user needs: its sign-in and the ids of its own records. */
export type SimUser = {
  username: string;
  companyId: number;
  projectId: number;
  taskIds: number[];
  productIds: number[];
};

export type CapacityData = { users: SimUser[]; env: Record<string, string>; drop: () => Promise<void> };

/** The capacity company (full scale, `users` team members with a project each) written into `db`. */
export async function fillCapacityCompany(db: Db, users: number): Promise<SimUser[]> {
  const { companyId } = await generateCompany(db, {
    ...FULL_SCALE,
    projects: Math.max(FULL_SCALE.projects, users),
  });
  const hash = await hashPassword('bench123', 10);
  await db.execute(sql`
    insert into users (company_id, username, email, password_hash, role)
    select ${companyId}, 'cap_' || g, 'cap_' || g || '@example.com', ${hash}, 'admin'
    from generate_series(1, ${users}) g`);
  // A group of 20 products on each project: the budget screen and the expense form have real items to show.
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, "order")
    select ${companyId}, id, null, 'group', 'Finishes', 0 from projects where company_id = ${companyId}`);
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, quantity, unit_cost, unit_price,
      markup, margin, "order")
    select ${companyId}, g.project_id, g.id, 'product', 'Line item ' || n, 1 + n % 12, 100 + n, (100 + n) * 1.25,
      25, 20, n
    from budget_items g, generate_series(1, 20) n where g.company_id = ${companyId} and g.type = 'group'`);
  await db.execute(sql`vacuum analyze`);
  const ids = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(asc(projects.id))
    .limit(users);
  const taskRows = await db
    .select({ id: tasks.id, projectId: tasks.projectId })
    .from(tasks)
    .where(eq(tasks.companyId, companyId));
  const itemRows = await db
    .select({ id: budgetItems.id, projectId: budgetItems.projectId })
    .from(budgetItems)
    .where(and(eq(budgetItems.companyId, companyId), eq(budgetItems.type, 'product')));
  const byProject = (rows: { id: number; projectId: number | null }[]) => {
    const map = new Map<number, number[]>();
    for (const r of rows)
      if (r.projectId !== null) map.set(r.projectId, [...(map.get(r.projectId) ?? []), r.id]);
    return map;
  };
  const taskMap = byProject(taskRows);
  const itemMap = byProject(itemRows);
  return ids.map((p, i) => ({
    username: `cap_${i + 1}`,
    companyId,
    projectId: p.id,
    taskIds: taskMap.get(p.id) ?? [],
    productIds: itemMap.get(p.id) ?? [],
  }));
}

/** A seeded database for `node dist/server/main.js`: a PostgreSQL database of its own, or an embedded DATA_DIR. */
export async function capacityData(kind: 'postgres' | 'embedded', users: number): Promise<CapacityData> {
  const { filled, env, drop } = await serverDatabase(kind, (db) => fillCapacityCompany(db, users));
  return { users: filled, env, drop };
}
