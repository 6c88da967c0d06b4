import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '#domain/messages/all';
import type { en } from '#domain/messages/en';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../db/unavailable';
import { RequestValidationError } from './validation';

export type FieldError = { path: string; message: string };

/** An expected failure with the status and message the client sees (docs/product.md#errors-and-messages). */
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
export const unauthorized = (message: string = t('errors:notAuthenticated')) => new AppError(401, message);
export const forbidden = (message: string = t('errors:forbidden')) => new AppError(403, message);
/** 404 naming what was not found ('Vendor not found'), from the catalog's errors.notFound. */
export type NotFoundWhat = keyof typeof en.errors.notFound;
export const notFound = (what: NotFoundWhat = 'resource') => new AppError(404, t(`errors:notFound.${what}`));
/** 409; `path` names the field the conflict is about, so a form shows it under that field. */
export const conflict = (message: string, path?: string) =>
  new AppError(409, message, path ? [{ path, message }] : undefined);

/** A field error answering 400, for rules zod cannot see (e.g. checks against the database). */
export function fieldError(path: string, message: string): AppError {
  return new AppError(400, message, [{ path, message }]);
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/** The name of the constraint or unique index a violation broke, when the driver reports it. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = e?.cause?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** The field a unique violation is about, from PostgreSQL's detail 'Key (company_id, invoice_number)=...'. */
function uniqueField(err: unknown): string | undefined {
  const e = err as { detail?: unknown; cause?: { detail?: unknown } };
  const detail = e?.cause?.detail ?? e?.detail;
  const columns = typeof detail === 'string' ? /^Key \(([^)]+)\)/.exec(detail)?.[1] : undefined;
  const column = columns
    ?.split(',')
    .map((c) => c.trim().replace(/^"|"$/g, ''))
    .filter((c) => c !== 'company_id')
    .at(-1);
  return column?.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
}

/** Path parameters are record ids and tokens: one that cannot exist is simply not found. */
const notFoundMessage = () => t('errors:notFound.any');

/**
 * Errors Fastify raises before a route runs (a malformed or over-long path), answered in the product's format:
 * an over-long path parameter cannot name a record, so it is 404 like any other unknown id.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(404).send({ message: notFoundMessage() });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: t('errors:badAddress') });
    return;
  }
  reply.status(err.statusCode && err.statusCode < 500 ? err.statusCode : 400).send({ message: err.message });
}

/** Sentences for Fastify's own 4xx errors (its messages are written for developers). */
const FRAMEWORK_MESSAGES: Record<string, () => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => t('errors:invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => t('errors:bodyNotObject'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => t('errors:tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => t('errors:mediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => t('errors:contentLength'),
};

/** Maps every error to the JSON error format; unexpected ones are logged and answer a generic 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof RequestValidationError) {
      if (err.validationContext === 'params') return reply.status(404).send({ message: notFoundMessage() });
      // A failure of the body as a whole (not JSON, nothing to change) names no field.
      const errors = err.errors.filter((e) => e.path !== '');
      return reply
        .status(400)
        .send(errors.length ? { message: err.message, errors } : { message: err.message });
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    // The database is down or refusing connections (db/unavailable.ts), wherever it was met (a route, the
    // session hook): the request was fine and succeeds once the database is back, so 503 and when to retry.
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ message: t('errors:unavailable') });
    }
    const code = pgCode(err);
    if (code === '23505') {
      const message = t('errors:duplicate');
      const path = uniqueField(err);
      return reply.status(409).send(path ? { message, errors: [{ path, message }] } : { message });
    }
    if (code === '23503') return reply.status(409).send({ message: t('errors:referenced') });
    const status = err.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: FRAMEWORK_MESSAGES[err.code]?.() ?? err.message });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ message: t('errors:internal') });
  });
}
