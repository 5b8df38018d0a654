import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses request parameters whose *shape* is wrong (missing object, wrong type): that is a 400,
 * as Rails answers a missing or malformed parameter. Field rules (blank, too short) are 422s and
 * are checked separately on the parsed values.
 */
export function parseParams<T extends z.ZodType>(schema: T, value: unknown, message?: string): z.output<T> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  if (message !== undefined) throw badRequest(message);
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw badRequest(missing ? `param is missing or the value is empty: ${name}` : `param is invalid: ${name}`);
}
