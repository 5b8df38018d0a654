import { describe, expect, it } from 'vitest';
import { contrastRatio, framesFilter, HEIGHT, inkFor, MIN_CONTRAST, WIDTH } from './frames';
import { textWidth } from './text-width';

const card = {
  label: 'Essay Writing · Instruction words: what the question asks you to do',
  name: 'Instruction words in a minute',
  background: '#7B3FA0',
};

/** What each drawtext draws: its text (from the texts map), size, weight, position and window. */
function drawn(sentences: string[], windows: { start: number; end: number }[]) {
  const { filter, texts } = framesFilter(card, sentences, windows, 2, '/work');
  return [
    ...filter.matchAll(
      /drawtext=fontfile=([^:]+):textfile='([^']+)'.*?fontsize=(\d+).*?:x=(\d+):y=(\d+):enable='([^']+)'/g,
    ),
  ].map(([, font, file, size, x, y, enable]) => ({
    text: texts.get(file ?? '') ?? '',
    weight: font?.includes('Bold') ? ('bold' as const) : ('regular' as const),
    size: Number(size),
    x: Number(x),
    y: Number(y),
    enable,
  }));
}

describe('colours', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#7B3FA0', '#FFFFFF')).toBeGreaterThan(MIN_CONTRAST);
  });

  it('writes white on a dark field, dark on a light one, and refuses a colour neither reads on', () => {
    expect(inkFor('#7B3FA0')).toBe('#FFFFFF');
    expect(inkFor('#F1E8F7')).toBe('#1F2933');
    expect(() => inkFor('#777777')).toThrow('needs 4.5:1');
  });
});

describe('framesFilter', () => {
  const long =
    '"Which of these should come first?" Or, "If I take on this new task, what should I move?" Finally, send a short email after the talk.';
  const items = drawn(
    ['Look for it.', long],
    [
      { start: 2, end: 4 },
      { start: 4, end: 20 },
    ],
  );

  it('draws every line inside the side margins and above the subtitles', () => {
    for (const item of items) {
      expect(item.x + textWidth(item.text, item.size, item.weight)).toBeLessThanOrEqual(WIDTH - 48);
      expect(item.y + item.size).toBeLessThanOrEqual(HEIGHT - 24);
    }
    for (const item of items.filter((line) => (line.enable ?? '').includes('*'))) {
      expect(item.y + item.size * 1.35).toBeLessThanOrEqual(HEIGHT - 72);
    }
  });

  it('shows the title card first, then the header and each sentence in its window', () => {
    expect(items.filter((item) => item.enable === 'lt(t,2.000)').map((item) => item.text)).toContain(
      'Studyflow',
    );
    expect(items.filter((item) => item.enable === 'gte(t,2.000)').map((item) => item.text)).toContain(
      card.name,
    );
    expect(
      items.filter((item) => item.enable === 'gte(t,2.000)*lt(t,4.000)').map((item) => item.text),
    ).toEqual(['Look for it.']);
    const longLines = items.filter((item) => item.enable === 'gte(t,4.000)*lt(t,20.000)');
    expect(longLines.map((item) => item.text).join(' ')).toBe(long);
    expect(longLines[0]?.size).toBeGreaterThanOrEqual(24);
  });

  it('draws the sentences large', () => {
    expect(items.find((item) => item.text === 'Look for it.')?.size).toBe(30);
  });
});
