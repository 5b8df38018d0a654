import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EditionSchema } from '@studyflow/contracts/edition';
import { z } from 'zod';
import { COST_BUDGETS } from './security/limits';
import { DEFAULT_COOKIE_POLICY } from './upstream/cookies';

/** apps/web/dist of this checkout, absolute so the BFF can start from any working directory. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Comma-separated origins; each is normalised to `scheme://host[:port]`. */
const OriginListSchema = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()))
  .transform((items) => items.filter((item) => item.length > 0))
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

/**
 * A cookie name as RFC 6265 allows it (a token), without the `__Host-`/`__Secure-` prefixes: those
 * are the browser-side names the BFF gives cookies behind TLS, never the upstream's.
 */
const CookieNameSchema = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/, "must be a cookie name (letters, digits, !#$%&'*+-.^_`|~)")
  .refine((name) => !/^__(host|secure)-/i.test(name), 'must not carry the __Host-/__Secure- prefix');

/** Comma-separated cookie names; spaces around names and empty items are ignored. */
const CookieNameListSchema = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()))
  .transform((items) => items.filter((item) => item.length > 0))
  .pipe(z.array(CookieNameSchema));

const RawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001/api'),
  EDITION: EditionSchema.default('study'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ALLOWED_ORIGINS: OriginListSchema,
  /** The upstream's session cookie; the browser keeps it under this name (`__Host-` behind TLS). */
  UPSTREAM_SESSION_COOKIE: CookieNameSchema.default(DEFAULT_COOKIE_POLICY.session),
  /** Further upstream cookies relayed both ways under the session cookie's rules. */
  UPSTREAM_RELAY_COOKIES: CookieNameListSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().min(1).default(DEFAULT_WEB_DIST),
  /** Unset: derived from the upstream outside production. Empty or `none`: no mailbox link. */
  MAILBOX_URL: z.string().trim().optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt(2_000),
  UPSTREAM_HEADERS_TIMEOUT_MS: positiveInt(10_000),
  /** Between body chunks; the whole call is bounded by UPSTREAM_TOTAL_TIMEOUT_MS as well. */
  UPSTREAM_BODY_TIMEOUT_MS: positiveInt(10_000),
  UPSTREAM_TOTAL_TIMEOUT_MS: positiveInt(15_000),
  UPSTREAM_CONNECTIONS: positiveInt(32),
  /** Calls waiting for a free upstream connection; past it the BFF answers 503 with Retry-After. */
  UPSTREAM_QUEUE_MAX: positiveInt(256),
  /** Largest JSON body accepted from the upstream. */
  UPSTREAM_MAX_BODY_BYTES: positiveInt(2 * 1024 * 1024),
  /** Media pass-through: its own pool, so slow video readers never starve JSON calls. */
  MEDIA_CONNECTIONS: positiveInt(16),
  MEDIA_QUEUE_MAX: positiveInt(64),
  /** A media stream idle this long (client not reading, upstream not sending) is cut. */
  MEDIA_IDLE_TIMEOUT_MS: positiveInt(30_000),
  RATE_LIMIT_MAX: positiveInt(1_200),
  /** Unset: throttle and rate-limit state in memory (one instance). Set: shared in Valkey/Redis. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Per-IP budget of each auth throttle per 15 minutes (per-account budgets are fixed). */
  THROTTLE_IP_MAX: positiveInt(30),
  /**
   * Per-IP budget of search a minute (limits.ts COST_BUDGETS.search; per learner stays 120): raised
   * for a campus whose learners all search from one NAT address.
   */
  SEARCH_IP_MAX: positiveInt(COST_BUDGETS.search.ipMax),
  /** 0 serves /metrics on the app port behind METRICS_TOKEN; any other port serves it there alone. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Bearer token for /metrics on the app port; unset there means /metrics is not served at all. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /**
   * The secret each learner's note-queue key is derived from (`notes.queueKey`): every instance
   * must share it, and changing it makes notes waiting in browsers unreadable. Required in production.
   */
  NOTE_QUEUE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Behind a reverse proxy: `true`, a hop count, or its addresses, so rate limits see client IPs. */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string => {
      if (value === 'true' || value === 'false') return value === 'true';
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** `http://127.0.0.1:3001` — media and uploads are fetched from the origin's root. */
  upstreamOrigin: string;
  /** `/api` — prefixed to every REST path. */
  upstreamBasePath: string;
  edition: z.infer<typeof EditionSchema>;
  publicOrigin: string;
  /** Every origin a browser may send on a tRPC call (CSRF check). */
  allowedOrigins: string[];
  logLevel: string;
  webDist: string;
  mailboxUrl: string | null;
  upstreamTimeouts: { connectMs: number; headersMs: number; bodyMs: number; totalMs: number };
  upstreamConnections: number;
  upstreamQueueMax: number;
  upstreamMaxBodyBytes: number;
  media: { connections: number; queueMax: number; idleTimeoutMs: number };
  rateLimitMax: number;
  redisUrl: string | null;
  throttleIpMax: number;
  /** Per-IP search budget a minute (SEARCH_IP_MAX), in place of COST_BUDGETS.search.ipMax. */
  searchIpMax: number;
  metrics: { port: number; host: string; token: string | null };
  /** `__Host-` session cookie and Secure on every cookie: true when PUBLIC_ORIGIN is https. */
  secureCookies: boolean;
  /**
   * The upstream cookies the BFF relays, by their upstream names: the session cookie and any others
   * named by UPSTREAM_RELAY_COOKIES. Every other cookie stays between the browser and us.
   */
  upstreamCookies: { session: string; relay: string[] };
  shutdownTimeoutMs: number;
  trustProxy: boolean | number | string;
  /** NOTE_QUEUE_SECRET, or outside production the published development secret below. */
  noteQueueSecret: string;
}

/**
 * Outside production only: the note-queue secret when NOTE_QUEUE_SECRET is unset. It is published in
 * this file, so it protects nothing; production refuses to start with it or without a secret.
 */
export const DEVELOPMENT_NOTE_QUEUE_SECRET = 'studyflow-development-only-note-queue-secret';

function noteQueueSecret(raw: z.infer<typeof RawEnvSchema>): string {
  if (raw.NODE_ENV !== 'production') return raw.NOTE_QUEUE_SECRET ?? DEVELOPMENT_NOTE_QUEUE_SECRET;
  if (raw.NOTE_QUEUE_SECRET === undefined || raw.NOTE_QUEUE_SECRET === DEVELOPMENT_NOTE_QUEUE_SECRET) {
    // Without a secret of its own, anyone could derive every learner's key and read the notes a
    // shared computer keeps for them (docs/operations.md).
    throw new Error(
      'Invalid BFF environment:\n  NOTE_QUEUE_SECRET: required under NODE_ENV=production (at least 32 ' +
        'random characters, the same on every BFF instance, e.g. `openssl rand -base64 48`); it encrypts ' +
        "the notes a learner's browser keeps offline, and the development secret is public",
    );
  }
  return raw.NOTE_QUEUE_SECRET;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const VITE_DEV_PORT = '5173';

/** A loopback origin is reachable under any of its loopback names, so all of them count as ours. */
function loopbackVariants(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

function allowedOrigins(raw: z.infer<typeof RawEnvSchema>): string[] {
  const publicOrigin = new URL(raw.PUBLIC_ORIGIN).origin;
  const origins = [...loopbackVariants(publicOrigin), ...raw.ALLOWED_ORIGINS];
  // The Vite dev server proxies /trpc to us with its own Origin.
  if (raw.NODE_ENV !== 'production') origins.push(...loopbackVariants(`http://localhost:${VITE_DEV_PORT}`));
  return [...new Set(origins)];
}

function mailboxUrl(raw: z.infer<typeof RawEnvSchema>, upstreamOrigin: string): string | null {
  if (raw.MAILBOX_URL !== undefined) {
    return raw.MAILBOX_URL === '' || raw.MAILBOX_URL === 'none' ? null : raw.MAILBOX_URL;
  }
  return raw.NODE_ENV === 'production' ? null : `${upstreamOrigin}/mailbox`;
}

/** Pure: turns a variables map into settings, or throws a readable error naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = RawEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid BFF environment:\n  ${lines.join('\n  ')}`);
  }
  const raw = result.data;
  const relay = [...new Set(raw.UPSTREAM_RELAY_COOKIES)];
  if (relay.includes(raw.UPSTREAM_SESSION_COOKIE)) {
    throw new Error(
      `Invalid BFF environment:\n  UPSTREAM_RELAY_COOKIES: names the session cookie ${raw.UPSTREAM_SESSION_COOKIE}, which is relayed already`,
    );
  }
  if (raw.NODE_ENV === 'production' && raw.TRUST_PROXY === true) {
    // `true` takes the left-most X-Forwarded-For entry, which the client writes itself: every
    // per-IP budget would be a header away from fresh (docs/operations.md).
    throw new Error(
      'Invalid BFF environment:\n  TRUST_PROXY: true is refused under NODE_ENV=production, since any client ' +
        'could then choose its own address and escape every per-IP limit; set the number of proxies ' +
        'in front of the BFF (e.g. 1) or their addresses (e.g. 10.0.0.0/8) instead',
    );
  }
  const upstream = new URL(raw.UPSTREAM_URL);
  const secret = noteQueueSecret(raw);
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    upstreamOrigin: upstream.origin,
    upstreamBasePath: upstream.pathname.replace(/\/+$/, ''),
    edition: raw.EDITION,
    publicOrigin: new URL(raw.PUBLIC_ORIGIN).origin,
    allowedOrigins: allowedOrigins(raw),
    logLevel: raw.LOG_LEVEL,
    webDist: resolve(raw.WEB_DIST),
    mailboxUrl: mailboxUrl(raw, upstream.origin),
    upstreamTimeouts: {
      connectMs: raw.UPSTREAM_CONNECT_TIMEOUT_MS,
      headersMs: raw.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyMs: raw.UPSTREAM_BODY_TIMEOUT_MS,
      totalMs: raw.UPSTREAM_TOTAL_TIMEOUT_MS,
    },
    upstreamConnections: raw.UPSTREAM_CONNECTIONS,
    upstreamQueueMax: raw.UPSTREAM_QUEUE_MAX,
    upstreamMaxBodyBytes: raw.UPSTREAM_MAX_BODY_BYTES,
    media: {
      connections: raw.MEDIA_CONNECTIONS,
      queueMax: raw.MEDIA_QUEUE_MAX,
      idleTimeoutMs: raw.MEDIA_IDLE_TIMEOUT_MS,
    },
    rateLimitMax: raw.RATE_LIMIT_MAX,
    redisUrl: raw.REDIS_URL ?? null,
    throttleIpMax: raw.THROTTLE_IP_MAX,
    searchIpMax: raw.SEARCH_IP_MAX,
    metrics: { port: raw.METRICS_PORT, host: raw.METRICS_HOST, token: raw.METRICS_TOKEN ?? null },
    secureCookies: new URL(raw.PUBLIC_ORIGIN).protocol === 'https:',
    upstreamCookies: { session: raw.UPSTREAM_SESSION_COOKIE, relay },
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    trustProxy: raw.TRUST_PROXY,
    noteQueueSecret: secret,
  };
}

let loaded: Env | undefined;

/** The process environment, parsed once. The only place in the BFF that reads `process.env`. */
export function loadEnv(): Env {
  loaded ??= parseEnv(process.env);
  return loaded;
}
