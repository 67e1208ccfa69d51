import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('given an empty environment', () => {
  it('should listen on 127.0.0.1:8080 with SQLite under data/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      env: 'development',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
  });
});

describe('given settings in the environment', () => {
  it('should read PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/pf',
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/pf',
      databaseUrl: 'postgres://u@127.0.0.1/db',
      env: 'production',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['EVENTS_RATE_LIMIT_PER_MINUTE', '0'],
    ['NODE_ENV', 'staging'],
  ])('should refuse %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('given ALLOWED_ORIGINS', () => {
  it('should read a comma-separated list of origins', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443' }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('should refuse a URL with a path', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example/x' })).toThrow('ALLOWED_ORIGINS');
  });
});
