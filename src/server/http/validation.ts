import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldLabel } from '#domain/contracts/messages';
import { t } from '#domain/messages/all';
import type { FieldError } from './errors';

/**
 * The door every request passes: params, query and body are checked against the route's zod contract here,
 * with the rules that hold for every route whatever its contract says (docs/architecture.md, "Contracts"):
 * - no string anywhere may hold U+0000 (PostgreSQL text cannot store it);
 * - a body, when the route takes one, is a JSON object;
 * - a PATCH must change something: a body whose fields are all absent is refused.
 * A failure is a RequestValidationError; the error handler answers 400, or 404 'Not found' for a path.
 */
export class RequestValidationError extends Error {
  /** Set by Fastify: 'params', 'querystring' or 'body'. */
  validationContext?: string;
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? t('errors:invalidRequest'));
  }
}

/** The path of the first string (or key) holding U+0000, or undefined. */
function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const fail = (path: (string | number)[], message: string) => ({
  error: new RequestValidationError([{ path: path.join('.'), message }]),
});

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, method, httpPart }) =>
  (data: unknown) => {
    const nul = findNul(data);
    if (nul) return fail(nul, t('errors:nulCharacter', { label: fieldLabel(nul) }));
    if (httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      return fail([], t('errors:bodyNotObject'));
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      return {
        error: new RequestValidationError(
          result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        ),
      };
    }
    if (httpPart === 'body' && method === 'PATCH' && isEmptyChange(result.data)) {
      return fail([], t('errors:nothingToChange'));
    }
    return { value: result.data };
  };

function isEmptyChange(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Object.values(value).every((v) => v === undefined);
}
