import type { Reflection } from '@studyflow/contracts/journal';
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
  /**
   * The saved entry's version this draft started from (`versionOf`), so reopening can tell when the
   * entry was saved again since (e.g. on another device). Null for a new entry, and for a draft kept
   * before versions were recorded, whose starting point is unknown.
   */
  base: string | null;
}

/** The fields an entry is saved with: what the modal edits and a version is taken of. */
export type EntryFields = Pick<JournalDraft, 'title' | AnswerKey>;

export const emptyDraft = (): JournalDraft => ({
  id: null,
  title: '',
  observe1: '',
  observe2: '',
  reflect1: '',
  reflect2: '',
  act: '',
  step: 0,
  base: null,
});

/**
 * A short fingerprint of an entry's saved fields (53-bit cyrb53 of their JSON). The journal's
 * payload carries no updatedAt or revision (DAT-10), so what was saved is its version.
 */
export function versionOf(fields: EntryFields): string {
  const source = JSON.stringify([fields.title, ...ANSWER_KEYS.map((key) => fields[key])]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Whether two versions of an entry say the same thing. */
export const sameFields = (a: EntryFields, b: EntryFields): boolean =>
  a.title === b.title && ANSWER_KEYS.every((key) => a[key] === b[key]);

/** A saved entry as the modal edits it, stamped with the version it starts from. */
export const draftOf = (row: Reflection): JournalDraft => ({
  id: row.id,
  title: row.title,
  observe1: row.observe1,
  observe2: row.observe2,
  reflect1: row.reflect1,
  reflect2: row.reflect2,
  act: row.act,
  step: 0,
  base: versionOf(row),
});

/**
 * What opening an entry (or a new one) starts from. A kept draft of a saved entry whose version
 * moved on since the draft began ('changed'), or whose starting version is unknown, is a conflict:
 * the learner chooses between the two, so a draft never silently overwrites a newer save.
 */
export type Opening =
  | { kind: 'fresh'; draft: JournalDraft }
  | { kind: 'resumed'; draft: JournalDraft }
  | { kind: 'conflict'; draft: JournalDraft; saved: JournalDraft; reason: 'changed' | 'unknown' };

export function openingOf(kept: JournalDraft | null, row: Reflection | null): Opening {
  const saved = row === null ? null : draftOf(row);
  if (kept === null) return { kind: 'fresh', draft: saved ?? emptyDraft() };
  if (saved === null || kept.base === saved.base) return { kind: 'resumed', draft: kept };
  // Saved elsewhere with the very same words: nothing to choose between.
  if (sameFields(kept, saved)) return { kind: 'resumed', draft: { ...kept, base: saved.base } };
  return { kind: 'conflict', draft: kept, saved, reason: kept.base === null ? 'unknown' : 'changed' };
}

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
  draft.base = isText(record.base) ? record.base : null;
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
