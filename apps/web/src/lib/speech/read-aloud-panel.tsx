import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { GroupedComboBox, type GroupedComboBoxWords } from '@studyflow/ui/grouped-combo-box';
import { Select } from '@studyflow/ui/select';
import { Stack } from '@studyflow/ui/stack';
import { visuallyHidden } from '@studyflow/ui/visually-hidden.css';
import {
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { learnerKey, useCurrentUser } from '../session/session';
import { pageLocale } from '../shell/page-locale';
import { type ReadAloudSettings, readAloudSettings } from '../storage/storage';
import { type ReadAloudCopy, useReadAloudCopy } from './copy';
import { ReadAloudEngine, type ReadAloudState } from './engine';
import * as styles from './read-aloud.css';
import { groupVoices } from './voice-groups';
import { speechOf, useVoices, type Voices } from './voices';

/** 0.5× to 2× in quarter steps. */
export const RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
const DEFAULTS: ReadAloudSettings = { rate: 1, voice: null };
/** The browser's own voice in the voice list (a key cannot be null). */
const OWN_VOICE = '';
/** The speed's select, drawn again only when the speed changes (the panel draws at every paragraph). */
const SpeedSelect = memo(Select<number>);

export interface ReadAloudPanelProps {
  id: string;
  /** The content region read, paragraph by paragraph. */
  target: RefObject<Element | null>;
  /** Reading stops when this changes (the content shown was replaced, e.g. a dialog's next step). */
  contentKey?: string | number;
}

function messageOf(state: ReadAloudState, voices: Voices, copy: ReadAloudCopy): string {
  if (voices.kind === 'unsupported') return copy.noSpeech;
  if (voices.kind === 'none') return copy.noVoices;
  switch (state.kind) {
    case 'reading':
      return copy.reading(state.index + 1, state.total);
    case 'paused':
      return copy.paused;
    case 'stopped':
      return copy.stopped;
    case 'finished':
      return copy.finished;
    case 'empty':
      return copy.nothingToRead;
    case 'failed':
      return copy.failed(state.reason);
    default:
      return voices.kind === 'looking' ? copy.lookingForVoices : '';
  }
}

/**
 * Read aloud's controls (loaded on first use by `ReadAloud`): Play, Pause and Resume on one button
 * whose name says what it does next, Stop, the speed and the voice (kept per learner in this
 * browser), and a polite live line saying where the reading is. Reading stops when the learner goes
 * to another page, the content changes, the controls close or the page is hidden.
 */
export function ReadAloudPanel({ id, target, contentKey }: ReadAloudPanelProps) {
  const copy = useReadAloudCopy();
  const learner = learnerKey(useCurrentUser());
  const [location] = useLocation();
  const synth = useMemo(speechOf, []);
  const voices = useVoices(synth);
  const [settings, setSettings] = useState<ReadAloudSettings>(
    () => readAloudSettings.get(learner) ?? DEFAULTS,
  );
  // Kept as they change (the first render's are what was kept, or the defaults: not written).
  const saved = useRef(settings);
  useEffect(() => {
    if (settings === saved.current) return;
    saved.current = settings;
    readAloudSettings.set(learner, settings);
  }, [learner, settings]);
  const [state, setState] = useState<ReadAloudState>({ kind: 'idle' });
  const panelRef = useRef<HTMLFieldSetElement>(null);
  // Grouped once per list the browser gives (13 362 voices on a Linux desktop): not at every word read.
  const grouped = useMemo(
    () =>
      voices.kind === 'ready'
        ? groupVoices(voices.voices, {
            page: pageLocale(),
            preferred: navigator.languages ?? [],
            standardVoice: copy.standardVoice,
            noLanguage: copy.noLanguage,
          })
        : null,
    [voices, copy],
  );
  const voice = (settings.voice === null ? undefined : grouped?.byUri.get(settings.voice)) ?? null;
  const ownVoice = useMemo(() => [{ id: OWN_VOICE, label: copy.browserVoice }], [copy]);
  const pickerWords = useMemo<GroupedComboBoxWords>(
    () => ({ all: copy.voiceCount, matches: copy.voiceMatches, showAll: copy.showAllVoices }),
    [copy],
  );
  const rates = useMemo(() => RATES.map((rate) => ({ id: rate, label: copy.speedOption(rate) })), [copy]);
  const chooseRate = useCallback((rate: number) => setSettings((current) => ({ ...current, rate })), []);
  const chooseVoice = useCallback(
    (key: string) => setSettings((current) => ({ ...current, voice: key === OWN_VOICE ? null : key })),
    [],
  );

  const engineRef = useRef<ReadAloudEngine | null>(null);
  if (engineRef.current === null && synth !== null) {
    engineRef.current = new ReadAloudEngine(synth, { rate: settings.rate, voice }, setState);
  }
  const engine = engineRef.current;

  useEffect(() => {
    engine?.configure({ rate: settings.rate, voice });
  }, [engine, settings.rate, voice]);

  // Another page, other content, the controls closed: the reading ends with what it was reading.
  useEffect(() => () => engine?.stop(), [engine, location, contentKey]);

  useEffect(() => {
    const hide = () => engine?.stop();
    window.addEventListener('pagehide', hide);
    return () => window.removeEventListener('pagehide', hide);
  }, [engine]);

  // Stop goes once nothing is being read: its focus moves to the button beside it, never to the page.
  const active = state.kind === 'reading' || state.kind === 'paused';
  const focusPlay = () => panelRef.current?.querySelector<HTMLElement>('[data-action="play"]')?.focus();
  useLayoutEffect(() => {
    if (!active && document.activeElement?.getAttribute('data-action') === 'stop') focusPlay();
  }, [active]);

  const primary = () => {
    if (engine === null) return;
    if (state.kind === 'reading') engine.pause();
    else if (state.kind === 'paused') engine.resume();
    else if (target.current) engine.play(target.current);
  };

  return (
    <fieldset ref={panelRef} id={id} className={styles.panel} data-read-aloud-skip>
      <legend className={visuallyHidden}>{copy.controls}</legend>
      <Stack gap="3">
        {engine !== null && grouped !== null ? (
          <>
            <Cluster gap="3" align="end">
              <Button onPress={primary} data-action="play">
                {state.kind === 'reading' ? copy.pause : state.kind === 'paused' ? copy.resume : copy.play}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  focusPlay();
                  engine.stop();
                }}
                isDisabled={!active}
                data-action="stop"
              >
                {copy.stop}
              </Button>
              <SpeedSelect
                label={copy.speed}
                items={rates}
                selectedKey={settings.rate}
                onSelectionChange={chooseRate}
              />
            </Cluster>
            <GroupedComboBox
              label={copy.voice}
              leading={ownVoice}
              groups={grouped.groups}
              selectedKey={voice?.voiceURI ?? OWN_VOICE}
              onSelectionChange={chooseVoice}
              words={pickerWords}
            />
          </>
        ) : null}
        <p aria-live="polite" className={styles.status}>
          {messageOf(state, voices, copy)}
        </p>
      </Stack>
    </fieldset>
  );
}
