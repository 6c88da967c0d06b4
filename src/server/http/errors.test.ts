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
