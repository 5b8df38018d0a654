import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const card = (name: string) => ({ name, image: null, group: null, guide: null, website: null, video: null });

describe('resources.list', () => {
  it('keys each chip’s list by the chip’s own value, whatever case the upstream wrote it in', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 200, {
        softwares: {
          all: [card('Read&Write'), card('Glean')],
          note_taking: [card('Glean')],
          'mind-mapping': [],
        },
        chip_items: [
          { name: 'All', value: 'all' },
          { name: 'Note taking', value: 'note_taking' },
          { name: 'Mind mapping', value: 'mind-mapping' },
          { name: 'Reading', value: 'reading' },
        ],
      }),
    );
    const response = await t.app.inject(query('resources.list'));
    expect(response.statusCode).toBe(200);
    const { softwares } = resultOf(response.body) as { softwares: Record<string, { name: string }[]> };
    expect(softwares.note_taking?.map((item) => item.name)).toEqual(['Glean']);
    expect(softwares['mind-mapping']).toEqual([]);
    // A chip with no list at all shows none rather than failing.
    expect(softwares.reading).toEqual([]);
    expect(softwares.all).toHaveLength(2);
  });
});
