import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';

/**
 * A server of the build (dist/server/main.js) of one spec file's own, on a fresh PostgreSQL database that the spec
 * may also read and write directly (to age a password, say). For specs that change what every user shares
 * (the system settings) or need a configuration the shared test server does not have, so no other spec
 * running at the same time is affected. `stop` ends the process and drops the database.
 */
/** How long a server of its own may take to answer its health check; the hooks that start one allow more. */
export const OWN_SERVER_START_MS = 120_000;

export async function startOwnServer(options: { port: number; env?: Record<string, string> }) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `e2e_own_${options.port}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const baseURL = `http://127.0.0.1:${options.port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseURL,
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // A start takes about 2 s; a PostgreSQL checkpoint under way on the shared server has held one past a minute.
  const deadline = Date.now() + OWN_SERVER_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return {
    baseURL,
    /** A direct connection to the server's database. */
    db,
    async stop() {
      await db.end();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}
