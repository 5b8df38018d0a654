import { isPlainObject } from './case';

/**
 * Rails-style query string for GET and DELETE payloads: arrays as `ids[]=1&ids[]=2`, nested
 * objects as `user[email]=…`. Brackets stay literal (Rack reads both forms; literal ones keep logs
 * readable); names and values are percent-encoded. `undefined` is skipped, `null` is sent empty
 * (Rack turns `key=` into nil-ish blank), Dates as ISO strings.
 */
export function encodeQuery(params: unknown): string {
  if (!isPlainObject(params)) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, encodeURIComponent(key), value);
  return pairs.join('&');
}

function appendPairs(pairs: string[], name: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendPairs(pairs, `${name}[]`, item);
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      appendPairs(pairs, `${name}[${encodeURIComponent(key)}]`, item);
    return;
  }
  pairs.push(`${name}=${encodeURIComponent(scalar(value))}`);
}

function scalar(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `/path` + `?query` when there is one. */
export function withQuery(path: string, params: unknown): string {
  const query = encodeQuery(params);
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
