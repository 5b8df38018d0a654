import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Hash compared against when no user matches, so an unknown email costs the same time as a known one. */
let decoyHash: Promise<string> | undefined;

export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hash('decoy password that never matches anything');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
