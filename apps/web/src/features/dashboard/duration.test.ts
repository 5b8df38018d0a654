import { describe, expect, it } from 'vitest';
import { moduleState, remainingMinutes } from './duration';

describe('remainingMinutes', () => {
  it('rounds at 30 seconds', () => {
    expect(remainingMinutes(89)).toBe(1);
    expect(remainingMinutes(90)).toBe(2);
    expect(remainingMinutes(29)).toBe(0);
    expect(remainingMinutes(30)).toBe(1);
    expect(remainingMinutes(600)).toBe(10);
  });

  it('never goes below zero', () => {
    expect(remainingMinutes(-5)).toBe(0);
  });
});

describe('moduleState (DSH-6)', () => {
  it('ticks a finished module, whatever isResume says', () => {
    expect(moduleState({ learningModuleProgress: 100, isResume: true })).toBe('done');
    expect(moduleState({ learningModuleProgress: 100, isResume: false })).toBe('done');
  });

  it('offers RESUME only under 100 % with isResume', () => {
    expect(moduleState({ learningModuleProgress: 99, isResume: true })).toBe('resume');
    expect(moduleState({ learningModuleProgress: 40, isResume: false })).toBe('fresh');
    expect(moduleState({ learningModuleProgress: 0, isResume: false })).toBe('fresh');
  });
});
