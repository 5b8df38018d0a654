import { describe, expect, it } from 'vitest';
import { bandOf, firstLineFrom, lineAt, lineStartingBand, mergeLines } from './lines';

/** Six lines of 24 px, 4 px of paragraph gap after the third. */
const LINES = [0, 24, 48, 76, 100, 124].map((top) => ({ top, bottom: top + 24 }));

describe('mergeLines', () => {
  it('puts boxes that share most of their height on one line, top to bottom', () => {
    const boxes = [
      { top: 24, bottom: 48 },
      { top: 0, bottom: 24 },
      // A link and a bigger word on the first line.
      { top: 2, bottom: 22 },
      { top: -3, bottom: 25 },
      // Touching the line above by a pixel: a line of its own.
      { top: 47, bottom: 71 },
    ];
    expect(mergeLines(boxes)).toEqual([
      { top: -3, bottom: 25 },
      { top: 24, bottom: 48 },
      { top: 47, bottom: 71 },
    ]);
    expect(mergeLines([])).toEqual([]);
  });
});

describe('finding lines', () => {
  it('finds the line at a height, or the nearest one outside and between lines', () => {
    expect(lineAt(LINES, 30)).toBe(1);
    expect(lineAt(LINES, -40)).toBe(0);
    expect(lineAt(LINES, 73)).toBe(2);
    expect(lineAt(LINES, 75)).toBe(3);
    expect(lineAt(LINES, 900)).toBe(5);
    expect(lineAt([], 10)).toBe(-1);
  });

  it('finds the first line reaching below a height (a paragraph’s first line), else the last', () => {
    expect(firstLineFrom(LINES, 76)).toBe(3);
    expect(firstLineFrom(LINES, -100)).toBe(0);
    expect(firstLineFrom(LINES, 500)).toBe(5);
  });
});

describe('bandOf', () => {
  it('shows the line with as many above as below, cut short at the ends rather than moved', () => {
    expect(bandOf(LINES, 2, 3)).toEqual({ first: 1, last: 3, top: 24, bottom: 100 });
    expect(bandOf(LINES, 0, 3)).toEqual({ first: 0, last: 1, top: 0, bottom: 48 });
    expect(bandOf(LINES, 5, 5)).toEqual({ first: 3, last: 5, top: 76, bottom: 148 });
    expect(bandOf(LINES, 4, 1)).toEqual({ first: 4, last: 4, top: 100, bottom: 124 });
    expect(bandOf(LINES, 99, 1)).toEqual({ first: 5, last: 5, top: 124, bottom: 148 });
    expect(bandOf([], 0, 3)).toBeNull();
  });

  it("puts a paragraph's first line at the band's top", () => {
    expect(bandOf(LINES, lineStartingBand(3, 3, LINES.length), 3)?.first).toBe(3);
    expect(bandOf(LINES, lineStartingBand(3, 5, LINES.length), 5)?.first).toBe(3);
    expect(lineStartingBand(5, 5, LINES.length)).toBe(5);
  });
});
