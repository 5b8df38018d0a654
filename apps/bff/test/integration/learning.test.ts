import type { StepAddressInput } from '@studyflow/contracts/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, CookieJar, type RunningBff, startBff } from './support/bff';
import { rejection } from './support/errors';
import { type LegacyApi, startLegacyApi } from './support/legacy-api';

let api: LegacyApi;
let bff: RunningBff;

beforeAll(async () => {
  api = await startLegacyApi();
  bff = await startBff(api.origin);
});
afterAll(async () => {
  await bff?.app.close();
  await api?.stop();
});

async function newLearner(licenceKey: string) {
  const jar = new CookieJar();
  const trpc = browserClient(bff.url, jar);
  const email = `learner${licenceKey}@mail.example`;
  await trpc.auth.signUp.mutate({
    signUpType: 'dsa_licence',
    email,
    confirmEmail: email,
    password: 'a-good-password',
    passwordConfirmation: 'a-good-password',
    firstName: 'Sam',
    surname: 'Lee',
    licenceKey,
    university: 'Northfield University',
  });
  return { jar, trpc };
}

/** The four slugs of a step url (`/flows/:flow/learning_modules/:module/chapters/:chapter/steps/:step`). */
function addressOf(url: string): StepAddressInput {
  const [, , flowSlug = '', , learningModuleSlug = '', , chapterSlug = '', , stepSlug = ''] = url.split('/');
  return { flowSlug, learningModuleSlug, chapterSlug, stepSlug };
}

describe('the learning core through the BFF and the real legacy-api', () => {
  it('opens a module and its first step, completes it, and shows the progress everywhere', async () => {
    const { trpc } = await newLearner('1000000031');
    const [flow] = await trpc.flows.list.query();
    const summary = flow?.learningModules[0];
    if (!flow || !summary) throw new Error('no flows seeded');
    const module = await trpc.learningModules.get.query({ slug: summary.slug });
    expect(module.flow.slug).toBe(flow.slug);
    const firstUrl = module.chapters[0]?.steps[0]?.url ?? '';
    const opened = await trpc.steps.get.query({ ...addressOf(firstUrl), trackSession: true });
    expect(opened.step).toMatchObject({ url: firstUrl, isCompleted: false, flowSlug: flow.slug });
    expect(opened.step.content).toMatch(/^<(p|h3|ul)>/);
    expect(opened.step.nextUrl).toBe(module.chapters[0]?.steps[1]?.url);
    const done = await trpc.steps.complete.mutate(addressOf(firstUrl));
    expect(done.progressStep).toMatchObject({ stepId: opened.step.id, completed: true });
    expect(done.learningModuleProgress.progress).toBeGreaterThan(0);
    const [after] = await trpc.flows.list.query();
    expect(after?.learningModules[0]).toMatchObject({ isResume: true });
    expect(after?.learningModules[0]?.learningModuleRemainingDuration).toBe(
      summary.learningModuleRemainingDuration - opened.step.duration,
    );
  });

  it('favourites a step, keeps notes on it, and finds lessons by search', async () => {
    const { trpc } = await newLearner('1000000032');
    const [flow] = await trpc.flows.list.query();
    const module = await trpc.learningModules.get.query({ slug: flow?.learningModules[0]?.slug ?? '' });
    const step = module.chapters[0]?.steps[0];
    if (!step) throw new Error('no steps seeded');
    const toggled = await trpc.steps.toggleFavourite.mutate(addressOf(step.url));
    expect(toggled).toMatchObject({ isFavourite: true, stepId: step.id });
    expect((await trpc.favourites.list.query())[0]?.learningModules[0]?.chapters[0]?.steps[0]?.id).toBe(
      step.id,
    );

    const { progressStep } = await trpc.steps.get.query(addressOf(step.url));
    const created = await trpc.notes.create.mutate({
      content: '  Try this tonight.  ',
      progressStepId: progressStep.id,
    });
    expect(created.note).toMatchObject({ content: 'Try this tonight.', stepSlug: step.slug });
    const noteId = created.note?.id ?? 0;
    expect((await trpc.notes.update.mutate({ id: noteId, content: 'Done' })).note?.content).toBe('Done');
    expect((await trpc.notes.list.query()).map((note) => note.content)).toEqual(['Done']);
    expect(await trpc.notes.remove.mutate({ id: noteId })).toEqual({ ok: true });
    const gone = await rejection(trpc.notes.remove.mutate({ id: noteId }));
    expect(gone.data).toMatchObject({ code: 'NOT_FOUND', upstreamStatus: 404, msg: 'Note not found.' });
    const blank = await rejection(
      trpc.notes.create.mutate({ content: 'x'.repeat(2001), progressStepId: progressStep.id }),
    );
    expect(blank.data).toMatchObject({ code: 'BAD_REQUEST' });

    // Every word of its name, each a name match: it ranks among the first.
    const found = await trpc.search.query.query({ query: step.name });
    expect(found.steps.slice(0, 3).map((hit) => hit.url)).toContain(step.url);
  });

  it('lists the tutorials of the chosen software and opens an Essentials step', async () => {
    const { trpc } = await newLearner('1000000033');
    const catalogue = await trpc.software.list.query();
    const readWrite = catalogue.find((software) => software.slug === 'read-write');
    await trpc.software.select.mutate({ softwareIds: [readWrite?.id ?? 0] });
    const tutorials = await trpc.tutorials.list.query();
    expect(tutorials.essentialSteps.length).toBeGreaterThan(0);
    expect(tutorials.flowSteps.every((entry) => entry.softwareSlug === 'read-write')).toBe(true);
    const link = tutorials.essentialSteps[0]?.link ?? '';
    const stepSlug = link.split('/').at(-1) ?? '';
    const essential = await trpc.tutorials.get.query({ softwareSlug: 'read-write', stepSlug });
    expect(essential).toMatchObject({ url: link, flowSlug: null });
    const missing = await rejection(trpc.tutorials.get.query({ softwareSlug: 'no-such-product', stepSlug }));
    expect(missing.data).toMatchObject({ code: 'NOT_FOUND', msg: 'Software not found.' });
  });

  it('reports a video watched, keeps its position, and streams its files with ranges', async () => {
    const { jar, trpc } = await newLearner('1000000034');
    const [flow] = await trpc.flows.list.query();
    const modules = await Promise.all(
      (flow?.learningModules ?? []).map((summary) => trpc.learningModules.get.query({ slug: summary.slug })),
    );
    const video = modules
      .flatMap((m) => m.chapters.flatMap((c) => c.steps))
      .find((s) => s.pageType === 'vid');
    if (!video) throw new Error('no video step in the first flow');
    const address = addressOf(video.url);
    expect(await trpc.steps.savePosition.mutate({ ...address, seconds: 7.9 })).toEqual({ videoPosition: 7 });
    const { step } = await trpc.steps.get.query(address);
    expect(step).toMatchObject({ videoPosition: 7, videoContentType: 'video/mp4' });
    const watched = await trpc.steps.videoWatched.mutate(address);
    expect(watched.progressStep.completed).toBe(true);

    const cookie = jar.header() ?? '';
    const part = await fetch(`${bff.url}${step.video}`, { headers: { cookie, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const subtitles = await fetch(`${bff.url}${step.subtitle}`, { headers: { cookie } });
    expect(subtitles.status).toBe(200);
    expect(subtitles.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await subtitles.text()).toMatch(/^WEBVTT/);
  });

  it('refuses the learning procedures once signed out', async () => {
    const { trpc } = await newLearner('1000000035');
    await trpc.auth.signOut.mutate();
    for (const call of [trpc.favourites.list.query(), trpc.notes.list.query(), trpc.tutorials.list.query()]) {
      expect((await rejection(call)).data).toMatchObject({ code: 'UNAUTHORIZED', upstreamStatus: 401 });
    }
  });
});
