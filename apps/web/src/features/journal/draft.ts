import { STORAGE_KEYS } from '@studyflow/contracts/storage';

/** The entry modal's answers, in the order it asks them (JRN-6). */
export const ANSWER_KEYS = ['observe1', 'observe2', 'reflect1', 'reflect2', 'act'] as const;
export type AnswerKey = (typeof ANSWER_KEYS)[number];

export interface JournalDraft {
  /** The entry being edited, or null for a new one (JRN-7 decides create or update by it). */
  id: number | string | null;
  title: string;
  observe1: string;
  observe2: string;
  reflect1: string;
  reflect2: string;
  act: string;
  /** 0 is the welcome step; 1 to 6 the stepper's steps. */
  step: number;
}

export const emptyDraft = (): JournalDraft => ({
  id: null,
  title: '',
  observe1: '',
  observe2: '',
  reflect1: '',
  reflect2: '',
  act: '',
  step: 0,
});

const keyFor = (userId: number | string) => `${STORAGE_KEYS.journalDraftPrefix}${userId}`;
const isText = (value: unknown): value is string => typeof value === 'string';

function parse(raw: string): JournalDraft | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.id;
  if (!(id === null || typeof id === 'number' || typeof id === 'string')) return null;
  if (!isText(record.title) || !ANSWER_KEYS.every((key) => isText(record[key]))) return null;
  const step = typeof record.step === 'number' && Number.isInteger(record.step) ? record.step : 0;
  const draft = emptyDraft();
  draft.id = id;
  draft.title = record.title;
  for (const key of ANSWER_KEYS) draft[key] = record[key] as string;
  draft.step = Math.min(Math.max(step, 0), 6);
  return draft;
}

/** Whether anything has been typed: an untouched draft is not worth keeping or offering back. */
export const hasContent = (draft: JournalDraft): boolean =>
  draft.title.trim() !== '' || ANSWER_KEYS.some((key) => draft[key].trim() !== '');

/**
 * The draft kept in localStorage per learner, so an accidental close, a reload or a lost tab
 * never costs what was typed (beyond JRN-7: docs/decisions.md). Storage may be blocked: reads then
 * give null and writes are dropped.
 */
export const journalDrafts = {
  read(userId: number | string): JournalDraft | null {
    try {
      const raw = window.localStorage.getItem(keyFor(userId));
      return raw === null ? null : parse(raw);
    } catch {
      return null;
    }
  },
  write(userId: number | string, draft: JournalDraft): void {
    try {
      if (hasContent(draft)) window.localStorage.setItem(keyFor(userId), JSON.stringify(draft));
      else window.localStorage.removeItem(keyFor(userId));
    } catch {
      // Storage full or blocked: the draft lives only in the open modal.
    }
  },
  clear(userId: number | string): void {
    try {
      window.localStorage.removeItem(keyFor(userId));
    } catch {
      // Nothing to do when storage is blocked.
    }
  },
};
