import path from 'node:path';
import { z } from 'zod';
import { packagePath } from './package-root';

/** `.data/` at the repository root, wherever the process was started from. */
const DEFAULT_DATA_DIR = packagePath('..', '..', '.data');

const DAY = 24 * 60 * 60;

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** An empty variable counts as unset, as shells and .env files often leave them. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
/** `1`/`true` or `0`/`false` (any letter case); empty or unset is undefined. Anything else is refused. */
const flag = optionalText
  .transform((value) => value?.toLowerCase())
  .pipe(z.enum(['1', 'true', '0', 'false']).optional())
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));
const cap = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText.transform((value) => (value === undefined ? DEFAULT_DATA_DIR : path.resolve(value))),
  EDITION: z.enum(['study', 'pro']).default('study'),
  SMTP_URL: optionalText,
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  MAIL_FROM: z.string().min(1).default('Studyflow <no-reply@studyflow.example>'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONFIRMATION_TOKEN_TTL_SECONDS: seconds(3 * DAY),
  RESET_TOKEN_TTL_SECONDS: seconds(6 * 60 * 60),
  SESSION_TTL_SECONDS: seconds(14 * DAY),
  /** The demo conveniences as asked for; `demo` below is what is in force (production wins). */
  DEMO: flag,
  /** `1`/`true`: demo mode may listen beyond loopback (HOST), on purpose; see parseEnv. */
  DEMO_EXPOSED: flag,
  /** Abuse limits per learner (docs/decisions.md, "Demo mode and production"): generous, never a plan. */
  NOTES_PER_LEARNER_MAX: cap(1000),
  REFLECTIONS_PER_LEARNER_MAX: cap(500),
});

/**
 * The demo conveniences (demo learners, the published licence keys, the open institution domain,
 * the local mailbox) are on only outside production and unless DEMO says 0/false. Production always
 * wins: DEMO=1 cannot bring a known password into a deployment.
 */
const WithDemo = EnvSchema.transform((env) => ({
  ...env,
  demo: env.NODE_ENV !== 'production' && env.DEMO !== false,
}));

export type Env = z.infer<typeof WithDemo>;
export type Edition = Env['EDITION'];

/** A listener reachable from this machine only: `localhost`, 127.0.0.0/8 or ::1. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1)$/i;

/** Parses a variable map; tests call this with their own values instead of touching process.env. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = WithDemo.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid legacy-api environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // A deployment that forgot NODE_ENV=production runs in demo mode, whose password is published:
  // it must not be reachable from other machines unless someone asked for exactly that.
  if (env.demo && env.DEMO_EXPOSED !== true && !LOOPBACK_HOST.test(env.HOST)) {
    throw new Error(
      `Invalid legacy-api environment:\n  HOST: ${env.HOST} would put demo mode (published demo ` +
        'password, licence keys and mailbox) on the network. A deployment sets NODE_ENV=production; ' +
        'to show the demo to other machines on purpose, set DEMO_EXPOSED=1',
    );
  }
  return env;
}

let loaded: Env | undefined;

/** The only place that reads process.env: parsed on first use, then the same object every time. */
export function loadEnv(): Env {
  loaded ??= parseEnv(process.env);
  return loaded;
}
