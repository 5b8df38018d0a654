import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { VisuallyHidden } from '@studyflow/ui/visually-hidden';
import { visuallyHidden } from '@studyflow/ui/visually-hidden.css';
import { useEffect, useId, useRef, useState } from 'react';
import { playAlarm, playBreakOver } from '../alarm';
import { useStudyToolsCopy } from '../copy';
import {
  formatClock,
  isRunning,
  minuteToAnnounce,
  type PomodoroAction,
  type PomodoroEvent,
  type PomodoroPhase,
  pomodoroTitle,
  remainingMs,
} from '../pomodoro';
import { check, currentState, dispatch, usePomodoro } from '../pomodoro-store';
import * as styles from '../study-tools.css';

const PHASES: readonly PomodoroPhase[] = ['pomodoro', 'shortBreak', 'longBreak'];

/** The controls a press can send focus on to, by the part of their id after the timer's own. */
type Control = 'start' | 'pause' | 'end-break' | `phase-${PomodoroPhase}`;

function notify(text: string): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(text, { tag: 'studyflow-pomodoro' });
  }
}

/**
 * TLS-9 to TLS-12: the timer. The clock is redrawn every second from the wall clock (and at once
 * when the tab comes back from the background); screen readers hear the minutes left once a
 * minute, politely, never every second. The page title carries the state.
 */
export function PomodoroTimer() {
  const copy = useStudyToolsCopy();
  const { state, lastEvent } = usePomodoro();
  const [now, setNow] = useState(() => Date.now());
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  const [announced, setAnnounced] = useState('');
  const lastMinute = useRef<number | null>(null);
  const breakRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const controlId = (control: Control) => `${id}-${control}`;
  // A press that disables or removes the pressed button (Start, Pause, End break, a break chosen
  // after a pomodoro) would drop keyboard focus on the page's body: it goes on to the control that
  // carries on instead, once the new state is on screen.
  const focusNext = useRef<Control | null>(null);
  const pressThenFocus = (control: Control, action: PomodoroAction) => {
    focusNext.current = control;
    dispatch(action);
  };
  useEffect(() => {
    const control = focusNext.current;
    if (control === null) return;
    focusNext.current = null;
    document.getElementById(`${id}-${control}`)?.focus();
  });

  useEffect(() => {
    const update = () => {
      const event: PomodoroEvent | undefined = check();
      if (event === 'pomodoroDone') {
        playAlarm();
        notify(copy.pomodoroDone);
      } else if (event === 'breakDone') {
        playBreakOver();
        notify(copy.breakDone);
      }
      setNow(Date.now());
    };
    // Each redraw lands on a whole second of the time left, so the display turns over exactly.
    let timer = 0;
    const schedule = () => {
      const { endsAt } = currentState();
      const wait = endsAt === null ? 1000 : (((endsAt - Date.now()) % 1000) + 1000) % 1000 || 1000;
      timer = window.setTimeout(() => {
        update();
        schedule();
      }, wait);
    };
    update();
    schedule();
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [copy, state.endsAt]);

  const titleState = pomodoroTitle(state, now, {
    focus: copy.titleFocus,
    paused: copy.titlePaused,
    breakTime: copy.titleBreak,
  });
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = titleState;
  }, [titleState]);

  const minute = minuteToAnnounce(state, now);
  useEffect(() => {
    if (minute === null) {
      lastMinute.current = null;
      return;
    }
    if (minute !== lastMinute.current) {
      lastMinute.current = minute;
      setAnnounced(copy.minutesLeft(minute, copy.phases[state.phase]));
    }
  }, [minute, state.phase, copy]);

  useEffect(() => {
    if (lastEvent === 'pomodoroDone') breakRef.current?.querySelector('button')?.focus();
    // A break that ends takes End break away; if focus was on it, it goes on to Start.
    else if (lastEvent === 'breakDone' && document.activeElement === document.body)
      document.getElementById(`${id}-start`)?.focus();
  }, [lastEvent, id]);

  const running = isRunning(state);
  const onBreak = state.phase !== 'pomodoro';
  return (
    <Stack gap="4">
      <fieldset className={styles.fieldset}>
        <legend className={visuallyHidden}>{copy.phaseLabel}</legend>
        <Cluster gap="2">
          {PHASES.map((phase) => (
            <Button
              key={phase}
              id={controlId(`phase-${phase}`)}
              size="sm"
              variant={state.phase === phase ? 'primary' : 'secondary'}
              aria-pressed={state.phase === phase}
              onPress={() => dispatch({ type: 'setPhase', phase })}
            >
              {copy.phases[phase]}
            </Button>
          ))}
        </Cluster>
      </fieldset>
      <p className={styles.clock} role="timer" aria-label={copy.timeLeft}>
        {formatClock(remainingMs(state, now))}
      </p>
      <VisuallyHidden>
        <span role="status">{announced}</span>
      </VisuallyHidden>
      {lastEvent === 'pomodoroDone' ? (
        <Stack gap="3">
          <Alert variant="info" role="alert">
            {copy.pomodoroDone}
          </Alert>
          <div ref={breakRef}>
            <Cluster gap="2">
              <Button
                onPress={() => pressThenFocus('phase-shortBreak', { type: 'setPhase', phase: 'shortBreak' })}
              >
                {copy.phases.shortBreak}
              </Button>
              <Button
                onPress={() => pressThenFocus('phase-longBreak', { type: 'setPhase', phase: 'longBreak' })}
              >
                {copy.phases.longBreak}
              </Button>
            </Cluster>
          </div>
        </Stack>
      ) : null}
      {lastEvent === 'breakDone' ? (
        <Alert variant="info" role="alert">
          {copy.breakDone}
        </Alert>
      ) : null}
      <Cluster gap="2">
        <Button
          id={controlId('start')}
          isDisabled={running || (state.phase === 'pomodoro' && remainingMs(state, now) === 0)}
          onPress={() => pressThenFocus(onBreak ? 'end-break' : 'pause', { type: 'start' })}
        >
          {copy.start}
        </Button>
        {!onBreak ? (
          <Button
            id={controlId('pause')}
            variant="secondary"
            isDisabled={!running}
            onPress={() => pressThenFocus('start', { type: 'pause' })}
          >
            {copy.pause}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => dispatch({ type: 'reset' })}>
          {copy.reset}
        </Button>
        {onBreak ? (
          <Button
            id={controlId('end-break')}
            variant="secondary"
            onPress={() => pressThenFocus('pause', { type: 'endBreak' })}
          >
            {copy.endBreak}
          </Button>
        ) : null}
      </Cluster>
      {permission === 'default' ? (
        <Cluster gap="3" align="center">
          <p className={styles.muted}>{copy.notificationsOff}</p>
          <Button
            variant="text"
            onPress={() => void Notification.requestPermission().then((answer) => setPermission(answer))}
          >
            {copy.allowNotifications}
          </Button>
        </Cluster>
      ) : null}
    </Stack>
  );
}
