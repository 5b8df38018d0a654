/**
 * How a learner's queue of offline notes is stored (docs/decisions.md, "Offline learning"): AES-GCM
 * under the learner's key from the server (`notes.queueKey`), a fresh random 12-byte IV per write,
 * and the storage key's name as additional data, so a queue copied under another learner's name
 * does not open. Stored as JSON `{ v: 2, iv, data }`, both base64; the notes' words never appear.
 */

export interface SealedQueue {
  v: 2;
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether WebCrypto is there: only in a secure context (https, or localhost). */
export const canEncrypt = (): boolean => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/**
 * The server's key (32 bytes, base64url) as a non-extractable AES-GCM key: once imported, no script
 * can read its bytes back, only use it.
 */
export async function importQueueKey(base64url: string): Promise<CryptoKey> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(base64url)) throw new Error('A note-queue key is 32 bytes in base64url');
  const bytes = fromBase64(`${base64url.replace(/-/g, '+').replace(/_/g, '/')}=`);
  return crypto.subtle.importKey('raw', bytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

const additionalData = (name: string) => new TextEncoder().encode(name);

/** The queue's JSON, encrypted under `key` for the storage key `name`. */
export async function sealQueue(key: CryptoKey, name: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(name) },
    key,
    plain,
  );
  const sealed: SealedQueue = { v: 2, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  return JSON.stringify(sealed);
}

/** A stored value in the sealed format, or null for anything else (a v1 plaintext array, say). */
export function asSealed(value: unknown): SealedQueue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  return item.v === 2 && typeof item.iv === 'string' && typeof item.data === 'string'
    ? { v: 2, iv: item.iv, data: item.data }
    : null;
}

/** The queue's JSON value; rejects when the key is not the one it was sealed with, or it was altered. */
export async function openSealed(key: CryptoKey, name: string, sealed: SealedQueue): Promise<unknown> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: additionalData(name) },
    key,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
