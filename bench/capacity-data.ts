import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { budgetItems, projects, tasks, users as usersTable } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { pauseAuditInTransaction } from '#server/features/audit/audit-context';
import { hashPassword } from '#server/features/auth/password';
import { FULL_SCALE, generateCompany, type Scale, serverDatabase } from './generate';

/** What one simulated user needs: its sign-in and the ids of its own records. */
export type SimUser = {
  username: string;
  companyId: number;
  projectId: number;
  taskIds: number[];
  productIds: number[];
};

export type CapacityData = { users: SimUser[]; env: Record<string, string>; drop: () => Promise<void> };

/**
 * Whose users the run simulates (decision 0285):
 * - `many`: the users of many contractors on one instance, as a hosted product serves them. Nine users in ten
 *   work for a contractor of the usual size (TYPICAL_SCALE, a team of TEAM); one in ten for one contractor at full
 *   scale, the largest the product is built for.
 * - `one`: every user a member of the one full-scale company, the worst case for a single company's figures
 *   (every dashboard and calendar read sums the largest company's data).
 */
export type Mix = 'many' | 'one';

/** A contractor of the usual size: ten people in the office and the field, a few years of work recorded. */
export const TYPICAL_SCALE: Scale = { projects: 100, customers: 400, tasks: 1_000, invoices: 400 };
const TEAM = 10;
/** One user in LARGEST_EVERY is a member of the full-scale company. */
const LARGEST_EVERY = 10;

/** The company (0 the full-scale one, then the typical ones in order) of the `i`-th user. */
export function companyOf(i: number, mix: Mix): number {
  if (mix === 'one' || i % LARGEST_EVERY === 0) return 0;
  const typical = i - Math.floor(i / LARGEST_EVERY) - 1; // its place among the typical companies' users
  return 1 + Math.floor(typical / TEAM);
}

/**
 * The capacity companies written into `db`: `users` team members (cap_1, cap_2, ...; password bench123), each
 * with a project of its own in its company, spread over companies as `mix` says.
 */
export async function fillCapacityCompanies(db: Db, users: number, mix: Mix): Promise<SimUser[]> {
  const members = new Map<number, number[]>(); // company → its users' indexes, in order
  for (let i = 0; i < users; i++) {
    const company = companyOf(i, mix);
    members.set(company, [...(members.get(company) ?? []), i]);
  }
  const hash = await hashPassword('bench123', 10);
  const companyIds: number[] = [];
  for (const [company, indexes] of [...members].sort(([a], [b]) => a - b)) {
    const scale =
      company === 0
        ? { ...FULL_SCALE, projects: Math.max(FULL_SCALE.projects, indexes.length) }
        : TYPICAL_SCALE;
    const { companyId } = await generateCompany(db, scale, { analyze: false });
    companyIds[company] = companyId;
    await db.insert(usersTable).values(
      indexes.map((i) => ({
        companyId,
        username: `cap_${i + 1}`,
        email: `cap_${i + 1}@example.com`,
        passwordHash: hash,
        role: 'admin' as const,
      })),
    );
  }
  // A group of 20 products on the projects the users work on, and on every project of the full-scale company:
  // the budget screen and the expense form have real items to show. (Every project of every typical company as
  // well would be ten times the rows, and the kept cost sums' triggers make each row slow to generate.)
  const ids = companyIds.filter((id) => id !== undefined);
  // Generated, so no one's action: the audit triggers stay out of it, as in generateCompany.
  await db.transaction(async (tx) => {
    await pauseAuditInTransaction(tx);
    for (const [company, indexes] of members) {
      await tx.execute(sql`
        insert into budget_items (company_id, project_id, parent_id, type, name, "order")
        select company_id, id, null, 'group', 'Finishes', 0 from projects
        where company_id = ${companyIds[company]!}
        order by id limit ${company === 0 ? null : indexes.length}`);
    }
    await tx.execute(sql`
      insert into budget_items (company_id, project_id, parent_id, type, name, quantity, unit_cost, unit_price,
        markup, margin, "order")
      select g.company_id, g.project_id, g.id, 'product', 'Line item ' || n, 1 + n % 12, 100 + n, (100 + n) * 1.25,
        25, 20, n
      from budget_items g, generate_series(1, 20) n
      where g.company_id in (${sql.join(ids, sql`, `)}) and g.type = 'group'`);
  });
  await db.execute(sql`vacuum analyze`);

  const simulated: SimUser[] = [];
  for (const [company, indexes] of members) {
    const companyId = companyIds[company]!;
    // Each member gets the next of its company's projects, by id, and that project's tasks and products.
    const own = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(asc(projects.id))
      .limit(indexes.length);
    const projectIds = own.map((p) => p.id);
    const taskRows = await db
      .select({ id: tasks.id, projectId: tasks.projectId })
      .from(tasks)
      .where(and(eq(tasks.companyId, companyId), inArray(tasks.projectId, projectIds)));
    const itemRows = await db
      .select({ id: budgetItems.id, projectId: budgetItems.projectId })
      .from(budgetItems)
      .where(
        and(
          eq(budgetItems.companyId, companyId),
          eq(budgetItems.type, 'product'),
          inArray(budgetItems.projectId, projectIds),
        ),
      );
    const taskMap = byProject(taskRows);
    const itemMap = byProject(itemRows);
    indexes.forEach((i, k) => {
      const projectId = projectIds[k]!;
      simulated[i] = {
        username: `cap_${i + 1}`,
        companyId,
        projectId,
        taskIds: taskMap.get(projectId) ?? [],
        productIds: itemMap.get(projectId) ?? [],
      };
    });
  }
  return simulated;
}

/** Record ids grouped by their project. */
function byProject(rows: { id: number; projectId: number | null }[]) {
  const map = new Map<number, number[]>();
  for (const r of rows) {
    if (r.projectId === null) continue;
    const list = map.get(r.projectId);
    if (list) list.push(r.id);
    else map.set(r.projectId, [r.id]);
  }
  return map;
}

/** A seeded database for `node dist/server/main.js`: a PostgreSQL database of its own, or an embedded DATA_DIR. */
export async function capacityData(
  kind: 'postgres' | 'embedded',
  users: number,
  mix: Mix,
): Promise<CapacityData> {
  const { filled, env, drop } = await serverDatabase(kind, (db) => fillCapacityCompanies(db, users, mix));
  return { users: filled, env, drop };
}
