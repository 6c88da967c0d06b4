import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.passwordHashCost).toBe(17);
  });

  it('stops start-up with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('needs ADMIN_PASSWORD with ADMIN_USERNAME', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('keeps uploads in DATA_DIR/files, or in the S3 bucket S3_BUCKET names', () => {
    expect(loadConfig({ DATA_DIR: '/srv/bl' }).storage).toEqual({ kind: 'disk', root: '/srv/bl/files' });
    expect(
      loadConfig({
        S3_BUCKET: 'buildline-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'buildline-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-hosted buckets, credentials from the environment's usual chain.
    expect(loadConfig({ S3_BUCKET: 'buildline-files', S3_REGION: 'us-west-2' }).storage).toMatchObject({
      region: 'us-west-2',
      forcePathStyle: false,
    });
  });

  it('refuses a bad bucket name and a half of the S3 key pair', () => {
    expect(() => loadConfig({ S3_BUCKET: 'B' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'buildline-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
