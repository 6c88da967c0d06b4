import { z } from 'zod';

/**
 * Building blocks of the response contracts: every route declares the shape it answers (`response` in its
 * schema), the server writes exactly that (http/serialization.ts), and the browser's types come from the same
 * schema through `Answer`.
 */

/** An instant: a Date on the server, an ISO 8601 string on the wire. */
export const instant = z.union([z.date(), z.string()]);

/** A decimal kept exactly as a string ("1250.50"): money, quantities, percentages. */
export const decimal = z.string();

/** What the browser receives for a value the server answers: instants arrive as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The type of an answer as the browser sees it. */
export type Answer<S extends z.ZodType> = Wire<z.output<S>>;

/** `{ ok: true }`, the answer of actions that return nothing else. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** The declared answer of a 204: no body. */
export const noContent = z.void();

/**
 * The declared answer of a route that streams a stored file (a receipt, a document, a logo): any readable stream,
 * piped as it comes and never read whole. Duck-typed, so the browser's side needs no stream library.
 */
export const streamAnswer = z.custom<{ pipe: (...args: never[]) => unknown }>(
  (v) => typeof (v as { pipe?: unknown } | null)?.pipe === 'function',
);

/** The declared answer of a route that sends a file (a PDF): bytes, written as they are. */
export const fileAnswer = z.custom<Uint8Array>((v) => v instanceof Uint8Array);
