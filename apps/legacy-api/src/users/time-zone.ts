/** Days for badges are the learner's days; without a zone from their browser, the UK's. */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** An IANA zone name this runtime knows (`Europe/Paris`, `UTC`); anything else is not a zone. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
