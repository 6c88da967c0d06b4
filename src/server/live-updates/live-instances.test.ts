import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, post, registerCompany } from '../test/instance-api';
import { type ServerProcess, startInstancesOnFreshPostgres } from '../test/server-process';
import { openEventStream } from '../test/sse-client';

/**
 * Two real server processes on one fresh PostgreSQL database: a team-chat message posted through one reaches an
 * event stream held by the other within a second (LISTEN/NOTIFY), and never a stream of another company. Needs a
 * PostgreSQL server, so vitest.config.ts includes this file only in the PostgreSQL pass; there it always runs.
 */
let servers: ServerProcess[] = [];
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ servers, stop } = await startInstancesOnFreshPostgres('buildline_live', 2));
}, 120_000);
afterAll(() => stop(), 60_000);

describe('live updates across two server processes on one PostgreSQL database', { timeout: 60_000 }, () => {
  it('a message posted on one instance reaches a stream on the other within a second, and no other company', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const member = await registerCompany(one, 'livecoa');
    const { cookie } = member;
    const foreigner = await registerCompany(two, 'livecob');
    const foreignCookie = foreigner.cookie;
    const project = await newProject(one, member, 'Two-instance kitchen');
    const stream = await openEventStream(two.url, cookie);
    const foreign = await openEventStream(two.url, foreignCookie);
    try {
      expect(stream.status).toBe(200);
      const sent = performance.now();
      const res = await post(one, `/api/projects/${project.id}/chat`, cookie, {
        content: 'Tile arrives Monday',
      });
      expect(res.status).toBeLessThan(300);
      await stream.waitFor((e) => e.type === 'chat' && e.projectId === project.id, 1_000);
      expect(performance.now() - sent).toBeLessThan(1_000);
      // The other company's stream heard nothing: a notice of its own arrives, alone.
      const other = await newProject(two, foreigner, 'Other');
      await post(one, `/api/projects/${other.id}/chat`, foreignCookie, { content: 'Ours' });
      await foreign.waitFor((e) => e.type === 'chat' && e.projectId === other.id, 1_000);
      expect(foreign.events.every((e) => e.type === 'chat' && e.projectId === other.id)).toBe(true);
    } finally {
      stream.close();
      foreign.close();
    }
  });
});
