import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** Environment variables the server reads. A bad value stops start-up with a message naming it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('BuildLine <no-reply@buildline.local>'),
  PUBLIC_URL: optionalString.pipe(z.string().url('must be a URL such as https://pm.example.com').optional()),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  TRUST_PROXY: boolFromEnv.default(false),
  DEMO_DATA: boolFromEnv.default(true),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  /** Uploaded files go to this S3-compatible bucket when set; to DATA_DIR/files otherwise. */
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name of 3 to 63 lowercase letters, digits, dots and dashes',
      )
      .optional(),
  ),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.string().url('must be a URL such as https://s3.example.com').optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: boolFromEnv.optional(),
  /** The secret an inbound-mail provider sends to POST /api/inbound-mail (header or ?secret=); unset: webhook off. */
  INBOUND_MAIL_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The domain of reply addresses (reply+{emailHash}@domain) that the provider routes to the webhook. */
  INBOUND_MAIL_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as reply.example.com')
      .optional(),
  ),
  /**
   * Seconds in one "minute" of the session timeout setting (default 60). Only for test servers: a browser test
   * that watches an idle session end sets 1, so the smallest timeout (5) passes in 5 seconds, not 5 minutes.
   */
  SESSION_TIMEOUT_UNIT_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  passwordHashCost: number;
  trustProxy: boolean;
  demoData: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Inbound-mail webhook secret; undefined: the webhook answers 404. */
  inboundMailSecret: string | undefined;
  /** Domain of reply addresses; undefined: customer messages carry no Reply-To and are answered on their page. */
  inboundMailDomain: string | undefined;
  logLevel: string;
  /** Milliseconds in one minute of the session timeout setting: 60 000 except on test servers. */
  sessionTimeoutUnitMs: number;
  webDir: string | undefined;
  /** Where uploads go: a bucket when S3_BUCKET is set, else DATA_DIR/files. */
  storage:
    | { kind: 'disk'; root: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError listing every bad variable by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDir?: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_USERNAME is set');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    inboundMailSecret: e.INBOUND_MAIL_SECRET,
    inboundMailDomain: e.INBOUND_MAIL_DOMAIN?.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    sessionTimeoutUnitMs: e.SESSION_TIMEOUT_UNIT_SECONDS * 1000,
    webDir,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // S3-compatible services (MinIO and the like) want the bucket in the path; AWS itself does not.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : { kind: 'disk', root: path.join(dataDir, 'files') },
  };
}
