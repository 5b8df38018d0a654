import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const software = {
  id: 4,
  name: 'Glean',
  slug: 'glean',
  image: '/uploads/softwares/glean.svg',
  description: 'A note-taking app.',
  group: null,
  assistive: true,
};

describe('software procedures', () => {
  it('list unwraps the catalogue of GET /users/softwares/available, forwarding the session', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { softwares: [software] }));
    const response = await t.app.inject(
      query('software.list', undefined, { cookie: '_studyflow_session=s1' }),
    );
    expect(resultOf(response.body)).toEqual([software]);
    expect(sentCalls(t.upstream)).toEqual([{ call: 'GET /api/users/softwares/available', body: '' }]);
    expect(t.upstream.requests[0]?.headers.cookie).toBe('_studyflow_session=s1');
  });

  it('select posts { user: { software_ids } } and returns the message and the camelCased user', async () => {
    const user = { ...upstreamUser, software_selected: true, softwares: [{ ...software, id: 2 }] };
    t.upstream.handle((_req, res) => json(res, 200, { msg: 'Software has been saved.', user }));
    const response = await t.app.inject(mutation('software.select', { softwareIds: [2, 5] }));
    expect(resultOf(response.body)).toMatchObject({
      msg: 'Software has been saved.',
      user: { softwareSelected: true, softwares: [{ id: 2, slug: 'glean' }] },
    });
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'POST /api/users/softwares/select', body: { user: { software_ids: [2, 5] } } },
    ]);
  });

  it('select refuses an empty list before calling the upstream, with the onboarding message', async () => {
    const response = await t.app.inject(mutation('software.select', { softwareIds: [] }));
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', upstreamStatus: null });
    expect(error.data.issues).toEqual([{ path: ['softwareIds'], message: 'Please select your software!' }]);
    for (const softwareIds of [[0], [1.5], 'all']) {
      expect((await t.app.inject(mutation('software.select', { softwareIds }))).statusCode).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('passes the upstream 422 for unknown ids and the 401 for a signed-out browser through', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 422, {
        msg: 'Some of the selected software could not be found.',
        errors: { software_ids: ['is invalid'] },
      }),
    );
    const unknown = await t.app.inject(mutation('software.select', { softwareIds: [999] }));
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown.body).data).toMatchObject({
      upstreamStatus: 422,
      msg: 'Some of the selected software could not be found.',
      fieldErrors: { softwareIds: ['is invalid'] },
    });
    t.upstream.handle((_req, res) =>
      json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }),
    );
    const signedOut = await t.app.inject(query('software.list'));
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut.body).message).toBe('You need to sign in or sign up before continuing.');
  });

  it('answers 502 when the catalogue does not match the contracts', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { softwares: [{ id: 'one' }] }));
    const response = await t.app.inject(query('software.list'));
    expect(response.statusCode).toBe(502);
  });
});
