import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../../test-support/render';
import { announceAccessibilitySaved, useFollowOtherTabs } from './other-tabs';
import { SESSION_QUERY_KEY } from './session';

const YELLOW_ON_BLACK: AccessibilitySetting = {
  backgroundColor: '#1A1A17',
  fontColor: '#F5E663',
  subtitles: null,
  fontSize: null,
  fontFamily: null,
};

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

function tab(id: number, email: string) {
  const user = testUser({ id, email });
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useFollowOtherTabs(user), { wrapper });
  return { user, queryClient, hook };
}

describe('settings saved in another tab', () => {
  it('reach the same learner’s tab at once, and never another learner’s', async () => {
    const mine = tab(1, 'sam@university.example');
    const theirs = tab(2, 'ari@university.example');
    act(() => announceAccessibilitySaved(mine.user, YELLOW_ON_BLACK));
    await waitFor(() =>
      expect(
        mine.queryClient.getQueryData<{ accessabilitySetting: AccessibilitySetting }>(SESSION_QUERY_KEY),
      ).toMatchObject({ accessabilitySetting: YELLOW_ON_BLACK }),
    );
    expect(theirs.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(theirs.user);
  });

  it('ignore what is not a saved setting', async () => {
    const mine = tab(1, 'sam@university.example');
    const stranger = new BroadcastChannel('studyflow:session');
    channels.push(stranger);
    stranger.postMessage({ kind: 'accessibility-saved', learner: '1' });
    stranger.postMessage('hello');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mine.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(mine.user);
  });
});
