import { pageLocale } from '../shell/page-locale';
import { READING_ATTRIBUTE, WORD_HIGHLIGHT } from './marks';
import { collectParagraphs, type Paragraph, rangeOf, wordAt } from './paragraphs';

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
 * each `boundary` event, the paragraph marked while no word is. Every utterance carries a turn
 * number, so the events of one cancelled by stop, pause, a setting change or a new start are
 * ignored instead of moving the reading on.
 *
 * Pause cancels and remembers the place; Resume says the rest of the paragraph from the last word
 * reported (from the paragraph's start when the engine reports none). speechSynthesis.pause() is not
 * used: speech-dispatcher ignores it and the paragraph reads on, and after it Chromium there never
 * reports the utterance's end, so the reading would stop for good.
 */
export class ReadAloudEngine {
  private paragraphs: Paragraph[] = [];
  private index = 0;
  /** Where in the current paragraph's text the last word reported starts: Resume says from there. */
  private resumeAt = 0;
  private turn = 0;
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
    this.resumeAt = 0;
    if (this.paragraphs.length === 0) {
      this.set({ kind: 'empty' });
      return;
    }
    this.speakCurrent();
  }

  pause(): void {
    if (this.state.kind !== 'reading') return;
    const { index, total } = this.state;
    // Cancelled, not paused (see above). What is marked stays marked, the word reported last or
    // else the paragraph: the place the learner comes back to.
    this.turn += 1;
    this.synth.cancel();
    this.set({ kind: 'paused', index, total });
  }

  /** Says the rest of the paragraph from where it was paused, with the speed and voice set now. */
  resume(): void {
    if (this.state.kind !== 'paused') return;
    this.silence();
    this.speakCurrent(this.resumeAt);
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
    // Paused, the new ones apply on resume, which speaks anew.
    if (this.state.kind === 'reading') {
      this.silence();
      this.speakCurrent();
    }
  }

  private silence(): void {
    this.turn += 1;
    this.synth.cancel();
    // A synthesiser paused by someone else would never start the next utterance.
    if (this.synth.paused) this.synth.resume();
    highlights()?.delete(WORD_HIGHLIGHT);
    unmarkParagraphs();
  }

  private set(state: ReadAloudState): void {
    this.state = state;
    this.onState(state);
  }

  /** Says the current paragraph from `from` (a character offset in its text) to its end. */
  private speakCurrent(from = 0): void {
    const paragraph = this.paragraphs[this.index];
    highlights()?.delete(WORD_HIGHLIGHT);
    unmarkParagraphs();
    if (paragraph === undefined || !paragraph.element.isConnected) {
      this.set({ kind: 'finished' });
      return;
    }
    const turn = this.turn;
    this.resumeAt = from;
    const utterance = new SpeechSynthesisUtterance(paragraph.text.slice(from));
    utterance.rate = this.settings.rate;
    if (this.settings.voice) {
      utterance.voice = this.settings.voice;
      utterance.lang = this.settings.voice.lang;
    } else {
      utterance.lang = pageLocale();
    }
    utterance.addEventListener('boundary', (event) => {
      if (turn !== this.turn || (event.name && event.name !== 'word')) return;
      this.resumeAt = from + event.charIndex;
      this.mark(paragraph, from + event.charIndex, event.charLength);
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
    markParagraph(paragraph.element);
    scrollToParagraph(paragraph.element);
    this.set({ kind: 'reading', index: this.index, total: this.paragraphs.length });
    this.synth.speak(utterance);
  }

  private mark(paragraph: Paragraph, charIndex: number, charLength: number | undefined): void {
    const registry = highlights();
    const word = wordAt(paragraph.text, charIndex, charLength);
    const range = word === null ? null : rangeOf(paragraph, word);
    if (registry === null || range === null) return;
    // Words are reported: the word marks the place, the paragraph's mark gives way to it.
    unmarkParagraphs();
    registry.set(WORD_HIGHLIGHT, new Highlight(range));
  }
}

function markParagraph(element: Element): void {
  element.setAttribute(READING_ATTRIBUTE, '');
}

function unmarkParagraphs(): void {
  for (const element of document.querySelectorAll(`[${READING_ATTRIBUTE}]`))
    element.removeAttribute(READING_ATTRIBUTE);
}
