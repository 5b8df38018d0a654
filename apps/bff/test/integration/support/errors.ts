import type { ErrorData } from '@studyflow/contracts/errors';
import { TRPCClientError } from '@trpc/client';

/** Runs a call that must fail and returns what the web's error handler would see. */
export async function rejection(call: Promise<unknown>): Promise<{ message: string; data: ErrorData }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError))
    throw new Error(`expected a TRPCClientError, got ${String(error)}`);
  return { message: error.message, data: error.data as ErrorData };
}
