/**
 * Catalog and vendor scale benchmark: one company with 10,000 catalog items (products and services across 12
 * trades and 10 units) and 2,000 vendors. Measures the median time of the vendors list's first page, a vendor
 * search, the catalog list's first page and a catalog search (GET /api/mycompany/catalog, the paged product list
 * the budget item dialog reads), the products page's first page and search (GET /api/companies/{id}/catalog,
 * which also matches the unit text), the catalog overview counts and the trades and units lists, through the real
 * app (app.inject), at a tenth of the data and at full size, on the embedded database and (with
 * BENCH_DATABASE_URL) on a PostgreSQL server. Writes bench/reports/catalog-scale.md (the table; the reading
 * under it is written by hand).
 *
 *   npx tsx bench/catalog-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/catalog-scale.ts
 */
import fs from 'node:fs';
import type { Database } from '#server/db/open';
import { CATALOG_FULL_SCALE, type CatalogScale, generateCatalogCompany } from './catalog-generate';
import { freshDatabase, median, signedInApp } from './generate';

const RUNS = 25;
const probes = (companyId: number) => [
  { name: 'vendors list, first page', url: '/api/mycompany/vendors?limit=50' },
  // Part of a vendor's name, as a user types it: the matches stay few whatever the number of vendors.
  { name: 'vendors search', url: '/api/mycompany/vendors?search=lumber%2012&limit=50' },
  { name: 'catalog list, first page', url: '/api/mycompany/catalog?limit=50' },
  { name: 'catalog search', url: '/api/mycompany/catalog?search=tile%20labor%2012&limit=50' },
  // The catalog pages' own list (/catalog/products): first page, and a search as a user types it.
  { name: 'products page, first page', url: `/api/companies/${companyId}/catalog?kind=products&limit=50` },
  {
    name: 'products page search',
    url: `/api/companies/${companyId}/catalog?kind=products&search=tile%20labor%2012&limit=50`,
  },
  { name: 'catalog counts', url: `/api/companies/${companyId}/catalog-counts` },
  { name: 'trades list', url: `/api/companies/${companyId}/trades` },
  { name: 'units list', url: `/api/companies/${companyId}/units` },
];
const names = probes(0).map((p) => p.name);

async function measure(database: Database, scale: CatalogScale) {
  const { companyId, username } = await generateCatalogCompany(database.db, scale);
  const { app, cookie } = await signedInApp(database.db, username);
  const results: Record<string, number> = {};
  for (const probe of probes(companyId)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: probe.url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${probe.url}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(performance.now() - start); // the first calls warm caches
    }
    results[probe.name] = median(times);
  }
  await app.close();
  return results;
}

const tenth: CatalogScale = {
  products: CATALOG_FULL_SCALE.products / 10,
  vendors: CATALOG_FULL_SCALE.vendors / 10,
};

const lines: string[] = [];
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const small = await freshDatabase(kind);
  const smallResults = await measure(small.database, tenth);
  await small.drop();
  const full = await freshDatabase(kind);
  const fullResults = await measure(full.database, CATALOG_FULL_SCALE);
  await full.drop();
  for (const name of names) {
    const a = smallResults[name]!;
    const b = fullResults[name]!;
    lines.push(`| ${kind} | ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}x |`);
  }
}

const report = [
  '# Catalog and vendors at scale',
  '',
  `Median of ${RUNS} calls through the app (app.inject) after 3 warm-up calls; one company with a tenth of the data,`,
  'then 10,000 catalog items (products and services over 12 trades and 10 units) and 2,000 vendors. Made by',
  '`npx tsx bench/catalog-scale.ts` (with BENCH_DATABASE_URL for PostgreSQL) on the 2-core development machine.',
  '',
  '| database | call | 1/10 data (ms) | full data (ms) | growth |',
  '|---|---|---|---|---|',
  ...lines,
  '',
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/catalog-scale.md', report);
console.log(report);
