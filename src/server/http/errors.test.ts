import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

/** A database error as drizzle wraps it: PostgreSQL's code and detail on `cause`. */
function databaseError(code: string, detail: string): Error {
  return Object.assign(new Error('query failed'), { cause: { code, detail } });
}

async function answerTo(err: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw err;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('database errors in the product format', () => {
  it('names the field of an unforeseen unique violation, leaving out the company', async () => {
    const detail = 'Key (company_id, invoice_number)=(1, A-1) already exists.';
    expect(await answerTo(databaseError('23505', detail))).toEqual({
      status: 409,
      body: {
        message: 'This record already exists',
        errors: [{ path: 'invoiceNumber', message: 'This record already exists' }],
      },
    });
  });

  it('answers a unique violation without a detail with the message alone', async () => {
    expect(await answerTo(databaseError('23505', ''))).toEqual({
      status: 409,
      body: { message: 'This record already exists' },
    });
  });

  it('never shows SQL for an unexpected error', async () => {
    expect(await answerTo(databaseError('42601', 'syntax error at or near "select"'))).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });
});

describe('an unreachable database', () => {
  // What a database with ALLOW_CONNECTIONS false answers a new connection, as drizzle wraps it.
  const refused = () =>
    Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('database "buildline" is not currently accepting connections'), {
        code: '55000',
        severity: 'FATAL',
      }),
    });

  it('answers 503 with Retry-After, from a route', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw refused();
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: 'Service temporarily unavailable' });
  });

  it('answers 503 with Retry-After, from an onRequest hook (the session lookup runs there)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.addHook('onRequest', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/x', async () => 'never');
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
