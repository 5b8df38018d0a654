import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A voice the double offers (the fields of SpeechSynthesisVoice the app reads). */
export interface FakeVoice {
  name: string;
  lang: string;
  voiceURI: string;
  localService?: boolean;
  default?: boolean;
}

/**
 * What espeak-ng's voices are made of, as Chromium lists them through speech-dispatcher: each
 * language (the engine's name for it and its tag), and the variants every language has.
 */
export interface EspeakVoices {
  languages: [name: string, lang: string][];
  variants: string[];
}

/**
 * The 13 362 voices Chromium lists on Debian 12 with speech-dispatcher and espeak-ng (131 languages
 * × the language's own voice and 101 variants), read once from that machine (espeak-voices.json says
 * how); bench/interactions.mjs reads the same file.
 */
export const ESPEAK_VOICES: EspeakVoices = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'espeak-voices.json'), 'utf8'),
);

export interface SpeechDoubleOptions {
  /** The voices it lists, after a short delay and a `voiceschanged` event as Chromium does; none: never. */
  voices: FakeVoice[];
  /** Lists espeak-ng's voices instead of `voices`, made in the page as Chromium names them. */
  espeak?: EspeakVoices;
  /** Milliseconds between words. */
  wordMs: number;
  /** An utterance `error` to send instead of speaking (e.g. 'synthesis-failed'). */
  failWith?: string;
}

export const FAKE_VOICES: FakeVoice[] = [
  { name: 'Fake Northern English', lang: 'en-GB', voiceURI: 'fake:en-gb-north' },
  { name: 'Fake Welsh', lang: 'cy-GB', voiceURI: 'fake:cy-gb' },
];

/** What the double heard: each utterance as spoken, and the calls made to it. */
export interface SpeechRecord {
  spoken: { text: string; rate: number; voiceURI: string | null; lang: string }[];
  calls: string[];
  speaking: boolean;
  paused: boolean;
}

/**
 * A test double of the Web Speech API's speaking half, installed in the page (so it must be a
 * self-contained function): `speechSynthesis` and `SpeechSynthesisUtterance` that "speak" each
 * word of an utterance on a timer, sending `boundary` events with charIndex and charLength, then
 * `end`; pause holds the timer, cancel ends the utterance with an 'interrupted' error (and queued
 * ones with 'canceled') as Chromium does. `window.__speech` records what happened.
 */
function installSpeechDouble(options: SpeechDoubleOptions): void {
  const record: SpeechRecord = { spoken: [], calls: [], speaking: false, paused: false };
  Object.defineProperty(window, '__speech', { value: record, configurable: true });

  const fire = (target: EventTarget, type: string, fields: Record<string, unknown> = {}) => {
    target.dispatchEvent(Object.assign(new Event(type), fields));
  };

  class FakeUtterance extends EventTarget {
    text: string;
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: FakeVoice | null = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }

  const synth = new EventTarget() as EventTarget & Record<string, unknown>;
  let voices: FakeVoice[] = [];
  let queue: FakeUtterance[] = [];
  let current: { utterance: FakeUtterance; words: RegExpExecArray[]; next: number } | null = null;
  let timer: number | undefined;

  const finish = () => {
    window.clearInterval(timer);
    timer = undefined;
    current = null;
    record.speaking = false;
  };
  const startNext = () => {
    const utterance = queue.shift();
    if (!utterance) return;
    record.spoken.push({
      text: utterance.text,
      rate: utterance.rate,
      voiceURI: utterance.voice?.voiceURI ?? null,
      lang: utterance.lang,
    });
    if (options.failWith) {
      fire(utterance, 'error', { error: options.failWith, charIndex: 0 });
      return;
    }
    current = { utterance, words: [...utterance.text.matchAll(/\S+/g)], next: 0 };
    record.speaking = true;
    fire(utterance, 'start');
    timer = window.setInterval(() => {
      if (record.paused || current === null) return;
      const word = current.words[current.next];
      if (word === undefined) {
        const done = current.utterance;
        finish();
        fire(done, 'end');
        startNext();
        return;
      }
      current.next += 1;
      fire(current.utterance, 'boundary', {
        name: 'word',
        charIndex: word.index,
        charLength: word[0].length,
      });
    }, options.wordMs);
  };

  Object.assign(synth, {
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      record.calls.push('speak');
      queue.push(utterance);
      if (current === null) startNext();
    },
    pause() {
      record.calls.push('pause');
      record.paused = true;
    },
    resume() {
      record.calls.push('resume');
      record.paused = false;
    },
    cancel() {
      record.calls.push('cancel');
      const cancelled = queue;
      queue = [];
      const interrupted = current?.utterance;
      finish();
      if (interrupted) fire(interrupted, 'error', { error: 'interrupted', charIndex: 0 });
      for (const utterance of cancelled) fire(utterance, 'error', { error: 'canceled', charIndex: 0 });
    },
  });
  Object.defineProperties(synth, {
    speaking: { get: () => record.speaking },
    paused: { get: () => record.paused },
    pending: { get: () => queue.length > 0 },
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });

  // "English (Great Britain)+Adam espeak-ng", the first voice the default: as Chromium lists them.
  const espeak = options.espeak;
  const listed: FakeVoice[] = espeak
    ? espeak.languages.flatMap(([name, lang]) =>
        [`${name} espeak-ng`, ...espeak.variants.map((variant) => `${name}+${variant} espeak-ng`)].map(
          (voiceName) => ({ name: voiceName, lang, voiceURI: voiceName, localService: true, default: false }),
        ),
      )
    : options.voices;
  if (listed[0]) listed[0].default = true;
  if (listed.length > 0) {
    window.setTimeout(() => {
      voices = listed;
      fire(synth, 'voiceschanged');
    }, 100);
  }
}

const DEFAULTS: SpeechDoubleOptions = { voices: FAKE_VOICES, wordMs: 150 };

/** Installs the double before any of the page's scripts, on this and every later load. */
export async function fakeSpeech(page: Page, options: Partial<SpeechDoubleOptions> = {}): Promise<void> {
  await page.addInitScript(installSpeechDouble, { ...DEFAULTS, ...options });
}

/** Installs the double in the page as it is now (read aloud reads the API when its controls open). */
export async function fakeSpeechNow(page: Page, options: Partial<SpeechDoubleOptions> = {}): Promise<void> {
  await page.evaluate(installSpeechDouble, { ...DEFAULTS, ...options });
}

export const speechRecord = (page: Page): Promise<SpeechRecord> =>
  page.evaluate(() => (window as unknown as { __speech: SpeechRecord }).__speech);

/** The name read aloud gives its word's CSS highlight (apps/web's lib/speech/marks.ts). */
const WORD_HIGHLIGHT_NAME = 'read-aloud-word';

/**
 * Starts a log of the highlighted words in the order they are shown, noted as the app shows each one
 * (read aloud gives every word a highlight of its own in the page's highlight registry). Read at
 * every frame, the log missed the first word on a loaded machine: the double moves on every few
 * hundred ms, and a page may get no frame for longer than that.
 */
export const logHighlightedWords = (page: Page): Promise<void> =>
  page.evaluate((name) => {
    const shown: string[] = [];
    Object.assign(window, { __highlightedWords: shown });
    const registry = CSS.highlights;
    const set = registry.set.bind(registry);
    registry.set = (key: string, highlight: Highlight) => {
      if (key === name) {
        const [range] = [...highlight];
        const text = range ? range.toString() : null;
        if (text !== null && shown.at(-1) !== text) shown.push(text);
      }
      return set(key, highlight);
    };
  }, WORD_HIGHLIGHT_NAME);

/** The words `logHighlightedWords` saw highlighted so far, in order. */
export const highlightedWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __highlightedWords?: string[] }).__highlightedWords ?? []);

/** The text of the word read aloud marks (its CSS highlight), or null when none is marked. */
export const highlightedWord = (page: Page): Promise<string | null> =>
  page.evaluate((name) => {
    const highlight = CSS.highlights.get(name);
    const [range] = highlight ? [...highlight] : [];
    return range ? range.toString() : null;
  }, WORD_HIGHLIGHT_NAME);
