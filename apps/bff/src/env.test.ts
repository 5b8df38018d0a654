import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_NOTE_QUEUE_SECRET, parseEnv } from './env';

/** Production needs a note-queue secret of its own. */
const SECRET = 'x'.repeat(32);

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      upstreamOrigin: 'http://127.0.0.1:3001',
      upstreamBasePath: '/api',
      edition: 'study',
      publicOrigin: 'http://localhost:3000',
      logLevel: 'info',
      mailboxUrl: 'http://127.0.0.1:3001/mailbox',
      rateLimitMax: 1200,
      throttleIpMax: 30,
      searchIpMax: 600,
    });
    expect(isAbsolute(env.webDist)).toBe(true);
    expect(env.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(env.allowedOrigins).toContain('http://127.0.0.1:3000');
    expect(env.allowedOrigins).toContain('http://localhost:5173');
  });

  it('names the upstream cookies to relay: ours by default, any valid names, never a prefixed or repeated one', () => {
    expect(parseEnv({}).upstreamCookies).toEqual({ session: '_studyflow_session', relay: [] });
    expect(
      parseEnv({
        UPSTREAM_SESSION_COOKIE: 'emu_session',
        UPSTREAM_RELAY_COOKIES: 'emu_pref, lb-affinity,emu_pref',
      }).upstreamCookies,
    ).toEqual({ session: 'emu_session', relay: ['emu_pref', 'lb-affinity'] });
    expect(() => parseEnv({ UPSTREAM_SESSION_COOKIE: 'a b' })).toThrow(
      /UPSTREAM_SESSION_COOKIE: must be a cookie name/,
    );
    expect(() => parseEnv({ UPSTREAM_RELAY_COOKIES: 'ok,__Host-x' })).toThrow(
      /UPSTREAM_RELAY_COOKIES.*__Host-/,
    );
    expect(() => parseEnv({ UPSTREAM_RELAY_COOKIES: 'x=1' })).toThrow(/UPSTREAM_RELAY_COOKIES/);
    expect(() => parseEnv({ UPSTREAM_SESSION_COOKIE: 's', UPSTREAM_RELAY_COOKIES: 's' })).toThrow(
      /names the session cookie s/,
    );
  });

  it('reads overrides, extra origins, and hides the mailbox in production', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      NOTE_QUEUE_SECRET: SECRET,
      PORT: '8080',
      EDITION: 'pro',
      UPSTREAM_URL: 'https://legacy.example/api/',
      PUBLIC_ORIGIN: 'https://app.example',
      ALLOWED_ORIGINS: 'https://admin.example/, https://other.example',
      WEB_DIST: 'relative/dist',
    });
    expect(env.port).toBe(8080);
    expect(env.edition).toBe('pro');
    expect(env.upstreamBasePath).toBe('/api');
    expect(env.mailboxUrl).toBeNull();
    expect(env.allowedOrigins).toEqual([
      'https://app.example',
      'https://admin.example',
      'https://other.example',
    ]);
    expect(isAbsolute(env.webDist)).toBe(true);
    expect(parseEnv({ MAILBOX_URL: 'none' }).mailboxUrl).toBeNull();
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(parseEnv({ MAILBOX_URL: 'http://mail.local/' }).mailboxUrl).toBe('http://mail.local/');
  });

  it('refuses TRUST_PROXY=true in production, where a hop count or addresses are the safe settings', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true is refused under NODE_ENV=production.*number of proxies/s,
    );
    expect(parseEnv({ NODE_ENV: 'production', NOTE_QUEUE_SECRET: SECRET, TRUST_PROXY: '1' }).trustProxy).toBe(
      1,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', NOTE_QUEUE_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/8' }).trustProxy,
    ).toBe('10.0.0.0/8');
    // Outside production a developer's own proxy may still be trusted wholesale.
    expect(parseEnv({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses to start in production without a note-queue secret of its own, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /NOTE_QUEUE_SECRET: required under NODE_ENV=production.*same on every BFF instance/s,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', NOTE_QUEUE_SECRET: DEVELOPMENT_NOTE_QUEUE_SECRET }),
    ).toThrow(/NOTE_QUEUE_SECRET: required.*development secret is public/s);
    expect(() => parseEnv({ NODE_ENV: 'production', NOTE_QUEUE_SECRET: 'x'.repeat(31) })).toThrow(
      /NOTE_QUEUE_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv({ NODE_ENV: 'production', NOTE_QUEUE_SECRET: SECRET }).noteQueueSecret).toBe(SECRET);
  });

  it('uses the published development secret outside production unless one is given', () => {
    expect(parseEnv({}).noteQueueSecret).toBe(DEVELOPMENT_NOTE_QUEUE_SECRET);
    expect(parseEnv({ NODE_ENV: 'test' }).noteQueueSecret).toBe(DEVELOPMENT_NOTE_QUEUE_SECRET);
    expect(parseEnv({ NOTE_QUEUE_SECRET: SECRET }).noteQueueSecret).toBe(SECRET);
    expect(() => parseEnv({ NOTE_QUEUE_SECRET: 'short' })).toThrow(/NOTE_QUEUE_SECRET/);
  });

  it('reads the per-IP budgets a campus raises, and refuses a budget that is not a positive whole number', () => {
    expect(
      parseEnv({ RATE_LIMIT_MAX: '20000', THROTTLE_IP_MAX: '500', SEARCH_IP_MAX: '6000' }),
    ).toMatchObject({
      rateLimitMax: 20000,
      throttleIpMax: 500,
      searchIpMax: 6000,
    });
    for (const bad of ['0', '-5', '2.5', 'many'])
      expect(() => parseEnv({ SEARCH_IP_MAX: bad }), bad).toThrow(/SEARCH_IP_MAX/);
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ EDITION: 'enterprise', PORT: 'x' })).toThrow(
      /EDITION[\s\S]*PORT|PORT[\s\S]*EDITION/,
    );
  });
});
