/**
 * Budget at scale: one project whose budget has 2,000 items nested three deep (10 areas, 100 rooms, 1,890
 * products). Over real HTTP (the app listening on a local port, called with fetch) it measures the budget page's
 * read (GET /api/projects/{id}/budget), editing one product (PATCH /api/budget/{id}, which answers the item) and
 * the estimate PDF of those 2,000 lines: GET /api/estimates/{id}/pdf when the app has that route, otherwise the
 * document and renderEstimatePdf called directly. On the embedded database and, with BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL), on a PostgreSQL server. Writes bench/reports/budget-scale.md.
 *
 *   npm run bench:budget
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:budget
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/open';
import { estimateDocument } from '#server/features/estimates/estimate-document';
import { renderEstimatePdf } from '#server/features/estimates/estimate-pdf';
import { getEstimateOrThrow } from '#server/features/estimates/estimates.queries';
import { pdfText } from '#server/test/pdf-text';
import { BUDGET_ITEMS, generateBudgetCompany } from './budget-generate';
import { freshDatabase, median, percentile } from './generate';
import { signInOverHttp } from './servers';

const WARM_UP = 3;
const RUNS = { read: 40, patch: 30, pdf: 10 };
const PDF_ROUTE = '/api/estimates/:id/pdf';
if (!process.env.BENCH_DATABASE_URL && process.env.TEST_DATABASE_URL) {
  process.env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
}

type Kind = 'pglite' | 'postgres';
type Result = { call: string; median: number; p95: number; target: number };

/** Targets of the brief: the budget read under 150 ms embedded and 50 ms on PostgreSQL, the PDF under 2 s. */
const targets = {
  read: { pglite: 150, postgres: 50 },
  patch: { pglite: 150, postgres: 50 },
  pdf: { pglite: 2000, postgres: 2000 },
};

async function time(runs: number, call: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + runs; i++) {
    const start = performance.now();
    await call(i);
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return times;
}

async function measure(kind: Kind, database: Database): Promise<{ results: Result[]; pdfVia: string }> {
  const { db } = database;
  const seeded = await generateBudgetCompany(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' });
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const headers = { cookie: await signInOverHttp(base, seeded.username) };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res;
    };

    const first = (await (await call('GET', `/api/projects/${seeded.projectId}/budget`)).json()) as {
      items: unknown[];
    };
    if (first.items.length !== BUDGET_ITEMS)
      throw new Error(`expected ${BUDGET_ITEMS} items, got ${first.items.length}`);
    const read = await time(RUNS.read, async () => {
      await (await call('GET', `/api/projects/${seeded.projectId}/budget`)).arrayBuffer();
    });
    const patch = await time(RUNS.patch, async (i) => {
      await (
        await call('PATCH', `/api/budget/${seeded.productId}`, { quantity: String(2 + (i % 5)) })
      ).json();
    });

    const estimate = (await (await call('GET', `/api/projects/${seeded.projectId}/estimate`)).json()) as {
      id: number;
    };
    const viaRoute = app.hasRoute({ method: 'GET', url: PDF_ROUTE });
    let lastPdf: Buffer = Buffer.alloc(0);
    const pdf = await time(RUNS.pdf, async () => {
      if (viaRoute) {
        lastPdf = Buffer.from(await (await call('GET', `/api/estimates/${estimate.id}/pdf`)).arrayBuffer());
      } else {
        const row = await getEstimateOrThrow(db, seeded.companyId, estimate.id);
        lastPdf = await renderEstimatePdf(await estimateDocument(db, row, new Date(), 'America/New_York'));
      }
    });
    const text = pdfText(lastPdf);
    if (!lastPdf.subarray(0, 5).equals(Buffer.from('%PDF-')) || !text.includes('Line item 1890')) {
      throw new Error('the PDF does not show the last line');
    }
    const pages = /Page 1 of (\d+)/.exec(text)?.[1] ?? '?';

    const result = (call: string, times: number[], target: number): Result => ({
      call,
      median: median(times),
      p95: percentile(times, 0.95),
      target,
    });
    return {
      results: [
        result('GET /api/projects/{id}/budget (2,000 items)', read, targets.read[kind]),
        result('PATCH /api/budget/{id} (one product)', patch, targets.patch[kind]),
        result(
          viaRoute
            ? `GET /api/estimates/{id}/pdf (${pages} pages)`
            : `estimate PDF, rendered directly (${pages} pages)`,
          pdf,
          targets.pdf[kind],
        ),
      ],
      pdfVia: viaRoute ? 'route' : 'direct',
    };
  } finally {
    await app.close();
  }
}

const rows: string[] = [];
const notes: string[] = [];
const loadBefore = os.loadavg()[0]!;
const kinds: Kind[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const { database, drop } = await freshDatabase(kind);
  try {
    const { results, pdfVia } = await measure(kind, database);
    for (const r of results) {
      const verdict = r.p95 <= r.target ? 'yes' : r.median <= r.target ? 'median only' : 'no';
      rows.push(
        `| ${kind} | ${r.call} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | < ${r.target} | ${verdict} |`,
      );
    }
    if (pdfVia === 'direct')
      notes.push(`(${kind}: the PDF route is not registered yet; the renderer was timed directly.)`);
  } finally {
    await drop();
  }
}

const report = [
  '# Budget with 2,000 items',
  '',
  `One project whose budget has ${BUDGET_ITEMS.toLocaleString('en-US')} items nested three deep (10 areas, 100`,
  'rooms, 1,890 products). Calls over real HTTP to the app listening on 127.0.0.1, signed in; ' +
    `${WARM_UP} warm-up calls, then ${RUNS.read} reads, ${RUNS.patch} edits and ${RUNS.pdf} PDFs. Made by`,
  '`npm run bench:budget` (with BENCH_DATABASE_URL for PostgreSQL) on the 2-core development machine ' +
    `(1-minute load average ${loadBefore.toFixed(2)} before the run, ${os.loadavg()[0]!.toFixed(2)} after).`,
  'Browser rows, when present, come from `bench/budget-browser.ts` (timed in the page from the input event to the',
  'first frame painted after the change).',
  ...notes,
  '',
  '| database | call | median (ms) | p95 (ms) | target (ms) | met |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/budget-scale.md', report);
console.log(report);
