import type { Edition } from '@studyflow/contracts/edition';
import type { User } from '@studyflow/contracts/user';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../app/providers';
import { dataLayerOf } from '../lib/api/data-layer';
import { createQueryClient } from '../lib/api/query-client';
import { SESSION_QUERY_KEY } from '../lib/session/session';
import { stubTrpcClient, type TrpcHandler } from './trpc';

export interface RenderOptions {
  /** Where the in-memory address starts; `location.history` records where the app goes. */
  path?: string;
  edition?: Edition;
  /** The session: a signed-in user, null for a guest; left out, the start-up check has not answered. */
  user?: User | null;
  /** The stand-in server, one handler per procedure path. */
  trpc?: Readonly<Record<string, TrpcHandler>>;
  mailboxUrl?: string | null;
  /**
   * Run the app's one error handler (lib/api/errors, without retries), so a test sees where a failed
   * call sends the learner: `location.history` records an error page. Off, failures go nowhere.
   */
  errorPages?: boolean;
}

/**
 * Renders `ui` inside the app's own providers (query cache, tRPC, edition, React Aria's router)
 * under an in-memory address, so a component test sees what the app would give it.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', edition = 'study', user, trpc = {}, mailboxUrl = null, errorPages = false } = options;
  const { client, calls } = stubTrpcClient(trpc);
  const location = memoryLocation({ path, record: true });
  const queryClient = errorPages
    ? createQueryClient((to, navigation) => location.navigate(to, navigation))
    : new QueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (user !== undefined) queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const view = render(
    <Router hook={location.hook}>
      <Providers layer={dataLayerOf(queryClient, client)} config={{ edition, mailboxUrl }}>
        {ui}
      </Providers>
    </Router>,
  );
  return { ...view, calls, location, queryClient };
}

/** A signed-in learner; tests override what they are about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'robin@learners.example',
    firstName: 'Robin',
    surname: 'Tester',
    university: null,
    userType: 'student',
    avatar: null,
    softwares: [],
    softwareSelected: false,
    userInfo: null,
    badges: [],
    accessabilitySetting: null,
    wellbeings: [],
    isCalmRequested: false,
    ...overrides,
  };
}
