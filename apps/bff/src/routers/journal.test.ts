import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf, sentCalls } from '../test-support/calls';
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

const upstreamReflection = {
  id: 4,
  date: '2026-11-18T10:00:00.000Z',
  title: 'Seminar',
  observe_1: 'a',
  observe_2: 'b',
  reflect_1: 'c',
  reflect_2: 'd',
  act: 'e',
  tag: null,
};
const reflection = {
  id: 4,
  date: '2026-11-18T10:00:00.000Z',
  title: 'Seminar',
  observe1: 'a',
  observe2: 'b',
  reflect1: 'c',
  reflect2: 'd',
  act: 'e',
  tag: null,
};
const input = { title: ' Seminar ', observe1: 'a', observe2: 'b', reflect1: 'c', reflect2: 'd', act: 'e' };
const sentBody = {
  reflection: { title: 'Seminar', observe_1: 'a', observe_2: 'b', reflect_1: 'c', reflect_2: 'd', act: 'e' },
};

describe('journal procedures', () => {
  it('list reads reflectiveJournal.reflections with the digit-ended keys', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 200, { reflective_journal: { id: 1, reflections: [upstreamReflection] } }),
    );
    const response = await t.app.inject(query('journal.list'));
    expect(resultOf(response.body)).toEqual([reflection]);
  });

  it('create sends observe_1 … act (not observe1) and answers the badges', async () => {
    const badge = { id: 1, name: 'FIRST_REFLECTION', created_at: '2026-11-18T10:00:00.000Z' };
    t.upstream.handle((_req, res) => json(res, 201, { reflection: upstreamReflection, badges: [badge] }));
    const response = await t.app.inject(mutation('journal.create', input));
    expect(resultOf(response.body)).toMatchObject({ reflection, badges: [{ name: 'FIRST_REFLECTION' }] });
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'POST /api/users/reflective_journal/reflections', body: sentBody },
    ]);
  });

  it('update puts to the entry and refuses a blank title before calling the upstream', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { reflection: upstreamReflection }));
    await t.app.inject(mutation('journal.update', { ...input, id: 4 }));
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'PUT /api/users/reflective_journal/reflections/4', body: sentBody },
    ]);
    t.upstream.requests.length = 0;
    expect(
      (await t.app.inject(mutation('journal.update', { ...input, id: 4, title: '  ' }))).statusCode,
    ).toBe(400);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('removeMany sends the ids as a bracket array in the query', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { status: 'success' }));
    const response = await t.app.inject(mutation('journal.removeMany', { ids: [3, 9] }));
    expect(resultOf(response.body)).toEqual({ ok: true });
    expect(t.upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/users/reflective_journal/reflections/delete_many?reflection_ids[]=3&reflection_ids[]=9',
    ]);
    expect((await t.app.inject(mutation('journal.removeMany', { ids: [] }))).statusCode).toBe(400);
  });
});
