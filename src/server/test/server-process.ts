import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { openPostgres } from '../db/open';
import { createDatabase, dropDatabase, runDatabaseName } from './test-databases';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Runs src/server/main.ts in its own Node process (one process, so SIGKILL really kills the server); `entry`
 * 'dist' runs the built server (dist/server/main.js) as `npm start` does.
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  entry: 'src' | 'dist' = 'src',
): ServerProcess {
  let output = '';
  const args = entry === 'dist' ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until GET /api/health answers 200, or fails with what the server printed. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** One statement on the test run's PostgreSQL server, on a connection of its own (altering databases). */
export async function adminQuery(sql: string, params: unknown[] = []): Promise<void> {
  const { inject } = await import('vitest');
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('adminQuery needs the PostgreSQL test pass');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * `count` server processes on one fresh PostgreSQL database (made on the test run's server and migrated once, so
 * the instances do not both migrate an empty database at once), healthy; `stop` kills them and drops the
 * database. For the tests that prove several instances behave as one; the database is named after the run
 * (test-databases.ts), so the run's teardown drops it even if `stop` never runs.
 */
export async function startInstancesOnFreshPostgres(
  purpose: string,
  count: number,
): Promise<{ servers: ServerProcess[]; databaseName: string; stop: () => Promise<void> }> {
  // Loaded here, not at the top: the browser tests and benches load this module outside vitest.
  const { inject } = await import('vitest');
  const adminUrl = inject('postgresUrl');
  const runPrefix = inject('postgresRunPrefix');
  if (!adminUrl || !runPrefix)
    throw new Error('Server instances on PostgreSQL need the PostgreSQL test pass');
  // The run's prefix already says buildline; the name must stay within PostgreSQL's 63 characters.
  const dbName = runDatabaseName(runPrefix, purpose.replace(/^buildline_/, ''));
  const url = new URL(await createDatabase(adminUrl, dbName));
  const servers: ServerProcess[] = [];
  const stop = async () => {
    for (const s of servers) {
      if (s.child.exitCode === null) {
        s.child.kill('SIGKILL');
        await s.exited;
      }
    }
    await dropDatabase(adminUrl, dbName);
  };
  // A start that fails still drops its database: no test leaves one behind.
  try {
    const database = await openPostgres(url.toString(), 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    for (let i = 0; i < count; i++) {
      servers.push(
        startServer(
          { DATABASE_URL: url.toString(), DEMO_DATA: 'false', LOG_LEVEL: 'error' },
          await freePort(),
        ),
      );
    }
    await Promise.all(servers.map((s) => waitHealthy(s)));
  } catch (err) {
    await stop();
    throw err;
  }
  return { servers, databaseName: dbName, stop };
}
