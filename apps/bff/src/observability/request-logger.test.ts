import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { REDACT_PATHS } from './redact';
import { logsAt, RequestLogger, requestChildLogger } from './request-logger';

/** A pino logger like the app's (redaction included) whose lines are kept, timestamps left out. */
function capture(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logger = pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[REDACTED]' }, timestamp: false },
    stream,
  );
  return { logger, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the request logger', () => {
  it('writes exactly the lines a pino child with the same bindings writes', async () => {
    const eager = capture('info');
    const lazy = capture('info');
    const write = (log: { info: pino.LogFn; warn: pino.LogFn; error: pino.LogFn }) => {
      log.info({ method: 'GET', status: 200, cookie: 'secret' }, 'request');
      log.warn('plain %s', 'text');
      log.error({ err: new Error('boom') }, 'failed');
      log.info('not an object');
    };
    write(eager.logger.child({ reqId: 'r-1' }));
    write(requestChildLogger(lazy.logger, { reqId: 'r-1' }, {}));
    await flush();
    const withoutNoise = (line: string) =>
      line.replace(/"(pid|hostname)":[^,]+,/g, '').replace(/"stack":"[^"]*"/, '');
    expect(lazy.lines.map(withoutNoise)).toEqual(eager.lines.map(withoutNoise));
    expect(lazy.lines).toHaveLength(4);
    expect(lazy.lines[0]).toContain('"reqId":"r-1"');
    expect(lazy.lines[0]).toContain('"cookie":"[REDACTED]"');
  });

  it('makes no pino child while nothing is written at an enabled level', () => {
    const { logger } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestChildLogger(logger, { reqId: 'r-2' }, {});
    log.info({ a: 1 }, 'request');
    log.debug('detail');
    expect(logsAt(log, 'info')).toBe(false);
    expect(logsAt(log, 'warn')).toBe(true);
    expect(child).not.toHaveBeenCalled();
    log.warn('now');
    log.error('and again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r-2' });
  });

  it('reads and sets the level as a child would', async () => {
    const { logger, lines } = capture('warn');
    const log = requestChildLogger(logger, { reqId: 'r-3' }, {});
    expect(log.level).toBe('warn');
    log.level = 'debug';
    expect(log.level).toBe('debug');
    expect(logger.level).toBe('warn');
    log.debug('seen');
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"msg":"seen"');
  });

  it("gives a grandchild carrying the request's bindings", async () => {
    const { logger, lines } = capture('info');
    const log = requestChildLogger(logger, { reqId: 'r-4' }, {});
    log.child({ procedure: 'auth.signIn' }).info('throttled');
    await flush();
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ reqId: 'r-4', procedure: 'auth.signIn' });
  });

  it("uses pino's child at once when the route sets its own level or serializers", () => {
    const { logger } = capture('info');
    expect(requestChildLogger(logger, { reqId: 'r-5' }, { level: 'error' })).not.toBeInstanceOf(
      RequestLogger,
    );
    expect(requestChildLogger(logger, { reqId: 'r-5' }, {})).toBeInstanceOf(RequestLogger);
  });
});
