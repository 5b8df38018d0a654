import type { TestInfo } from '@playwright/test';

/** A fresh address per test and run, so parallel tests never collide. */
export function uniqueEmail(prefix: string, domain: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${suffix}@${domain}`;
}

/**
 * Seeded licence keys 1000000001…1000000050 each work once per database. Each spec file owns a slot
 * of keys; retries move to the next key so a retried test never meets a key its first try used.
 */
export function licenceKey(slot: number, testInfo: TestInfo): string {
  const index = slot * 5 + testInfo.retry + 1;
  if (index > 50) throw new Error(`licence key slot ${slot} is out of the seeded range`);
  return String(1000000000 + index);
}
