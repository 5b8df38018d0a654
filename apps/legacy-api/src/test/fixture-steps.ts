import { addToSelection, softwareIdsBySlug } from '../software/software-queries';
import type { Learner } from './learners';
import type { TestApp, TestDatabase } from './test-app';

/** Every step of the fixture's study flows, in reading order, by slug: its place in the content. */
export const FIXTURE_STEPS = {
  'intro-to-planning': ['alpha-flow', 'first-module', 'opening'],
  'planning-video': ['alpha-flow', 'first-module', 'opening'],
  'hear-it-read': ['alpha-flow', 'first-module', 'opening'],
  'opening-key-points': ['alpha-flow', 'first-module', 'opening'],
  'practice-testing': ['alpha-flow', 'first-module', 'middle'],
  'middle-key-points': ['alpha-flow', 'first-module', 'middle'],
  'spacing-your-revision': ['alpha-flow', 'second-module', 'closing'],
  'map-your-ideas': ['alpha-flow', 'second-module', 'closing'],
  'closing-key-points': ['alpha-flow', 'second-module', 'closing'],
  'beta-basics': ['beta-flow', 'beta-module', 'only-chapter'],
  'beta-key-points': ['beta-flow', 'beta-module', 'only-chapter'],
  'gamma-text': ['gamma-path', 'first-module', 'gamma-chapter'],
  'gamma-key-points': ['gamma-path', 'first-module', 'gamma-chapter'],
} as const;
export type FixtureStep = keyof typeof FIXTURE_STEPS;

/** The web address of a fixture step (STP-1). */
export function webPath(step: FixtureStep): string {
  const [flow, module, chapter] = FIXTURE_STEPS[step];
  return `/flows/${flow}/learning_modules/${module}/chapters/${chapter}/steps/${step}`;
}

/** The same step's upstream path. */
export const apiPath = (step: FixtureStep): string => `/api${webPath(step)}`;

/** A learner's calls to the app, answered as parsed JSON with the status. */
export function caller(t: TestApp, learner: Learner) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      cookies: learner.cookies,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** The learner chooses these catalogue products, as onboarding does. */
export async function choose(test: TestDatabase, learner: Learner, slugs: readonly string[]): Promise<void> {
  await addToSelection(test.database.db, learner.id, await softwareIdsBySlug(test.database.db, slugs));
}
