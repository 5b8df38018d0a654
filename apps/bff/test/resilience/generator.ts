/**
 * A small deterministic generator of hostile inputs. Values are written straight to JSON text, so
 * the fuzz can send what JavaScript values cannot hold (`1e400`, own `__proto__` keys, depth 10,000)
 * and what the server parses is exactly what was generated.
 */

/** xorshift32: tiny, fast and reproducible from one seed; the quality of a fuzz's dice is moot. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }

  int(below: number): number {
    return this.next() % below;
  }

  chance(probability: number): boolean {
    return this.next() / 0x1_0000_0000 < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

const MEGABYTE = 'a'.repeat(1024 * 1024);
const DOTTED_DOMAIN = `a@${'a.'.repeat(20_000)}`;
const DEPTH = 10_000;

/** Strings that have broken parsers, paths, regexes or number handling somewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '..%2F..%2Fmailbox',
  '%2e%2e',
  '%2E%2E%2f',
  '%2F',
  '%5C',
  '%00',
  '\\',
  '..\\..\\windows',
  'a\u0000b',
  '\u0000',
  'http://evil.example/x',
  '//evil.example/x',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x1F',
  '9007199254740993',
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '\u202eevil',
  '\ud800',
  'a@',
  '@',
  'a@b',
  'a'.repeat(300),
];

/**
 * Tens of kilobytes each: enough to expose a quadratic regex, too costly to send every time. The
 * last one is as many dots as fit in a 64 KB request body, the worst a browser-sized call can do.
 */
const BIG_STRINGS: readonly string[] = [
  DOTTED_DOMAIN,
  `${DOTTED_DOMAIN}@`,
  `${DOTTED_DOMAIN} x`,
  `${DOTTED_DOMAIN}@@`,
  `a@${'a.'.repeat(31_000)}@`,
];

const ALPHABET = [...'aZ09-_.~/\\%@:?#&=+ \t\u0000\u00e9\u{1F600}'];

function randomString(rng: Rng): string {
  const length = rng.int(40);
  let out = '';
  for (let i = 0; i < length; i += 1) out += rng.pick(ALPHABET);
  return out;
}

export function hostileString(rng: Rng): string {
  // A megabyte costs real time to encode and parse: rare, but present (about 1 input in 300).
  if (rng.chance(0.002)) return MEGABYTE;
  const roll = rng.int(100);
  if (roll < 3) return rng.pick(BIG_STRINGS);
  if (roll < 30) return randomString(rng);
  if (roll < 45) return `${rng.pick(['1', 'a', 'x.jpg'])}/${rng.pick(HOSTILE_STRINGS)}`;
  return rng.pick(HOSTILE_STRINGS);
}

const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '-0', '0.1e1', '123456789012345678901234567890', '2.5'];

/** JSON text of a deeply nested array or object: `[[[…]]]` or `{"a":{"a":…}}`. */
function deep(rng: Rng): string {
  return rng.chance(0.5)
    ? `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`
    : `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text of one value of any type, hostile more often than not. */
export function hostileJson(rng: Rng, depth = 0): string {
  const roll = rng.int(100);
  if (roll < 25) return JSON.stringify(hostileString(rng));
  if (roll < 35) return rng.pick(RAW_NUMBERS);
  if (roll < 45) return rng.pick(['null', 'true', 'false', '0', '-1', '1.5', '[]', '{}', '""']);
  if (roll < 46) return deep(rng);
  if (roll < 60 && depth < 3) {
    const items = Array.from({ length: rng.int(4) }, () => hostileJson(rng, depth + 1));
    return `[${items.join(',')}]`;
  }
  if (depth < 3) {
    const keys = Array.from({ length: 1 + rng.int(3) }, () =>
      rng.chance(0.5) ? rng.pick(PROTO_KEYS) : hostileString(rng).slice(0, 50),
    );
    return objectJson(keys.map((key) => [key, hostileJson(rng, depth + 1)]));
  }
  return String(rng.int(1000));
}

export function objectJson(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** The fields an input object has, with the literal values a field accepts (discriminators, enums). */
export type InputShape = Map<string, string[]>;

/**
 * Hostile JSON for an input of one of `shapes`: usually the right object with some fields wrong
 * (discriminators often right, so the other fields are really validated), sometimes anything at all.
 */
export function hostileInput(rng: Rng, shapes: InputShape[]): string {
  const shape = shapes.length > 0 ? rng.pick(shapes) : undefined;
  if (shape === undefined || rng.chance(0.25)) {
    // An array where an object is expected, or any value at all.
    return rng.chance(0.3) ? `[${objectJson([['id', '1']])}]` : hostileJson(rng);
  }
  const entries: [string, string][] = [];
  // One address for every email field (`email` and `confirmEmail` must match to get that far).
  const email = rng.chance(0.5) ? JSON.stringify(rng.pick(EMAILS)) : null;
  for (const [key, literals] of shape) {
    if (rng.chance(0.15)) continue;
    if (literals.length > 0 && rng.chance(0.7)) entries.push([key, JSON.stringify(rng.pick(literals))]);
    else if (/email/i.test(key) && email !== null) entries.push([key, email]);
    else entries.push([key, hostileJson(rng, 1)]);
  }
  if (rng.chance(0.3)) entries.push([rng.pick(PROTO_KEYS), hostileJson(rng, 2)]);
  return objectJson(entries);
}

const EMAILS = [...BIG_STRINGS, ...BIG_STRINGS, 'a@', '@a.b', 'a@b', ' a@b.c d', 'a@b..', '.@.', 'a@b.c@d.e'];

/** Percent-encoded; a lone surrogate (from slicing an emoji in two) is sent raw instead. */
function encoded(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A raw request target under `/uploads/` built from hostile segments, sent byte for byte. CR and LF
 * are always encoded: they would split our own request rather than test the server.
 */
export function hostileMediaPath(rng: Rng): string {
  const segments = Array.from({ length: 1 + rng.int(4) }, () => {
    const segment = rng.chance(0.1) ? MEGABYTE.slice(0, 4096) : hostileString(rng).slice(0, 300);
    const raw = rng.chance(0.6) ? segment : encoded(segment);
    return raw.replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  });
  const query = rng.chance(0.2) ? `?${hostileString(rng).slice(0, 100)}` : '';
  return `/uploads/${segments.join('/')}${query}`.replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
