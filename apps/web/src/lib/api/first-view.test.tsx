import { hashKey, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpcFailure } from '../../test-support/trpc';
import {
  firstViewAnswered,
  leaveFirstView,
  noteFirstViewQuery,
  refetchOnMountUnlessFirstView,
  resetFirstView,
} from './first-view';
import { createQueryClient } from './query-client';

const KEY = ['steps.get', { stepSlug: 'one' }] as const;

/** A page whose data is fetched again each time it opens, as a step's is (STP-9). */
function Page({ fetchStep }: { fetchStep: () => Promise<string> }) {
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: fetchStep,
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessFirstView('always'),
  });
  return <p>{data ?? 'loading'}</p>;
}

const open = (client: QueryClient, fetchStep: () => Promise<string>) =>
  render(
    <QueryClientProvider client={client}>
      <Page fetchStep={fetchStep} />
    </QueryClientProvider>,
  );

/** The start-up's asking of KEY (app/first-view.ts): noted with its answer to come. */
function askFirst(answered: Promise<void>): Promise<void> {
  noteFirstViewQuery(hashKey(KEY), answered);
  return answered;
}

afterEach(resetFirstView);

describe("the first view's data asked for at start-up", () => {
  it("is the page's own fetch: an answer already here is not asked for again", async () => {
    const client = new QueryClient();
    const fetchStep = vi.fn(() => Promise.resolve('the step'));
    await askFirst(client.prefetchQuery({ queryKey: KEY, queryFn: fetchStep }));
    open(client, fetchStep).unmount();
    // A page that mounts again on the same first view (a development build's StrictMode does) too.
    open(client, fetchStep);
    expect(await screen.findByText('the step')).toBeDefined();
    expect(fetchStep).toHaveBeenCalledTimes(1);
  });

  it('nor while it is on its way', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const fetchStep = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    void askFirst(client.prefetchQuery({ queryKey: KEY, queryFn: fetchStep }));
    open(client, fetchStep);
    answer('the step');
    expect(await screen.findByText('the step')).toBeDefined();
    expect(fetchStep).toHaveBeenCalledTimes(1);
  });

  it('once the learner has moved on, opening the page again asks again', async () => {
    const client = new QueryClient();
    const fetchStep = vi.fn(() => Promise.resolve('the step'));
    await askFirst(client.prefetchQuery({ queryKey: KEY, queryFn: fetchStep }));
    open(client, fetchStep).unmount();
    leaveFirstView();
    open(client, fetchStep);
    await waitFor(() => expect(fetchStep).toHaveBeenCalledTimes(2));
  });

  it('a query nobody asked for at start-up refetches on mount as it always did', async () => {
    const client = new QueryClient();
    const fetchStep = vi.fn(() => Promise.resolve('the step'));
    await client.prefetchQuery({ queryKey: KEY, queryFn: fetchStep });
    open(client, fetchStep);
    await waitFor(() => expect(fetchStep).toHaveBeenCalledTimes(2));
  });

  it("fails quietly while no page watches it, and as the page's own failure once one does", async () => {
    const navigate = vi.fn();
    const client = createQueryClient(navigate);
    const notFound = trpcFailure({ httpStatus: 404, upstreamStatus: 404 });
    // Nobody watching (a guest the guards send away): nothing happens.
    await client.prefetchQuery({
      queryKey: ['unwatched'],
      queryFn: () => Promise.reject(notFound),
      retry: false,
      meta: { errors: 'first-view' },
    });
    expect(navigate).not.toHaveBeenCalled();
    // The page watching it as it fails: the catalogue's page for a 404, as the page's own call gets.
    let fail: (error: Error) => void = () => undefined;
    void askFirst(
      client.prefetchQuery({
        queryKey: KEY,
        queryFn: () =>
          new Promise<string>((_resolve, reject) => {
            fail = reject;
          }),
        retry: false,
        meta: { errors: 'first-view' },
      }),
    );
    open(client, () => Promise.resolve('unused'));
    fail(notFound);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/not-found'));
  });
});

describe("the first view's answers", () => {
  /** Whether `promise` has settled once the microtasks queued so far have run. */
  async function settledNow(promise: Promise<void>): Promise<boolean> {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return settled;
  }

  it('are all in once none was asked for (a page that fetches as it renders)', async () => {
    expect(await settledNow(firstViewAnswered())).toBe(true);
  });

  it('are in only when every answer asked for has come, a failure counting as come', async () => {
    let answerStep: () => void = () => undefined;
    let failModule: (error: Error) => void = () => undefined;
    noteFirstViewQuery(
      'step',
      new Promise<void>((resolve) => {
        answerStep = resolve;
      }),
    );
    noteFirstViewQuery(
      'module',
      new Promise<void>((_resolve, reject) => {
        failModule = reject;
      }),
    );
    const answered = firstViewAnswered();
    expect(await settledNow(answered)).toBe(false);
    answerStep();
    expect(await settledNow(answered)).toBe(false);
    failModule(new Error('offline'));
    expect(await settledNow(answered)).toBe(true);
  });

  it('asked after the learner has moved on are not waited for', async () => {
    leaveFirstView();
    noteFirstViewQuery('later', new Promise<void>(() => undefined));
    expect(await settledNow(firstViewAnswered())).toBe(true);
  });
});
