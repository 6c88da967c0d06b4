/**
 * npm run restore -- FILE            a company backup
 * npm run restore -- --full FILE     a full backup, made by a system administrator
 * Restores a backup (downloaded from Settings > Backup, or a company's profile page) into an EMPTY database: the
 * embedded one in DATA_DIR (default ./data, which no running server may be using) or the PostgreSQL database of
 * DATABASE_URL. Files go to the configured storage (DATA_DIR/files, or S3_BUCKET). After a company backup it
 * prints each member's one-time password, to be changed at the first sign-in (a company backup holds no password).
 */
import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { findEmptyDatabaseSnapshot } from '../db/snapshot-file';
import { restoreBackup } from '../features/backup/backup-restore';
import { openFileStore } from '../storage/open-store';

async function run(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  // A file's header says which kind it is, but anyone holding the file can change it: the person restoring says too.
  const full = args.includes('--full');
  const file = args.find((a) => a !== '--full');
  if (!file) {
    console.error('Usage: npm run restore -- [--full] FILE');
    console.error('Restores a BuildLine backup into an empty database (DATA_DIR, or DATABASE_URL).');
    console.error('--full: the file is a full backup of every company, made by a system administrator.');
    process.exit(2);
  }
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ ...config, snapshot: findEmptyDatabaseSnapshot() });
  try {
    await database.migrate();
    const summary = await restoreBackup(database.db, fs.createReadStream(file), openFileStore(config), {
      passwordCost: config.passwordHashCost,
      expect: full ? 'all' : 'company',
    });
    const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `${config.dataDir}`;
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const tables = Object.entries(summary.rows).filter(([, n]) => n > 0);
    console.log(
      `Restored the backup of ${summary.createdAt} (${summary.scope.kind === 'company' ? `company ${summary.scope.companyId}` : 'all companies'}) into ${where}:`,
    );
    for (const [name, n] of tables) console.log(`  ${name.padEnd(28)} ${n}`);
    console.log(
      `  ${rows} rows, ${summary.files} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (summary.scope.kind === 'company') {
      console.log(
        'A company backup holds no passwords: give each member their one-time password, to be changed at the first',
      );
      console.log('sign-in. Two-factor sign-in is off for everyone until they set it up again.');
      for (const { username, password } of summary.oneTimePasswords)
        console.log(`  ${username.padEnd(28)} ${password}`);
    }
  } finally {
    await database.close();
  }
}

run().catch((err: Error) => {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
});
