/**
 * One simulated contractor: signs in, then visits a screen, thinks 3-10 s, and visits the next, until stopped.
 * A visit is the set of API calls the browser makes for that screen, sent in parallel as the browser sends them
 * (src/web/features/<feature>/api.ts); a write is the call a form makes followed by the reads the screen refetches.
 * Every call's latency and outcome goes to the shared Tally; a user writes only to its own project's records.
 */
import http from 'node:http';
import { BUSY_MAX_RETRIES, REFUSED_HEADER } from '#domain/contracts/refusal';
import type { SimUser } from './capacity-data';

/** One keep-alive pool for all users: cookies are per request, and the pool keeps the generator light. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const TIMEOUT_MS = 10_000;

export type Tally = {
  latencies: number[];
  /** Each call's latencies by its route (ids as :id), to see where the time goes. */
  byCall: Map<string, number[]>;
  errors: number;
  errorKinds: Map<string, number>;
  recording: boolean;
};
export const newTally = (): Tally => ({
  latencies: [],
  byCall: new Map(),
  errors: 0,
  errorKinds: new Map(),
  recording: false,
});

type Answer = { status: number; body: unknown; headers: http.IncomingHttpHeaders };

/**
 * One request. `from` is the user's own address, sent as X-Forwarded-For (the server runs with TRUST_PROXY, as
 * behind a load balancer): contractors sign in from their own offices and phones, and the sign-in throttle counts
 * and locks per address, so a whole load generator on one address would queue every sign-in behind the others.
 */
function send(
  base: URL,
  from: string,
  method: string,
  pathname: string,
  cookie: string | undefined,
  body?: unknown,
  ifMatch?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', 'x-forwarded-for': from };
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (ifMatch) headers['if-match'] = ifMatch;
    const req = http.request(
      { host: base.hostname, port: base.port, method, path: pathname, headers, agent, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A path with its ids as :id and without its query: the route a call belongs to. */
const routeOf = (pathname: string) => pathname.split('?')[0]!.replace(/\/\d+/g, '/:id');

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export class SimulatedUser {
  private cookie: string | undefined;
  /** The versions last answered for this user's tasks and budget items, sent back as If-Match. */
  private versions = new Map<string, string>();
  private chatCount = 0;
  /** An address of the user's own in 10.0.0.0/8, from its index. */
  private readonly address: string;

  constructor(
    private readonly base: URL,
    private readonly user: SimUser,
    private readonly tally: Tally,
    index: number,
  ) {
    this.address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  }

  /** One call, timed and counted: any non-2xx, timeout or connection error is an error. */
  private async call(
    method: string,
    pathname: string,
    body?: unknown,
    ifMatch?: string,
  ): Promise<Answer | undefined> {
    const started = performance.now();
    try {
      const answer = await send(this.base, this.address, method, pathname, this.cookie, body, ifMatch);
      this.record(method, pathname, started);
      if (answer.status < 200 || answer.status >= 300)
        this.fail(`${method} ${pathname.split('?')[0]} ${answer.status}`);
      return answer;
    } catch (error) {
      this.record(method, pathname, started);
      this.fail(`${method} ${(error as Error).message}`);
      return undefined;
    }
  }

  private record(method: string, pathname: string, started: number) {
    if (!this.tally.recording) return;
    const ms = performance.now() - started;
    this.tally.latencies.push(ms);
    const route = `${method} ${routeOf(pathname)}`;
    const list = this.tally.byCall.get(route);
    if (list) list.push(ms);
    else this.tally.byCall.set(route, [ms]);
  }

  private fail(kind: string) {
    if (!this.tally.recording) return;
    this.tally.errors++;
    const key = routeOf(kind);
    this.tally.errorKinds.set(key, (this.tally.errorKinds.get(key) ?? 0) + 1);
  }

  private remember(kind: string, answer: Answer | undefined) {
    const record = answer?.body as { id?: number; version?: string } | undefined;
    if (record?.id !== undefined && typeof record.version === 'string')
      this.versions.set(`${kind}${record.id}`, record.version);
  }

  /** Signs in (a real sign-in: the password is checked) and opens the dashboard with the shell's calls. */
  async signIn(): Promise<boolean> {
    const credentials = { username: this.user.username, password: 'bench123' };
    let answer = await send(this.base, this.address, 'POST', '/api/login', undefined, credentials);
    // Refused as busy, the browser asks again after Retry-After (src/web/lib/busy-retry.ts); so does a user here.
    for (
      let retry = 0;
      retry < BUSY_MAX_RETRIES && answer.status === 503 && answer.headers[REFUSED_HEADER];
      retry++
    ) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
      answer = await send(this.base, this.address, 'POST', '/api/login', undefined, credentials);
    }
    const setCookie = answer.headers['set-cookie'];
    if (answer.status !== 200 || !setCookie) return false;
    this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    await Promise.all([this.call('GET', '/api/user'), this.dashboard()]);
    return true;
  }

  private dashboard() {
    return Promise.all([
      this.call('GET', '/api/dashboard/summary'),
      this.call('GET', '/api/unread-messages/total'),
    ]);
  }

  private projects() {
    const sort = pick(['newest', 'name-asc'] as const);
    return Promise.all([
      this.call('GET', `/api/projects?sort=${sort}&limit=50&offset=0`),
      this.call('GET', '/api/projects/stage-counts'),
    ]);
  }

  private async project() {
    const id = this.user.projectId;
    const [, , tasks] = await Promise.all([
      this.call('GET', `/api/projects/${id}`),
      this.call('GET', `/api/projects/${id}/summary`),
      this.call('GET', `/api/projects/${id}/tasks`),
      this.call('GET', `/api/projects/${id}/unread-messages`),
    ]);
    if (Array.isArray(tasks?.body)) for (const t of tasks.body) this.remember('task', { ...tasks, body: t });
  }

  private async budget() {
    const id = this.user.projectId;
    const [, view] = await Promise.all([
      this.call('GET', `/api/projects/${id}`),
      this.call('GET', `/api/projects/${id}/budget`),
    ]);
    const items = (view?.body as { items?: unknown[] } | undefined)?.items;
    if (Array.isArray(items)) for (const item of items) this.remember('budget', { ...view!, body: item });
  }

  /** The month grid, the calendar's first view: six weeks from a Sunday, three items a day (calendar-view.tsx). */
  private calendar() {
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
    const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
    const to = new Date(last.getTime() + (6 - last.getUTCDay()) * 86_400_000);
    return this.call(
      'GET',
      `/api/companies/${this.user.companyId}/calendar?from=${isoDay(from)}&to=${isoDay(to)}&perDay=3`,
    );
  }

  private chats() {
    return Promise.all([
      this.call('GET', '/api/chats?limit=50'),
      this.call('GET', `/api/projects/${this.user.projectId}/chat?limit=50`),
    ]);
  }

  private async updateTask() {
    const id = this.user.projectId;
    const taskId = pick(this.user.taskIds);
    const status = pick(['not_started', 'in_progress', 'completed', 'on_hold'] as const);
    const answer = await this.call(
      'PATCH',
      `/api/projects/${id}/tasks/${taskId}`,
      { status },
      this.ifMatch('task', taskId),
    );
    this.remember('task', answer);
    await this.call('GET', `/api/projects/${id}/tasks`);
  }

  private async sendChat() {
    const id = this.user.projectId;
    this.chatCount++;
    await this.call('POST', `/api/projects/${id}/chat`, {
      content: `Site update ${this.chatCount}: drywall is in.`,
    });
    await this.call('GET', `/api/projects/${id}/chat?limit=50`);
  }

  private async editBudgetItem() {
    const itemId = pick(this.user.productIds);
    const quantity = String(1 + Math.floor(Math.random() * 12));
    const answer = await this.call(
      'PATCH',
      `/api/budget/${itemId}`,
      { quantity },
      this.ifMatch('budget', itemId),
    );
    this.remember('budget', answer);
    await this.call('GET', `/api/projects/${this.user.projectId}/budget`);
  }

  private async recordExpense() {
    const { companyId, projectId } = this.user;
    await this.call('POST', `/api/companies/${companyId}/expenses`, {
      amount: (10 + Math.random() * 490).toFixed(2),
      category: pick(['materials', 'labor', 'equipment'] as const),
      description: 'Lumber and fasteners',
      date: isoDay(new Date()),
      projectId,
      budgetItemId: pick(this.user.productIds),
    });
    await this.call('GET', `/api/projects/${projectId}/expenses`);
  }

  private ifMatch(kind: string, id: number) {
    const version = this.versions.get(`${kind}${id}`);
    return version ? `"${version}"` : undefined;
  }

  /** The mix of screens: mostly reading, about one visit in six a write (weights sum to 100). */
  private readonly visits: [number, () => Promise<unknown>][] = [
    [20, () => this.dashboard()],
    [14, () => this.projects()],
    [18, () => this.project()],
    [12, () => this.budget()],
    [10, () => this.calendar()],
    [10, () => this.chats()],
    [5, () => this.updateTask()],
    [5, () => this.sendChat()],
    [3, () => this.editBudgetItem()],
    [3, () => this.recordExpense()],
  ];

  private nextVisit() {
    let roll = Math.random() * 100;
    for (const [weight, visit] of this.visits) {
      roll -= weight;
      if (roll < 0) return visit;
    }
    return this.visits[0]![1];
  }

  /** Visits screens with think times of 3-10 s until `signal` aborts. */
  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await sleep(3_000 + Math.random() * 7_000, signal);
      if (signal.aborted) break;
      await this.nextVisit()();
    }
  }
}
