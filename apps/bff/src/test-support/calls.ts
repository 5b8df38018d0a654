import type { TestServer } from './http-server';

/** The `data` of a successful tRPC answer. */
export const resultOf = (body: string): unknown =>
  (JSON.parse(body) as { result: { data: unknown } }).result.data;

/** The error of a failed tRPC answer. */
export const errorOf = (body: string) =>
  (JSON.parse(body) as { error: { message: string; data: Record<string, unknown> } }).error;

/** What the fake upstream received: `METHOD /path?query` and the parsed JSON body ('' when none). */
export const sentCalls = (server: TestServer) =>
  server.requests.map((request) => ({
    call: `${request.method} ${request.url}`,
    body: request.body && (JSON.parse(request.body) as unknown),
  }));
