/** Where a JSON call goes, as undici's `Dispatcher.dispatch` takes it. */
export interface RequestTarget {
  origin: string;
  path: string;
}

/** Characters a request target may carry that `new URL` would leave exactly as they are. */
const PLAIN_TARGET = /^\/(?!\/)[A-Za-z0-9\-._~!$&()*+,;=:@%/?[\]]*$/;

/**
 * `pathWithQuery` on `origin`, as `new URL(pathWithQuery, origin)` would resolve it. Our paths
 * need no resolving (no dot segments, nothing to percent-encode), so those skip the URL parser;
 * anything else still goes through it.
 */
export function requestTarget(pathWithQuery: string, origin: string): RequestTarget {
  const queryAt = pathWithQuery.indexOf('?');
  const path = queryAt === -1 ? pathWithQuery : pathWithQuery.slice(0, queryAt);
  if (PLAIN_TARGET.test(pathWithQuery) && !path.includes('.') && !/%2e/i.test(path)) {
    return { origin, path: pathWithQuery };
  }
  const url = new URL(pathWithQuery, origin);
  return { origin: url.origin, path: `${url.pathname}${url.search}` };
}
