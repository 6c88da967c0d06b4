import { eq } from 'drizzle-orm';
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

/**
 * Settings are read on every request (session idleness), so each instance keeps them for a few seconds.
 * The database stays the truth: a change made on another instance takes effect within ttlMs.
 */
export function cachedSettings(db: DbOrTx, ttlMs = 10_000) {
  let value: Settings | undefined;
  let readAt = 0;
  return {
    async get(): Promise<Settings> {
      if (!value || Date.now() - readAt > ttlMs) {
        value = await readSettings(db);
        readAt = Date.now();
      }
      return value;
    },
    invalidate() {
      value = undefined;
    },
  };
}
