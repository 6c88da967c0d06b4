/**
 * Start-up time of the production server on the embedded database: from spawning `node dist/server/main.js`
 * to the first 200 of GET /api/health, on an empty DATA_DIR (first start: database, migrations, demo company)
 * and again on the same directory after a SIGTERM (restart). Default settings, as `npm start` runs it.
 *
 *   npm run build && npx tsx bench/start-time.ts [path/to/main.js]   (another build, to compare)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#server/test/server-process';
import { startFlags } from './servers';

const ROUNDS = 3;
const POLL_MS = 25;
const TIMEOUT_MS = 120_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultMain = path.join(root, 'dist/server/main.js');

/** Milliseconds from spawn to the first healthy answer, with the running process to stop. */
async function timeStart(mainJs: string, dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), mainJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (performance.now() - started < TIMEOUT_MS && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return { ms: performance.now() - started, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health:\n${stderr}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Three first starts on fresh directories, each followed by a restart on the same directory. The directories are
 * removed only after the last round: on this machine's file system (ext4 mounted with `discard`), files made in
 * the second after 1,500 were deleted take ten times as long to create (0.6 ms against 0.05 ms each), which made
 * each round's unpacking pay for the previous round's clean-up, as no real first start does.
 */
export async function measureStartTimes(
  mainJs = defaultMain,
): Promise<{ firstStartMs: number[]; restartMs: number[] }> {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
  const firstStartMs: number[] = [];
  const restartMs: number[] = [];
  const dataDirs: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buildline-start-'));
      dataDirs.push(dataDir);
      const first = await timeStart(mainJs, dataDir);
      await stop(first.child);
      firstStartMs.push(first.ms);
      const again = await timeStart(mainJs, dataDir);
      await stop(again.child);
      restartMs.push(again.ms);
    }
  } finally {
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { firstStartMs, restartMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { firstStartMs, restartMs } = await measureStartTimes(
    process.argv[2] ? path.resolve(process.argv[2]) : undefined,
  );
  const show = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
  console.log(`first start: median ${Math.round(median(firstStartMs))} ms (${show(firstStartMs)})`);
  console.log(`restart:     median ${Math.round(median(restartMs))} ms (${show(restartMs)})`);
}
