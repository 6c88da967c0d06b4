import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { isDatabaseEmpty, seedDemo } from './db/demo-seed';
import type { Database } from './db/open';
import { users } from './db/schema/index';
import { createSystemAdmin } from './features/admin/system-admin';
import { openFileStore } from './storage/open-store';

/**
 * First-start duties after migrating: ADMIN_USERNAME/ADMIN_PASSWORD make the first system administrator, and an
 * empty embedded database gets the demo company (never with DATABASE_URL). Returns the demo sign-ins to print.
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger) {
  const { db } = database;
  const empty = await isDatabaseEmpty(db);
  let demo: Awaited<ReturnType<typeof seedDemo>> = [];
  if (empty && database.kind === 'pglite' && config.demoData) {
    demo = await seedDemo(db, { storage: openFileStore(config) });
  }
  if (config.adminUsername && config.adminPassword) {
    const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    if (!anyAdmin) {
      await createSystemAdmin(db, {
        username: config.adminUsername,
        password: config.adminPassword,
        email: `${config.adminUsername}@localhost`,
        passwordCost: config.passwordHashCost,
      });
      log.info(`Created system administrator ${config.adminUsername} from ADMIN_USERNAME`);
    }
  }
  return demo;
}
