import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
});
