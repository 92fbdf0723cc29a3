import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', SEED_DEMO: true, TRUST_PROXY: false });
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('finds a relative data folder where npm was started, not inside the workspace it runs the script in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/amora' }).DATA_DIR).toBe('/srv/amora/data');
    expect(loadConfig({ INIT_CWD: '/srv/amora', DATA_DIR: 'store' }).DATA_DIR).toBe('/srv/amora/store');
    expect(loadConfig({ INIT_CWD: '/srv/amora', DATA_DIR: '/var/amora' }).DATA_DIR).toBe('/var/amora');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://amora.example',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/tmp/x',
      SEED_DEMO: false,
      TRUST_PROXY: 2,
      PUBLIC_URL: 'https://amora.example',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'perhaps'],
    ['DATA_ENCRYPTION_KEY', 'c2hvcnQ='],
    ['DATA_ENCRYPTION_PREVIOUS_KEYS', `${'A'.repeat(43)}=,nope`],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}:`));
  });

  it('traces only with a collector address', () => {
    const config = loadConfig({});
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(config.OTEL_SERVICE_NAME).toBe('amora');
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SERVICE_NAME: 'amora-eu' }),
    ).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SERVICE_NAME: 'amora-eu' });
  });

  it('stores photos locally unless S3_BUCKET is set', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'amora-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'amora-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('needs both S3 keys with S3_BUCKET, and names them next to any other bad variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid environment:\n {2}S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set$/,
    );
    const both = () => loadConfig({ S3_BUCKET: 'photos', PORT: 'abc' });
    expect(both).toThrow(/PORT:/);
    expect(both).toThrow(/S3_ACCESS_KEY_ID: required when S3_BUCKET is set/);
    expect(both).toThrow(/S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/);
  });

  it('reads the data keys, and wants one in production with PostgreSQL', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const old = Buffer.alloc(32, 2).toString('base64');
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${old} ,` })).toMatchObject({
      DATA_ENCRYPTION_KEY: key,
      DATA_ENCRYPTION_PREVIOUS_KEYS: [old],
    });
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /DATA_ENCRYPTION_KEY: required in production with DATABASE_URL/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).DATA_ENCRYPTION_KEY).toBeUndefined();
  });
});
