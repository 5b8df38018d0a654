import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { startTestServer, type TestServer } from './http-server';

export const ORIGIN = 'http://localhost:3000';

/** Headers the web's tRPC client sends from our own pages. */
export const BROWSER = { 'x-studyflow-csrf': '1', origin: ORIGIN } as const;

export interface TestApp {
  app: FastifyInstance;
  upstream: TestServer;
  /** Every log line written so far, parsed. */
  logs(): Record<string, unknown>[];
  /** The raw log text, for "this never appears anywhere" checks. */
  rawLogs(): string;
  close(): Promise<void>;
}

/** The real app (all plugins) against a fake upstream on a real port, logs captured in memory. */
export async function startTestApp(vars: Record<string, string> = {}): Promise<TestApp> {
  const upstream = await startTestServer();
  const chunks: string[] = [];
  const env = parseEnv({
    NODE_ENV: 'test',
    UPSTREAM_URL: `${upstream.origin}/api`,
    PUBLIC_ORIGIN: ORIGIN,
    WEB_DIST: '/nonexistent/studyflow-web-dist',
    UPSTREAM_HEADERS_TIMEOUT_MS: '2000',
    ...vars,
  });
  const app = await buildApp(env, { logStream: { write: (line: string) => void chunks.push(line) } });
  try {
    await app.ready();
  } catch (error) {
    await upstream.close();
    throw error;
  }
  return {
    app,
    upstream,
    rawLogs: () => chunks.join(''),
    logs: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await upstream.close();
    },
  };
}

/** A tRPC mutation as the web's httpBatchLink would send it, unbatched. */
export function mutation(path: string, input: unknown, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...BROWSER, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(input ?? null),
  };
}

/** A tRPC query as a GET with `?input=`. */
export function query(path: string, input?: unknown, headers: Record<string, string> = {}): InjectOptions {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return { method: 'GET', url: `/trpc/${path}${search}`, headers: { ...BROWSER, ...headers } };
}
