import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createCompany } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { publicBaseUrl } from './public-url';

const baseFor = (env: Record<string, string>) => publicBaseUrl(loadConfig(env));

describe('publicBaseUrl (from the configuration only)', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(baseFor({ PUBLIC_URL: 'https://pm.example.com' })).toBe('https://pm.example.com');
    expect(baseFor({ PUBLIC_URL: 'https://pm.example.com/app//', PORT: '8080' })).toBe(
      'https://pm.example.com/app',
    );
  });

  it('without PUBLIC_URL is http://localhost:PORT when listening on every interface', () => {
    expect(baseFor({})).toBe('http://localhost:5000');
    expect(baseFor({ PORT: '8080', HOST: '0.0.0.0' })).toBe('http://localhost:8080');
    expect(baseFor({ PORT: '8080', HOST: '::' })).toBe('http://localhost:8080');
  });

  it('without PUBLIC_URL is http://HOST:PORT when HOST is one specific address', () => {
    expect(baseFor({ PORT: '8080', HOST: '127.0.0.1' })).toBe('http://127.0.0.1:8080');
    expect(baseFor({ PORT: '8080', HOST: 'pm.internal' })).toBe('http://pm.internal:8080');
    expect(baseFor({ PORT: '8080', HOST: '::1' })).toBe('http://[::1]:8080');
  });
});

describe('invitation links never come from request headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { PORT: '5123', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a forged Host and X-Forwarded-Host do not change the link', async () => {
    const company = await createCompany(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/invitations`,
      headers: {
        cookie: company.admin.cookie,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^http:\/\/localhost:5123\/auth\?invite=[A-Za-z0-9_-]+$/);
  });
});
