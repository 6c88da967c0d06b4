import http from 'node:http';

/**
 * Clients that each ask again the moment they have an answer (a closed loop), on kept-alive connections: the load
 * of the overload test and of the overload benchmark (bench/overload.ts). Every answer is kept: its status (or
 * that it timed out or failed), its time, and the headers a refusal must carry.
 */
export type Answer = {
  status: number | 'timeout' | 'error';
  ms: number;
  retryAfter?: string | undefined;
  refused?: string | undefined;
};

/** One GET on a connection of the agent; never rejects. */
function get(agent: http.Agent, url: string, cookie: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const ms = () => performance.now() - started;
    const req = http.get(url, { agent, headers: { cookie }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: ms(),
          retryAfter: res.headers['retry-after'],
          refused: res.headers['x-refused'] as string | undefined,
        }),
      );
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 'timeout', ms: ms() });
    });
    req.on('error', () => resolve({ status: 'error', ms: ms() }));
  });
}

export type LoadOptions = { url: string; cookie: string; clients: number; timeoutMs: number };

/**
 * Opens the clients' connections, then runs each phase in turn on them and gives the answers of each: the first
 * phase is usually a warm-up, as browsers that are already there.
 */
export async function closedLoop(options: LoadOptions, phasesMs: number[]): Promise<Answer[][]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  try {
    const results: Answer[][] = [];
    for (const durationMs of phasesMs) {
      const answers: Answer[] = [];
      const end = Date.now() + durationMs;
      await Promise.all(
        Array.from({ length: options.clients }, async () => {
          while (Date.now() < end)
            answers.push(await get(agent, options.url, options.cookie, options.timeoutMs));
        }),
      );
      results.push(answers);
    }
    return results;
  } finally {
    agent.destroy();
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
}

/** Counts and times of the served (200), the refused (503) and the unanswered (timed out or cut). */
export function summarize(answers: Answer[]) {
  const times = (list: Answer[]) => list.map((a) => a.ms);
  const stats = (list: Answer[]) => ({
    count: list.length,
    p50: percentile(times(list), 0.5),
    p95: percentile(times(list), 0.95),
    p99: percentile(times(list), 0.99),
    // A loop, not Math.max(...): a minute on PostgreSQL answers more calls than a call's arguments may hold.
    max: list.length ? times(list).reduce((a, b) => (b > a ? b : a)) : Number.NaN,
  });
  return {
    all: stats(answers),
    served: stats(answers.filter((a) => a.status === 200)),
    refused: stats(answers.filter((a) => a.status === 503)),
    unanswered: answers.filter((a) => a.status === 'timeout' || a.status === 'error').length,
    other: answers.filter((a) => typeof a.status === 'number' && a.status !== 200 && a.status !== 503).length,
  };
}
