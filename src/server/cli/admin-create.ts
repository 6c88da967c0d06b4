/**
 * npm run admin:create -- --username NAME --password SECRET [--email ADDRESS]
 * Makes a system administrator in the configured database (DATABASE_URL, or the embedded one in DATA_DIR,
 * which must not be in use by a running server).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { findEmptyDatabaseSnapshot } from '../db/snapshot-file';
import { createSystemAdmin } from '../features/admin/system-admin';

const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } },
});

async function run(): Promise<void> {
  const username = values.username?.trim();
  const password = values.password;
  if (!username || username.length < 3 || !password || password.length < 6) {
    console.error('Usage: npm run admin:create -- --username NAME --password SECRET [--email ADDRESS]');
    console.error('The username needs at least 3 characters and the password at least 6.');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ ...config, snapshot: findEmptyDatabaseSnapshot() });
  try {
    await database.migrate();
    const user = await createSystemAdmin(database.db, {
      username,
      password,
      email: values.email ?? `${username}@localhost`,
      passwordCost: config.passwordHashCost,
    });
    console.log(`System administrator ${user.username} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

run().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
