/**
 * Server memory while files go in and out: starts the production server (`node dist/server/main.js`, disk file
 * store in a temporary DATA_DIR; the embedded database, then with BENCH_DATABASE_URL a new PostgreSQL database),
 * signs in, uploads a 10 MB PDF to POST /api/companies/{id}/documents and downloads it (GET
 * /api/documents/{id}/file), one at a time and then four at once, and samples the server process's resident memory (VmRSS in /proc/{pid}/status) every 10 ms. The goal:
 * moving 10 MB files grows the server's memory by less than 20 MB. Writes bench/reports/upload-memory.md (the
 * table; the reading under it is written by hand).
 *
 *   npm run build:server && npx tsx bench/upload-memory.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/upload-memory.ts
 *   BENCH_SERVER_NODE_OPTIONS=--max-semi-space-size=1 npx tsx bench/upload-memory.ts   (the server's V8 options)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipart } from '#server/test/multipart';
import { freshDatabase } from './generate';
import { startFlags, startServer, stopServer } from './servers';

const FILE_BYTES = 10_000_000;
const ROUNDS = 10;
const PARALLEL = 4;
const GOAL_MB = 20;
const MAIN = 'dist/server/main.js';

if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build:server first`);

/** A PDF-typed file: the header the server's type sniffing reads, then filler bytes, then the trailer. */
function pdfFile(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  for (let i = 16; i < size - 64; i += 4096) bytes.write(`% filler ${i}\n`, i, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

const mb = (kb: number) => kb / 1024;
const settle = () => new Promise((r) => setTimeout(r, 2000));

/**
 * One server on the embedded database (the demo company's owner signs in) or on a new PostgreSQL database (a
 * company registered), measured through the phases. Answers the table's rows and the baseline.
 */
async function measure(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const pgDatabase = kind === 'postgres' ? await freshDatabase('postgres') : undefined;
  const server = await startServer('app', process.execPath, [...startFlags(), MAIN], {
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'warn',
    ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : {}),
    // Node options for the server alone, to compare heap settings (e.g. --max-semi-space-size=1).
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  const pid = server.child.pid!;

  /** VmRSS and VmHWM (the peak so far) of the server process, in kB. */
  function memory(): { rss: number; hwm: number } {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]);
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  }

  /** Runs `work` while sampling RSS every 10 ms; answers the RSS before, the highest seen and the RSS after. */
  async function sampled(work: () => Promise<void>) {
    const before = memory().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, memory().rss);
    }, 10);
    const started = performance.now();
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
    const ms = performance.now() - started;
    const after = memory().rss;
    return { before, peak: Math.max(peak, after), after, ms };
  }

  const rows: string[] = [];
  let baseline = 0;
  try {
    const login =
      kind === 'pglite'
        ? await fetch(`${server.base}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
          })
        : await fetch(`${server.base}/api/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              username: 'benchowner',
              password: 'bench1234',
              email: 'owner@bench.example',
              companyName: 'Bench Builders',
            }),
          });
    if (login.status !== 200 && login.status !== 201) {
      throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    }
    const { companyId } = (await login.json()) as { companyId: number };
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const file = pdfFile(FILE_BYTES);

    const upload = async () => {
      const form = multipart(
        { name: 'Site survey.pdf' },
        { name: 'survey.pdf', type: 'application/pdf', bytes: file },
      );
      const res = await fetch(`${server.base}/api/companies/${companyId}/documents`, {
        method: 'POST',
        headers: { cookie, 'content-type': form.contentType },
        body: form.payload,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    };
    /** Reads the answer as it streams in, counting its bytes, so this process never holds the whole file. */
    const download = async (id: number) => {
      const res = await fetch(`${server.base}/api/documents/${id}/file`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`download: ${res.status}`);
      let received = 0;
      for await (const chunk of res.body) received += (chunk as Uint8Array).byteLength;
      if (received !== FILE_BYTES) throw new Error(`download: ${received} bytes, not ${FILE_BYTES}`);
    };

    const cold = memory().rss;
    // One upload and one download first: the first use loads code (multipart parsing, type sniffing) once.
    const warm = await sampled(async () => download(await upload()));
    await settle();
    baseline = memory().rss;
    const ids: number[] = [];
    /** Judged per phase: its highest RSS against the RSS before it; the growth since the baseline is shown too. */
    const row = (name: string, s: Awaited<ReturnType<typeof sampled>>, settled: number, judged = true) => {
      const growth = mb(s.peak - s.before);
      rows.push(
        `| ${name} | ${(s.ms / 1000).toFixed(1)} s | ${mb(s.before).toFixed(1)} | ${mb(s.peak).toFixed(1)} | ` +
          `${mb(settled).toFixed(1)} | ${growth.toFixed(1)} | ${judged ? mb(settled - baseline).toFixed(1) : '-'} | ` +
          `${judged ? (growth < GOAL_MB ? 'met' : '**not met**') : '(not counted)'} |`,
      );
    };
    row('first upload and download (loads code)', { ...warm, before: cold }, baseline, false);

    const uploads = await sampled(async () => {
      for (let i = 0; i < ROUNDS; i++) ids.push(await upload());
    });
    await settle();
    row(`${ROUNDS} uploads, one at a time`, uploads, memory().rss);

    const downloads = await sampled(async () => {
      for (const id of ids) await download(id);
    });
    await settle();
    row(`${ROUNDS} downloads, one at a time`, downloads, memory().rss);

    // Several at once, three times, then one at a time again: memory that a leak holds keeps growing from one pass
    // to the next; a heap that grew to serve four transfers at once stays at the size it reached.
    for (const pass of ['', ', again', ', a third time']) {
      const together = await sampled(async () => {
        for (let i = 0; i < ROUNDS / 2; i++) {
          const batch = await Promise.all(Array.from({ length: PARALLEL }, () => upload()));
          await Promise.all(batch.map((id) => download(id)));
        }
      });
      await settle();
      row(
        `${(ROUNDS / 2) * PARALLEL} uploads and downloads, ${PARALLEL} at a time${pass}`,
        together,
        memory().rss,
      );
    }
    const again = await sampled(async () => {
      for (let i = 0; i < ROUNDS; i++) await upload();
    });
    await settle();
    row(`${ROUNDS} uploads, one at a time, again`, again, memory().rss);
    const { hwm } = memory();
    rows.push('', `Highest RSS of the process since it started (VmHWM): ${mb(hwm).toFixed(1)} MB.`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
  return { rows, baseline };
}

const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const sections: string[] = [];
for (const kind of kinds) {
  const { rows, baseline } = await measure(kind);
  sections.push(
    `## ${kind === 'pglite' ? 'Embedded database' : 'PostgreSQL server'} (baseline ${mb(baseline).toFixed(1)} MB)`,
    '',
    '| phase | time | RSS before (MB) | peak (MB) | settled (MB) | growth in the phase (MB) | settled since the baseline (MB) | goal |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  );
}

const report = [
  '# Server memory while uploading and downloading 10 MB files',
  '',
  `The production server (\`node ${[...startFlags(), MAIN].join(' ')}\`, as \`npm start\` runs it; files on disk in a`,
  'temporary DATA_DIR) receives a',
  `${(FILE_BYTES / 1e6).toFixed(0)} MB PDF at POST /api/companies/{id}/documents and sends it back at`,
  'GET /api/documents/{id}/file; its resident memory (VmRSS in /proc/{pid}/status) is sampled every 10 ms. On the',
  "embedded database the demo company's owner signs in; on a PostgreSQL server (BENCH_DATABASE_URL, a new",
  "database) a company is registered. Each phase's growth is its highest sample (peak) less the RSS before it; the",
  'baseline is the RSS after a first upload and download and 2 s of quiet; settled is the RSS 2 s after the phase.',
  `Goal: each phase grows the server's memory by less than ${GOAL_MB} MB.`,
  `Made by \`npm run build:server && npx tsx bench/upload-memory.ts\`${process.env.BENCH_SERVER_NODE_OPTIONS ? ` (server started with NODE_OPTIONS=${process.env.BENCH_SERVER_NODE_OPTIONS})` : ''} on ${os.cpus().length} cores,`,
  `${new Date().toISOString().slice(0, 10)}, 1-minute load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  ...sections,
].join('\n');
fs.mkdirSync('bench/reports', { recursive: true });
fs.writeFileSync('bench/reports/upload-memory.md', report);
console.log(report);
