import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3001,
      HOST: '127.0.0.1',
      EDITION: 'study',
      APP_URL: 'http://localhost:3000',
      MAIL_FROM: 'Studyflow <no-reply@studyflow.example>',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      CONFIRMATION_TOKEN_TTL_SECONDS: 3 * 24 * 3600,
      RESET_TOKEN_TTL_SECONDS: 6 * 3600,
      SESSION_TTL_SECONDS: 14 * 24 * 3600,
      NOTES_PER_LEARNER_MAX: 1000,
      REFLECTIONS_PER_LEARNER_MAX: 500,
      demo: true,
    });
    expect(env.DEMO).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    // `.data` at the repository root, whatever the working directory.
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    expect(env.DATA_DIR).toBe(path.join(repoRoot, '.data'));
  });

  it('reads numbers, resolves DATA_DIR and treats empty values as unset', () => {
    const env = parseEnv({
      PORT: '4001',
      DATA_DIR: 'tmp/data',
      DATABASE_URL: '',
      SMTP_URL: '  ',
      APP_URL: 'https://studyflow.example/',
      EDITION: 'pro',
      RESET_TOKEN_TTL_SECONDS: '1',
    });
    expect(env.PORT).toBe(4001);
    expect(env.DATA_DIR).toBe(path.resolve('tmp/data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_URL).toBe('https://studyflow.example');
    expect(env.EDITION).toBe('pro');
    expect(env.RESET_TOKEN_TTL_SECONDS).toBe(1);
  });

  it('turns demo mode off under production or with DEMO=0/false, and production always wins', () => {
    const demo = (source: Record<string, string>) => parseEnv(source).demo;
    expect(demo({})).toBe(true);
    expect(demo({ NODE_ENV: 'test' })).toBe(true);
    expect(demo({ DEMO: '1' })).toBe(true);
    expect(demo({ DEMO: ' TRUE ' })).toBe(true);
    expect(demo({ DEMO: '' })).toBe(true);
    expect(demo({ DEMO: '0' })).toBe(false);
    expect(demo({ DEMO: 'false' })).toBe(false);
    expect(demo({ NODE_ENV: 'test', DEMO: 'False' })).toBe(false);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
    // An explicit DEMO=1 cannot put a known password into a deployment.
    expect(parseEnv({ NODE_ENV: 'production', DEMO: '1' })).toMatchObject({ DEMO: true, demo: false });
  });

  it('listens beyond loopback in demo mode only with DEMO_EXPOSED=1; a deployment may anywhere', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.53', 'localhost', '::1']) {
      expect(parseEnv({ HOST }).HOST).toBe(HOST);
    }
    for (const HOST of ['0.0.0.0', '::', '192.0.2.10', 'legacy-api.internal']) {
      expect(() => parseEnv({ HOST })).toThrow(
        /HOST: .* would put demo mode .* on the network.*DEMO_EXPOSED=1/s,
      );
      expect(() => parseEnv({ HOST, DEMO_EXPOSED: '0' })).toThrow(/DEMO_EXPOSED=1/);
      expect(parseEnv({ HOST, DEMO_EXPOSED: '1' })).toMatchObject({ HOST, demo: true });
      expect(parseEnv({ HOST, NODE_ENV: 'production' })).toMatchObject({ HOST, demo: false });
      expect(parseEnv({ HOST, DEMO: '0' })).toMatchObject({ HOST, demo: false });
    }
    expect(() => parseEnv({ DEMO_EXPOSED: 'yes' })).toThrow(/DEMO_EXPOSED/);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => parseEnv({ DEMO: 'off' })).toThrow(/DEMO/);
    expect(() => parseEnv({ NOTES_PER_LEARNER_MAX: '0' })).toThrow(/NOTES_PER_LEARNER_MAX/);
    expect(() => parseEnv({ EDITION: 'enterprise' })).toThrow(/EDITION/);
    expect(() => parseEnv({ APP_URL: 'ftp://files.example' })).toThrow(/APP_URL/);
    expect(() => parseEnv({ SESSION_TTL_SECONDS: '0' })).toThrow(/SESSION_TTL_SECONDS/);
  });
});
