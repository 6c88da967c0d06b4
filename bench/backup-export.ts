/**
 * Backup export of a large company: the 5,000-project benchmark company (generate.ts: 20,000 customers, 50,000
 * tasks, 20,000 invoices) plus 40 stored files of 1 MB, exported by exportBackup into a gzip file as the download
 * route does, while this process's memory (RSS and V8 heap) is sampled every 10 ms. Goal: the export grows memory
 * by less than 100 MB. Then the file is restored into a new database (time only). Writes
 * bench/reports/backup-export.md (the tables; the reading under them is written by hand).
 *
 *   npx tsx bench/backup-export.ts   (each database in a child process with --expose-gc)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/backup-export.ts
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { storedFiles } from '#server/db/schema/index';
import { exportBackup } from '#server/features/backup/backup-export';
import { restoreBackup } from '#server/features/backup/backup-restore';
import { writerTo } from '#server/features/backup/backup-stream';
import { createDiskStore } from '#server/storage/disk-store';
import { FULL_SCALE, freshDatabase, generateCompany } from './generate';

const FILES = 40;
const FILE_BYTES = 1_000_000;
const GOAL_MB = 100;
const MB = 1024 * 1024;

type Row = {
  kind: string;
  rows: number;
  files: number;
  seconds: number;
  sizeMb: number;
  rss: number;
  heap: number;
};

/** Peak growth of RSS and heap over `work`, sampled every 10 ms, after a garbage collection. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; rss: number; heap: number; seconds: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - before.rss);
    heap = Math.max(heap, now.heapUsed - before.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, rss: rss / MB, heap: heap / MB, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

async function run(kind: 'pglite' | 'postgres'): Promise<{ exported: Row; restoredSeconds: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const source = await freshDatabase(kind);
  const target = await freshDatabase(kind);
  try {
    const storage = createDiskStore(path.join(dir, 'files'));
    const { companyId } = await generateCompany(source.database.db, FULL_SCALE);
    for (let i = 0; i < FILES; i++) {
      const key = `companies/${companyId}/bench-${i}`;
      await storage.put(key, Readable.from([randomBytes(FILE_BYTES)]), 'application/pdf');
      await source.database.db.insert(storedFiles).values({
        companyId,
        storageKey: key,
        originalName: `plan-${i}.pdf`,
        contentType: 'application/pdf',
        size: FILE_BYTES,
      });
    }
    const file = path.join(dir, 'backup.jsonl.gz');
    const { result, rss, heap, seconds } = await measured(async () => {
      const gzip = createGzip();
      const out = fs.createWriteStream(file);
      const done = new Promise<void>((resolve, reject) =>
        out.on('finish', () => resolve()).on('error', reject),
      );
      gzip.pipe(out);
      const summary = await exportBackup(source.database.db, {
        scope: { kind: 'company', companyId },
        storage,
        now: new Date(),
        write: writerTo(gzip),
      });
      gzip.end();
      await done;
      return summary;
    });
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    const sizeMb = fs.statSync(file).size / MB;
    console.log(
      `${kind}: ${rows} rows, ${result.files} files, ${seconds.toFixed(1)} s, ${sizeMb.toFixed(1)} MB`,
    );
    console.log(`  growth: RSS ${rss.toFixed(1)} MB, heap ${heap.toFixed(1)} MB`);
    const restoreStarted = performance.now();
    await restoreBackup(
      target.database.db,
      fs.createReadStream(file),
      createDiskStore(path.join(dir, 'restored')),
    );
    const restoredSeconds = (performance.now() - restoreStarted) / 1000;
    const [check] = (
      (await target.database.db.execute(sql`select count(*)::int as n from projects`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (check?.n !== FULL_SCALE.projects) throw new Error(`restored ${check?.n} projects`);
    console.log(`  restored in ${restoredSeconds.toFixed(1)} s`);
    return {
      exported: { kind, rows, files: result.files, seconds, sizeMb, rss, heap },
      restoredSeconds,
    };
  } finally {
    await source.drop();
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Each database in a process of its own, so that one's memory does not hide the other's growth.
const only = process.env.BENCH_ONLY as 'pglite' | 'postgres' | undefined;
if (only) {
  const result = await run(only);
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}
const results: Awaited<ReturnType<typeof run>>[] = [];
for (const kind of process.env.BENCH_DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const)) {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/backup-export.ts'], {
    env: { ...process.env, BENCH_ONLY: kind },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${kind} run failed:\n${child.stdout}`);
  process.stdout.write(child.stdout.replace(line, ''));
  results.push(JSON.parse(line.slice('RESULT '.length)));
}

const report = `# Backup export of the 5,000-project company

The benchmark company of bench/generate.ts (5,000 projects, 20,000 customers, 50,000 tasks, 20,000 invoices, with
its users, counters and day sums) plus ${FILES} stored files of ${FILE_BYTES / 1_000_000} MB of random bytes (they do not compress), exported by
\`exportBackup\` (one REPEATABLE READ, READ ONLY transaction, rows through a cursor ${'500'} at a time, files in
48 KB chunks) into a gzip file, as the download route does. Each database runs in a process of its own, whose memory is sampled every 10 ms;
growth is the highest sample less the value before the export (after a garbage collection). Goal: less than
${GOAL_MB} MB. The file is then restored into a new database (\`restoreBackup\`, one transaction).
Made by \`npx tsx bench/backup-export.ts\` (with BENCH_DATABASE_URL for PostgreSQL) on 2 cores,
${new Date().toISOString().slice(0, 10)}, 1-minute load average ${os.loadavg()[0]?.toFixed(1)} at the end.

| database | rows | files | export time | file size | RSS growth | heap growth | goal | restore time |
|---|---|---|---|---|---|---|---|---|
${results
  .map(
    ({ exported: r, restoredSeconds }) =>
      `| ${r.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL server'} | ${r.rows.toLocaleString('en-US')} | ${r.files} | ${r.seconds.toFixed(1)} s | ${r.sizeMb.toFixed(1)} MB | ${r.rss.toFixed(1)} MB | ${r.heap.toFixed(1)} MB | ${r.rss < GOAL_MB && r.heap < GOAL_MB ? 'met' : 'MISSED'} | ${restoredSeconds.toFixed(1)} s |`,
  )
  .join('\n')}
`;
fs.writeFileSync('bench/reports/backup-export.md', report);
console.log(report);
