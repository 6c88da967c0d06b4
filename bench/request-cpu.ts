/**
 * CPU per request of the lightest signed-in routes, through the real app (app.inject: hooks, session lookup,
 * security headers, validation, serialisation) on a PostgreSQL server: what every request pays before its own
 * work. Prints microseconds of process CPU per request (user + system), median of 5 rounds of 2,000 requests.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/request-cpu.ts
 */
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { freshDatabase, median } from './generate';

const ROUNDS = 5;
const REQUESTS = 2_000;

const { database, drop } = await freshDatabase(process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');
const app = await buildApp({
  db: database.db,
  config: loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' }),
});
const register = await app.inject({
  method: 'POST',
  url: '/api/register',
  payload: {
    username: `bench${Date.now()}`,
    password: 'bench123',
    email: 'b@example.com',
    companyName: 'Bench',
  },
});
const cookie = `sid=${register.cookies.find((c) => c.name === 'sid')?.value}`;

for (const url of ['/api/user', '/api/health']) {
  const perRequest: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    const used = process.cpuUsage(start);
    if (round > 0) perRequest.push((used.user + used.system) / REQUESTS); // the first round warms up
  }
  console.log(`${url}: ${median(perRequest).toFixed(0)} µs CPU per request`);
}
await app.close();
await drop();
