import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import { isSignOutPending } from '../session/pending-sign-out';
import {
  isOfflineReadable,
  type KeptStepAddress,
  keptAddressOf,
  keptStepAddressOf,
  OFFLINE_DATA_CACHE,
} from './offline-data';

/**
 * What the page knows of the worker's kept data (docs/decisions.md, "Offline learning"): the
 * answers asked before the worker took control, asked again once it has so it keeps them, and the
 * steps the offline page can offer.
 */

/**
 * On the first visit the page asks for its data (the start-up pair, the step on screen) while the
 * worker is still installing, so the worker never sees those answers. Once it looks after the page
 * they are asked again through it, and it keeps them: the step opened then reads offline later.
 */
export async function keepEarlierAnswers(): Promise<void> {
  if (isSignOutPending()) return;
  const addresses = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name, window.location.href))
      .filter((url) => url.origin === window.location.origin && isOfflineReadable(url))
      // A step's visit was recorded when the page asked; asked again only to be kept, it is not.
      .map((url) => keptAddressOf(url).href),
  );
  await Promise.all(
    [...addresses].map((address) =>
      fetch(address, { credentials: 'same-origin', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } }).catch(
        () => undefined,
      ),
    ),
  );
}

export interface KeptStep extends KeptStepAddress {
  /** The step's name as its kept answer gives it; null when that answer cannot be read. */
  name: string | null;
}

async function nameOf(response: Response | undefined): Promise<string | null> {
  try {
    const body: unknown = await response?.json();
    const step = (body as { result?: { data?: { step?: { name?: unknown } } } } | undefined)?.result?.data
      ?.step;
    return typeof step?.name === 'string' ? step.name : null;
  } catch {
    return null;
  }
}

/** The flow steps whose answers the worker keeps, by name, each once. */
export async function readKeptSteps(): Promise<KeptStep[]> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_DATA_CACHE))) return [];
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const steps = new Map<string, KeptStep>();
  for (const request of await cache.keys()) {
    const address = keptStepAddressOf(new URL(request.url));
    if (address === null) continue;
    const key = Object.values(address).join('/');
    if (steps.has(key)) continue;
    steps.set(key, { ...address, name: await nameOf(await cache.match(request)) });
  }
  return [...steps.values()];
}
