import type { SaveUserInfoInput } from '@studyflow/contracts/onboarding';
import type { UserType } from '@studyflow/contracts/user';
import type { Answers } from './answers';

/**
 * userInfo.create's input. Students send their course and their priorities; professionals are
 * asked neither (their course fields and priorities are null). Both rate all six areas (ONB-14).
 * Null only when the overall level is missing, which the knowledge step's check rules out.
 */
export function userInfoInput(userType: UserType, answers: Answers): SaveUserInfoInput | null {
  const { course, knowledge, priorities } = answers;
  if (knowledge.overall === null) return null;
  const student = userType === 'student';
  const level = (area: keyof typeof knowledge.areas) => knowledge.areas[area];
  return {
    courseStarted: student ? course.startYear : null,
    courseEnds: student ? course.endYear : null,
    courseName: student ? course.subject : null,
    asTechnologyLevel: knowledge.overall,
    essayWritingLevel: level('essayWriting'),
    presentationsLevel: level('presentations'),
    lecturesLevel: level('lectures'),
    readingLevel: level('reading'),
    organisationLevel: level('organisation'),
    revisionLevel: level('revision'),
    studyPriorities: student ? { ...priorities } : null,
  };
}
