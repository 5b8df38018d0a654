import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Metrics } from './metrics';
import requestLog from './request-log';
import { requestChildLogger } from './request-logger';

/** An app with only the request log, its lines collected, at the given level. */
async function appAt(level: string, routine: (request: unknown, status: number) => boolean) {
  const lines: Array<{ level: number; msg: string; status?: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream),
    childLoggerFactory: requestChildLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  const observeRequest = vi.fn();
  const metrics = { observeRequest, observeUpstream: vi.fn() } as unknown as Metrics;
  app.decorateRequest('traceId', '');
  await app.register(requestLog, { metrics, knownProcedures: new Set<string>(), routine });
  app.get('/page', async () => 'ok');
  app.get('/broken', async (_request, reply) => reply.code(500).send('no'));
  await app.ready();
  return { app, lines, observeRequest };
}

describe('the request log line', () => {
  it('at warn, asks nothing about routine requests and writes no line, but still counts them', async () => {
    const routine = vi.fn(() => true);
    const { app, lines, observeRequest } = await appAt('warn', routine);
    await app.inject({ method: 'GET', url: '/page' });
    await app.inject({ method: 'GET', url: '/broken' });
    expect(routine).not.toHaveBeenCalled();
    expect(lines.map((line) => [line.level, line.msg, line.status])).toEqual([[50, 'request failed', 500]]);
    expect(observeRequest).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('at info, writes ordinary requests and keeps routine ones to debug', async () => {
    let isRoutine = true;
    const { app, lines } = await appAt('info', () => isRoutine);
    await app.inject({ method: 'GET', url: '/page' });
    isRoutine = false;
    await app.inject({ method: 'GET', url: '/page' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, 'request']]);
    await app.close();
  });

  it('at debug, writes routine requests at debug', async () => {
    const { app, lines } = await appAt('debug', () => true);
    await app.inject({ method: 'GET', url: '/page' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[20, 'request']]);
    await app.close();
  });
});
