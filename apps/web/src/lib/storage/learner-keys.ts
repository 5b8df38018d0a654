/**
 * Keys that encrypt what this browser keeps of a learner across a sign-out (their queue of offline
 * notes, features/notes/note-queue.ts), kept only while that learner is signed in: in memory, and in
 * IndexedDB so a reload while still signed in, offline, can still read and write the queue. They are
 * non-extractable CryptoKeys: no script can read their bytes, and IndexedDB keeps them as they are.
 * Forgetting learners (lib/session/forget-learner.ts) deletes every key but the new learner's.
 */

/** Where keys outlive the tab. IndexedDB in a browser; tests give their own. */
export interface KeyBacking {
  get(learner: string): Promise<CryptoKey | undefined>;
  put(learner: string, key: CryptoKey): Promise<void>;
  remove(learner: string): Promise<void>;
  /** Deletes every learner's key but `keep`'s (all of them when null). */
  deleteAllBut(keep: string | null): Promise<void>;
}

const DB_NAME = 'studyflow-learner-keys';
const STORE = 'keys';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The browser's IndexedDB, or null where there is none (a private window of some browsers). */
export function indexedDbBacking(factory: IDBFactory | undefined = globalThis.indexedDB): KeyBacking | null {
  if (factory === undefined) return null;
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    get: async (learner) => {
      const value: unknown = await done((await store('readonly')).get(learner));
      return value instanceof CryptoKey ? value : undefined;
    },
    put: async (learner, key) => {
      await done((await store('readwrite')).put(key, learner));
    },
    remove: async (learner) => {
      await done((await store('readwrite')).delete(learner));
    },
    deleteAllBut: async (keep) => {
      const keys = await store('readwrite');
      const names = await done(keys.getAllKeys());
      await Promise.all(names.filter((name) => name !== keep).map((name) => done(keys.delete(name))));
    },
  };
}

let backing: KeyBacking | null = indexedDbBacking();
const memory = new Map<string, CryptoKey>();
/** Counts forgettings, so a key fetched across one is not kept after it (a sign-out mid-fetch). */
let generation = 0;
/** The learner whose key the last forgetting kept. */
let lastKept: string | null = null;
const forgetListeners = new Set<(keep: string | null) => void>();

/** Tests give an IndexedDB of their own (or none). */
export function setKeyBacking(next: KeyBacking | null): void {
  backing = next;
  memory.clear();
}

/** The learner's key if this browser keeps it: memory first, then IndexedDB. */
export async function keptKey(learner: string): Promise<CryptoKey | null> {
  const inMemory = memory.get(learner);
  if (inMemory) return inMemory;
  try {
    const stored = await backing?.get(learner);
    if (stored) memory.set(learner, stored);
    return stored ?? null;
  } catch {
    return null;
  }
}

/** Where forgetting has got to: give it back to `keepKey`. */
export const keyGeneration = (): number => generation;

/**
 * Keeps the learner's key while they are signed in (in memory only where IndexedDB fails), unless
 * learners were forgotten since `since` (keyGeneration() when the key was asked for): false then.
 */
export async function keepKey(learner: string, key: CryptoKey, since: number): Promise<boolean> {
  if (since !== generation) return false;
  memory.set(learner, key);
  try {
    await backing?.put(learner, key);
  } catch {
    // This tab still has it; a reload will ask the server again.
  }
  if (since === generation || lastKept === learner) return true;
  // Forgotten while IndexedDB was writing: that forgetting may have run before the write landed.
  memory.delete(learner);
  await backing?.remove(learner).catch(() => undefined);
  return false;
}

/**
 * Deletes every learner's key but `keep`'s, from memory and IndexedDB, and tells whatever holds
 * what they decrypted to drop it. Resolves once IndexedDB has them gone (or failed to open).
 */
export async function forgetKeys(keep: string | null): Promise<void> {
  generation += 1;
  lastKept = keep;
  for (const learner of [...memory.keys()]) if (learner !== keep) memory.delete(learner);
  for (const listener of forgetListeners) listener(keep);
  try {
    await backing?.deleteAllBut(keep);
  } catch {
    // No IndexedDB to clear: nothing was kept there.
  }
}

/** Called at every forgetting with the learner whose key stays (null: none). */
export function onKeysForgotten(listener: (keep: string | null) => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}
