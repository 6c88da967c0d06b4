import type { FastifyInstance } from 'fastify';
import { t } from '#domain/messages/all';
import { badRequest } from './errors';

/** No contract of ours nests deeper than a few levels; 32 leaves room and stops what only attacks the stack. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one loop without recursion: brackets
 * inside strings (escaped quotes included) do not count. Text that is not JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser of every route: Fastify's own (secure-json-parse, refusing __proto__ and constructor
 * poisoning, with its errors for empty and broken bodies), after a check of the nesting depth. Every later step
 * walks a body recursively (JSON.parse itself, the NUL check of validation.ts, zod), so a body nested thousands
 * deep would overflow the stack and answer 500; it is refused here, before any of them runs.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(t('errors:nestedTooDeeply')), undefined);
      return;
    }
    parse(request, text, done);
  });
}
