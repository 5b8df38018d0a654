import { badRequest, notFound } from '../http/errors';

export const REFLECTION_NOT_FOUND = 'Reflection not found.';
const MAX_ID = 2_147_483_647;
/** A bulk call names at most this many entries (a journal page never holds more). */
export const MAX_BULK_IDS = 500;

const asId = (raw: string): number | null => {
  const id = Number(raw);
  return /^[0-9]{1,10}$/.test(raw) && id > 0 && id <= MAX_ID ? id : null;
};

/** `:id` of a reflection: digits only, else no such reflection. */
export function reflectionId(raw: string): number {
  const id = asId(raw);
  if (id === null) throw notFound(REFLECTION_NOT_FOUND);
  return id;
}

/**
 * API-36 and API-38: `reflection_ids[]=1&reflection_ids[]=2` (the Rails bracket array), also
 * accepted without brackets. At least one id, each a positive integer, else 400.
 */
export function bulkReflectionIds(query: unknown): number[] {
  const source = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const raw = source['reflection_ids[]'] ?? source.reflection_ids;
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
  if (values.length === 0) throw badRequest('param is missing or the value is empty: reflection_ids');
  if (values.length > MAX_BULK_IDS) throw badRequest('param is invalid: reflection_ids');
  const ids = values.map(asId);
  if (ids.some((id) => id === null)) throw badRequest('param is invalid: reflection_ids');
  return [...new Set(ids as number[])];
}
