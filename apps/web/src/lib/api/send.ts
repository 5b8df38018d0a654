import type { MutationOptions } from '@tanstack/react-query';
import { useCallback, useContext, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { handleError } from './errors';
import { currentDataLayer, DataLayerContext, loadDataLayer, type TrpcOptions } from './trpc';

export interface SendCallbacks<Output> {
  onSuccess?: (data: Output) => void;
  onError?: (error: unknown) => void;
}

/** What a form's call to the server gives it: TanStack's `useMutation` result, as far as a form uses it. */
export interface Send<Input, Output> {
  mutate: (input: Input, callbacks?: SendCallbacks<Output>) => void;
  isPending: boolean;
}

/**
 * A form's call to the server, for a page that shows no server data (the auth pages with a form):
 * the data layer (TanStack Query and the tRPC client, 17 KB) loads at the first send, or is there
 * already, instead of with the page. The call then runs as `useMutation` would run it, through the
 * cache's mutation handling (the app's one error handler, `meta.errors`, no retries, paused while
 * offline). A layer that cannot load (the connection gone) is handled like a request that could not
 * be sent.
 */
export function useSend<Input, Output, Failure, Context>(
  options: (trpc: TrpcOptions) => MutationOptions<Output, Failure, Input, Context>,
): Send<Input, Output> {
  const fromContext = useContext(DataLayerContext);
  const [, navigate] = useLocation();
  const [isPending, setPending] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const mutate = useCallback(
    (input: Input, { onSuccess, onError }: SendCallbacks<Output> = {}) => {
      setPending(true);
      const send = async (): Promise<Output> => {
        let layer = fromContext ?? currentDataLayer();
        try {
          layer ??= await loadDataLayer();
        } catch (error) {
          handleError(error, 'form', navigate);
          throw error;
        }
        const { queryClient, trpc } = layer;
        return queryClient.getMutationCache().build(queryClient, latest.current(trpc)).execute(input);
      };
      send().then(
        (data) => {
          setPending(false);
          onSuccess?.(data);
        },
        (error: unknown) => {
          setPending(false);
          onError?.(error);
        },
      );
    },
    [fromContext, navigate],
  );
  return { mutate, isPending };
}
