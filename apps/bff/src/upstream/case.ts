/**
 * Key conversion between the upstream's snake_case JSON and the camelCase the contracts use.
 * Only plain objects and arrays are walked; every other value (strings, numbers, null, Dates) is
 * returned untouched, so message texts and values that look like keys are never rewritten.
 */

const convertSnake = (key: string): string =>
  key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_match, char: string) => char.toUpperCase());

// The upstream speaks a few hundred distinct keys, each converted on every answer: remember them.
// Bounded, so a body with endless distinct keys (a map keyed by ids) cannot grow it without end.
const CAMEL_CACHE_MAX = 2000;
const camelCache = new Map<string, string>();

export function snakeToCamel(key: string): string {
  let camel = camelCache.get(key);
  if (camel === undefined) {
    camel = key.includes('_') ? convertSnake(key) : key;
    if (camelCache.size < CAMEL_CACHE_MAX) camelCache.set(key, camel);
  }
  return camel;
}

export const camelToSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapKeysDeep(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  // for…in over own keys: no [key, value] pair allocated per key, as Object.entries would.
  for (const key in value) {
    if (Object.hasOwn(value, key)) out[convert(key)] = mapKeysDeep(value[key], convert);
  }
  return out;
}

export const camelizeKeys = (value: unknown): unknown => mapKeysDeep(value, snakeToCamel);
export const snakeizeKeys = (value: unknown): unknown => mapKeysDeep(value, camelToSnake);
