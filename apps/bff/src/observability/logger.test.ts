import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { logFormat, PRETTY_OPTIONS } from './logger';

describe('log format', () => {
  it('is pretty only for a terminal outside production, JSON everywhere else', () => {
    expect(logFormat(true, 'development')).toBe('pretty');
    expect(logFormat(true, 'test')).toBe('pretty');
    expect(logFormat(true, 'production')).toBe('json');
    expect(logFormat(false, 'development')).toBe('json');
    expect(logFormat(undefined, 'development')).toBe('json');
  });

  it('reads a request as one line: method, URL, status and time, then procedures and upstream calls', () => {
    const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false, translateTime: false });
    const request = {
      level: 30,
      time: 1,
      pid: 7,
      hostname: 'h',
      name: 'bff',
      reqId: 'a1b2',
      method: 'POST',
      url: '/trpc/notes.create',
      status: 200,
      ms: 12.5,
      traceId: 'f00d',
      procedures: ['notes.create'],
      upstream: [{ method: 'POST', path: '/notes', status: 201, ms: 9 }],
      msg: 'request',
    };
    expect(pretty(JSON.stringify(request))).toBe(
      '[1] INFO (bff): request POST /trpc/notes.create → 200 (12.5 ms) ' +
        '{"procedures":["notes.create"],"upstream":[{"method":"POST","path":"/notes","status":201,"ms":9}]}\n',
    );
    const failure = { level: 40, time: 1, name: 'bff', procedure: 'flows.list', msg: 'upstream failure' };
    expect(pretty(JSON.stringify({ ...failure, kind: 'http', status: 503 }))).toBe(
      '[1] WARN (bff): upstream failure → 503 {"procedure":"flows.list","kind":"http"}\n',
    );
    expect(pretty(JSON.stringify({ ...failure, kind: 'timeout', status: null }))).toBe(
      '[1] WARN (bff): upstream failure {"procedure":"flows.list","kind":"timeout"}\n',
    );
  });
});
