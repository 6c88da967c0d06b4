import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitHealthy } from './test/server-process';

// Real server processes on the embedded database, as `npm start` runs it.
const running: ServerProcess[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
});

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

// Each test starts real servers (initdb takes seconds on a busy machine), hence the long timeout.
describe('embedded database durability', { timeout: 120_000 }, () => {
  it('keeps every acknowledged write after SIGKILL during writes, and restarts on the same DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, port);
    running.push(first);
    await waitHealthy(first);

    const reg = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'durable',
        password: 'secret123',
        email: 'd@example.com',
        companyName: 'Durable',
      }),
    });
    expect(reg.status).toBe(201);
    const companyId = (await json(reg)).companyId;
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;

    // Writers keep several requests in flight; the kill lands while some are unanswered.
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${first.url}/api/companies/${companyId}/invitations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ role: 'employee' }),
          });
          if (res.status === 201) acknowledged.push((await json(res)).id as number);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true); // left behind by the killed process

    const second = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, port);
    running.push(second);
    await waitHealthy(second);
    const login = await fetch(`${second.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'durable', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    const cookie2 = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const list = (await (
      await fetch(`${second.url}/api/companies/${companyId}/invitations`, { headers: { cookie: cookie2 } })
    ).json()) as { id: number }[];
    const found = new Set(list.map((i) => i.id));
    const lost = acknowledged.filter((id) => !found.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  });

  it('refuses a second server on the same DATA_DIR with a clear message; the first keeps working', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const first = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, await freePort());
    running.push(first);
    await waitHealthy(first);
    const second = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another running server');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const reg = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'stillhere', password: 'secret123', email: 's@example.com' }),
    });
    expect(reg.status).toBe(201);
  });

  it('stops with a message naming a bad setting', async () => {
    const server = startServer({ PORT: 'eighty' }, 0);
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('finishes in-flight requests, checkpoints and releases the lock on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-'));
    // A costlier hash keeps the registration in flight long enough to signal the server during it.
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'info', PASSWORD_HASH_COST: '15' };
    const server = startServer(env, await freePort());
    running.push(server);
    await waitHealthy(server);
    const pending = fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'graceful', password: 'secret123', email: 'g@example.com' }),
    });
    // The request log says the server has the request: now it is in flight.
    while (!server.output().includes('"url":"/api/register"')) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    expect((await pending).status).toBe(201);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
