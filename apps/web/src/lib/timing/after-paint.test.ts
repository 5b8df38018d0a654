import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  const drawFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    frames.length = 0;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs a task in the task after the next frame, not in the frame, and in the order given', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('first'));
    afterNextPaint(() => ran.push('second'));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([]);
    drawFrame();
    // In the frame's callbacks the page has not been painted yet.
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['first', 'second']);
    // Once each: the fallback does not run it again.
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs a task after the fallback when no frame comes (a tab in the background)', () => {
    const ran = vi.fn();
    afterNextPaint(ran, 100);
    vi.advanceTimersByTime(99);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledOnce();
  });
});
