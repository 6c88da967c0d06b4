/**
 * Live-update fan-out benchmark: one server process (the real `src/server/main.ts`) with 200 open event streams
 * (GET /api/events, real HTTP, held by this process), then team-chat messages posted through the API one after
 * another. For each message and each stream: the time from sending the POST to the stream receiving the notice
 * (the POST's own work, the commit, NOTIFY, the hub's fan-out and the socket). Reports the median, 95th and 99th
 * percentile per database. Goal: the 99th percentile under 200 ms.
 *
 *   npx tsx bench/live-fanout.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/live-fanout.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, waitHealthy } from '#server/test/server-process';
import { openEventStream, type SseClient } from '#server/test/sse-client';
import { freshDatabase, median, percentile } from './generate';

const STREAMS = Number(process.env.STREAMS ?? 200);
const MESSAGES = 50;
const GOAL_P99_MS = 200;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function run(kind: 'pglite' | 'postgres') {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buildline-fanout-'));
  const db = kind === 'postgres' ? await freshDatabase('postgres') : undefined;
  if (db) await db.database.close();
  const server = startServer(
    {
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    },
    port,
  );
  try {
    await waitHealthy(server);
    const base = server.url;
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'fanout',
        password: 'bench123',
        email: 'fanout@example.com',
        companyName: 'Fan-out Co',
      }),
    });
    const { companyId } = await json<{ companyId: number }>(register);
    const cookie = `sid=${/sid=([^;]+)/.exec(register.headers.get('set-cookie') ?? '')?.[1]}`;
    const headers = { 'content-type': 'application/json', cookie };
    const postJson = async <T>(url: string, body: unknown) =>
      json<T>(await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) }));
    const customer = await postJson<{ id: number }>(`/api/companies/${companyId}/customers`, {
      firstName: 'Dana',
      lastName: 'Reyes',
    });
    const project = await postJson<{ id: number }>(`/api/companies/${companyId}/projects`, {
      name: 'Fan-out kitchen',
      type: 'kitchen',
      customerId: customer.id,
    });
    const streams: SseClient[] = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openEventStream(base, cookie));
    if (streams.some((s) => s.status !== 200)) throw new Error('a stream was refused');

    const latencies: number[] = [];
    for (let m = 0; m < MESSAGES + 3; m++) {
      const seen = streams.map((s) => s.events.length);
      const start = performance.now();
      const arrivals = streams.map((s, i) =>
        s
          .waitFor((e) => e.type === 'chat' && s.events.indexOf(e) >= seen[i]!, 5_000)
          .then(() => performance.now()),
      );
      await json(
        await fetch(`${base}/api/projects/${project.id}/chat`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `Message ${m}` }),
        }),
      );
      const times = await Promise.all(arrivals);
      if (m >= 3) latencies.push(...times.map((t) => t - start)); // the first messages warm the server
    }
    for (const s of streams) s.close();
    return {
      p50: median(latencies),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      samples: latencies.length,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await db?.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const rows: string[] = [];
for (const kind of kinds) {
  const r = await run(kind);
  const met = r.p99 < GOAL_P99_MS ? 'met' : '**not met**';
  rows.push(
    `| ${kind} | ${STREAMS} | ${r.samples} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${met} |`,
  );
  console.log(rows.at(-1));
}

const report = [
  '# Live updates: fan-out to open event streams',
  '',
  `One server process with ${STREAMS} open event streams (GET /api/events over real HTTP, held by the benchmark`,
  `process); ${MESSAGES} team-chat messages posted through the API one after another (after 3 to warm up). Each`,
  'sample is the time from sending the POST to one stream receiving its notice: the route, the commit, NOTIFY,',
  `the hub's fan-out and the socket. Goal: 99th percentile under ${GOAL_P99_MS} ms. Machine: ${os.cpus().length} cores,`,
  `load ${os.loadavg()[0]!.toFixed(2)} at the end. Written by \`npx tsx bench/live-fanout.ts\` on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| database | streams | samples | median ms | p95 ms | p99 ms | goal |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
];
fs.writeFileSync('bench/reports/live-fanout.md', report.join('\n'));
console.log(report.join('\n'));
