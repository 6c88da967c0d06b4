import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Why the database refused a restore's statement, without the statement's values: a failed query's error carries
 * its parameters (a whole batch of rows, hashes included) and PostgreSQL's detail may quote the failing row. Only
 * the database's message and the key columns of a key's detail are kept; a data error's message loses the value
 * it quotes ('invalid input syntax for type integer: "..."').
 */
export function databaseReason(err: unknown): string {
  const db = databaseErrorOf(err);
  // visible-texts: the restore is a command line tool; its messages are for the operator
  if (!db) return err instanceof DrizzleQueryError ? 'the database refused a statement' : messageOf(err);
  const message = db.code?.startsWith('22') ? db.message.replace(/: ".*$/s, '') : db.message;
  const key = /^Key \((.*?)\)=\(.*\) (already exists|is not present in table "[^"]*")\.?$/s.exec(
    db.detail ?? '',
  );
  return key ? `${message} (key ${key[1]} ${key[2]})` : message;
}

/** The error to report from a failed restore: ours as it is, a failed query's reduced to its reason. */
export function reportableError(err: unknown): Error {
  if (err instanceof DrizzleQueryError || databaseErrorOf(err))
    return new Error(`The restore failed: ${databaseReason(err)}. Nothing was restored.`);
  return err instanceof Error ? err : new Error(messageOf(err));
}

type DatabaseError = { message: string; code?: string; detail?: string };

/** PostgreSQL's own error (both drivers give one with a five-character SQLSTATE code), wherever it is wrapped. */
function databaseErrorOf(err: unknown): DatabaseError | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DatabaseError;
    e = e.cause as typeof e;
  }
  return null;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
