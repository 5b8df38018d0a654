import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { loadFixtureContent } from '../test/fixture-content';
import { caller, type FixtureStep, webPath } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { searchTerms } from './search-terms';

let test: TestDatabase;
let study: TestApp;
let search: (
  query: string,
) => Promise<{ status: number; body: Record<string, { name: string; url: string }[]> }>;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test);
  const calls = caller(study, await newLearner(test));
  search = (query) => calls.get(`/api/search?query=${encodeURIComponent(query)}`);
});
afterAll(async () => {
  await study.app.close();
  await test.close();
});

const names = (hits: { name: string }[] | undefined) => (hits ?? []).map((hit) => hit.name);
const urls = (hits: { url: string }[] | undefined) => (hits ?? []).map((hit) => hit.url);
const paths = (...fixtureSteps: FixtureStep[]) => fixtureSteps.map(webPath);

describe('search terms', () => {
  it('keeps only words, lowercased, once each, and at most eight', () => {
    expect(searchTerms(`Practice "test" & !(revision) | it's`)).toEqual([
      'practice',
      'test',
      'revision',
      'it',
      's',
    ]);
    expect(searchTerms(`'):*&|!<->`)).toEqual([]);
    expect(searchTerms('a a A')).toEqual(['a']);
    expect(searchTerms('one two three four five six seven eight nine')).toHaveLength(8);
    expect(searchTerms('Été')).toEqual(['été']);
  });
});

describe('GET /api/search', () => {
  it('finds steps, chapters and modules, each with its address and flow', async () => {
    const { status, body } = await search('planning');
    expect(status).toBe(200);
    expect(body.steps?.[0]).toEqual({
      id: expect.any(Number),
      name: 'Planning in one minute',
      url: webPath('planning-video'),
      flow_name: 'Alpha Flow',
      flow_slug: 'alpha-flow',
    });
    const modules = (await search('plan')).body.learning_modules;
    expect(modules).toEqual([
      {
        id: expect.any(Number),
        name: 'Planning your work',
        url: '/flows/alpha-flow/learning_modules/first-module',
        flow_name: 'Alpha Flow',
        flow_slug: 'alpha-flow',
      },
    ]);
    const chapters = (await search('spacing')).body.chapters;
    expect(chapters).toEqual([
      {
        id: expect.any(Number),
        name: 'Spacing it out',
        url: '/flows/alpha-flow/learning_modules/second-module/chapters/closing',
        flow_name: 'Alpha Flow',
        flow_slug: 'alpha-flow',
      },
    ]);
  });

  it('ranks a match in the name above one in the text', async () => {
    // "Practice testing" is named for it; "Spacing your revision" only mentions practice.
    expect(names((await search('practice')).body.steps)).toEqual([
      'Practice testing',
      'Spacing your revision',
    ]);
  });

  it('lists steps that match only through their text in reading order, however often they say it', async () => {
    // None is named for it; ranked by ts_rank over their whole text, "Key points" would come first.
    expect(urls((await search('tasks')).body.steps)).toEqual(
      paths('intro-to-planning', 'planning-video', 'opening-key-points'),
    );
  });

  it('lists steps named for every word first, by rank, then the others in reading order', async () => {
    expect(urls((await search('your')).body.steps)).toEqual(
      paths(
        // Named for "your".
        'hear-it-read',
        'spacing-your-revision',
        'map-your-ideas',
        // Found in their text, in reading order across modules and flows.
        'intro-to-planning',
        'practice-testing',
        'middle-key-points',
        'beta-basics',
        'beta-key-points',
      ),
    );
  });

  it('matches the start of a word, as typed or by its stem, and needs every word', async () => {
    expect(names((await search('prac')).body.steps)).toEqual(['Practice testing', 'Spacing your revision']);
    // "revisi" is a prefix of "revision" only as typed (its stem is "revis").
    expect(names((await search('revisi')).body.steps)).toEqual(['Spacing your revision']);
    // "revising" shares the stem "revis".
    expect(names((await search('revising')).body.steps)).toEqual(['Spacing your revision']);
    expect(names((await search('practice spac')).body.steps)).toEqual(['Spacing your revision']);
    expect(names((await search('practice zebra')).body.steps)).toEqual([]);
  });

  it('reads any input safely and answers empty groups for no words', async () => {
    for (const query of ['', '   ', "')&|!:*(", 'plan & | ! (', '"unterminated', 'x'.repeat(5000)]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['chapters', 'learning_modules', 'steps']);
    }
    expect((await search("')&|!:*(")).body).toEqual({ steps: [], chapters: [], learning_modules: [] });
    const missing = await study.app.inject({
      method: 'GET',
      url: '/api/search',
      cookies: (await newLearner(test)).cookies,
    });
    expect(missing.json()).toEqual({ steps: [], chapters: [], learning_modules: [] });
  });

  it('searches only the edition’s content, at most ten of each kind', async () => {
    expect(names((await search('tools')).body.steps)).toEqual([]);
    const pro = await createTestApp(test, { env: { EDITION: 'pro' } });
    const proHits = await caller(pro, await newLearner(test, 'professional')).get('/api/search?query=tools');
    expect(names(proHits.body.steps)).toEqual(['Tools at work']);
    await pro.app.close();
  });

  it('answers at most ten of each kind, and the same on every run', async () => {
    // The real lessons: far more than ten steps speak to "you".
    const real = await createTestDatabase();
    const app = await createTestApp(real);
    const calls = caller(app, await newLearner(real));
    const first = await calls.get('/api/search?query=you');
    expect(first.body.steps).toHaveLength(10);
    expect((await calls.get('/api/search?query=you')).body).toEqual(first.body);
    await app.app.close();
    await real.close();
    // A database of its own is opened and seeded here: the hooks' allowance, not a test's.
  }, 60_000);

  it('keeps reading order when a new seed moves a flow', async () => {
    const moved = await createTestDatabase({ content: 'fixture' });
    const content = loadFixtureContent();
    const [alpha, beta, ...others] = content.flows.study;
    if (alpha === undefined || beta === undefined) throw new Error('the fixture has two study flows');
    await seed(moved.database.db, {
      demo: true,
      content: { ...content, flows: { ...content.flows, study: [beta, alpha, ...others] } },
    });
    const app = await createTestApp(moved);
    const hits = await caller(app, await newLearner(moved)).get('/api/search?query=your');
    expect(urls(hits.body.steps).slice(3)).toEqual(
      paths('beta-basics', 'beta-key-points', 'intro-to-planning', 'practice-testing', 'middle-key-points'),
    );
    await app.app.close();
    await moved.close();
  }, 60_000);

  it('answers 401 without a session', async () => {
    expect((await study.app.inject({ method: 'GET', url: '/api/search?query=plan' })).statusCode).toBe(401);
  });
});
