import type { AppRouter } from '@studyflow/bff/router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * The one client. Every call carries the CSRF header (the BFF rejects calls without it) and the
 * session cookie, which is same-origin because the BFF serves the app.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers: () => ({ [CSRF_HEADER]: CSRF_HEADER_VALUE }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
