import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps';
import { registerErrorHandler } from '../../http/errors';
import { serializerCompiler } from '../../http/serialization';
import { validatorCompiler } from '../../http/validation';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './health.routes';

/** The health route alone, as the app registers it (contracts, error handler), on a database given by the test. */
async function healthApp(execute: () => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await healthRoutes(app, { db: { execute } } as unknown as Deps);
  return app;
}

describe('GET /api/health while the database is unavailable', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After within its timeout when the database never answers', async () => {
    app = await healthApp(() => new Promise(() => {}));
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ status: 'unavailable' });
    // The 503 comes from the timeout, not from an error thrown at once.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000);
  });

  it("answers the error handler's 503 when a hook before it met the outage (the session lookup)", async () => {
    app = await healthApp(async () => ({ rows: [] }));
    app.addHook('onRequest', async () => {
      throw Object.assign(new Error('database "buildline" is not currently accepting connections'), {
        code: '55000',
        severity: 'FATAL',
      });
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: 'Service temporarily unavailable' });
  });
});
