import { eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared';
import { systemSettings } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { assertCurrentVersion, withVersion } from '../../http/record-version';

export type Settings = {
  companyName: string;
  supportEmail: string | null;
  timezone: string;
  sessionTimeout: number;
  passwordExpiry: number;
  twoFactorAuth: boolean;
};

export const defaultSettings: Settings = {
  companyName: 'BuildLine',
  supportEmail: null,
  // visible-texts: a time zone's name
  timezone: 'America/New_York',
  sessionTimeout: 30,
  passwordExpiry: 90,
  twoFactorAuth: false,
};

/** The settings with their row's version, which the settings form sends back with its save. */
export type StoredSettings = Settings & { version: string };

/** Before the first save there is no row: the defaults, with a version no row ever has. */
const NO_ROW_VERSION = '0';

/** The one settings row, prepared: each instance reads it again whenever its kept copy (settingsCache) lapses. */
const settingsRow = preparedOnce((db) =>
  db
    .select(withVersion(systemSettings))
    .from(systemSettings)
    .where(eq(systemSettings.id, 1))
    .limit(1)
    .prepare('system_settings'),
);

export async function readSettings(db: DbOrTx): Promise<StoredSettings> {
  const [row] = await settingsRow(db).execute();
  if (!row) return { ...defaultSettings, version: NO_ROW_VERSION };
  const { id: _id, updatedAt: _u, updatedBy: _b, ...settings } = row;
  return settings;
}

/** Writes every setting (PUT /api/admin/settings): the one row is made on the first save. */
export async function writeSettings(
  db: Db,
  next: Settings,
  userId: number,
  now: Date,
): Promise<StoredSettings> {
  const values = { ...next, updatedAt: now, updatedBy: userId };
  // In a transaction, so the audit triggers know who changed the settings (audit-context.ts).
  return db.transaction(async (tx) => {
    await assertCurrentVersion(tx, systemSettings, eq(systemSettings.id, 1), NO_ROW_VERSION);
    await tx
      .insert(systemSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: systemSettings.id, set: values });
    return readSettings(tx);
  });
}

/** The settings row's version (its xmin: new with every write), read along with each session lookup. */
export const settingsVersion = sql<
  string | null
>`(select xmin::text from ${systemSettings} where ${systemSettings.id} = 1)`;

/**
 * The settings as this instance last read them. They are needed on every request (session idleness), so they
 * are kept in memory, but the database stays the truth: every signed-in request's session lookup also reads the
 * settings row's version (`settingsVersion`), and a version that differs from the one kept (a change made on
 * any instance) drops the kept copy before the request uses it. Requests without a session (public pages) have
 * no version to compare, so for them the copy is also re-read after ttlMs.
 */
export function settingsCache(db: DbOrTx, options: { ttlMs?: number; minuteMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? 10_000;
  const minuteMs = options.minuteMs ?? 60_000;
  let value: StoredSettings | undefined;
  let version: string | null | undefined;
  let readAt = 0;
  const get = async (): Promise<StoredSettings> => {
    if (value && Date.now() - readAt <= ttlMs) return value;
    const asOf = version;
    const read = await readSettings(db);
    // A newer version seen while reading means this read may predate the change: use it, don't keep it.
    if (asOf === version) {
      value = read;
      readAt = Date.now();
    }
    return read;
  };
  return {
    get,
    /** How long a session may stay idle: the session timeout setting in milliseconds. */
    async sessionIdleMs(): Promise<number> {
      return (await get()).sessionTimeout * minuteMs;
    },
    /** How often a session's last activity is written: once a minute, or once a unit on test servers. */
    touchAfterMs: Math.min(60_000, minuteMs),
    /** Drops the kept copy: this instance has just written the settings. */
    forget() {
      value = undefined;
    },
    /** Called with the version the session lookup saw. */
    observe(seen: string | null) {
      if (seen !== version) {
        version = seen;
        value = undefined;
      }
    },
  };
}

export type SettingsCache = ReturnType<typeof settingsCache>;
