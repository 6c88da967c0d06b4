/**
 * The baseline of the API ratio benchmark: a bare Fastify 5 + pg server that runs, for each route, exactly the
 * statements the app ran for one call of it (captured by bench/api-ratio.ts) and answers their rows as JSON.
 * No sessions, validation, contracts or logging: what the stack can do with the same SQL.
 *
 *   node bench/baseline-server.mjs <routes.json> <port> <database url>
 * routes.json: [{ "path": "/r0", "statements": [{ "text", "values", "name"? }] }]
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [routesFile, port, url] = process.argv.slice(2);
const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
// The app's pool has 10 connections (src/server/db/open.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 }); // the app's POOL_CONNECTIONS (src/server/db/open.ts)
const app = Fastify();

for (const route of routes) {
  const inTransaction = route.statements.some((s) => /^\s*begin\b/i.test(s.text));
  app.get(route.path, async (_request, reply) => {
    const results = [];
    // A transaction's statements must share one connection; others go to the pool one by one, as the app's do.
    const client = inTransaction ? await pool.connect() : pool;
    try {
      for (const s of route.statements) {
        const res = await client.query(s.name ? { name: s.name, text: s.text } : s.text, s.values);
        results.push(res.rows);
      }
    } finally {
      if (inTransaction) client.release();
    }
    // The app sends JSON its database built (the budget) as it comes; so does the baseline.
    const last = results[results.length - 1];
    const only = last?.length === 1 ? Object.values(last[0]) : [];
    if (only.length === 1 && typeof only[0] === 'string') return reply.type('application/json').send(only[0]);
    return results.length === 1 ? results[0] : results;
  });
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
// A clean exit on SIGTERM, as the app's: a profile asked for with --cpu-prof is written only then.
process.once('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
console.log('baseline ready');
