import { closedLoop, summarize } from '#server/test/closed-loop-load';
import { FULL_SCALE, generateCompany, serverDatabase } from './generate';
import { APP_SERVER, type Server, startServer, stopServer } from './servers';

const CLIENTS = 200;
const WARM_UP_MS = 5_000;
const LOAD_MS = Number(process.env.OVERLOAD_SECONDS ?? 60) * 1000;
const ROUTE = '/api/projects?limit=50';

export type OverloadRow = { database: string; cpu: number } & ReturnType<typeof summarize>;

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench123' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function loadServer(database: string, server: Server, username: string): Promise<OverloadRow> {
  const cookie = await signIn(server.base, username);
  const options = { url: `${server.base}${ROUTE}`, cookie, clients: CLIENTS, timeoutMs: 10_000 };
  await closedLoop(options, [WARM_UP_MS]);
  const cpuBefore = server.cpuMs();
  const [answers] = await closedLoop(options, [LOAD_MS]);
  return { database, cpu: (server.cpuMs() - cpuBefore) / LOAD_MS, ...summarize(answers!) };
}

async function loadDatabase(
  kind: 'embedded' | 'postgres',
  log: (line: string) => void,
): Promise<OverloadRow> {
  const { filled, env, drop } = await serverDatabase(kind, (db) => generateCompany(db, FULL_SCALE));
  try {
    log(`overload: ${kind} database ready`);
    const server = await startServer('app', 'node', APP_SERVER, { ...env, LOG_LEVEL: 'warn' });
    try {
      return await loadServer(kind === 'embedded' ? 'embedded' : 'PostgreSQL', server, filled.username);
    } finally {
      await stopServer(server);
    }
  } finally {
    await drop();
  }
}

export async function measureOverload(log: (line: string) => void): Promise<OverloadRow[]> {
  return [await loadDatabase('embedded', log), await loadDatabase('postgres', log)];
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);

export function overloadTable(rows: OverloadRow[]): string[] {
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    `${CLIENTS} clients, each asking again as soon as answered, \`GET ${ROUTE}\` for ${LOAD_MS / 1000} s after a`,
    `${WARM_UP_MS / 1000} s warm-up, on the 5,000-project company. Goals: nothing unanswered after 10 s, nothing`,
    'served after more than 2 s, refusals (503 with Retry-After) within 100 ms.',
    '',
    '| database | served | served p50 / p95 / max | refused | refused p50 / p95 / max | unanswered | server CPU | goals |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.served.count} | ${ms(r.served.p50)} / ${ms(r.served.p95)} / ${ms(r.served.max)} | ${r.refused.count} | ${ms(r.refused.p50)} / ${ms(r.refused.p95)} / ${ms(r.refused.max)} | ${r.unanswered} | ${(r.cpu * 100).toFixed(0)} % | unanswered ${met(r.unanswered === 0)}, served ${met(!(r.served.max > 2000))}, refused ${met(!(r.refused.p95 > 100))} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const rows = await measureOverload(console.log);
  console.log(overloadTable(rows).join('\n'));
  process.exit(0);
}
