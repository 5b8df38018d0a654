import { ONBOARDING_MESSAGES } from '@studyflow/contracts/onboarding-messages';

/**
 * What a failed userInfo.create means (ONB-17, ERR-16, ERR-17): 'UserInfo already exists for User!'
 * lets the learner go on as if it had worked; anything else sends the wizard back to step 0.
 */
export type FinishFailure = 'continue' | 'restart';

export function finishFailure(msg: string | null): FinishFailure {
  return msg === ONBOARDING_MESSAGES.alreadyExists ? 'continue' : 'restart';
}
