import { collectParagraphs, type Paragraph, rangeOf, wordAt } from './paragraphs';

/** The CSS Custom Highlight that marks the word being read (styled in read-aloud.css.ts). */
export const WORD_HIGHLIGHT = 'read-aloud-word';

export type ReadAloudState =
  | { kind: 'idle' }
  | { kind: 'reading'; index: number; total: number }
  | { kind: 'paused'; index: number; total: number }
  | { kind: 'stopped' }
  | { kind: 'finished' }
  | { kind: 'empty' }
  | { kind: 'failed'; reason: string };

export interface Voice {
  voice: SpeechSynthesisVoice | null;
  rate: number;
}

/** Errors that are ours: cancel() (stop, a new paragraph, a setting changed) ends an utterance with them. */
const OURS = new Set(['interrupted', 'canceled']);

const highlights = (): HighlightRegistry | null =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined'
    ? CSS.highlights
    : null;

function scrollToParagraph(element: Element): void {
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/**
 * Reads a region paragraph by paragraph with the browser's speechSynthesis: one utterance per
 * paragraph (Chrome cuts a long utterance off after about 15 s), the word being read marked from
 * each `boundary` event. Every utterance carries a turn number, so the events of one cancelled by
 * stop, a setting change or a new start are ignored instead of moving the reading on.
 */
export class ReadAloudEngine {
  private paragraphs: Paragraph[] = [];
  private index = 0;
  private turn = 0;
  private changedWhilePaused = false;
  private state: ReadAloudState = { kind: 'idle' };

  constructor(
    private readonly synth: SpeechSynthesis,
    private settings: Voice,
    private readonly onState: (state: ReadAloudState) => void,
  ) {}

  /** Reads `root` from its first paragraph (again, when it was reading). */
  play(root: Element): void {
    this.silence();
    this.paragraphs = collectParagraphs(root);
    this.index = 0;
    if (this.paragraphs.length === 0) {
      this.set({ kind: 'empty' });
      return;
    }
    this.speakCurrent();
  }

  pause(): void {
    if (this.state.kind !== 'reading') return;
    this.synth.pause();
    this.set({ ...this.state, kind: 'paused' });
  }

  resume(): void {
    if (this.state.kind !== 'paused') return;
    if (this.changedWhilePaused) {
      // The paused utterance keeps its old speed and voice: say the paragraph again with the new ones
      // (silence() also takes the synthesiser out of its pause).
      this.silence();
      this.speakCurrent();
      return;
    }
    this.synth.resume();
    this.set({ ...this.state, kind: 'reading' });
  }

  stop(): void {
    const active = this.state.kind === 'reading' || this.state.kind === 'paused';
    this.silence();
    if (active) this.set({ kind: 'stopped' });
  }

  /** A new speed or voice: the paragraph being read starts again with it, a paused one on resume. */
  configure(settings: Voice): void {
    // Chromium may announce its voices more than once: the same voice again changes nothing.
    const same =
      settings.rate === this.settings.rate && settings.voice?.voiceURI === this.settings.voice?.voiceURI;
    this.settings = settings;
    if (same) return;
    if (this.state.kind === 'paused') this.changedWhilePaused = true;
    if (this.state.kind === 'reading') {
      this.silence();
      this.speakCurrent();
    }
  }

  private silence(): void {
    this.turn += 1;
    this.changedWhilePaused = false;
    this.synth.cancel();
    // A cancel while paused leaves Chrome paused: the next utterance would never start.
    if (this.synth.paused) this.synth.resume();
    highlights()?.delete(WORD_HIGHLIGHT);
  }

  private set(state: ReadAloudState): void {
    this.state = state;
    this.onState(state);
  }

  private speakCurrent(): void {
    const paragraph = this.paragraphs[this.index];
    highlights()?.delete(WORD_HIGHLIGHT);
    if (paragraph === undefined || !paragraph.element.isConnected) {
      this.set({ kind: 'finished' });
      return;
    }
    const turn = this.turn;
    const utterance = new SpeechSynthesisUtterance(paragraph.text);
    utterance.rate = this.settings.rate;
    if (this.settings.voice) {
      utterance.voice = this.settings.voice;
      utterance.lang = this.settings.voice.lang;
    } else {
      utterance.lang = document.documentElement.lang || 'en-GB';
    }
    utterance.addEventListener('boundary', (event) => {
      if (turn !== this.turn || (event.name && event.name !== 'word')) return;
      this.mark(paragraph, event.charIndex, event.charLength);
    });
    utterance.addEventListener('end', () => {
      if (turn !== this.turn) return;
      this.index += 1;
      this.speakCurrent();
    });
    utterance.addEventListener('error', (event) => {
      if (turn !== this.turn || OURS.has(event.error)) return;
      this.silence();
      this.set({ kind: 'failed', reason: event.error });
    });
    scrollToParagraph(paragraph.element);
    this.set({ kind: 'reading', index: this.index, total: this.paragraphs.length });
    this.synth.speak(utterance);
  }

  private mark(paragraph: Paragraph, charIndex: number, charLength: number | undefined): void {
    const registry = highlights();
    const word = wordAt(paragraph.text, charIndex, charLength);
    const range = word === null ? null : rangeOf(paragraph, word);
    if (registry === null || range === null) return;
    registry.set(WORD_HIGHLIGHT, new Highlight(range));
  }
}
