import { z } from 'zod';

/**
 * Tolerant reading of upstream answers. The legacy API is a foreign system and the requirements leave many
 * of its fields, and the types of others, open: where they do, a value we cannot use becomes a
 * stated fallback instead of failing the whole answer, and the reader is told which fallback was
 * applied so the drift is seen (docs/decisions.md lists each one).
 */

// A parse is synchronous, so one reader at a time is enough; nested reads restore the outer one.
// The reader's fields are made on the first fallback: most answers need none, and the BFF reads
// one per upstream call (no set, closure or array per read then).
let reading = false;
let noted: Set<string> | undefined;

export interface TolerantRead<T> {
  result: z.ZodSafeParseResult<T>;
  /** The fields that fell back, each named once (`user.userType`, `software.image`…). */
  fallbacks: string[];
}

/** `safeParse`, plus the fallbacks that parse had to apply. */
export function readTolerantly<S extends z.ZodType>(schema: S, value: unknown): TolerantRead<z.output<S>> {
  const outerReading = reading;
  const outerNoted = noted;
  reading = true;
  noted = undefined;
  try {
    const result = schema.safeParse(value);
    return { result, fallbacks: noted === undefined ? [] : [...noted] };
  } finally {
    reading = outerReading;
    noted = outerNoted;
  }
}

/** Tells the current reader that `field` fell back; a no-op outside `readTolerantly`. */
export function noteFallback(field: string): void {
  if (!reading) return;
  noted ??= new Set();
  noted.add(field);
}

/** For open scalars: absent or of an unusable type or value, it reads as `fallback`. */
export function orFallback<S extends z.ZodType>(schema: S, field: string, fallback: z.output<S>) {
  return schema.catch(() => {
    noteFallback(field);
    return fallback;
  });
}

/**
 * For lists and objects the web can do without: absent, it reads as `fallback`; present, it must
 * match, since a broken shape the requirements document is drift worth a 502.
 */
export function whenAbsent<S extends z.ZodType>(schema: S, field: string, fallback: z.output<S>) {
  return schema.optional().transform((value): z.output<S> => {
    if (value !== undefined) return value;
    noteFallback(field);
    return fallback;
  });
}

type Shape = Record<string, z.ZodType>;

/** Each field of `shape` as its nullable self (a valid setting may leave any field unset). */
export function nullableFields<T extends Shape>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable()])) as {
    [K in keyof T]: z.ZodNullable<T[K]>;
  };
}

/** Each field of `shape` read with `orFallback(…, null)`, reported as `entity.field`. */
export function nullWhenUnusable<T extends Shape>(entity: string, shape: T) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      orFallback(schema.nullable(), `${entity}.${key}`, null),
    ]),
  ) as { [K in keyof T]: z.ZodCatch<z.ZodNullable<T[K]>> };
}

/** The requirements never give an id's type: numbers and strings both identify. */
export const IdSchema = z.union([z.number().int(), z.string().min(1)]);
export type Id = z.infer<typeof IdSchema>;

/**
 * An id the web sends back to the upstream, which may put it in a path: a positive number, or a
 * string of letters, digits, `-` and `_` only, so it can never become more than one path segment.
 */
export const IdInputSchema = z.union([
  z.number().int().positive(),
  z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list the requirements name without showing its wrapping ("software list"): the bare array and
 * `{ [key]: [...] }` both read as the list.
 */
export function listIn<T extends z.ZodType>(key: string, item: T) {
  return z.preprocess((body) => (isRecord(body) && key in body ? body[key] : body), z.array(item));
}

/**
 * One object the requirements name without showing its wrapping ("a learning module"): the bare object and
 * `{ [key]: {...} }` both read as the object.
 */
export function objectIn<T extends z.ZodType>(key: string, item: T) {
  return z.preprocess((body) => (isRecord(body) && isRecord(body[key]) ? body[key] : body), item);
}

/**
 * An answer whose shape the requirements do not show: any body that is not an object (an empty 200 or 204
 * is null) reads as `{}`, so only the fields' own fallbacks decide.
 */
export function shapeNotShown<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => (isRecord(body) ? body : {}), schema);
}
