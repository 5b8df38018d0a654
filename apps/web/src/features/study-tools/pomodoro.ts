/**
 * The Pomodoro Timer's state (TLS-9 to TLS-12) as pure functions of the wall clock: a running
 * phase keeps the moment it ends, so the time left is right after the tab slept in the background
 * (a browser throttles timers there; counting ticks would drift).
 */
export type PomodoroPhase = 'pomodoro' | 'shortBreak' | 'longBreak';

/** LIM-23 */
export const PHASE_MS: Record<PomodoroPhase, number> = {
  pomodoro: 25 * 60_000,
  shortBreak: 5 * 60_000,
  longBreak: 15 * 60_000,
};

export interface PomodoroState {
  phase: PomodoroPhase;
  /** When the running phase ends (ms since the epoch), or null while stopped or paused. */
  endsAt: number | null;
  /** Time left while stopped or paused. */
  remainingMs: number;
  paused: boolean;
}

export type PomodoroAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'setPhase'; phase: PomodoroPhase }
  | { type: 'endBreak' };

export const initialPomodoro: PomodoroState = {
  phase: 'pomodoro',
  endsAt: null,
  remainingMs: PHASE_MS.pomodoro,
  paused: false,
};

export function remainingMs(state: PomodoroState, now: number): number {
  return state.endsAt === null ? state.remainingMs : Math.max(0, state.endsAt - now);
}

export const isRunning = (state: PomodoroState): boolean => state.endsAt !== null;

const run = (phase: PomodoroPhase, now: number): PomodoroState => ({
  phase,
  endsAt: now + PHASE_MS[phase],
  remainingMs: PHASE_MS[phase],
  paused: false,
});

/** TLS-10: start; pause (pomodoro only); reset to a 25:00 pomodoro; choose a phase; End break. */
export function pomodoroReducer(state: PomodoroState, action: PomodoroAction, now: number): PomodoroState {
  switch (action.type) {
    case 'start':
      if (isRunning(state)) return state;
      return { ...state, endsAt: now + state.remainingMs, paused: false };
    case 'pause':
      if (!isRunning(state) || state.phase !== 'pomodoro') return state;
      return { ...state, endsAt: null, remainingMs: remainingMs(state, now), paused: true };
    case 'reset':
      return initialPomodoro;
    case 'setPhase':
      return run(action.phase, now);
    case 'endBreak':
      return state.phase === 'pomodoro' ? state : run('pomodoro', now);
  }
}

export type PomodoroEvent = 'pomodoroDone' | 'breakDone';

/**
 * TLS-11: what a tick at `now` finds. A pomodoro at 0:00 stops and waits for a break to be chosen;
 * a finished break goes back to a (stopped) 25:00 pomodoro.
 */
export function tick(state: PomodoroState, now: number): { state: PomodoroState; event?: PomodoroEvent } {
  if (!isRunning(state) || remainingMs(state, now) > 0) return { state };
  if (state.phase === 'pomodoro') {
    return { state: { ...state, endsAt: null, remainingMs: 0, paused: false }, event: 'pomodoroDone' };
  }
  return { state: initialPomodoro, event: 'breakDone' };
}

/** 'MM:SS', rounding part seconds up so 0:00 shows only at the end. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** TLS-12: the page title carries the time and 'Time to focus', '(Paused)' or 'Break Time'. */
export interface TitleLabels {
  focus: string;
  paused: string;
  breakTime: string;
}

export function pomodoroTitle(state: PomodoroState, now: number, labels: TitleLabels): string {
  const clock = formatClock(remainingMs(state, now));
  if (state.phase !== 'pomodoro') return `${clock} ${labels.breakTime}`;
  return `${clock} ${state.paused ? labels.paused : labels.focus}`;
}

/** The polite announcement is made once a minute: the whole minutes left, or null between. */
export function minuteToAnnounce(state: PomodoroState, now: number): number | null {
  if (!isRunning(state)) return null;
  return Math.ceil(remainingMs(state, now) / 60_000);
}
