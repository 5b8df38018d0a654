import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressMeter } from './progress-meter';

describe('ProgressMeter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // First: a number format, once made, is kept for the page (React Aria's was), and one made by an
  // earlier case would not be seen.
  it('formats no number of its own: the first would load the locale data on a slow phone', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    render(<ProgressMeter label="Essay Writing" value={40} valueText="40% done" />);
    expect(made).not.toHaveBeenCalled();
  });

  it('is a progress bar named by its label, with its number in words', () => {
    render(<ProgressMeter label="Essay Writing" value={40} valueText="40% done" hideLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Essay Writing' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('40% done');
    // The number shows beside the bar, not only as its width (never colour alone).
    expect(bar.textContent).toContain('40% done');
  });

  it('keeps a value outside 0 to 100 within the bar', () => {
    const { rerender } = render(<ProgressMeter label="Goal" value={140} valueText="7 of 5 days" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressMeter label="Goal" value={-5} valueText="none yet" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
