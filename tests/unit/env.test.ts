import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { databaseName, loadConfig } from '../../src/server/env';

describe('upload storage settings', () => {
  it('keeps uploads on the local disk unless S3_BUCKET is set; empty settings count as unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: '', S3_REGION: '', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '', S3_PREFIX: '' })
        .s3,
    ).toBeUndefined();
  });

  it('defaults to us-east-1, AWS itself, virtual-host style and the SDK credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'baycatch-uploads' }).s3).toEqual({
      bucket: 'baycatch-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: undefined,
    });
  });

  it('reads every setting for a self-hosted S3-compatible server', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'baycatch',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_PREFIX: 'baycatch/prod',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      region: 'auto',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'baycatch', secretAccessKey: 'secret-key' },
      prefix: 'baycatch/prod',
    });
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'off' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses bad values, naming the setting', () => {
    const needsBucket = 'needs S3_BUCKET (without it uploads stay on the local disk)';
    const halfPair = "set both, or neither for the AWS SDK's default credentials";
    const cases: [Record<string, string>, string[]][] = [
      [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, ['S3_ENDPOINT: not an http:// or https:// URL']],
      [{ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, ['S3_ENDPOINT: not an http:// or https:// URL']],
      [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, ['S3_FORCE_PATH_STYLE: not true or false']],
      [
        { S3_BUCKET: 'b', S3_PREFIX: '../elsewhere' },
        ['S3_PREFIX: not folder names such as baycatch/uploads'],
      ],
      [
        { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'baycatch' },
        [`S3_SECRET_ACCESS_KEY: is not set though S3_ACCESS_KEY_ID is: ${halfPair}`],
      ],
      [
        { S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret-key' },
        [`S3_ACCESS_KEY_ID: is not set though S3_SECRET_ACCESS_KEY is: ${halfPair}`],
      ],
      [
        { S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' },
        [`S3_ENDPOINT: ${needsBucket}`, `S3_FORCE_PATH_STYLE: ${needsBucket}`],
      ],
      [
        { S3_ACCESS_KEY_ID: 'baycatch', S3_SECRET_ACCESS_KEY: 'secret-key', S3_REGION: 'eu-west-1' },
        [
          `S3_REGION: ${needsBucket}`,
          `S3_ACCESS_KEY_ID: ${needsBucket}`,
          `S3_SECRET_ACCESS_KEY: ${needsBucket}`,
        ],
      ],
    ];
    for (const [env, expected] of cases) expect(refusals(env), JSON.stringify(env)).toEqual(expected);
  });
});

/** What loadConfig refuses, as 'SETTING: reason' (src/server/index.ts prints them on one line). */
function refusals(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ZodError)
      return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw error;
  }
  return [];
}

describe('database settings', () => {
  it('reads the SQLite file from DATABASE_PATH, or from a file: DATABASE_URL, which wins', () => {
    expect(loadConfig({}).database).toBe('./data/baycatch.db');
    expect(loadConfig({ DATABASE_PATH: '/srv/bay.db' }).database).toBe('/srv/bay.db');
    expect(loadConfig({ DATABASE_URL: 'file:./data/other.db' }).database).toBe('./data/other.db');
    expect(loadConfig({ DATABASE_URL: 'file:///srv/bay%20catch.db', DATABASE_PATH: 'x.db' }).database).toBe(
      '/srv/bay catch.db',
    );
    expect(loadConfig({ DATABASE_URL: '' }).database).toBe('./data/baycatch.db');
  });

  it('takes a PostgreSQL URL as it is, with replicas beside it, and refuses any other kind of URL', () => {
    for (const url of ['postgres://bay@db/baycatch', 'postgresql://db/baycatch']) {
      expect(loadConfig({ DATABASE_URL: url }).database).toBe(url);
    }
    const replicated = loadConfig({
      DATABASE_URL: 'postgres://bay@primary/baycatch',
      DATABASE_REPLICA_URLS: 'postgres://bay@replica-1/baycatch, postgres://bay@replica-2/baycatch',
    });
    expect(replicated.databaseReplicaUrls).toEqual([
      'postgres://bay@replica-1/baycatch',
      'postgres://bay@replica-2/baycatch',
    ]);
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/baycatch' })).toThrow(/must be postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'file:' })).toThrow(ZodError);
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://db/baycatch',
        DATABASE_REPLICA_URLS: 'mysql://replica/baycatch',
      }),
    ).toThrow(/each must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://replica/baycatch' })).toThrow(
      /needs DATABASE_URL to name the PostgreSQL primary/,
    );
  });

  it('names a PostgreSQL database in messages without its password', () => {
    expect(databaseName('postgres://bay:s3cret@db:5432/baycatch')).toBe(
      'postgres://bay:***@db:5432/baycatch',
    );
    expect(databaseName('./data/baycatch.db')).toBe('./data/baycatch.db');
  });
});

describe('shutdown and slow-client settings', () => {
  it('default to a 5 s drain, 15 s for headers and 60 s for a whole request', () => {
    expect(loadConfig({})).toMatchObject({
      shutdownDrainMs: 5000,
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
    });
  });

  it('read the settings, and refuse a request timeout shorter than the headers timeout', () => {
    expect(
      loadConfig({ SHUTDOWN_DRAIN_MS: '0', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' }),
    ).toMatchObject({ shutdownDrainMs: 0, headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(ZodError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(ZodError);
  });
});

describe('the public origin', () => {
  it('is PUBLIC_URL (its origin alone), or http://localhost:PORT outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://baycatch.example/some/path' }).publicUrl).toBe(
      'https://baycatch.example',
    );
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4321', NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ PORT: '4321', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4321');
  });

  it('is required in production, and must be an http(s) URL', () => {
    expect(refusals({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL: is required in production: the public origin e-mailed links point at, e.g. https://baycatch.example',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://baycatch.example' }).publicUrl).toBe(
      'https://baycatch.example',
    );
    expect(refusals({ PUBLIC_URL: 'ftp://baycatch.example' })).toEqual([
      'PUBLIC_URL: not an http:// or https:// URL',
    ]);
  });
});
