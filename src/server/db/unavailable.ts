import { THREAD_STOPPED } from './pglite-thread';
/**
 * Whether an error means the database cannot be reached or refuses connections for now (an outage, a restart, a
 * full connection table), as opposed to a fault of the request or of the code. Such requests answer 503 with
 * Retry-After (http/errors.ts): nothing is wrong with them, and the same request succeeds once the database is back.
 */

/** Seconds a client is asked to wait before trying again (the Retry-After header of a 503). */
export const RETRY_AFTER_S = 5;

/**
 * SQLSTATE classes 08 (connection exception) and 53 (insufficient resources: too many connections, out of memory,
 * disk full): the server cannot serve anyone just now.
 */
const UNAVAILABLE_CLASSES = ['08', '53'];

/** 57P01 admin_shutdown (a terminated backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up). */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03']);

/** Socket errors of Node when the server is down, unreachable or drops the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
]);

/**
 * Errors pg and pg-pool raise without a code: the pool's wait for a connection ran out, the socket closed under a
 * client, a client that lost its connection was used again. PGlite says it is closed (the app is shutting down),
 * and the embedded database's connections fail so when its thread has stopped.
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
  THREAD_STOPPED,
];

type ErrorLike = {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

function isUnavailableItself(err: ErrorLike): boolean {
  const code = typeof err.code === 'string' ? err.code : undefined;
  if (code) {
    if (SOCKET_CODES.has(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    // 55000 (object_not_in_prerequisite_state) is what a database with ALLOW_CONNECTIONS false answers, as a
    // FATAL error at connection time ('database "x" is not currently accepting connections'); the same code
    // also reports ordinary faults of a statement (currval before nextval), which are errors, not FATAL.
    if (code === '55000' && err.severity === 'FATAL') return true;
  }
  const message = typeof err.message === 'string' ? err.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True for the errors above, also when wrapped: drizzle wraps a driver's error as the `cause` of its own
 * ('Failed query: ...'), and Node reports a refused connection to every address of a name as an AggregateError.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  if (isUnavailableItself(e)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
