import type { Config } from './config';
import type { Db } from './db/types';
import type { SettingsCache } from './features/settings/settings.service';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/file-store';

/** What every feature's routes receive: built once in buildApp and passed down, so tests swap real parts. */
export type Deps = {
  db: Db;
  config: Config;
  /** Now, injectable so tests can move time (session idleness, invitation expiry, rate-limit windows). */
  clock: () => Date;
  /** Outgoing mail: the outbox table, and SMTP when SMTP_URL is set. */
  mailer: Mailer;
  /** The system settings, kept in memory and re-read when any instance changes them. */
  settings: SettingsCache;
  /** Uploaded files: DATA_DIR/files, or an S3-compatible bucket (S3_BUCKET). */
  storage: FileStore;
};
