import type { UserType } from '@studyflow/contracts/user';

export type StepId = 'course' | 'software' | 'knowledge' | 'priorities';

/**
 * ONB-2: one user type gets four steps, the other two. Students are the four-step type: the
 * course and study priorities are student questions (docs/decisions.md).
 */
export function stepsFor(userType: UserType): readonly StepId[] {
  return userType === 'student'
    ? ['course', 'software', 'knowledge', 'priorities']
    : ['software', 'knowledge'];
}
