import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { upstreamFlow } from '../test-support/fixtures';
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

describe('flows.list', () => {
  it('unwraps GET /flows with every key camelCased down to the chapters', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { flows: [upstreamFlow] }));
    const response = await t.app.inject(query('flows.list'));
    expect(resultOf(response.body)).toEqual([
      {
        id: 1,
        name: 'Essay Writing',
        slug: 'essay-writing',
        primaryColor: '#7B3FA0',
        secondaryColor: '#F1E8F7',
        tabColor: '#5E2C7D',
        learningModules: [
          {
            id: 3,
            name: 'Understanding the question',
            slug: 'understanding-the-question',
            description: 'Break an essay question into parts.',
            image: null,
            url: '/flows/essay-writing/learning_modules/understanding-the-question',
            learningModuleProgress: 0,
            learningModuleRemainingDuration: 1020,
            isResume: false,
            chapters: [
              {
                id: 9,
                name: 'Instruction words',
                slug: 'instruction-words',
                url: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words',
                chapterProgress: 0,
              },
            ],
          },
        ],
      },
    ]);
    expect(sentCalls(t.upstream)).toEqual([{ call: 'GET /api/flows', body: '' }]);
  });

  it('passes a 401 through and turns a 500 into a generic 502', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }),
    );
    expect((await t.app.inject(query('flows.list'))).statusCode).toBe(401);
    t.upstream.handle((_req, res) => json(res, 500, { msg: 'secret stack' }));
    const failed = await t.app.inject(query('flows.list'));
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed.body).message).not.toContain('secret');
  });
});
