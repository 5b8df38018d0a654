/** True for PostgreSQL's unique_violation (23505), also when drizzle wraps the driver error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
