import type { AppRouter } from '@studyflow/bff/router';
import type { ErrorData } from '@studyflow/contracts/errors';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** A failed call as the web receives it: the shape httpBatchLink hands over for an error response. */
export function trpcFailure(data: Partial<ErrorData> & Pick<ErrorData, 'httpStatus'>) {
  const full: ErrorData = {
    code: 'X',
    upstreamStatus: null,
    msg: null,
    fieldErrors: null,
    issues: null,
    ...data,
  };
  return TRPCClientError.from({ error: { code: -32600, message: 'failed', data: full } });
}

/** Answers one procedure's call with a value (or a promise of one); throwing fails the call. */
export type TrpcHandler = (input: unknown) => unknown;

export interface TrpcCall {
  path: string;
  input: unknown;
}

/**
 * A tRPC client whose server is `handlers`, one per procedure path ('userInfo.create'). Every call
 * is recorded; a call nobody answers fails loudly rather than hanging the test.
 */
export function stubTrpcClient(handlers: Readonly<Record<string, TrpcHandler>>) {
  const calls: TrpcCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`The test gives no answer for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
          );
      });
  return { client: createTRPCClient<AppRouter>({ links: [link] }), calls };
}
