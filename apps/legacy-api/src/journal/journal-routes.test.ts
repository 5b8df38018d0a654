import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let study: TestApp;
let clock = new Date('2026-11-18T10:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test, { now: () => clock });
});
afterAll(async () => {
  await study.app.close();
  await test.close();
});

const BASE = '/api/users/reflective_journal';
const entry = (title: string) => ({
  title,
  observe_1: 'What happened',
  observe_2: 'How I felt',
  reflect_1: 'Why',
  reflect_2: 'What I learned',
  act: 'Next time',
});
const badgeNames = (body: { badges: { name: string }[] }) => body.badges.map((badge) => badge.name).sort();

describe('reflective journal', () => {
  it('creates, lists newest first, updates and deletes only the learner’s own reflections', async () => {
    const calls = caller(study, await newLearner(test));
    const other = caller(study, await newLearner(test));
    expect((await calls.get(BASE)).body).toEqual({
      reflective_journal: { id: expect.any(Number), reflections: [] },
    });
    clock = new Date('2026-11-18T10:00:00Z');
    const first = await calls.post(`${BASE}/reflections`, {
      reflection: { ...entry('  Seminar  '), tag: '' },
    });
    expect(first.status).toBe(201);
    expect(first.body.reflection).toEqual({
      id: expect.any(Number),
      date: '2026-11-18T10:00:00.000Z',
      title: 'Seminar',
      observe_1: 'What happened',
      observe_2: 'How I felt',
      reflect_1: 'Why',
      reflect_2: 'What I learned',
      act: 'Next time',
      tag: null,
    });
    clock = new Date('2026-11-19T10:00:00Z');
    const second = await calls.post(`${BASE}/reflections`, { reflection: { title: 'Only a title' } });
    expect(second.body.reflection).toMatchObject({ title: 'Only a title', act: '' });
    await other.post(`${BASE}/reflections`, { reflection: entry('Not yours') });
    const list = (await calls.get(BASE)).body.reflective_journal.reflections;
    expect(list.map((r: { title: string }) => r.title)).toEqual(['Only a title', 'Seminar']);

    const url = `${BASE}/reflections/${first.body.reflection.id}`;
    const updated = await calls.put(url, { reflection: { ...entry('Seminar, again'), act: 'Ask earlier' } });
    expect(updated.status).toBe(200);
    expect(updated.body.reflection).toMatchObject({
      id: first.body.reflection.id,
      title: 'Seminar, again',
      act: 'Ask earlier',
    });
    expect(await other.put(url, { reflection: entry('Mine') })).toEqual({
      status: 404,
      body: { msg: 'Reflection not found.' },
    });
    expect((await other.delete(url)).status).toBe(404);
    expect(await calls.delete(url)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await calls.delete(url)).status).toBe(404);
    expect((await calls.delete(`${BASE}/reflections/abc`)).status).toBe(404);
  });

  it('refuses a blank or over-long title and a missing wrapper', async () => {
    const calls = caller(study, await newLearner(test));
    expect(await calls.post(`${BASE}/reflections`, { reflection: { title: '   ' } })).toEqual({
      status: 422,
      body: { errors: { title: ["can't be blank"] } },
    });
    expect(
      (await calls.post(`${BASE}/reflections`, { reflection: { title: 'x'.repeat(201) } })).body,
    ).toEqual({
      errors: { title: ['is too long (maximum is 200 characters)'] },
    });
    expect((await calls.post(`${BASE}/reflections`, { title: 'no wrapper' })).status).toBe(400);
    expect((await calls.post(`${BASE}/reflections`, { reflection: { title: 'x', act: 3 } })).body).toEqual({
      errors: { act: ['is invalid'] },
    });
  });

  it('awards FIRST REFLECTION on the first and JOURNAL JOTTER on the fifth reflection', async () => {
    const calls = caller(study, await newLearner(test));
    const first = await calls.post(`${BASE}/reflections`, { reflection: entry('One') });
    expect(badgeNames(first.body)).toEqual(['FIRST_REFLECTION']);
    for (const title of ['Two', 'Three', 'Four']) {
      const next = await calls.post(`${BASE}/reflections`, { reflection: entry(title) });
      expect(badgeNames(next.body)).toEqual(['FIRST_REFLECTION']);
    }
    const fifth = await calls.post(`${BASE}/reflections`, { reflection: entry('Five') });
    expect(badgeNames(fifth.body)).toEqual(['FIRST_REFLECTION', 'JOURNAL_JOTTER']);
  });

  it('deletes many by a bracket array of ids, leaving others’ entries alone', async () => {
    const calls = caller(study, await newLearner(test));
    const other = caller(study, await newLearner(test));
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      ids.push((await calls.post(`${BASE}/reflections`, { reflection: entry(title) })).body.reflection.id);
    }
    const foreign = (await other.post(`${BASE}/reflections`, { reflection: entry('Theirs') })).body.reflection
      .id;
    const query = [ids[0], ids[2], foreign].map((id) => `reflection_ids[]=${id}`).join('&');
    expect(await calls.delete(`${BASE}/reflections/delete_many?${query}`)).toEqual({
      status: 200,
      body: { status: 'success', deleted: 2 },
    });
    expect(
      (await calls.get(BASE)).body.reflective_journal.reflections.map((r: { title: string }) => r.title),
    ).toEqual(['B']);
    expect((await other.get(BASE)).body.reflective_journal.reflections).toHaveLength(1);
    expect((await calls.delete(`${BASE}/reflections/delete_many`)).status).toBe(400);
    expect((await calls.delete(`${BASE}/reflections/delete_many?reflection_ids[]=x`)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', `${BASE}/reflections`],
      ['PUT', `${BASE}/reflections/1`],
      ['DELETE', `${BASE}/reflections/1`],
      ['DELETE', `${BASE}/reflections/delete_many?reflection_ids[]=1`],
    ] as const) {
      expect((await study.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('reflective journal downloads', () => {
  it('downloads one entry or the chosen entries as DOCX or Markdown, only the learner’s own', async () => {
    const learner = await newLearner(test);
    const stranger = await newLearner(test);
    const calls = caller(study, learner);
    const one = (await calls.post(`${BASE}/reflections`, { reflection: entry('Lab report') })).body.reflection
      .id;
    const two = (await calls.post(`${BASE}/reflections`, { reflection: entry('Tutorial') })).body.reflection
      .id;
    const get = (url: string, cookies = learner.cookies) => study.app.inject({ method: 'GET', url, cookies });

    const docx = await get(`${BASE}/reflections/${one}/download`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe('attachment; filename="Lab report.docx"');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const markdown = await get(`${BASE}/reflections/${one}/download?format=md`);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body.split('\n')[0]).toBe('# Lab report');

    const many = await get(
      `${BASE}/reflections/download_many?reflection_ids[]=${one}&reflection_ids[]=${two}&format=md`,
    );
    expect(many.statusCode).toBe(200);
    expect(many.headers['content-disposition']).toContain('filename="Reflective journal (2 entries).md"');
    expect(
      many.body.split('\n').filter((line) => line.startsWith('## ') && !line.startsWith('### ')),
    ).toEqual(['## Tutorial', '## Lab report']);

    expect((await get(`${BASE}/reflections/${one}/download`, stranger.cookies)).statusCode).toBe(404);
    expect(
      (await get(`${BASE}/reflections/download_many?reflection_ids[]=${one}`, stranger.cookies)).statusCode,
    ).toBe(404);
    expect((await get(`${BASE}/reflections/${one}/download?format=pdf`)).statusCode).toBe(400);
    expect((await get(`${BASE}/reflections/download_many`)).statusCode).toBe(400);
    expect(
      (await study.app.inject({ method: 'GET', url: `${BASE}/reflections/${one}/download` })).statusCode,
    ).toBe(401);
  });
});

describe('the journal limit per learner', () => {
  it('refuses an entry past REFLECTIONS_PER_LEARNER_MAX with a message, keeping every entry', async () => {
    const capped = await createTestApp(test, {
      now: () => clock,
      env: { REFLECTIONS_PER_LEARNER_MAX: '2' },
    });
    const calls = caller(capped, await newLearner(test));
    const first = await calls.post(`${BASE}/reflections`, { reflection: entry('First') });
    expect(first.status).toBe(201);
    expect((await calls.post(`${BASE}/reflections`, { reflection: entry('Second') })).status).toBe(201);
    const before = (await calls.get(BASE)).body;
    expect(await calls.post(`${BASE}/reflections`, { reflection: entry('Third') })).toEqual({
      status: 422,
      body: { msg: 'You have reached the limit of 2 journal entries. Delete some to add more.' },
    });
    expect((await calls.get(BASE)).body).toEqual(before);
    // A field error still reads as one: the form's fields come before the limit.
    expect((await calls.post(`${BASE}/reflections`, { reflection: { title: ' ' } })).body).toEqual({
      errors: { title: ["can't be blank"] },
    });
    expect(
      (await calls.put(`${BASE}/reflections/${first.body.reflection.id}`, { reflection: entry('Edited') }))
        .status,
    ).toBe(200);
    expect((await calls.delete(`${BASE}/reflections/${first.body.reflection.id}`)).status).toBe(200);
    expect((await calls.post(`${BASE}/reflections`, { reflection: entry('Third') })).status).toBe(201);
    await capped.app.close();
  });
});
