import { and, asc, eq, sql } from 'drizzle-orm';
import { budgetItems, projects } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { generateCompany } from './generate';

/** 10 areas, 100 rooms (10 per area) and 1,890 products spread over the rooms: 2,000 items, three deep. */
export const BUDGET_SHAPE = { areas: 10, rooms: 100, products: 1_890 };
export const BUDGET_ITEMS = BUDGET_SHAPE.areas + BUDGET_SHAPE.rooms + BUDGET_SHAPE.products;

export type BudgetShape = { areas: number; rooms: number; products: number };

/**
 * A company with one project whose budget has 2,000 items nested three deep (groups of groups of products),
 * generated inside the database. Returns the sign-in, the project and one product to edit.
 */
export async function generateBudgetCompany(db: Db) {
  const { companyId, username } = await generateCompany(db, {
    projects: 1,
    customers: 1,
    tasks: 0,
    invoices: 0,
  });
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, companyId));
  const projectId = project!.id;
  const productId = await generateBudget(db, companyId, projectId, BUDGET_SHAPE);
  return { companyId, username, projectId, productId };
}

/**
 * Fills a project's budget with `shape` (areas, rooms spread over the areas, products spread over the rooms).
 * Prices are cost x 1.25, so the stored markup (25) and margin (20) agree with them as the server's rules
 * require. Returns one product's id.
 */
export async function generateBudget(db: Db, companyId: number, projectId: number, shape: BudgetShape) {
  const { areas, rooms, products } = shape;
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, description, "order")
    select ${companyId}, ${projectId}, null, 'group', 'Area ' || (g + 1) || ': ' ||
      (array['Demolition','Framing','Plumbing','Electrical','Drywall','Cabinetry','Flooring','Painting',
        'Fixtures','Closeout'])[1 + g % 10], null, g
    from generate_series(0, ${areas - 1}) g`);
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, "order")
    select ${companyId}, ${projectId}, a.id, 'group', 'Room ' || (g + 1), g / ${areas}
    from generate_series(0, ${rooms - 1}) g
    join budget_items a on a.project_id = ${projectId} and a.parent_id is null and a."order" = g % ${areas}`);
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, description, quantity, unit_cost,
      unit_price, markup, margin, "order")
    select ${companyId}, ${projectId}, r.id, 'product', 'Line item ' || (g + 1),
      case when g % 3 = 0 then 'Supply and install, fasteners and disposal included' end,
      1 + g % 12, 100 + g % 50, (100 + g % 50) * 1.25, 25, 20, g / ${rooms}
    from generate_series(0, ${products - 1}) g
    join budget_items r on r.project_id = ${projectId} and r.type = 'group' and r.parent_id is not null
      and r.name = 'Room ' || (1 + g % ${rooms})`);
  await db.execute(sql`analyze budget_items`);
  const [product] = await db
    .select({ id: budgetItems.id })
    .from(budgetItems)
    .where(and(eq(budgetItems.projectId, projectId), eq(budgetItems.type, 'product')))
    .orderBy(asc(budgetItems.id))
    .limit(1);
  return product!.id;
}
