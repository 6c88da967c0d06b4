import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type TestCompany } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { projects } from './schema/index';

/**
 * The reads a signed-in screen makes at every visit are prepared statements (db/prepared.ts): PostgreSQL parses
 * and plans an unnamed statement at every call, and for these screens that cost the database several times what
 * running them did (decision 0285). A read written per request on one of them fails here with its text.
 */
let t: TestApp;
let company: TestCompany;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.database.db);
  const [project] = await t.database.db
    .insert(projects)
    .values({ companyId: company.id, name: 'Kitchen' })
    .returning();
  projectId = project!.id;
});
afterAll(async () => {
  await t.close();
});

/** The statements the driver is given while `run` runs: their text, and their name when prepared. */
async function statementsDuring(run: () => Promise<unknown>): Promise<{ text: string; name?: string }[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: { text: string; name?: string }[] = [];
  proto.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const c = (typeof config === 'string' ? { text: config } : config) as { text: string; name?: string };
    seen.push({ text: c.text, name: c.name });
    return original.call(this, config, ...rest);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
}

describe('the reads of every visit', () => {
  it('are statements prepared by name', async () => {
    const reads = [
      '/api/dashboard/summary',
      '/api/unread-messages/total',
      '/api/projects?sort=newest&limit=50&offset=0',
      '/api/projects/stage-counts',
      `/api/projects/${projectId}`,
      `/api/projects/${projectId}/summary`,
      `/api/projects/${projectId}/tasks`,
      `/api/projects/${projectId}/unread-messages`,
      `/api/projects/${projectId}/budget`,
      '/api/chats?limit=50',
      `/api/projects/${projectId}/chat?limit=50`,
      // The month grid, as the calendar opens: six weeks from a Sunday, three items a day.
      `/api/companies/${company.id}/calendar?from=2026-11-01&to=2026-12-12&perDay=3`,
    ];
    for (const url of reads) {
      const read = async () => {
        const res = await call(t.app, 'GET', url, { cookie: company.admin.cookie });
        expect(res.statusCode, url).toBe(200);
      };
      await read(); // as on a busy server: what the instance keeps (the settings) is kept
      const statements = await statementsDuring(read);
      expect(statements.length, url).toBeGreaterThan(0);
      const unnamed = statements.filter((s) => !s.name).map((s) => s.text.replace(/\s+/g, ' ').slice(0, 100));
      expect(unnamed, url).toEqual([]);
    }
  });
});
