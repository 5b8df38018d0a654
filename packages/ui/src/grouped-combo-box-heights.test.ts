import { describe, expect, it } from 'vitest';
import { FIRST_HEIGHTS, scrollFor, withMeasured } from './grouped-combo-box-heights';
import type { Row } from './grouped-combo-box-rows';

describe('withMeasured', () => {
  it('takes each kind’s height from the rows first measured, a wrapped one kept apart', () => {
    // Headers are negative keys. Options 48 px at a larger text size, one wrapping to 72 px.
    const heights = withMeasured(FIRST_HEIGHTS, [
      { key: -1, height: 40 },
      { key: 0, height: 48 },
      { key: 1, height: 72 },
      { key: 2, height: 48 },
      { key: -2, height: 60 },
    ]);
    expect(heights).toMatchObject({ header: 40, option: 48, known: { header: true, option: true } });
    expect([...heights.measured]).toEqual([
      [1, 72],
      [-2, 60],
    ]);
  });

  it('answers the same heights when nothing differs, so a draw that changed nothing draws no more', () => {
    const heights = withMeasured(FIRST_HEIGHTS, [
      { key: -1, height: 35.2 },
      { key: 0, height: 44 },
      // Not laid out (a test's DOM, a row already gone): not a measurement.
      { key: 3, height: 0 },
    ]);
    expect(heights).toBe(FIRST_HEIGHTS);
    const known = withMeasured(FIRST_HEIGHTS, [{ key: 0, height: 50 }]);
    expect(withMeasured(known, [{ key: 5, height: 50 }])).toBe(known);
  });

  it('measures a row again when it changes size, and forgets it when it is its kind’s size again', () => {
    const known = withMeasured(FIRST_HEIGHTS, [
      { key: 0, height: 44 },
      { key: 1, height: 44 },
      { key: 2, height: 88 },
    ]);
    expect(known.measured.get(2)).toBe(88);
    const narrower = withMeasured(known, [{ key: 1, height: 66 }]);
    expect([...narrower.measured]).toEqual([
      [2, 88],
      [1, 66],
    ]);
    expect([...withMeasured(narrower, [{ key: 2, height: 44 }]).measured]).toEqual([[1, 66]]);
  });
});

describe('scrollFor', () => {
  const rows: Row[] = [
    { kind: 'header', group: 0 },
    { kind: 'option', option: 0, position: 1, size: 3 },
    { kind: 'option', option: 1, position: 2, size: 3 },
    { kind: 'option', option: 2, position: 3, size: 3 },
  ];
  const offsets = new Float64Array([0, 30, 70, 110, 150]);

  it('puts a row at the top, with its group’s header when it is the first option', () => {
    expect(scrollFor(offsets, rows, { row: 2, align: 'start' }, 0, 60)).toBe(70);
    expect(scrollFor(offsets, rows, { row: 1, align: 'start' }, 100, 60)).toBe(0);
  });

  it('scrolls as little as shows a row moved to', () => {
    expect(scrollFor(offsets, rows, { row: 3, align: 'nearest' }, 0, 60)).toBe(90);
    expect(scrollFor(offsets, rows, { row: 2, align: 'nearest' }, 80, 60)).toBe(70);
    expect(scrollFor(offsets, rows, { row: 2, align: 'nearest' }, 60, 60)).toBe(60);
  });
});
