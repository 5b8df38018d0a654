import { describe, expect, it } from 'vitest';
import {
  formatClock,
  initialPomodoro,
  minuteToAnnounce,
  type PomodoroAction,
  type PomodoroState,
  pomodoroReducer,
  pomodoroTitle,
  remainingMs,
  tick,
} from './pomodoro';

const LABELS = { focus: 'Time to focus', paused: '(Paused)', breakTime: 'Break Time' };
const T0 = Date.UTC(2026, 2, 29, 0, 59, 0);
const MIN = 60_000;

function play(actions: [number, PomodoroAction][]): PomodoroState {
  return actions.reduce((state, [at, action]) => pomodoroReducer(state, action, T0 + at), initialPomodoro);
}

describe('pomodoro (TLS-9 to TLS-12)', () => {
  it.each([
    ['starts at 25:00', [], 0, '25:00', '25:00 Time to focus'],
    ['runs by the wall clock', [[0, { type: 'start' }]], 10 * MIN, '15:00', '15:00 Time to focus'],
    [
      'is right after a long background sleep',
      [[0, { type: 'start' }]],
      24 * MIN + 59_500,
      '00:01',
      '00:01 Time to focus',
    ],
    [
      'pauses',
      [
        [0, { type: 'start' }],
        [MIN, { type: 'pause' }],
      ],
      20 * MIN,
      '24:00',
      '24:00 (Paused)',
    ],
    [
      'resumes from the pause',
      [
        [0, { type: 'start' }],
        [MIN, { type: 'pause' }],
        [5 * MIN, { type: 'start' }],
      ],
      6 * MIN,
      '23:00',
      '23:00 Time to focus',
    ],
    ['short break', [[0, { type: 'setPhase', phase: 'shortBreak' }]], MIN, '04:00', '04:00 Break Time'],
    ['long break', [[0, { type: 'setPhase', phase: 'longBreak' }]], 0, '15:00', '15:00 Break Time'],
    [
      'a break cannot be paused',
      [
        [0, { type: 'setPhase', phase: 'longBreak' }],
        [MIN, { type: 'pause' }],
      ],
      2 * MIN,
      '13:00',
      '13:00 Break Time',
    ],
    [
      'End break starts a 25-minute pomodoro',
      [
        [0, { type: 'setPhase', phase: 'shortBreak' }],
        [MIN, { type: 'endBreak' }],
      ],
      2 * MIN,
      '24:00',
      '24:00 Time to focus',
    ],
    [
      'reset goes back to a stopped 25:00',
      [
        [0, { type: 'start' }],
        [MIN, { type: 'reset' }],
      ],
      9 * MIN,
      '25:00',
      '25:00 Time to focus',
    ],
  ] as [string, [number, PomodoroAction][], number, string, string][])(
    '%s',
    (_, actions, at, clock, title) => {
      const state = play(actions);
      expect(formatClock(remainingMs(state, T0 + at))).toBe(clock);
      expect(pomodoroTitle(state, T0 + at, LABELS)).toBe(title);
    },
  );

  it('stops at 0:00 of a pomodoro and asks for a break', () => {
    const running = play([[0, { type: 'start' }]]);
    expect(tick(running, T0 + 25 * MIN - 1).event).toBeUndefined();
    const done = tick(running, T0 + 25 * MIN);
    expect(done.event).toBe('pomodoroDone');
    expect(formatClock(remainingMs(done.state, T0 + 30 * MIN))).toBe('00:00');
  });

  it('goes back to a 25:00 pomodoro when a break ends, even long after', () => {
    const onBreak = play([[0, { type: 'setPhase', phase: 'shortBreak' }]]);
    const done = tick(onBreak, T0 + 60 * MIN);
    expect(done.event).toBe('breakDone');
    expect(done.state).toEqual(initialPomodoro);
  });

  it('announces whole minutes, so an announcement is made once a minute', () => {
    const running = play([[0, { type: 'start' }]]);
    const minutes = new Set<number | null>();
    for (let second = 0; second < 180; second += 1)
      minutes.add(minuteToAnnounce(running, T0 + second * 1000));
    expect([...minutes]).toEqual([25, 24, 23]);
    expect(minuteToAnnounce(initialPomodoro, T0)).toBeNull();
  });
});
