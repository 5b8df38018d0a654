import { describe, expect, it } from 'vitest';
import { type Answers, initialAnswers } from './answers';
import { stepsFor } from './steps';
import { hasErrors, validateStep } from './validation';

const withCourse = (course: Partial<Answers['course']>): Answers => {
  const answers = initialAnswers();
  return { ...answers, course: { ...answers.course, ...course } };
};

describe('steps by user type', () => {
  it('gives students four steps and professionals two', () => {
    expect(stepsFor('student')).toEqual(['course', 'software', 'knowledge', 'priorities']);
    expect(stepsFor('professional')).toEqual(['software', 'knowledge']);
  });
});

describe('course information', () => {
  it('asks for every field with the required messages', () => {
    expect(validateStep('course', initialAnswers())).toEqual({
      startYear: 'Course Start year is required.',
      endYear: 'Course End year is required.',
      subject: 'Course subject is required!',
    });
  });
  it('names only what is still missing', () => {
    expect(validateStep('course', withCourse({ startYear: 2024 }))).toEqual({
      endYear: 'Course End year is required.',
      subject: 'Course subject is required!',
    });
    expect(validateStep('course', withCourse({ startYear: 2024, endYear: 2027, subject: '  ' }))).toEqual({
      subject: 'Course subject is required!',
    });
  });
  it('passes when all three are chosen', () => {
    const errors = validateStep('course', withCourse({ startYear: 2024, endYear: 2027, subject: 'Law' }));
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('software', () => {
  it('needs at least one software', () => {
    expect(validateStep('software', initialAnswers())).toEqual({ software: 'Please select your software!' });
    expect(validateStep('software', { ...initialAnswers(), software: new Set() })).toEqual({
      software: 'Please select your software!',
    });
    expect(validateStep('software', { ...initialAnswers(), software: new Set([3]) })).toEqual({});
  });
});

describe('current knowledge', () => {
  it('needs the overall level; the areas start at beginner', () => {
    expect(validateStep('knowledge', initialAnswers())).toEqual({
      overall: 'Select Assistive Technology knowledge level!',
    });
    const answers = initialAnswers();
    expect(answers.knowledge.areas.revision).toBe('beginner');
    expect(
      validateStep('knowledge', { ...answers, knowledge: { ...answers.knowledge, overall: 'medior' } }),
    ).toEqual({});
  });
});

describe('study priorities', () => {
  it('always passes: every slider holds a value, 1 by default', () => {
    const answers = initialAnswers();
    expect(Object.values(answers.priorities)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(validateStep('priorities', answers)).toEqual({});
  });
});
