import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { SESSION_QUERY_KEY, useCurrentUser } from './session';

function Name() {
  const user = useCurrentUser();
  return <p>{user ? user.firstName : 'nobody'}</p>;
}

describe('useCurrentUser', () => {
  it('renders again only when the user it gives changes, not when the check answers "nobody"', () => {
    let commits = 0;
    const { queryClient } = renderWithApp(
      <Profiler id="name" onRender={() => (commits += 1)}>
        <Name />
      </Profiler>,
    );
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(commits).toBe(1);

    // The start-up check begins and answers that nobody is signed in: the same null, nothing drawn again.
    act(() => {
      queryClient.getQueryCache().build(queryClient, { queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    });
    expect(commits).toBe(1);

    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, testUser({ firstName: 'Robin' })));
    expect(screen.getByText('Robin')).toBeTruthy();
    expect(commits).toBe(2);
  });
});
