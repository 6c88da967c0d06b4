import { asc, eq } from 'drizzle-orm';
import { customTaskTypes, trades } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

/** The company's trades for selectors, by name. */
export async function listTrades(db: DbOrTx, companyId: number) {
  return db
    .select({ id: trades.id, name: trades.name, description: trades.description })
    .from(trades)
    .where(eq(trades.companyId, companyId))
    .orderBy(asc(trades.name), asc(trades.id));
}

/** The company's custom task types (added to the built-in ones), by name. */
export async function listCustomTaskTypes(db: DbOrTx, companyId: number) {
  return db
    .select({ id: customTaskTypes.id, name: customTaskTypes.name, value: customTaskTypes.value })
    .from(customTaskTypes)
    .where(eq(customTaskTypes.companyId, companyId))
    .orderBy(asc(customTaskTypes.name), asc(customTaskTypes.id));
}
