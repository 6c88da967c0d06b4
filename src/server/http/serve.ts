import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { idSchema } from '#domain/contracts/common';
import type { CallDeclaration, PathParams } from '#domain/contracts/declare';
import { permissions } from '#domain/permissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (serve); every /api route has one (http.test.ts). */
    declaration?: CallDeclaration;
  }
}

type OutputOf<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** The request a declared route's handler receives: params, query and body already checked and parsed. */
export type ServedRequest<D extends CallDeclaration> = FastifyRequest<{
  Params: OutputOf<D['params'], { [K in keyof PathParams<D['path']>]: number }>;
  Querystring: OutputOf<D['query'], unknown>;
  Body: OutputOf<D['body'], unknown>;
}>;

/** What the handler gives back: the answer of the declared success status (as the server holds it), or the reply. */
type ServedAnswer<D extends CallDeclaration> = D['answers'][Extract<
  keyof D['answers'],
  number
>] extends infer S extends z.ZodType
  ? z.input<S> | FastifyReply
  : FastifyReply;

export type ServeHandler<D extends CallDeclaration> = (
  request: ServedRequest<D>,
  reply: FastifyReply,
) => Promise<ServedAnswer<D>>;

/** Route options the declaration does not hold: `public`, upload limits and the like. */
type ServeOptions = Omit<RouteShorthandOptions, 'schema'> & {
  /** A schema part the declaration cannot hold (a multipart body is read by the handler, not validated). */
  schema?: RouteShorthandOptions['schema'];
};

/** Path parameters with no schema of their own are record ids: 404 for anything else (http/validation.ts). */
function paramsSchema(declaration: CallDeclaration): z.ZodType | undefined {
  if (declaration.params) return declaration.params;
  const names = [...declaration.path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] as string);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, idSchema]))) : undefined;
}

/**
 * Registers a declared call's handler: the declaration gives the method, path, input schemas, answer schemas and
 * the roles allowed (its permission, checked before the input in http/route-access.ts). The handler returns the
 * answer; the declared success status is set for it (201 for a creation, 204 with no body).
 */
export function serve<const D extends CallDeclaration>(
  app: FastifyInstance,
  declaration: D,
  handler: ServeHandler<D>,
  options: ServeOptions = {},
): void {
  const statuses = Object.keys(declaration.answers).map(Number);
  const success = Math.min(...statuses.filter((s) => s < 300));
  const roles = declaration.permission ? permissions[declaration.permission] : undefined;
  const run = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const wrapped: RouteHandlerMethod = async (request, reply) => {
    if (success !== 200) reply.code(success);
    const answer = await run(request, reply);
    if (answer === reply || reply.sent) return reply;
    return success === 204 ? reply.send() : answer;
  };
  app.route({
    ...options,
    method: declaration.method,
    url: declaration.path,
    config: { ...options.config, declaration, ...(roles ? { roles } : {}) },
    schema: {
      ...(paramsSchema(declaration) ? { params: paramsSchema(declaration) } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body ? { body: declaration.body } : {}),
      response: declaration.answers,
      ...options.schema,
    },
    handler: wrapped,
  });
}
