import { describe, expect, it } from 'vitest';
import { isPdfLink, ResourcesSchema } from './resources';

describe('resources (API-45)', () => {
  it('reads the library with optional links absent or null', () => {
    const read = ResourcesSchema.parse({
      softwares: { all: [{ name: 'NVDA', group: 'Screen reading', video: null }] },
      chipItems: [{ name: 'All', value: 'all' }],
    });
    expect(read.softwares.all?.[0]).toEqual({
      name: 'NVDA',
      image: null,
      group: 'Screen reading',
      guide: null,
      website: null,
      video: null,
      videoSubtitle: null,
      videoTranscript: null,
    });
  });

  it('reads a product video’s transcript link, our extension of API-45', () => {
    const read = ResourcesSchema.parse({
      softwares: {
        all: [{ name: 'NVDA', videoTranscript: '/uploads/tutorials/nvda/nvda-in-90-seconds.txt' }],
      },
      chipItems: [{ name: 'All', value: 'all' }],
    });
    expect(read.softwares.all?.[0]?.videoTranscript).toBe('/uploads/tutorials/nvda/nvda-in-90-seconds.txt');
  });

  it('marks a link as a PDF when it contains pdf, whatever its case (PUB-11)', () => {
    expect(isPdfLink('/uploads/public/justification-guide-literacy.pdf')).toBe(true);
    expect(isPdfLink('https://example.org/guides/PDF/nvda')).toBe(true);
    expect(isPdfLink('https://www.nvaccess.org/')).toBe(false);
  });
});
