/** Server processes for the benchmarks: started on a free port, ready when they answer, their CPU readable. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { freePort } from '#server/test/server-process';

/** Node's own flags in `npm start` (package.json), such as the young generation's size (decision 0297). */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The production server's arguments to `node`, as `npm start` runs it once built: what benchmarks measure. */
export const APP_SERVER = [...startFlags(), 'dist/server/main.js'];

export type Server = {
  name: string;
  base: string;
  child: ChildProcess;
  /** Process CPU (user + system) used so far, in milliseconds, from /proc. */
  cpuMs: () => number;
};

/** Resolves once the server answers anything on its port (it listens only when ready). */
export async function waitForAnswer(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      await fetch(`${base}/api/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error(`no answer from ${base} within ${timeoutMs} ms`);
}

/**
 * `{port}` in args is replaced by the port; PORT and HOST are set in the environment too. With `onLine`, each line
 * the server writes to its standard output (its log) is handed to it.
 */
export async function startServer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  onLine?: (line: string) => void,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    command,
    args.map((a) => a.replace('{port}', String(port))),
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
    },
  );
  if (onLine) readline.createInterface({ input: child.stdout! }).on('line', onLine);
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(base, child);
  const ticks = 100; // USER_HZ on Linux
  return {
    name,
    base,
    child,
    cpuMs: () => {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    },
  };
}

/**
 * CPU (user + system, ms) used so far by each of the PostgreSQL server's processes on this machine, by pid: the
 * postmaster, its background workers and a backend per connection; with `database`, only the backends connected
 * to it.
 */
function postgresCpuByProcess(database?: string): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    let command: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      command = database === undefined ? '' : fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    if (!stat.includes('(postgres)')) continue;
    // A backend's title is "postgres: <cluster>: <user> <database> <client> <state>".
    if (database !== undefined && !command.includes(` ${database} `)) continue;
    const fields = stat.split(') ')[1]!.split(' ');
    byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  }
  return byPid;
}

/**
 * The CPU (ms) PostgreSQL's processes (of `database`, when given) use while `measure` reads it again: a process
 * that started meanwhile counts in full, one that ended (a pool closing an idle connection) counts for nothing.
 */
export function postgresCpuSince(database?: string): () => number {
  const before = postgresCpuByProcess(database);
  return () => {
    let total = 0;
    for (const [pid, ms] of postgresCpuByProcess(database)) total += ms - (before.get(pid) ?? 0);
    return total;
  };
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Signs `username` in over HTTP at `base` (every generated user's password is bench123): its session cookie. */
export async function signInOverHttp(base: string, username: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench123' }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!login.ok || !sid) throw new Error(`sign-in of ${username} failed: ${login.status}`);
  return `sid=${sid}`;
}
