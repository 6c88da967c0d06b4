import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers pass through their contract: a route's zod response schema becomes a JSON Schema and
 * fast-json-stringify writes exactly the properties it names. A column the contract does not name never leaves
 * the server (a password hash added to a row by mistake stays behind), and writing from a schema is faster
 * than JSON.stringify. Dates (`instant` in the contracts) are written as ISO strings.
 */

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
};

const isNull = (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1;

/**
 * Simplifies what zod writes into what fast-json-stringify serialises without a validator at run time:
 * `anyOf: [X, {type: 'null'}]` becomes X with `type: [t, 'null']`, and a union of string forms (a Date or an ISO
 * string) becomes one string with the date-time format.
 */
function simplify(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  delete out.$schema;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, simplify(v)]));
  }
  if (out.items) out.items = simplify(out.items);
  if (out.additionalProperties && typeof out.additionalProperties === 'object') {
    out.additionalProperties = simplify(out.additionalProperties);
  }
  if (!out.anyOf) return out;
  const options = out.anyOf.map(simplify);
  delete out.anyOf;
  if (options.every((o) => o.type === 'string' && !o.enum)) {
    const dated = options.some((o) => o.format === 'date-time');
    return { ...out, type: 'string', ...(dated ? { format: 'date-time' } : {}) };
  }
  const nonNull = options.filter((o) => !isNull(o));
  const only = nonNull[0];
  if (nonNull.length === 1 && only && typeof only.type === 'string' && !only.anyOf) {
    return { ...out, ...only, type: [only.type, 'null'] };
  }
  return { ...out, anyOf: options };
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  return simplify(json);
}

/**
 * A route's writer is compiled on its first answer, not when the server gets ready: compiling every route's took
 * about 0.15 s of each start (decision 0295), and a route's first answer pays about a millisecond instead. The
 * contract suites answer every route, so a contract that does not compile still fails a test.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]) as (
      data: unknown,
    ) => string;
    return write(data);
  };
};
