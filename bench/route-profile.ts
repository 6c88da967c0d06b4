/**
 * Where a route's server time goes: the production build (`node --cpu-prof dist/server/main.js`) on a PostgreSQL
 * database with one generated company, loaded with autocannon (10 connections) for a while, then stopped so V8
 * writes its profile (which covers the process's whole life, its start and the sign-in too). Prints the functions with the most self time and the packages (or our own source folders)
 * that time belongs to, so a change can be weighed before and after.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/route-profile.ts [route] [seconds]
 * route: project (default), list, dashboard, budget, user. With a third argument `baseline`, the same is done
 * for bench/baseline-server.mjs running the statements the app runs for the route (as bench/api-ratio.ts does).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { asc, eq } from 'drizzle-orm';
import { projects } from '#server/db/schema/index';
import { captureStatements } from './api-ratio';
import { generateBudget } from './budget-generate';
import { freshDatabase, generateCompany } from './generate';
import { APP_SERVER, type Server, signInOverHttp, startServer, stopServer } from './servers';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [which = 'project', secondsArg = '10', who = 'app'] = process.argv.slice(2);
const { database, url, drop } = await freshDatabase('postgres');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-profile-'));
try {
  const { companyId, username } = await generateCompany(database.db, {
    projects: 500,
    customers: 2_000,
    tasks: 5_000,
    invoices: 2_000,
  });
  const [first] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(asc(projects.id))
    .limit(1);
  await generateBudget(database.db, companyId, first!.id, { areas: 5, rooms: 20, products: 175 });
  const routes: Record<string, string> = {
    project: `/api/projects/${first!.id}`,
    list: '/api/projects?limit=50',
    dashboard: '/api/dashboard/summary',
    budget: `/api/projects/${first!.id}/budget`,
    user: '/api/user',
  };
  const route = routes[which];
  if (!route) throw new Error(`unknown route ${which}: one of ${Object.keys(routes).join(', ')}`);

  const profiled = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  let server: Server;
  let target = route;
  let headers: Record<string, string> = {};
  if (who === 'baseline') {
    const { statements } = await captureStatements(database.db, username, [route]);
    const routesFile = path.join(dir, 'routes.json');
    fs.writeFileSync(routesFile, JSON.stringify([{ path: '/r0', statements: statements[0] }]));
    server = await startServer('baseline', 'node', [
      ...profiled,
      'bench/baseline-server.mjs',
      routesFile,
      '{port}',
      url!,
    ]);
    target = '/r0';
  } else {
    server = await startServer('app', 'node', [...profiled, ...APP_SERVER], {
      DATABASE_URL: url!,
      PASSWORD_HASH_COST: '10',
    });
    headers = { cookie: await signInOverHttp(server.base, username) };
  }
  await autocannon({ url: `${server.base}${target}`, connections: 10, duration: 2, headers });
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: `${server.base}${target}`,
    connections: 10,
    duration: Number(secondsArg),
    headers,
  });
  const cpuUs = ((server.cpuMs() - cpuBefore) * 1000) / result.requests.total;
  console.log(
    `${who} ${route}: ${result.requests.average.toFixed(0)} req/s, ${cpuUs.toFixed(0)} µs server CPU per request, ${result.non2xx} non-2xx`,
  );
  await stopServer(server);

  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  // Kept for a closer look (Chromium's DevTools open it, or a script of one's own).
  const kept = path.join(os.tmpdir(), `route-profile-${which}-${who}.cpuprofile`);
  fs.copyFileSync(path.join(dir, file), kept);
  console.log(`profile: ${kept}`);
  summarise(JSON.parse(fs.readFileSync(kept, 'utf8')) as Profile);
} finally {
  await drop();
}

/** Prints the top functions by self time and the time by package (or src/ folder). */
function summarise(profile: Profile) {
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (url: string) => {
    if (!url) return '(native)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1]!;
    if (url.startsWith('node:')) return 'node';
    const ours = /dist\/server\/(.*)$/.exec(url);
    return ours ? `ours: ${ours[1]}` : url;
  };
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
    const place = where(url);
    places.set(place, (places.get(place) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  // Time with the function on the stack (itself and what it calls), each sample counted once per function.
  const inclusive = new Map<string, number>();
  const visit = (id: number, onStack: Set<string>) => {
    const node = byNode.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
    const added = !onStack.has(key) && url !== '';
    if (added) onStack.add(key);
    for (const k of onStack) inclusive.set(k, (inclusive.get(k) ?? 0) + (self.get(id) ?? 0));
    for (const child of node.children ?? []) visit(child, onStack);
    if (added) onStack.delete(key);
  };
  visit(profile.nodes[0]!.id, new Set());
  const ours = new Map([...inclusive].filter(([k]) => /ours: |fastify|pino|drizzle|zod/.test(k)));
  console.log(`\nself time by place:\n${top(places, 25)}`);
  console.log(`\nself time by function:\n${top(functions, 40)}`);
  console.log(`\ntime with the function on the stack (ours and the frameworks):\n${top(ours, 60)}`);
}
