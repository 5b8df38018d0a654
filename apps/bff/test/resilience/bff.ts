import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/env';

export interface Bff {
  app: FastifyInstance;
  /** Log lines at `error` or worse, parsed. */
  errors(): Record<string, unknown>[];
  close(): Promise<void>;
}

/** The real app (every plugin) against `upstreamOrigin`; only error log lines are kept. */
export async function startBff(upstreamOrigin: string, vars: Record<string, string> = {}): Promise<Bff> {
  const lines: string[] = [];
  // A built web app, as in production: without one the SPA fallback answers 503 "not built".
  const webDist = mkdtempSync(join(tmpdir(), 'studyflow-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Studyflow</title>');
  const env = parseEnv({
    NODE_ENV: 'test',
    UPSTREAM_URL: `${upstreamOrigin}/api`,
    PUBLIC_ORIGIN: 'http://localhost:3000',
    WEB_DIST: webDist,
    LOG_LEVEL: 'error',
    // Thousands of calls from one address are the point here, not abuse.
    RATE_LIMIT_MAX: '1000000',
    THROTTLE_IP_MAX: '1000000',
    ...vars,
  });
  const app = await buildApp(env, { logStream: { write: (line: string) => void lines.push(line) } });
  await app.ready();
  return {
    app,
    errors: () =>
      lines
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

export interface Timed {
  status: number;
  body: string;
  /** Wall time, which on a busy machine includes waiting for a core. */
  ms: number;
  /** CPU time this process spent meanwhile: what the answer itself cost, whatever the load. */
  cpuMs: number;
}

export async function timedInject(app: FastifyInstance, options: InjectOptions): Promise<Timed> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await app.inject(options);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { status: response.statusCode, body: response.body, ms, cpuMs: (used.user + used.system) / 1000 };
}

/** The tRPC error `data.code` of an answer, or null for a success. */
export function trpcCode(body: string): string | null {
  const parsed = JSON.parse(body) as { error?: { data?: { code?: string } } };
  return parsed.error?.data?.code ?? null;
}
