import type { User } from '@studyflow/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Who is signed in, as the guards and the frame read it: a user, null for nobody, undefined until
 * known. Known at once on a prerendered page (the BFF sends one only to a browser without a session
 * cookie: nobody), otherwise from the start-up check. Once the data layer has loaded, the query
 * cache's session entry is the truth (a sign-in, a sign-out and an account update write there) and
 * this store follows it (followSessionQuery), so the first script needs no TanStack Query to know
 * the session.
 */
export class SessionStore {
  #user: User | null | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(user?: User | null) {
    this.#user = user;
  }

  readonly get = (): User | null | undefined => this.#user;

  set(user: User | null | undefined): void {
    if (user === this.#user) return;
    this.#user = user;
    for (const onChange of this.#listeners) onChange();
  }

  readonly subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange);
    return () => this.#listeners.delete(onChange);
  };
}

export const SessionContext = createContext<SessionStore | null>(null);

/**
 * Keeps `store` equal to the query cache's entry under `key` (lib/session/session.ts), from now on:
 * the cache's answer when it has one; when it has none and the store already knows (a prerendered
 * page's nobody), the cache is given the store's, so no check asks again. An entry removed (a
 * sign-out clears the cache, then writes nobody) leaves the store as it was.
 */
export function followSessionQuery(
  queryClient: QueryClient,
  store: SessionStore,
  key: readonly unknown[],
): () => void {
  const sync = () => {
    const user = queryClient.getQueryData<User | null>(key);
    if (user !== undefined) store.set(user);
  };
  const known = store.get();
  if (queryClient.getQueryData(key) === undefined && known !== undefined)
    queryClient.setQueryData(key, known);
  else sync();
  const [name] = key;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey.length === key.length && event.query.queryKey[0] === name) sync();
  });
}
