import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';
import { withoutNulls } from './accessibility';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const saved = {
  background_color: '#FAF7F0',
  font_color: '#1F2933',
  subtitles: true,
  font_size: 3,
  font_family: 'Open-Dyslexic',
};

describe('accessibility.update', () => {
  it('drops null values, sends the rest snake_cased under accessability_setting, returns the saved record', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { accessability_setting: saved }));
    const response = await t.app.inject(
      mutation('accessibility.update', {
        backgroundColor: '#FAF7F0',
        fontColor: null,
        subtitles: false,
        fontSize: 0,
        fontFamily: null,
      }),
    );
    expect(resultOf(response.body)).toEqual({
      backgroundColor: '#FAF7F0',
      fontColor: '#1F2933',
      subtitles: true,
      fontSize: 3,
      fontFamily: 'Open-Dyslexic',
    });
    // false and 0 are values, not nulls: they stay.
    expect(sentCalls(t.upstream)).toEqual([
      {
        call: 'PUT /api/users/accessability_setting',
        body: { accessability_setting: { background_color: '#FAF7F0', subtitles: false, font_size: 0 } },
      },
    ]);
  });

  it('sends an empty setting when every value is null', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { accessability_setting: saved }));
    await t.app.inject(mutation('accessibility.update', { fontColor: null }));
    expect(sentCalls(t.upstream)[0]?.body).toEqual({ accessability_setting: {} });
  });

  it('refuses out-of-range sizes and unknown fonts before calling the upstream', async () => {
    for (const input of [{ fontSize: 11 }, { fontSize: -1 }, { fontSize: 2.5 }, { fontFamily: 'Papyrus' }]) {
      expect((await t.app.inject(mutation('accessibility.update', input))).statusCode).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('withoutNulls keeps false, 0 and strings', () => {
    expect(
      withoutNulls({ subtitles: false, fontSize: 0, fontColor: null, backgroundColor: '#000000' }),
    ).toEqual({
      subtitles: false,
      fontSize: 0,
      backgroundColor: '#000000',
    });
  });
});
