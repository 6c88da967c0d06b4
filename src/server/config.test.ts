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
});
