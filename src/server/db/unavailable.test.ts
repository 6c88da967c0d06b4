import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** An error as PostgreSQL sends it through pg: its SQLSTATE and severity. */
function postgresError(code: string, severity = 'ERROR', message = 'from the server'): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity });
}

/** The same error as drizzle hands it to the app: wrapped as the cause of 'Failed query: ...'. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

/** A socket error of Node. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isDatabaseUnavailable', () => {
  const unavailable: [string, Error][] = [
    ['08006 connection_failure', postgresError('08006')],
    ['08001 sqlclient_unable_to_establish_sqlconnection', postgresError('08001')],
    ['08P01 protocol_violation', postgresError('08P01')],
    ['53300 too_many_connections', postgresError('53300', 'FATAL')],
    ['53200 out_of_memory', postgresError('53200')],
    ['53100 disk_full', postgresError('53100')],
    ['57P01 admin_shutdown (pg_terminate_backend)', postgresError('57P01', 'FATAL')],
    ['57P02 crash_shutdown', postgresError('57P02', 'FATAL')],
    ['57P03 cannot_connect_now', postgresError('57P03', 'FATAL')],
    [
      '55000 at connection: the database does not allow connections',
      postgresError('55000', 'FATAL', 'database "buildline" is not currently accepting connections'),
    ],
    ["the pool's wait for a connection ran out", new Error('timeout exceeded when trying to connect')],
    ['the socket closed under a client', new Error('Connection terminated unexpectedly')],
    ["a client's own connect timeout", new Error('Connection terminated due to connection timeout')],
    ['a client reused after losing its connection', new Error('Client was closed and is not queryable')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['ENOTFOUND', socketError('ENOTFOUND')],
    ['EHOSTUNREACH', socketError('EHOSTUNREACH')],
    [
      'every address of a name refused (AggregateError)',
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed'),
    ],
    ['a closed PGlite', new Error('PGlite is closed')],
  ];
  for (const [name, err] of unavailable) {
    it(`recognises ${name}, bare and wrapped by drizzle`, () => {
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
    });
  }

  const faults: [string, unknown][] = [
    ['23505 unique_violation', postgresError('23505')],
    ['42601 syntax_error', postgresError('42601')],
    ['57014 query_canceled (a statement timeout)', postgresError('57014')],
    ['55000 of a statement (currval before nextval)', postgresError('55000')],
    ['a plain error of the code', new Error('Cannot read properties of undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ];
  for (const [name, err] of faults) {
    it(`leaves ${name} a fault`, () => {
      expect(isDatabaseUnavailable(err)).toBe(false);
      if (err instanceof Error) expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
    });
  }
});
