import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServerArgs } from './build/server-bundle.ts';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('should give the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseKind).toBe('sqlite');
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('should pick PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).databaseKind).toBe('postgres');
  });

  it('should list every bad variable with its reason', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        S3_BUCKET: 'My_Bucket',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/m);
    expect(problems).toMatch(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/m);
    expect(problems).toMatch(/^S3_BUCKET: must be an S3 bucket name/m);
  });

  it('should make the server print the problems and exit with 1 on a bad config', () => {
    const result = spawnSync(process.execPath, builtServerArgs('main'), {
      cwd: repoRoot,
      env: { ...process.env, PORT: '-5', REDIS_URL: 'nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/- PORT: /);
    expect(result.stderr).toMatch(/- REDIS_URL: must be a redis:\/\/ URL/);
  });

  it('should use the test-mode payment provider in development and tests unless told otherwise', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ PAYMENT_PROVIDER: 'free' }).PAYMENT_PROVIDER).toBe('free');
  });

  it('should refuse production without a payment provider, or in test mode, and take an explicit free', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: production needs/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(
      /PAYMENT_PROVIDER: test mode .* refused in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'free' }).PAYMENT_PROVIDER).toBe('free');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/stripe needs STRIPE_SECRET_KEY/);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig(stripe).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('should keep a production server from starting without a payment provider', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0' };
    delete env.PAYMENT_PROVIDER;
    const result = spawnSync(process.execPath, builtServerArgs('main'), {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/- PAYMENT_PROVIDER: production needs a payment provider/);
  });
});
