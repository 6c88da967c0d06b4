import type { z } from 'zod';
import type { PermissionAction } from '../permissions';
import type { Answer } from './answers';
import type { LiveEventType } from './live-events';

/**
 * One HTTP call of the API, declared once: the server registers its handler against the declaration
 * (src/server/http/serve.ts) and the browser derives its call, query key and answer type from it
 * (src/web/lib/calls.ts). Renaming a path, a parameter or a field is then a type error on both sides
 * (docs/decisions/0246-calls-declared-once.md).
 */
export type CallDeclaration = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/vendors/:id`. Each `:name` is a path parameter of the call. */
  path: string;
  /** The path parameters' schema; without one, each `:name` is a record id. */
  params?: z.ZodType;
  /** The query string's schema. */
  query?: z.ZodType;
  /** The JSON body's schema. */
  body?: z.ZodType;
  /** Each success status and the schema of its answer (`noContent` for 204). */
  answers: { [status: number]: z.ZodType };
  /** The list answers the matching total in `x-total-count` when asked for a page (limit or offset). */
  paged?: true;
  /**
   * The restricted action (src/domain/permissions.ts) a caller needs: the server refuses any other role with 403
   * before reading the input, and the interface hides the call's button from it.
   */
  permission?: PermissionAction;
  /**
   * The live notices (contracts/live-events.ts) that make this answer stale. The browser refetches a cached
   * answer when a notice of one of these types arrives whose ids (projectId, customerId) agree with the call's
   * path parameters; a notice id the path does not name is not compared.
   */
  live?: readonly LiveEventType[];
};

/** Declares a call; the declaration's literal types (path, schemas) are kept for the derived types. */
export function declareCall<const D extends CallDeclaration>(declaration: D): D {
  return declaration;
}

/** `{ id: number | string }` for '/api/vendors/:id', read from the path itself. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: number | string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: number | string }
    : Record<never, never>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the path's parameters, the query and the body, each only where the call has one. */
export type CallInput<D extends CallDeclaration> = (keyof PathParams<D['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<D['path']> }) &
  (D['query'] extends z.ZodType ? { query?: InputOf<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType ? { body: InputOf<D['body']> } : { body?: undefined });

/** The success status a call answers with (the lowest declared: 200, 201 or 204). */
type SuccessStatus<D extends CallDeclaration> = Extract<keyof D['answers'], number>;

/** The answer's type as the browser receives it (instants as ISO strings). */
export type CallAnswer<D extends CallDeclaration> = D['answers'][SuccessStatus<D>] extends infer S extends
  z.ZodType
  ? Answer<S>
  : never;

/** Fills the path's `:name` parameters, each encoded: fillPath('/api/vendors/:id', { id: 4 }) is '/api/vendors/4'. */
export function fillPath(path: string, params: Record<string, number | string> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The call ${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
