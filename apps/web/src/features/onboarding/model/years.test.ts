import { describe, expect, it } from 'vitest';
import { endYearRange, keptEndYear, startYearRange, yearsIn } from './years';

describe('start year window', () => {
  it('runs from 5 years ago to 5 years ahead while no end year is chosen', () => {
    expect(startYearRange(null, 2025, null)).toEqual({ from: 2020, to: 2030 });
    expect(yearsIn(startYearRange(null, 2025, null))).toHaveLength(11);
  });
  it('runs from 5 years before the end year up to the end year once one is chosen', () => {
    expect(startYearRange(2027, 2025, 2024)).toEqual({ from: 2022, to: 2027 });
  });
  it('keeps an already chosen start year on offer', () => {
    // Start 2020, end 2027 (start + 7): the plain window would begin at 2022.
    expect(startYearRange(2027, 2025, 2020)).toEqual({ from: 2020, to: 2027 });
  });
});

describe('end year window', () => {
  it('is closed until a start year is chosen', () => {
    expect(endYearRange(null)).toBeNull();
  });
  it('runs from the start year to 7 years later', () => {
    expect(yearsIn(endYearRange(2024) ?? { from: 0, to: -1 })).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
  });
  it('keeps an end year inside the new window and clears one outside it', () => {
    expect(keptEndYear(2024, 2027)).toBe(2027);
    expect(keptEndYear(2024, 2031)).toBe(2031);
    expect(keptEndYear(2024, 2032)).toBeNull();
    expect(keptEndYear(2028, 2027)).toBeNull();
    expect(keptEndYear(null, 2027)).toBeNull();
  });
});
