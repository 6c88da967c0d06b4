import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type FieldError = { path: string; message: string };

/** An expected failure with the status and message the client sees (RULINGS: error format). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);

/** A field error answering 400, for rules zod cannot see (e.g. checks against the database). */
export function fieldError(path: string, message: string): AppError {
  return new AppError(400, message, [{ path, message }]);
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
]);

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/** Maps every error to the JSON error format; unexpected ones are logged and answer a generic 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    const code = pgCode(err);
    if (code && CONNECTION_CODES.has(code)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send({ message: 'Service temporarily unavailable' });
    }
    if (code === '23505') return reply.status(409).send({ message: 'This record already exists' });
    if (code === '23503')
      return reply.status(409).send({ message: 'This record is referenced by another record' });
    const status = err.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: err.message });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
