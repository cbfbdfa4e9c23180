import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const KEY = 'ab'.repeat(32);

describe('the master key setting', () => {
  it('is required in production, and not the development key', () => {
    const production = { NODE_ENV: 'production', SEED_DEMO: 'false' };
    expect(() => loadConfig(production)).toThrow(/SENSITIVE_DATA_MASTER_KEY is required/);
    const development = loadConfig({ NODE_ENV: 'development' }).masterKeys.current;
    expect(() =>
      loadConfig({ ...production, SENSITIVE_DATA_MASTER_KEY: development.toString('hex') }),
    ).toThrow(/must not be the development key/);
    expect(
      loadConfig({ ...production, SENSITIVE_DATA_MASTER_KEY: KEY }).masterKeys.current,
    ).toEqual(Buffer.from(KEY, 'hex'));
  });

  it('reads hex or base64 keys, and lists previous keys', () => {
    const base64 = Buffer.from(KEY, 'hex').toString('base64');
    const config = loadConfig({
      NODE_ENV: 'test',
      SENSITIVE_DATA_MASTER_KEY: base64,
      SENSITIVE_DATA_PREVIOUS_MASTER_KEYS: `${'cd'.repeat(32)}, ${'ef'.repeat(32)}`,
    });
    expect(config.masterKeys.current.toString('hex')).toBe(KEY);
    expect(config.masterKeys.previous).toHaveLength(2);
    expect(() => loadConfig({ NODE_ENV: 'test', SENSITIVE_DATA_MASTER_KEY: 'short' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SENSITIVE_DATA_PREVIOUS_MASTER_KEYS: 'short' }),
    ).toThrow(/PREVIOUS_MASTER_KEYS/);
  });
});
