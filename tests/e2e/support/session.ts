import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type TestInfo } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import { uniqueEmail } from './data';
import type { Stack } from './stacks';
import { SEED } from './stacks';

export const NEW_LEARNER_PASSWORD = 'shell-tests-pass-1';

/** Where the setup project keeps each edition's signed-in demo learner (cookies and storage). */
/**
 * Where the setup project keeps an edition's signed-in demo learner. One file per port base: a
 * suite run side by side (E2E_PORT_BASE) has stacks and sessions of its own, and must never load
 * another run's cookie for the same host (signed out in the middle of the run).
 */
export const storageStatePath = (edition: Edition): string =>
  path.join(import.meta.dirname, '..', '.auth', `${edition}-${process.env.E2E_PORT_BASE ?? 'default'}.json`);

/** The stack a test's project runs against, from the project's metadata. */
export function stackOf(testInfo: TestInfo): Pick<Stack, 'baseURL' | 'legacyUrl'> {
  const { baseURL } = testInfo.project.use;
  const { legacyUrl } = testInfo.project.metadata as { legacyUrl?: unknown };
  if (typeof baseURL !== 'string' || typeof legacyUrl !== 'string') {
    throw new Error(`project ${testInfo.project.name} has no baseURL or legacyUrl`);
  }
  return { baseURL, legacyUrl };
}

const trpcHeaders = (baseURL: string) => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  origin: baseURL,
  'content-type': 'application/json',
});

/**
 * Calls a tRPC procedure from outside any page, as the web app would (same origin, CSRF header),
 * with `request`'s cookies: a context's `request` shares the browser's session.
 */
export async function trpc<T>(
  request: APIRequestContext,
  testInfo: TestInfo,
  kind: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
): Promise<T> {
  const { baseURL } = stackOf(testInfo);
  const url = `${baseURL}/trpc/${procedure}`;
  const response =
    kind === 'query'
      ? await request.get(
          input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`,
          { headers: trpcHeaders(baseURL) },
        )
      : await request.post(url, { headers: trpcHeaders(baseURL), data: input ?? null });
  expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/**
 * Signs in through the BFF's tRPC procedure, as the sign-in form does, without loading a page: the
 * session cookie lands in `request`'s cookie jar (a page's or context's `request` shares the
 * browser's). The form itself is proven in specs/sign-in.spec.ts.
 */
export async function signInByApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post(`${baseURL}/trpc/auth.signIn`, {
    headers: trpcHeaders(baseURL),
    data: { email, password },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
}

export interface SeededState {
  firstName?: string;
  /** false: the account only exists; nobody is signed in on the context. */
  signedIn?: boolean;
  signUpType?: 'dsa_licence' | 'institution';
  /** false: a new account that has not been through the onboarding wizard. */
  onboarded?: boolean;
  visitedSteps?: string[];
  completedSteps?: string[];
  favouriteSteps?: string[];
  notes?: { step: string; content: string }[];
  reflections?: {
    title: string;
    observe1?: string;
    observe2?: string;
    reflect1?: string;
    reflect2?: string;
    act?: string;
    tag?: string | null;
  }[];
}

export interface Learner {
  email: string;
  firstName: string;
  password: string;
}

/**
 * A learner of the test's own, with the given state, made in one request to legacy-api's seeding
 * route (mounted only under NODE_ENV=test) and signed in on `context`. Tests that change settings,
 * the avatar or any saved data use one, never the seeded demo learners.
 */
export async function seedLearner(
  context: BrowserContext,
  testInfo: TestInfo,
  state: SeededState = {},
): Promise<Learner> {
  const { baseURL, legacyUrl } = stackOf(testInfo);
  const { signedIn = true, ...seeded } = state;
  const firstName = seeded.firstName ?? 'Sam';
  const domain = seeded.signUpType === 'dsa_licence' ? 'learners.example' : SEED.institutionDomain;
  const email = uniqueEmail(firstName.toLowerCase(), domain);
  const response = await fetch(`${legacyUrl}/api/test-support/learners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...seeded, firstName, email, password: NEW_LEARNER_PASSWORD }),
  });
  expect(response.status, `seeding a learner: ${await response.clone().text()}`).toBe(201);
  if (signedIn) await signInByApi(context.request, baseURL, email, NEW_LEARNER_PASSWORD);
  return { email, firstName, password: NEW_LEARNER_PASSWORD };
}
