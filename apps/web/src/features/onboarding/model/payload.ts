import type { SaveUserInfoInput } from '@studyflow/contracts/onboarding';
import type { UserType } from '@studyflow/contracts/user';
import { type Answers, DEFAULT_AREA_LEVEL, PROFESSIONAL_AREAS } from './answers';

/**
 * userInfo.create's input. Students send their course and their priorities; professionals are
 * asked neither (their course fields and priorities are null) and answer only the areas that
 * matter at work, the rest staying at the default level. Null only when the overall level is
 * missing, which the knowledge step's check rules out.
 */
export function userInfoInput(userType: UserType, answers: Answers): SaveUserInfoInput | null {
  const { course, knowledge, priorities } = answers;
  if (knowledge.overall === null) return null;
  const student = userType === 'student';
  const level = (area: keyof typeof knowledge.areas) =>
    student || PROFESSIONAL_AREAS.includes(area) ? knowledge.areas[area] : DEFAULT_AREA_LEVEL;
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
