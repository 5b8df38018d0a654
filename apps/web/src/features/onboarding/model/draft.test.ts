import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAnswers } from './answers';
import { clearDraft, readDraft, saveDraft } from './draft';

const answers = () => {
  const start = initialAnswers();
  return {
    ...start,
    course: { startYear: 2025, endYear: 2028, subject: 'History' },
    software: new Set<number | string>([3, 'sw-9']),
    knowledge: {
      overall: 'medior' as const,
      areas: { ...start.knowledge.areas, reading: 'expert' as const },
    },
    priorities: { ...start.priorities, revision: 4 },
  };
};

afterEach(() => window.sessionStorage.clear());

describe('onboarding draft', () => {
  it('gives back what was saved, for the same learner only', () => {
    saveDraft('robin@learners.example', { index: 2, completed: [0, 1], answers: answers() });
    expect(readDraft('robin@learners.example', 4)).toEqual({
      index: 2,
      completed: [0, 1],
      answers: answers(),
    });
    expect(readDraft('someone@else.example', 4)).toBeNull();
  });

  it('is gone once cleared', () => {
    saveDraft('robin@learners.example', { index: 1, completed: [0], answers: answers() });
    clearDraft();
    expect(readDraft('robin@learners.example', 4)).toBeNull();
  });

  it('ignores a draft it cannot trust: a step this wizard lacks, a broken answer, bad JSON', () => {
    saveDraft('robin@learners.example', { index: 3, completed: [0, 1, 2], answers: answers() });
    // A professional's wizard has two steps.
    expect(readDraft('robin@learners.example', 2)).toBeNull();
    const broken = { ...answers(), priorities: { ...answers().priorities, reading: 9 } };
    saveDraft('robin@learners.example', { index: 0, completed: [], answers: broken });
    expect(readDraft('robin@learners.example', 4)).toBeNull();
    window.sessionStorage.setItem(STORAGE_KEYS.onboardingDraft, '{not json');
    expect(readDraft('robin@learners.example', 4)).toBeNull();
  });
});
