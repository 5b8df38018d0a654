import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageDrawn, markPageDrawn, resetPageDrawn } from './page-drawn';

// vitest.setup.ts marks the page drawn before each test; these start from a page load.
beforeEach(resetPageDrawn);

describe('afterPageDrawn', () => {
  it('runs what waits once the page is drawn, at once after, and never what was forgotten', () => {
    const kept = vi.fn();
    const forgotten = vi.fn();
    afterPageDrawn(kept);
    const forget = afterPageDrawn(forgotten);
    forget();
    expect(kept).not.toHaveBeenCalled();
    markPageDrawn();
    expect(kept).toHaveBeenCalledOnce();
    expect(forgotten).not.toHaveBeenCalled();
    const late = vi.fn();
    afterPageDrawn(late);
    expect(late).toHaveBeenCalledOnce();
    markPageDrawn();
    expect(kept).toHaveBeenCalledOnce();
  });
});
