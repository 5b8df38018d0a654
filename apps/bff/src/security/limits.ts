import type { ThrottleRule } from './throttle';

// In the graph the web type-checks (routers/auth.ts imports the rules): no Node imports.

/**
 * Most calls one tRPC batch may carry. The web's batch link sends a handful at a time; a batch of
 * hundreds is someone multiplying one request's worth of rate limit into hundreds of upstream calls.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The auth throttles (docs/decisions.md): per account (normalised email) and per IP (THROTTLE_IP_MAX
 * in the same window), each procedure its own budget. Sign-in counts wrong passwords; the others count every call, since each may send
 * a mail or tell whether an address has an account.
 */
export const AUTH_THROTTLES = {
  signIn: { name: 'sign-in', counts: 'failures', accountMax: 5, windowMs: FIFTEEN_MINUTES },
  signUp: { name: 'sign-up', counts: 'attempts', accountMax: 5, windowMs: FIFTEEN_MINUTES },
  verifyEmail: { name: 'verify-email', counts: 'attempts', accountMax: 5, windowMs: FIFTEEN_MINUTES },
  resendConfirmation: {
    name: 'resend-confirmation',
    counts: 'attempts',
    accountMax: 5,
    windowMs: FIFTEEN_MINUTES,
  },
  requestPasswordReset: {
    name: 'password-reset',
    counts: 'attempts',
    accountMax: 5,
    windowMs: FIFTEEN_MINUTES,
  },
} as const satisfies Record<string, ThrottleRule>;
