import { ONBOARDING_MESSAGES } from '@studyflow/contracts/onboarding-messages';
import type { Answers } from './answers';
import type { StepId } from './steps';

/** A step's problems by field, in the order the fields appear (focus goes to the first). */
export type StepErrors = Partial<
  Record<'startYear' | 'endYear' | 'subject' | 'software' | 'overall', string>
>;

/** The check each step passes before Next moves on (ONB-4, ONB-8, ONB-9, ONB-14). */
export function validateStep(step: StepId, answers: Answers): StepErrors {
  switch (step) {
    case 'course': {
      const { startYear, endYear, subject } = answers.course;
      const errors: StepErrors = {};
      if (startYear === null) errors.startYear = ONBOARDING_MESSAGES.startYear;
      if (endYear === null) errors.endYear = ONBOARDING_MESSAGES.endYear;
      if (subject === null || subject.trim() === '') errors.subject = ONBOARDING_MESSAGES.subject;
      return errors;
    }
    case 'software':
      return answers.software === null || answers.software.size === 0
        ? { software: ONBOARDING_MESSAGES.software }
        : {};
    case 'knowledge':
      return answers.knowledge.overall === null ? { overall: ONBOARDING_MESSAGES.knowledge } : {};
    case 'priorities':
      // Sliders always hold a value from 1 to 5.
      return {};
  }
}

export const hasErrors = (errors: StepErrors): boolean => Object.keys(errors).length > 0;
