import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { Id } from '@studyflow/contracts/tolerant';
import { useSyncExternalStore } from 'react';

/**
 * Notes written or edited offline, kept in this browser per learner (localStorage, so a closed tab
 * or a restart loses nothing) until the server has confirmed them (send-queued-notes.ts).
 */
export type QueuedNote =
  | (QueuedBase & { kind: 'create'; progressStepId: Id })
  | (QueuedBase & { kind: 'update'; noteId: Id });

interface QueuedBase {
  /** This browser's own id for the item, never sent. */
  id: string;
  content: string;
  /** The step's name, to show where the note belongs before the server has it. */
  stepName: string;
  /** A send began and its answer never came: the server may have it already. */
  attempted: boolean;
  /** The server refused it (a note deleted meanwhile, say): kept to read, no longer sent. */
  refused: boolean;
}

export type NewQueuedNote =
  | { kind: 'create'; content: string; stepName: string; progressStepId: Id }
  | { kind: 'update'; content: string; stepName: string; noteId: Id };

const keyOf = (learner: string) => `${STORAGE_KEYS.noteQueuePrefix}${learner}`;

const isId = (value: unknown): value is Id => typeof value === 'string' || typeof value === 'number';

function isQueuedNote(value: unknown): value is QueuedNote {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const base =
    typeof item.id === 'string' &&
    typeof item.content === 'string' &&
    typeof item.stepName === 'string' &&
    typeof item.attempted === 'boolean' &&
    typeof item.refused === 'boolean';
  if (!base) return false;
  return item.kind === 'create' ? isId(item.progressStepId) : item.kind === 'update' && isId(item.noteId);
}

const EMPTY: readonly QueuedNote[] = [];
const parsed = new Map<string, { raw: string | null; items: readonly QueuedNote[] }>();

/** The learner's queue, oldest first. The same array while nothing changed (for React). */
export function readQueue(learner: string): readonly QueuedNote[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(keyOf(learner));
  } catch {
    return EMPTY;
  }
  const known = parsed.get(learner);
  if (known && known.raw === raw) return known.items;
  let items: readonly QueuedNote[] = EMPTY;
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(value)) items = value.filter(isQueuedNote);
  } catch {
    items = EMPTY;
  }
  parsed.set(learner, { raw, items });
  return items;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Writes the whole queue; false when the browser would not store it (the caller keeps the text). */
function writeQueue(learner: string, items: readonly QueuedNote[]): boolean {
  try {
    if (items.length === 0) window.localStorage.removeItem(keyOf(learner));
    else window.localStorage.setItem(keyOf(learner), JSON.stringify(items));
  } catch {
    return false;
  }
  changed();
  return true;
}

/**
 * Adds a note to send. An edit of a note already waiting replaces its text (a queued new note's, or
 * the queued edit's), so the server gets one call with the last words.
 */
export function enqueueNote(learner: string, note: NewQueuedNote): boolean {
  const items = readQueue(learner);
  if (note.kind === 'update') {
    const waiting = items.find(
      (item) => item.kind === 'update' && !item.refused && String(item.noteId) === String(note.noteId),
    );
    if (waiting) {
      return writeQueue(
        learner,
        items.map((item) => (item === waiting ? { ...item, content: note.content, attempted: false } : item)),
      );
    }
  }
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return writeQueue(learner, [...items, { ...note, id, attempted: false, refused: false }]);
}

/** Changes one item (marked attempted or refused), read fresh so another tab's changes stay. */
export function updateQueued(
  learner: string,
  id: string,
  change: Partial<Pick<QueuedNote, 'attempted' | 'refused'>>,
) {
  writeQueue(
    learner,
    readQueue(learner).map((item) => (item.id === id ? { ...item, ...change } : item)),
  );
}

/** Removes one item: only once the server has confirmed it, or the learner discards a refused one. */
export function removeQueued(learner: string, id: string): void {
  writeQueue(
    learner,
    readQueue(learner).filter((item) => item.id !== id),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The learner's queue, following changes in this tab and in others. */
export function useNoteQueue(learner: string): readonly QueuedNote[] {
  return useSyncExternalStore(
    subscribe,
    () => readQueue(learner),
    () => EMPTY,
  );
}

/**
 * Learners whose notes this tab found waiting for them: the browser's session is someone else's now
 * (send-queued-notes.ts). Known to this tab only; the next send under their own session clears it.
 */
const held = new Set<string>();

export function markHeld(learner: string, isHeld: boolean): void {
  if (held.has(learner) === isHeld) return;
  if (isHeld) held.add(learner);
  else held.delete(learner);
  changed();
}

/** Whether the learner's notes wait because this browser is signed in as someone else now. */
export function useQueueHeld(learner: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => held.has(learner),
    () => false,
  );
}
