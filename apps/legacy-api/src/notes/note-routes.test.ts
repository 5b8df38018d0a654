import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, caller } from '../test/fixture-steps';
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

/** The learner's record of a fixture step, as the step answer carries it for notes (NOT-2). */
async function progressStepId(calls: ReturnType<typeof caller>, step: Parameters<typeof apiPath>[0]) {
  return (await calls.get(apiPath(step))).body.progress_step.id as number;
}

describe('notes', () => {
  it('creates a trimmed note on the learner’s record of a step, with the step’s place and the badges', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const id = await progressStepId(calls, 'planning-video');
    const created = await calls.post('/api/notes', {
      content: '  Split the task.  ',
      progress_step_id: id,
      video_time: 12.6,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      note: {
        id: expect.any(Number),
        content: 'Split the task.',
        created_at: '2026-11-18T10:00:00.000Z',
        step_name: 'Planning in one minute',
        flow_name: 'Alpha Flow',
        section_name: 'Planning your work',
        primary_color: '#7B3FA0',
        secondary_color: '#F1E8F7',
        flow_slug: 'alpha-flow',
        learning_module_slug: 'first-module',
        chapter_slug: 'opening',
        step_slug: 'planning-video',
        step_id: expect.any(Number),
        video_time: 12,
      },
      badges: [],
    });
    const byStep = await calls.post('/api/notes', {
      content: 'On the step itself',
      step_id: created.body.note.step_id,
    });
    expect(byStep.body.note).toMatchObject({ step_slug: 'planning-video', video_time: null });
    expect((await calls.get(apiPath('planning-video'))).body.step.has_note).toBe(true);
  });

  it('lists the learner’s own notes, newest first', async () => {
    const learner = await newLearner(test);
    const other = await newLearner(test);
    const calls = caller(study, learner);
    clock = new Date('2026-11-18T10:00:00Z');
    await calls.post('/api/notes', {
      content: 'first',
      progress_step_id: await progressStepId(calls, 'beta-basics'),
    });
    clock = new Date('2026-11-18T11:00:00Z');
    await calls.post('/api/notes', {
      content: 'second',
      progress_step_id: await progressStepId(calls, 'intro-to-planning'),
    });
    const otherCalls = caller(study, other);
    await otherCalls.post('/api/notes', {
      content: 'not yours',
      progress_step_id: await progressStepId(otherCalls, 'beta-basics'),
    });
    const { status, body } = await calls.get('/api/notes');
    expect(status).toBe(200);
    expect(
      body.notes.map((note: { content: string; flow_slug: string }) => [note.content, note.flow_slug]),
    ).toEqual([
      ['second', 'alpha-flow'],
      ['first', 'beta-flow'],
    ]);
  });

  it('refuses blank, over-long and badly timed notes with field errors, and missing or foreign steps', async () => {
    const learner = await newLearner(test);
    const other = await newLearner(test);
    const calls = caller(study, learner);
    const id = await progressStepId(calls, 'beta-basics');
    expect(await calls.post('/api/notes', { content: '   ', progress_step_id: id })).toEqual({
      status: 422,
      body: { errors: { content: ["can't be blank"] } },
    });
    expect((await calls.post('/api/notes', { content: 'x'.repeat(2000), progress_step_id: id })).status).toBe(
      201,
    );
    expect(await calls.post('/api/notes', { content: 'x'.repeat(2001), progress_step_id: id })).toEqual({
      status: 422,
      body: { errors: { content: ['is too long (maximum is 2000 characters)'] } },
    });
    expect((await calls.post('/api/notes', { progress_step_id: id, video_time: -3 })).body).toEqual({
      errors: { content: ["can't be blank"], video_time: ['must be greater than or equal to 0'] },
    });
    expect(await calls.post('/api/notes', { content: 'x' })).toEqual({
      status: 400,
      body: { msg: 'param is missing or the value is empty: progress_step_id' },
    });
    expect((await calls.post('/api/notes', { content: 'x', progress_step_id: 'one' })).status).toBe(400);
    const otherCalls = caller(study, other);
    const foreign = await progressStepId(otherCalls, 'beta-basics');
    expect(await calls.post('/api/notes', { content: 'x', progress_step_id: foreign })).toEqual({
      status: 404,
      body: { msg: 'Step not found.' },
    });
    expect((await calls.post('/api/notes', { content: 'x', step_id: 999_999 })).status).toBe(404);
  });

  it('edits and deletes only the learner’s own notes', async () => {
    const learner = await newLearner(test);
    const other = await newLearner(test);
    const calls = caller(study, learner);
    const otherCalls = caller(study, other);
    const created = await calls.post('/api/notes', {
      content: 'draft',
      progress_step_id: await progressStepId(calls, 'beta-basics'),
    });
    const url = `/api/notes/${created.body.note.id}`;
    const edited = await calls.put(url, { note: { content: ' final ' } });
    expect(edited.status).toBe(200);
    expect(edited.body.note).toMatchObject({
      id: created.body.note.id,
      content: 'final',
      step_slug: 'beta-basics',
    });
    expect(await calls.put(url, { note: { content: '' } })).toEqual({
      status: 422,
      body: { errors: { content: ["can't be blank"] } },
    });
    expect((await calls.put(url, { content: 'no wrapper' })).status).toBe(400);
    expect(await otherCalls.put(url, { note: { content: 'mine now' } })).toEqual({
      status: 404,
      body: { msg: 'Note not found.' },
    });
    expect((await otherCalls.delete(url)).status).toBe(404);
    expect((await calls.delete('/api/notes/abc')).status).toBe(404);
    expect(await calls.delete(url)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await calls.delete(url)).status).toBe(404);
    expect((await calls.get('/api/notes')).body.notes).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notes'],
      ['POST', '/api/notes'],
      ['PUT', '/api/notes/1'],
      ['DELETE', '/api/notes/1'],
    ] as const) {
      expect((await study.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the notes limit per learner', () => {
  it('refuses a note past NOTES_PER_LEARNER_MAX with a message, keeping every note; deleting one makes room', async () => {
    const capped = await createTestApp(test, { now: () => clock, env: { NOTES_PER_LEARNER_MAX: '3' } });
    const learner = await newLearner(test);
    const calls = caller(capped, learner);
    const progress_step_id = await progressStepId(calls, 'beta-basics');
    const ids: number[] = [];
    for (const content of ['one', 'two', 'three']) {
      const created = await calls.post('/api/notes', { content, progress_step_id });
      expect(created.status).toBe(201);
      ids.push(created.body.note.id);
    }
    const before = (await calls.get('/api/notes')).body.notes;
    expect(await calls.post('/api/notes', { content: 'four', progress_step_id })).toEqual({
      status: 422,
      body: { msg: 'You have reached the limit of 3 notes. Delete some to add more.' },
    });
    expect((await calls.get('/api/notes')).body.notes).toEqual(before);
    // Editing stays possible at the limit; the limit counts notes, not changes.
    expect((await calls.put(`/api/notes/${ids[0]}`, { note: { content: 'one, edited' } })).status).toBe(200);
    // Another learner's notes are theirs to count.
    const other = caller(capped, await newLearner(test));
    const otherStep = await progressStepId(other, 'beta-basics');
    expect((await other.post('/api/notes', { content: 'mine', progress_step_id: otherStep })).status).toBe(
      201,
    );
    expect((await calls.delete(`/api/notes/${ids[1]}`)).status).toBe(200);
    expect((await calls.post('/api/notes', { content: 'four', progress_step_id })).status).toBe(201);
    expect(
      (await calls.get('/api/notes')).body.notes.map((note: { content: string }) => note.content).sort(),
    ).toEqual(['four', 'one, edited', 'three']);
    await capped.app.close();
  });

  it('lets exactly one of several notes sent at once take the last place', async () => {
    const capped = await createTestApp(test, { now: () => clock, env: { NOTES_PER_LEARNER_MAX: '2' } });
    const calls = caller(capped, await newLearner(test));
    const progress_step_id = await progressStepId(calls, 'beta-basics');
    await calls.post('/api/notes', { content: 'first', progress_step_id });
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((content) => calls.post('/api/notes', { content, progress_step_id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect((await calls.get('/api/notes')).body.notes).toHaveLength(2);
    await capped.app.close();
  });
});
