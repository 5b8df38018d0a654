import type { GetStepInput, StepAddressInput } from '@studyflow/contracts/learning';
import type { Id } from '@studyflow/contracts/tolerant';

/** Where a step is read, and so what the reader may do with it. */
export interface StepContext {
  /** The step's address for completing, favouriting and the video calls; null for Essentials. */
  address: StepAddressInput | null;
  /** The query the step came from, so answers can update it in place; null for Essentials. */
  stepInput: GetStepInput | null;
  /** The learner's record of the step, for notes (NOT-2); null where there is none. */
  progressStepId: Id | null;
}
