import { describe, expect, it } from 'vitest';
import {
  isOfflineReadable,
  keptAddressOf,
  keptStepAddressOf,
  OFFLINE_DATA_CACHE,
  SIGN_OUT_PENDING_CACHE,
  staleCacheNames,
} from '../src/lib/offline/offline-data';
import { PASS_THROUGH } from './offline-routes';

const url = (path: string) => new URL(path, 'http://localhost');

describe("what the worker keeps of the learner's data", () => {
  it.each([
    '/trpc/notes.list',
    '/trpc/favourites.list',
    '/trpc/steps.get?input=%7B%22stepSlug%22%3A%22a%22%7D',
    '/trpc/auth.authorize',
    '/trpc/config.get,auth.authorize?batch=1&input=%7B%7D',
  ])('keeps %s, a query sent on its own or the start-up batch', (path) => {
    expect(isOfflineReadable(url(path))).toBe(true);
  });

  it.each([
    '/trpc/config.get,journal.list?batch=1&input=%7B%7D',
    '/trpc/journal.list',
    '/trpc/search.query?input=%7B%7D',
    '/uploads/videos/intro.mp4',
    '/files/notes.pdf',
  ])('leaves %s to the network', (path) => {
    expect(isOfflineReadable(url(path))).toBe(false);
  });

  it('never answers a download, an upload or the API for a page', () => {
    for (const path of ['/trpc/notes.list', '/files/journal.pdf', '/uploads/a.mp4', '/healthz']) {
      expect(PASS_THROUGH.test(path), path).toBe(true);
    }
    for (const path of ['/', '/dashboard/learn', '/flows/essay-writing', '/filesystem-tips']) {
      expect(PASS_THROUGH.test(path), path).toBe(false);
    }
  });
});

describe('caches a new worker removes', () => {
  it('removes our caches under old names, never the current ones nor Workbox precache', () => {
    expect(
      staleCacheNames([
        'studyflow-learner-data-v1',
        OFFLINE_DATA_CACHE,
        SIGN_OUT_PENDING_CACHE,
        'workbox-precache-v2-http://localhost/',
      ]),
    ).toEqual(['studyflow-learner-data-v1']);
  });
});

describe('the steps the offline page links to', () => {
  const input = (value: unknown) => `/trpc/steps.get?input=${encodeURIComponent(JSON.stringify(value))}`;
  const address = { flowSlug: 'f', learningModuleSlug: 'm', chapterSlug: 'c', stepSlug: 's' };

  it("reads a kept step's address from its query", () => {
    expect(keptStepAddressOf(url(input({ ...address, trackSession: true })))).toEqual(address);
  });

  it("leaves a tutorial's step, another query and a broken address aside", () => {
    expect(keptStepAddressOf(url(input({ ...address, softwareSlug: 'word' })))).toBeNull();
    expect(keptStepAddressOf(url('/trpc/notes.list'))).toBeNull();
    expect(keptStepAddressOf(url('/trpc/steps.get?input=%7B'))).toBeNull();
  });

  it('files a step without its "record this visit" flag, and every other answer under its own address', () => {
    const step = (input: object) => url(`/trpc/steps.get?input=${encodeURIComponent(JSON.stringify(input))}`);
    const address = {
      flowSlug: 'f',
      learningModuleSlug: 'm',
      chapterSlug: 'c',
      stepSlug: 's',
      view: 'flows',
    };
    const kept = keptAddressOf(step({ ...address, trackSession: true }));
    expect(JSON.parse(kept.searchParams.get('input') ?? '')).toEqual(address);
    // The tracked and the untracked asking are one kept answer.
    expect(kept.href).toBe(keptAddressOf(step(address)).href);
    expect(keptStepAddressOf(kept)).toEqual({
      flowSlug: 'f',
      learningModuleSlug: 'm',
      chapterSlug: 'c',
      stepSlug: 's',
    });
    for (const other of [
      '/trpc/notes.list',
      '/trpc/config.get,auth.authorize?batch=1&input=%7B%7D',
      '/trpc/steps.get?input=%7Bbroken',
    ])
      expect(keptAddressOf(url(other)).href).toBe(url(other).href);
  });
});
