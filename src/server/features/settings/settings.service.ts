import { eq, sql } from 'drizzle-orm';
import { systemSettings } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

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
  timezone: 'America/New_York',
  sessionTimeout: 30,
  passwordExpiry: 90,
  twoFactorAuth: false,
};

export async function readSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  if (!row) return defaultSettings;
  const { id: _id, updatedAt: _u, updatedBy: _b, ...settings } = row;
  return settings;
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
export function settingsCache(db: DbOrTx, ttlMs = 10_000) {
  let value: Settings | undefined;
  let version: string | null | undefined;
  let readAt = 0;
  return {
    async get(): Promise<Settings> {
      if (value && Date.now() - readAt <= ttlMs) return value;
      const asOf = version;
      const read = await readSettings(db);
      // A newer version seen while reading means this read may predate the change: use it, don't keep it.
      if (asOf === version) {
        value = read;
        readAt = Date.now();
      }
      return read;
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
