import type { Edition } from '@studyflow/contracts/edition';
import { type Access, ROUTES, type RouteInfo } from '../routes';

/** Drops a trailing slash (except on '/') so '/auth/' and '/auth' are one route. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Matches '/a/:b/c' against a path: each ':name' takes exactly one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = normalisePath(path).split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The route at `path` in any edition: for what a page looks like, which both editions share. */
export const routeMatching = (path: string): RouteInfo | null =>
  ROUTES.find((route) => matchesPattern(route.pattern, path)) ?? null;

/** The route at `path`, or null for an unknown path (or a route of the other edition). */
export const routeAt = (path: string, edition: Edition): RouteInfo | null =>
  ROUTES.find((route) => route.editions.includes(edition) && matchesPattern(route.pattern, path)) ?? null;

export const accessOf = (path: string, edition: Edition): Access | null =>
  routeAt(path, edition)?.access ?? null;
