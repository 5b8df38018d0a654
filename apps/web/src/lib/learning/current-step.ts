import type { Id } from '@studyflow/contracts/tolerant';
import { useSyncExternalStore } from 'react';

/**
 * The step on screen, for the notes dialog: a new note hangs on it (NOT-2). The step page sets it
 * while it shows a step and clears it when it goes, so a note is never filed under a step the
 * learner has left.
 */
export interface CurrentStep {
  /** The learner's record of the step, which a note hangs on. */
  progressStepId: Id;
  name: string;
}

const listeners = new Set<() => void>();
let current: CurrentStep | null = null;

export function setCurrentStep(step: CurrentStep | null): void {
  current = step;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): the store as it starts. */
const getCurrent = () => current;

export function useCurrentStep(): CurrentStep | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}
