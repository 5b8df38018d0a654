/**
 * The year pickers of ONB-7 (windows in LIM-18): the start year runs from 5 years before the end
 * year (or now) up to the end year (or 5 years ahead); the end year, open only once a start year is
 * chosen, runs from the start year up to 7 years later.
 */
export const START_YEARS_BEFORE = 5;
export const START_YEARS_AHEAD = 5;
export const END_YEARS_AFTER_START = 7;

export interface YearRange {
  from: number;
  to: number;
}

export function startYearRange(
  endYear: number | null,
  currentYear: number,
  chosen: number | null,
): YearRange {
  const from = (endYear ?? currentYear) - START_YEARS_BEFORE;
  const to = endYear ?? currentYear + START_YEARS_AHEAD;
  // A start chosen before the end year narrowed the window stays on offer, so the picker never
  // shows a value that is not among its options.
  return chosen === null ? { from, to } : { from: Math.min(from, chosen), to: Math.max(to, chosen) };
}

/** Null while no start year is chosen: the end-year picker is disabled then. */
export function endYearRange(startYear: number | null): YearRange | null {
  return startYear === null ? null : { from: startYear, to: startYear + END_YEARS_AFTER_START };
}

export function yearsIn({ from, to }: YearRange): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** After the start year changes, an end year outside its new window is cleared, not kept silently. */
export function keptEndYear(startYear: number | null, endYear: number | null): number | null {
  const range = endYearRange(startYear);
  if (range === null || endYear === null) return null;
  return endYear >= range.from && endYear <= range.to ? endYear : null;
}
