/**
 * What answering through the contracts costs (issue 8): for the hot list routes, the time to write one answer
 * with the serializer compiled from the route's declared zod contract (fast-json-stringify, which writes only
 * the named properties) against plain JSON.stringify of the same payload. Prints the ratio; below 1 means the
 * contract is cheaper than no contract. Writes bench/reports/answer-contracts.md.
 *
 *   npx tsx bench/answer-contracts.ts
 */
import fs from 'node:fs';
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { responseJsonSchema } from '#server/http/serialization';
import { FULL_SCALE, freshDatabase, generateCompany, median, signedInApp } from './generate';

const ROUNDS = 9;
const CALLS = 400;

const { database, drop } = await freshDatabase('pglite');
const { companyId, username } = await generateCompany(database.db, {
  projects: FULL_SCALE.projects / 10,
  customers: FULL_SCALE.customers / 10,
  tasks: FULL_SCALE.tasks / 10,
  invoices: FULL_SCALE.invoices / 10,
});
const { app, cookie } = await signedInApp(database.db, username);
const firstProject = (
  await app.inject({ method: 'GET', url: '/api/projects?limit=1', headers: { cookie } })
).json()[0].id as number;

const probes = [
  { route: 'GET /api/projects', url: '/api/projects?limit=50' },
  { route: 'GET /api/companies/:companyId/customers', url: `/api/companies/${companyId}/customers?limit=50` },
  { route: 'GET /api/projects/:id/tasks', url: `/api/projects/${firstProject}/tasks` },
  { route: 'GET /api/projects/:id', url: `/api/projects/${firstProject}` },
  { route: 'GET /api/dashboard/summary', url: '/api/dashboard/summary' },
];

const time = (fn: () => void) => {
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) fn();
    rounds.push(((performance.now() - start) / CALLS) * 1000);
  }
  return median(rounds);
};

const rows: string[] = [];
for (const probe of probes) {
  const route = app.routeList.find((r) => `${r.method} ${r.url}` === probe.route);
  const schema = (route?.schema.response as Record<string, z.ZodType> | undefined)?.['200'];
  if (!schema) {
    rows.push(`| ${probe.route} | no contract | | | |`);
    continue;
  }
  const res = await app.inject({ method: 'GET', url: probe.url, headers: { cookie } });
  const payload = res.json();
  const write = fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]);
  const plain = time(() => JSON.stringify(payload));
  const contract = time(() => write(payload));
  rows.push(
    `| ${probe.route} | ${res.body.length} | ${plain.toFixed(1)} | ${contract.toFixed(1)} | ${(contract / plain).toFixed(2)} |`,
  );
}
await app.close();
await drop();

const report = [
  '# What answering through the contracts costs',
  '',
  `Time to write one answer (µs, median of ${ROUNDS} rounds of ${CALLS}) with the serializer compiled from the`,
  "route's contract against JSON.stringify of the same payload; a company with 500 projects and 2,000 customers.",
  'Made by `npx tsx bench/answer-contracts.ts` on the 2-core development machine.',
  '',
  '| route | answer bytes | JSON.stringify (µs) | contract (µs) | contract ÷ stringify |',
  '|---|---|---|---|---|',
  ...rows,
  '',
];
fs.writeFileSync(new URL('./reports/answer-contracts.md', import.meta.url), report.join('\n'));
console.log(report.join('\n'));
