import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: used for session cookies and mailed links alike. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database cannot be replayed as sessions or links. */
export function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
