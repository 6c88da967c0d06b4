import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createCompany } from '../test/factories';
import { call, createTestApp, type TestApp, testConfig } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP basics', () => {
  it('GET /api/health answers 200 when the database answers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await call(broken.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });

  it('unknown /api paths answer 404 JSON', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found' });
    // Error answers of the API are no-store like the others (the route-enumerating answers suite checks each route).
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'GET', '/api/mycompany')).headers['cache-control']).toBe('no-store');
  });

  it('sends security headers with a CSP and a request id', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Errors carry them too.
    const missing = await call(t.app, 'GET', '/api/no-such-thing');
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });
});

describe('compressed answers', () => {
  it('an answer of 1 KB or more is compressed for a client that accepts it, a small one is not', async () => {
    const company = await createCompany(t.database.db);
    for (let i = 0; i < 12; i++) {
      await call(t.app, 'POST', `/api/companies/${company.id}/customers`, {
        cookie: company.admin.cookie,
        body: { firstName: `Customer${i}`, lastName: 'Compressed', email: `c${i}@example.com` },
      });
    }
    const plain = await call(t.app, 'GET', `/api/companies/${company.id}/customers?limit=50`, {
      cookie: company.admin.cookie,
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await call(t.app, 'GET', `/api/companies/${company.id}/customers?limit=50`, {
      cookie: company.admin.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['x-total-count']).toBe('12');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await call(t.app, 'GET', `/api/companies/${company.id}/customers?limit=50`, {
      cookie: company.admin.cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await call(t.app, 'GET', '/api/user', {
      cookie: company.admin.cookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('cross-site requests that would change data are refused', () => {
  it('a foreign Origin gets 403 and changes nothing', async () => {
    const company = await createCompany(t.database.db);
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
      cookie: company.admin.cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const list = await call(t.app, 'GET', `/api/companies/${company.id}/invitations`, {
      cookie: company.admin.cookie,
    });
    expect(list.json()).toEqual([]);
  });

  it('the same request from our own origin is accepted', async () => {
    const company = await createCompany(t.database.db);
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
      cookie: company.admin.cookie,
      body: {},
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('a form-encoded or text/plain body gets 415, even for logout', async () => {
    const company = await createCompany(t.database.db);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: company.employee.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: company.employee.cookie, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.statusCode).toBe(415);
    // The session survived both attempts.
    expect((await call(t.app, 'GET', '/api/user', { cookie: company.employee.cookie })).statusCode).toBe(200);
  });

  it('Sec-Fetch-Site: cross-site gets 403', async () => {
    const res = await call(t.app, 'POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the single-page application', () => {
  it('serves index.html for client routes and files by name; /api stays JSON', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>BuildLine</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
    const config = { ...testConfig(), webDir };
    const app = await buildApp({ db: t.database.db, config });
    try {
      const page = await call(app, 'GET', '/projects/12');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>BuildLine</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers.etag).toBeDefined();

      const gone = await call(app, 'GET', '/assets/app-old.js');
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toContain('application/json');
      const asset = await call(app, 'GET', '/assets/app-abc.js');
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await call(app, 'GET', '/api/nope')).statusCode).toBe(404);
      expect((await call(app, 'GET', '/../../etc/passwd')).body).not.toContain('root:');
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('sends the precompressed copy a client accepts, with Vary, the type of the file and its cache policy', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    const script = `export const rows = [${'"a row of the list",'.repeat(400)}];`;
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><title>BuildLine</title>${' '.repeat(2000)}`,
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), script);
    execFileSync(process.execPath, ['scripts/precompress.mjs', webDir]);
    const app = await buildApp({ db: t.database.db, config: { ...testConfig(), webDir } });
    try {
      const br = await call(app, 'GET', '/assets/app-abc.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toContain('immutable');
      // A file of the build carries the headers that concern it, not the document's policy.
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(br.headers['content-security-policy']).toBeUndefined();
      // Cached for good under a hashed name: nothing to revalidate.
      expect(br.headers.etag).toBeUndefined();
      expect(br.headers['last-modified']).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      expect(br.rawPayload.length).toBeLessThan(script.length / 5);

      const gz = await call(app, 'GET', '/assets/app-abc.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const plain = await call(app, 'GET', '/assets/app-abc.js', {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      // The history fallback too: a client route gets the compressed index.html, revalidated every time.
      const page = await call(app, 'GET', '/customers?page=2', { headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>BuildLine</title>');
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('declared calls', () => {
  it('registers every /api route from a call declaration (http/serve.ts)', () => {
    const api = t.app.routeList.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(150);
    expect(api.filter((r) => !r.declared).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
