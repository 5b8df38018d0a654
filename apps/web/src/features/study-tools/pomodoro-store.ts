import { useSyncExternalStore } from 'react';
import {
  initialPomodoro,
  type PomodoroAction,
  type PomodoroEvent,
  type PomodoroState,
  pomodoroReducer,
  tick,
} from './pomodoro';

/**
 * One timer per tab, kept outside React so it keeps its state while the learner looks at another
 * tool and comes back. The state holds wall-clock moments; nothing here counts ticks.
 */
let state: PomodoroState = initialPomodoro;
/** The last thing that happened (TLS-11), shown until the learner acts. */
let lastEvent: PomodoroEvent | null = null;
let snapshot: { state: PomodoroState; lastEvent: PomodoroEvent | null } = { state, lastEvent };
const listeners = new Set<() => void>();

function publish(next: PomodoroState, event: PomodoroEvent | null): void {
  if (next === state && event === lastEvent) return;
  state = next;
  lastEvent = event;
  snapshot = { state, lastEvent };
  for (const listener of listeners) listener();
}

export function dispatch(action: PomodoroAction): void {
  publish(pomodoroReducer(state, action, Date.now()), null);
}

/** Checks the clock; answers what happened, if anything, so the caller can sound and notify. */
export function check(): PomodoroEvent | undefined {
  const result = tick(state, Date.now());
  if (result.event) publish(result.state, result.event);
  return result.event;
}

export const currentState = (): PomodoroState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): the store as it starts. */
const getSnapshot = () => snapshot;

export function usePomodoro() {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
