import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAloudSettings } from '../storage/storage';
import { ReadAloudEngine, type ReadAloudState } from './engine';
import { READING_ATTRIBUTE } from './marks';

class FakeUtterance extends EventTarget {
  rate = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {
    super();
  }
  emit(type: string, fields: Record<string, unknown> = {}) {
    this.dispatchEvent(Object.assign(new Event(type), fields));
  }
}

/** The edge only: a speechSynthesis that keeps what it was asked to speak, and is driven by the test. */
function fakeSynth() {
  const spoken: FakeUtterance[] = [];
  const calls: string[] = [];
  const synth = {
    paused: false,
    speak: (utterance: FakeUtterance) => {
      calls.push('speak');
      spoken.push(utterance);
    },
    pause: () => {
      calls.push('pause');
      synth.paused = true;
    },
    resume: () => {
      calls.push('resume');
      synth.paused = false;
    },
    cancel: () => {
      calls.push('cancel');
      spoken.at(-1)?.emit('error', { error: 'interrupted' });
    },
  };
  return { synth: synth as unknown as SpeechSynthesis, spoken, calls };
}

const voice = (voiceURI: string, lang: string) =>
  ({ voiceURI, lang, name: voiceURI }) as SpeechSynthesisVoice;

function setUp(html: string) {
  document.body.innerHTML = `<main>${html}</main>`;
  const root = document.querySelector('main');
  if (!root) throw new Error('no region');
  const states: ReadAloudState[] = [];
  const fake = fakeSynth();
  const engine = new ReadAloudEngine(fake.synth, { rate: 1, voice: null }, (state) => states.push(state));
  return { root, states, engine, ...fake };
}

describe('ReadAloudEngine', () => {
  beforeEach(() => vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance));
  afterEach(() => vi.unstubAllGlobals());

  it('speaks one paragraph at a time and the next when one ends, then says it has finished', () => {
    const { root, states, engine, spoken } = setUp('<h1>Title</h1><p>First one.</p>');
    engine.play(root);
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Title']);
    expect(states.at(-1)).toEqual({ kind: 'reading', index: 0, total: 2 });
    spoken[0]?.emit('end');
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Title', 'First one.']);
    expect(states.at(-1)).toEqual({ kind: 'reading', index: 1, total: 2 });
    spoken[1]?.emit('end');
    expect(states.at(-1)).toEqual({ kind: 'finished' });
  });

  it('gives the utterance the speed and voice, with the voice’s language', () => {
    const { root, engine, spoken } = setUp('<p>Words</p>');
    engine.configure({ rate: 1.75, voice: voice('cy', 'cy-GB') });
    engine.play(root);
    expect(spoken[0]).toMatchObject({ rate: 1.75, lang: 'cy-GB', voice: { voiceURI: 'cy' } });
  });

  it('ignores the events of an utterance it cancelled, and reports an error that is not its own', () => {
    const { root, states, engine, spoken } = setUp('<p>One</p><p>Two</p>');
    engine.play(root);
    engine.stop();
    expect(states.at(-1)).toEqual({ kind: 'stopped' });
    spoken[0]?.emit('end');
    expect(spoken).toHaveLength(1);

    engine.play(root);
    spoken[1]?.emit('error', { error: 'synthesis-failed' });
    expect(states.at(-1)).toEqual({ kind: 'failed', reason: 'synthesis-failed' });
  });

  it('pauses by cancelling (never speechSynthesis.pause) and resumes from the last word reported, with the settings of now', () => {
    const { root, states, engine, spoken, calls } = setUp('<p>One two three</p>');
    engine.play(root);
    spoken[0]?.emit('boundary', { name: 'word', charIndex: 4, charLength: 3 });
    engine.pause();
    expect(states.at(-1)).toEqual({ kind: 'paused', index: 0, total: 1 });
    // Cancelled, its events are stale: an 'end' arriving now does not move the reading on.
    spoken[0]?.emit('end');
    expect(spoken).toHaveLength(1);

    engine.configure({ rate: 0.5, voice: null });
    expect(spoken).toHaveLength(1);
    engine.resume();
    expect(states.at(-1)).toEqual({ kind: 'reading', index: 0, total: 1 });
    expect(spoken.map((utterance) => [utterance.text, utterance.rate])).toEqual([
      ['One two three', 1],
      ['two three', 0.5],
    ]);
    expect(calls).not.toContain('pause');
    expect(calls).not.toContain('resume');
  });

  it('resumes from the paragraph’s start when the engine reports no words, and goes on to the next', () => {
    const { root, engine, spoken } = setUp('<p>One two</p><p>Three</p>');
    engine.play(root);
    engine.pause();
    engine.resume();
    expect(spoken.map((utterance) => utterance.text)).toEqual(['One two', 'One two']);
    spoken[1]?.emit('end');
    expect(spoken.map((utterance) => utterance.text)).toEqual(['One two', 'One two', 'Three']);
  });

  it('marks the paragraph being read until a word is reported, and nothing once stopped', () => {
    // A browser that can mark a word (CSS Custom Highlights).
    vi.stubGlobal('CSS', { highlights: new Map() });
    vi.stubGlobal('Highlight', class {});
    const { root, engine, spoken } = setUp('<p id="a">One two</p><p id="b">Three</p>');
    const marked = () =>
      [...document.querySelectorAll(`[${READING_ATTRIBUTE}]`)].map((element) => element.id);
    engine.play(root);
    expect(marked()).toEqual(['a']);
    spoken[0]?.emit('end');
    expect(marked()).toEqual(['b']);
    engine.pause();
    expect(marked(), 'the place stays marked while paused').toEqual(['b']);
    engine.resume();
    expect(marked()).toEqual(['b']);
    spoken[2]?.emit('boundary', { name: 'word', charIndex: 0, charLength: 5 });
    expect(marked(), 'a word reported marks the place instead').toEqual([]);
    engine.stop();
    expect(marked()).toEqual([]);
  });

  it('says a speed changed while reading at once, from the paragraph being read', () => {
    const { root, engine, spoken } = setUp('<p>One</p><p>Two</p>');
    engine.play(root);
    spoken[0]?.emit('end');
    engine.configure({ rate: 2, voice: null });
    expect(spoken.map((utterance) => [utterance.text, utterance.rate])).toEqual([
      ['One', 1],
      ['Two', 1],
      ['Two', 2],
    ]);
  });

  it('does not start a paragraph again for the same speed and voice (voices announced twice)', () => {
    const { root, engine, spoken } = setUp('<p>One</p>');
    engine.configure({ rate: 1, voice: voice('gb', 'en-GB') });
    engine.play(root);
    engine.configure({ rate: 1, voice: voice('gb', 'en-GB') });
    expect(spoken).toHaveLength(1);
  });

  it('says there is nothing to read in an empty region', () => {
    const { root, states, engine, spoken } = setUp('<div aria-hidden="true">Decoration</div>');
    engine.play(root);
    expect(states).toEqual([{ kind: 'empty' }]);
    expect(spoken).toHaveLength(0);
  });
});

describe('readAloudSettings', () => {
  it('keeps each learner’s speed and voice apart, and reads a value off the steps as absent', () => {
    readAloudSettings.set('1', { rate: 1.25, voice: 'gb' });
    readAloudSettings.set('anonymous', { rate: 0.5, voice: null });
    expect(readAloudSettings.get('1')).toEqual({ rate: 1.25, voice: 'gb' });
    expect(readAloudSettings.get('anonymous')).toEqual({ rate: 0.5, voice: null });
    expect(readAloudSettings.get('2')).toBeNull();
    window.localStorage.setItem('studyflow:read-aloud:3', JSON.stringify({ rate: 1.3, voice: null }));
    expect(readAloudSettings.get('3')).toBeNull();
    window.localStorage.setItem('studyflow:read-aloud:4', '{not json');
    expect(readAloudSettings.get('4')).toBeNull();
  });
});
