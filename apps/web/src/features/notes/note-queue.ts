import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { Id } from '@studyflow/contracts/tolerant';
import { useSyncExternalStore } from 'react';
import { onKeysForgotten } from '../../lib/storage/learner-keys';
import { asSealed, openSealed, sealQueue } from './queue-cipher';

/**
 * Notes written or edited offline, kept in this browser per learner (localStorage, so a closed tab
 * or a restart loses nothing) until the server has confirmed them (send-queued-notes.ts). Stored
 * encrypted under the learner's key (queue-cipher.ts), which this browser keeps only while they are
 * signed in: the queue stays across a sign-out, unreadable to anyone else (docs/decisions.md).
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

const itemsOf = (value: unknown): readonly QueuedNote[] =>
  Array.isArray(value) ? value.filter(isQueuedNote) : EMPTY;

function storedRaw(learner: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(learner));
  } catch {
    return null;
  }
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * The queues this tab has open: the learner's key and their decrypted notes, with the stored value
 * they came from. A learner's queue opens once their key is known (queue-key.ts) and closes when
 * learners are forgotten (their key deleted: lib/storage/learner-keys.ts).
 */
interface OpenQueue {
  key: CryptoKey;
  /** The stored value `items` came from; undefined until first read. */
  raw: string | null | undefined;
  items: readonly QueuedNote[];
}
const open = new Map<string, OpenQueue>();
/** A queue stored before encryption (v1, a plain array), read as it is until its learner's key opens it. */
const legacy = new Map<string, { raw: string | null; items: readonly QueuedNote[] }>();

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

onKeysForgotten((keep) => {
  for (const learner of [...open.keys()]) if (learner !== keep) open.delete(learner);
  legacy.clear();
  changed();
});

/**
 * The learner's queue, oldest first, as this tab last decrypted it (nothing before their key is
 * known, but a queue from before encryption). The same array while nothing changed (for React).
 */
export function readQueue(learner: string): readonly QueuedNote[] {
  const opened = open.get(learner);
  if (opened) return opened.items;
  const raw = storedRaw(learner);
  const known = legacy.get(learner);
  if (known && known.raw === raw) return known.items;
  const value = parse(raw);
  const items = Array.isArray(value) ? itemsOf(value) : EMPTY;
  legacy.set(learner, { raw, items });
  return items;
}

/** The stored value's notes: a v1 array as it is, a v2 one decrypted (nothing when it will not open). */
async function decrypt(key: CryptoKey, learner: string, raw: string | null): Promise<readonly QueuedNote[]> {
  const value = parse(raw);
  if (Array.isArray(value)) return itemsOf(value);
  const sealed = asSealed(value);
  if (sealed === null) return EMPTY;
  try {
    return itemsOf(await openSealed(key, keyOf(learner), sealed));
  } catch {
    // Sealed under another key (NOTE_QUEUE_SECRET changed, or copied from another learner's name):
    // unreadable for good. The next write replaces it.
    console.warn('A queue of offline notes could not be decrypted with this learner’s key');
    return EMPTY;
  }
}

/** One change at a time per learner in this tab, so writes land in the order they were made. */
const turns = new Map<string, Promise<unknown>>();
function inTurn<T>(learner: string, task: () => Promise<T>): Promise<T> {
  const run = (turns.get(learner) ?? Promise.resolve()).then(task);
  turns.set(
    learner,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Re-reads the learner's stored queue (another tab may have written it) and decrypts it. A queue
 * still in the plaintext v1 format is encrypted in place. Empty when the queue is not open.
 */
export function refreshQueue(learner: string): Promise<readonly QueuedNote[]> {
  return inTurn(learner, async () => {
    const opened = open.get(learner);
    if (!opened) return readQueue(learner);
    const raw = storedRaw(learner);
    if (raw === opened.raw) return opened.items;
    const items = await decrypt(opened.key, learner, raw);
    if (open.get(learner) !== opened) return EMPTY;
    open.set(learner, { key: opened.key, raw, items });
    changed();
    if (Array.isArray(parse(raw))) await writeItems(learner, (current) => current);
    return open.get(learner)?.items ?? EMPTY;
  });
}

/**
 * Opens the learner's queue with their key: decrypts what is stored and encrypts a v1 queue in place
 * (docs/decisions.md), so its words no longer sit in the browser in plain text.
 */
export function openQueue(learner: string, key: CryptoKey): Promise<readonly QueuedNote[]> {
  // `raw: undefined` matches no stored value, so the next read decrypts afresh.
  if (open.get(learner)?.key !== key) open.set(learner, { key, raw: undefined, items: EMPTY });
  return refreshQueue(learner);
}

/** Whether this tab has the learner's key, so notes can be kept (and sent). */
export const isQueueOpen = (learner: string): boolean => open.has(learner);

/**
 * Writes the queue as `change` makes it from the stored one, encrypted. Written only if no other tab
 * wrote meanwhile (checked right before the write, in one turn of the event loop); else it is redone
 * on that tab's queue. False when the queue is not open or the browser would not store it.
 */
async function writeItems(
  learner: string,
  change: (items: readonly QueuedNote[]) => readonly QueuedNote[],
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const opened = open.get(learner);
    if (!opened) return false;
    const raw = storedRaw(learner);
    const items = raw === opened.raw ? opened.items : await decrypt(opened.key, learner, raw);
    const next = change(items);
    const sealed = next.length === 0 ? null : await sealQueue(opened.key, keyOf(learner), next);
    if (open.get(learner) !== opened) return false;
    if (storedRaw(learner) !== raw) continue;
    try {
      if (sealed === null) window.localStorage.removeItem(keyOf(learner));
      else window.localStorage.setItem(keyOf(learner), sealed);
    } catch {
      return false;
    }
    open.set(learner, { key: opened.key, raw: sealed, items: next });
    changed();
    return true;
  }
  return false;
}

/** Never rejects: a write that fails (WebCrypto refusing, say) is false, and the words stay where they were. */
const write = (learner: string, change: (items: readonly QueuedNote[]) => readonly QueuedNote[]) =>
  inTurn(learner, () => writeItems(learner, change).catch(() => false));

/**
 * How keeping a note went: kept (encrypted in the browser), `locked` when this tab does not have the
 * learner's key (never fetched since sign-in, offline, or no WebCrypto), `failed` when the browser
 * would not store it. Either way but `kept`, the caller leaves the words where they are.
 */
export type KeepResult = 'kept' | 'locked' | 'failed';

/**
 * Adds a note to send. An edit of a note already waiting replaces its text (a queued new note's, or
 * the queued edit's), so the server gets one call with the last words.
 */
export async function enqueueNote(learner: string, note: NewQueuedNote): Promise<KeepResult> {
  if (!open.has(learner)) return 'locked';
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  const kept = await write(learner, (items) => {
    if (note.kind === 'update') {
      const waiting = items.find(
        (item) => item.kind === 'update' && !item.refused && String(item.noteId) === String(note.noteId),
      );
      if (waiting) {
        return items.map((item) =>
          item === waiting ? { ...item, content: note.content, attempted: false } : item,
        );
      }
    }
    return [...items, { ...note, id, attempted: false, refused: false }];
  });
  if (kept) return 'kept';
  return open.has(learner) ? 'failed' : 'locked';
}

/** Changes one item (marked attempted or refused), read fresh so another tab's changes stay. */
export function updateQueued(
  learner: string,
  id: string,
  change: Partial<Pick<QueuedNote, 'attempted' | 'refused'>>,
): Promise<boolean> {
  return write(learner, (items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
}

/** Removes one item: only once the server has confirmed it, or the learner discards a refused one. */
export function removeQueued(learner: string, id: string): Promise<boolean> {
  return write(learner, (items) => items.filter((item) => item.id !== id));
}

/** Another tab wrote a queue this tab has open: decrypt it afresh. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !event.key.startsWith(STORAGE_KEYS.noteQueuePrefix)) return;
  for (const learner of open.keys()) {
    refreshQueue(learner).catch((error: unknown) => console.warn('Queued notes were not re-read', error));
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
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
