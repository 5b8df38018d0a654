/** True for PostgreSQL's unique_violation (23505), also when drizzle wraps the driver error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

export const REDACTED = '[REDACTED]';

/**
 * Error fields that name things rather than quote data. Drizzle's `params` and PostgreSQL's
 * `detail`, `where`, `hint` and `internalQuery` can hold row values (emails, password hashes,
 * token digests), so an allow-list keeps them and anything new out of the log.
 */
const NAMING_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** SQLSTATE class 22 (data exception) messages quote the offending input: `… integer: "abc"`. */
const quotesInput = (code: unknown) => typeof code === 'string' && code.startsWith('22');

function redactMessage(error: Error): string {
  let message = error.message;
  // DrizzleQueryError: "Failed query: <sql with $n placeholders>\nparams: <values>".
  const params = message.indexOf('\nparams: ');
  if ('params' in error && params !== -1) message = `${message.slice(0, params)}\nparams: ${REDACTED}`;
  if (quotesInput((error as { code?: unknown }).code)) message = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  return message;
}

/**
 * pino's `err` serializer: type, redacted message, stack frames, naming fields and the cause chain.
 * The stack is rebuilt from its `at` lines because its first lines repeat the unredacted message.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const message = redactMessage(error);
  const logged: LoggedError = { type: error.constructor?.name ?? error.name, message };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) logged.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  for (const field of NAMING_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
