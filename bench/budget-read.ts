/**
 * The budget read at its largest: GET /api/projects/{id}/budget of a 2,000-item budget (three deep), from the
 * production build as its own process on PostgreSQL, called one at a time as a browser would (accepting
 * brotli), after 3 warm-up calls. Median and p95 of 60 calls.
 */
import { generateBudgetCompany } from './budget-generate';
import { freshDatabase, median, percentile } from './generate';
import { APP_SERVER, signInOverHttp, startServer, stopServer } from './servers';

export async function measureBudgetRead(): Promise<{ median: number; p95: number }> {
  const { database, url, drop } = await freshDatabase('postgres');
  try {
    const { username, projectId } = await generateBudgetCompany(database.db);
    const app = await startServer('app', 'node', APP_SERVER, {
      DATABASE_URL: url!,
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
    });
    try {
      const cookie = await signInOverHttp(app.base, username);
      const times: number[] = [];
      for (let i = 0; i < 63; i++) {
        const start = performance.now();
        const res = await fetch(`${app.base}/api/projects/${projectId}/budget`, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
        });
        await res.text();
        if (res.status !== 200) throw new Error(`budget read: ${res.status}`);
        if (i >= 3) times.push(performance.now() - start);
      }
      return { median: median(times), p95: percentile(times, 0.95) };
    } finally {
      await stopServer(app);
    }
  } finally {
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { median: m, p95 } = await measureBudgetRead();
  console.log(`budget read, 2,000 items: median ${m.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}
