import { SaveUserInfoInputSchema } from '@studyflow/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { type Answers, initialAnswers } from './answers';
import { finishFailure } from './finish-outcome';
import { userInfoInput } from './payload';

const complete = (): Answers => {
  const answers = initialAnswers();
  return {
    ...answers,
    course: { startYear: 2024, endYear: 2027, subject: 'History' },
    software: new Set([1, 2]),
    knowledge: {
      overall: 'medior',
      areas: { ...answers.knowledge.areas, essayWriting: 'expert', lectures: 'medior', reading: 'expert' },
    },
    priorities: { ...answers.priorities, essayWriting: 5, revision: 3 },
  };
};

describe('userInfoInput', () => {
  it("sends a student's course, levels and priorities", () => {
    const input = userInfoInput('student', complete());
    expect(input).toEqual({
      courseStarted: 2024,
      courseEnds: 2027,
      courseName: 'History',
      asTechnologyLevel: 'medior',
      essayWritingLevel: 'expert',
      presentationsLevel: 'beginner',
      lecturesLevel: 'medior',
      readingLevel: 'expert',
      organisationLevel: 'beginner',
      revisionLevel: 'beginner',
      studyPriorities: {
        essayWriting: 5,
        presentations: 1,
        lectures: 1,
        reading: 1,
        organisation: 1,
        revision: 3,
      },
    });
    expect(SaveUserInfoInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no course or priorities for a professional, and every area as they rated it (ONB-14)', () => {
    const input = userInfoInput('professional', complete());
    expect(input).toMatchObject({
      courseStarted: null,
      courseEnds: null,
      courseName: null,
      studyPriorities: null,
      asTechnologyLevel: 'medior',
      readingLevel: 'expert',
      essayWritingLevel: 'expert',
      lecturesLevel: 'medior',
      presentationsLevel: 'beginner',
    });
    expect(SaveUserInfoInputSchema.safeParse(input).success).toBe(true);
  });

  it('gives nothing to send without the overall level', () => {
    const answers = complete();
    expect(
      userInfoInput('student', { ...answers, knowledge: { ...answers.knowledge, overall: null } }),
    ).toBeNull();
  });
});

describe('finishFailure', () => {
  it('goes on when the user info already exists, and back to step 0 otherwise', () => {
    expect(finishFailure('UserInfo already exists for User!')).toBe('continue');
    expect(finishFailure('Course name is too long')).toBe('restart');
    expect(finishFailure(null)).toBe('restart');
  });
});
