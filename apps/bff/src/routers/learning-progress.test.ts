import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

describe('learningProgress.list', () => {
  it('asks GET /users/profile with Cache-Control: no-cache and returns the progress list', async () => {
    const item = { id: 1, name: 'Essay Writing', flow_percent: 40, primary_color: '#7B3FA0' };
    t.upstream.handle((_req, res) => json(res, 200, { learning_progress: [item] }));
    const response = await t.app.inject(
      query('learningProgress.list', undefined, { cookie: '_studyflow_session=s2' }),
    );
    expect(resultOf(response.body)).toEqual([
      { id: 1, name: 'Essay Writing', flowPercent: 40, primaryColor: '#7B3FA0' },
    ]);
    // The browser never caches it either (every tRPC answer is no-store).
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sentCalls(t.upstream)).toEqual([{ call: 'GET /api/users/profile', body: '' }]);
    const [sent] = t.upstream.requests;
    expect(sent?.headers['cache-control']).toBe('no-cache');
    expect(sent?.headers.cookie).toBe('_studyflow_session=s2');
  });

  it('answers 502 for a percentage outside 0–100 (schema drift)', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 200, {
        learning_progress: [{ id: 1, name: 'x', flow_percent: 140, primary_color: '#000000' }],
      }),
    );
    expect((await t.app.inject(query('learningProgress.list'))).statusCode).toBe(502);
  });

  it('sends no-cache only where asked: other queries go without it', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { flows: [] }));
    await t.app.inject(query('flows.list'));
    expect(t.upstream.requests[0]?.headers['cache-control']).toBeUndefined();
  });
});
