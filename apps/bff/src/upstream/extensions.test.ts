import { readFileSync } from 'node:fs';
import { UPSTREAM_EXTENSIONS } from '@studyflow/contracts/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { STEP_PATH, upstreamCompletion } from '../test-support/learning-fixtures';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';
import { UPSTREAM_EXTENSION_CALLS } from './extensions';

/**
 * An upstream written from the specification alone has none of our extension routes: each such
 * call fails as UPSTREAM_FEATURE_MISSING (or falls back inside the BFF), never as a page-level 404.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const address = {
  flowSlug: 'essay-writing',
  learningModuleSlug: 'planning',
  chapterSlug: 'ideas',
  stepSlug: 'mind-map',
};

const missing = (feature: string, upstreamStatus: number) => ({
  code: 'UPSTREAM_FEATURE_MISSING',
  httpStatus: 501,
  upstreamStatus,
  msg: null,
  fieldErrors: null,
  issues: null,
  missingFeature: feature,
});

describe.each([404, 405, 501])('an upstream that answers %i for an extension', (status) => {
  beforeEach(() => t.upstream.handle((_req, res) => json(res, status, { msg: 'Not Found' })));

  it('fails the reset-link check as the missing feature, for the page to show its form', async () => {
    const response = await t.app.inject(query('auth.checkResetToken', { resetPasswordToken: 'tok' }));
    expect(response.statusCode).toBe(501);
    expect(errorOf(response.body).data).toMatchObject(missing('resetLinkCheck', status));
  });

  it('fails the planner and a new block as the missing feature, for the week to stay in the browser', async () => {
    const week = await t.app.inject(query('studyTools.planner'));
    expect(errorOf(week.body).data).toMatchObject(missing('planner', status));
    const block = { weekday: 0, title: 'Read', startTime: '09:00', endTime: '10:00' };
    const added = await t.app.inject(mutation('studyTools.addBlock', block));
    expect(errorOf(added.body).data).toMatchObject(missing('planner', status));
  });

  it('fails the video position as the missing feature', async () => {
    const response = await t.app.inject(mutation('steps.savePosition', { ...address, seconds: 42 }));
    expect(errorOf(response.body).data).toMatchObject(missing('videoPosition', status));
  });

  it('logs it as a fallback, not as an upstream failure', async () => {
    await t.app.inject(query('auth.checkResetToken', { resetPasswordToken: 'tok' }));
    const lines = t.logs().filter((line) => line.msg === 'upstream feature missing');
    const requests = t.logs().filter((line) => line.msg === 'request' || line.msg === 'request failed');
    expect(requests.at(-1)).toMatchObject({ msg: 'request', level: 30, status: 501 });
    expect(lines.at(-1)).toMatchObject({
      level: 30,
      procedure: 'auth.checkResetToken',
      feature: 'resetLinkCheck',
    });
  });
});

describe('a video watched where the upstream has no such path', () => {
  it('completes the step with the specification’s own call, and answers as that call does', async () => {
    t.upstream.handle((req, res) =>
      req.url === '/api/progress_steps/video_watched'
        ? json(res, 404, { msg: 'Not Found' })
        : json(res, 200, upstreamCompletion),
    );
    const response = await t.app.inject(mutation('steps.videoWatched', address));
    expect(response.statusCode).toBe(200);
    expect(sentCalls(t.upstream).map((sent) => sent.call)).toEqual([
      'POST /api/progress_steps/video_watched',
      `POST /api${STEP_PATH}/complete`,
    ]);
    expect(resultOf(response.body)).toMatchObject({ percent: upstreamCompletion.percent });
  });
});

describe('what is not a missing feature', () => {
  it('a 404 of a call the specification lists stays a 404, and a refusal of an extension stays a refusal', async () => {
    t.upstream.handle((_req, res) => json(res, 404, { msg: 'Not Found' }));
    const notes = await t.app.inject(query('notes.list'));
    expect(notes.statusCode).toBe(404);
    expect(errorOf(notes.body).data.code).toBe('NOT_FOUND');

    t.upstream.handle((_req, res) => json(res, 422, { msg: 'Reset password token is invalid.' }));
    const check = await t.app.inject(query('auth.checkResetToken', { resetPasswordToken: 'tok' }));
    expect(check.statusCode).toBe(422);
    expect(errorOf(check.body).data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      msg: 'Reset password token is invalid.',
    });
  });
});

describe('the list of extensions', () => {
  it('names each in docs/upstream-api.md with what the product does without it', () => {
    const doc = readFileSync(new URL('../../../../docs/upstream-api.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Extensions'));
    expect(section.length).toBeGreaterThan(0);
    for (const name of UPSTREAM_EXTENSIONS) {
      expect(section, name).toContain(`\`${name}\``);
      for (const call of UPSTREAM_EXTENSION_CALLS[name].split(', '))
        expect(section, name).toContain(call.split(' ')[1]);
    }
  });
});
