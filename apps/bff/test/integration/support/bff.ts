import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { parseEnv } from '../../../src/env';
import type { AppRouter } from '../../../src/root';

export const PUBLIC_ORIGIN = 'http://localhost:3000';

export interface RunningBff {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  url: string;
  rawLogs(): string;
  logs(): Record<string, unknown>[];
}

/** The real BFF on a real port in front of the given upstream, logs captured. */
export async function startBff(
  upstreamOrigin: string,
  vars: Record<string, string> = {},
): Promise<RunningBff> {
  const chunks: string[] = [];
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    UPSTREAM_URL: `${upstreamOrigin}/api`,
    PUBLIC_ORIGIN,
    WEB_DIST: '/nonexistent/studyflow-web-dist',
    ...vars,
  });
  const app = await buildApp(env, { logStream: { write: (line: string) => void chunks.push(line) } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    rawLogs: () => chunks.join(''),
    logs: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A browser's cookie store, reduced to name → value for one host. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'max-age') return Number(val) <= 0;
        if (lower === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** What the web does: httpBatchLink with the CSRF header, plus a same-origin browser's headers. */
export function browserClient(bffUrl: string, jar: CookieJar) {
  const jarFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie !== undefined) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    jar.store(response.headers.getSetCookie());
    return response;
  };
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${bffUrl}/trpc`,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: PUBLIC_ORIGIN },
        fetch: jarFetch,
      }),
    ],
  });
}
