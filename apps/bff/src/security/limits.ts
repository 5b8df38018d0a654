import type { ThrottleRule } from './throttle';

// In the graph the web type-checks (routers/auth.ts imports the rules): no Node imports.

/**
 * Every per-IP budget (the rate limit and the throttles) counts an IPv6 client by its /64, and an
 * IPv4-mapped IPv6 address as its IPv4 address: a home or a phone is given a whole /64 and may use
 * any address in it, so counting each address would hand one client 2^64 fresh budgets.
 */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * Most calls one tRPC batch may carry. The web's batch link sends a handful at a time; a batch of
 * hundreds is someone multiplying one request's worth of rate limit into hundreds of upstream calls.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The auth throttles (docs/decisions.md): per account (normalised email) and per IP (THROTTLE_IP_MAX
 * in the same window), each procedure its own budget. Sign-in counts wrong passwords, per account
 * and client IP (a stranger guessing elsewhere never locks the owner out of their own device), with
 * a per-account ceiling over every client against guessing spread across many addresses; the others
 * count every call, since each may send a mail or tell whether an address has an account.
 */
export const AUTH_THROTTLES = {
  signIn: {
    name: 'sign-in',
    counts: 'failures',
    accountMax: 5,
    accountKey: 'account-and-client',
    accountCeiling: 100,
    windowMs: FIFTEEN_MINUTES,
  },
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

/**
 * Budgets on what costs (docs/security.md): calls that send a mail, store a file or make the
 * upstream render or search. Every call counts, refused or not. The account is the learner's
 * session (learner-key.ts), or for the guest contact form the email it names; the per-IP budget is
 * higher, since a school or an office shows many learners behind one address.
 */
export const COST_BUDGETS = {
  /** public.contact: a mail to the team per call. */
  contact: { name: 'contact', counts: 'attempts', accountMax: 5, ipMax: 20, windowMs: HOUR },
  /** support.send: a mail to support per call. */
  support: { name: 'support', counts: 'attempts', accountMax: 10, ipMax: 60, windowMs: HOUR },
  /** wellbeing.requestCalm: a licence request handled by people; once is enough, twice is harmless. */
  calm: { name: 'calm', counts: 'attempts', accountMax: 3, ipMax: 100, windowMs: DAY },
  /** avatar.create: up to 5 MB decoded, re-encoded and stored per call. */
  avatar: { name: 'avatar', counts: 'attempts', accountMax: 20, ipMax: 100, windowMs: HOUR },
  /** search.query: a full-text search per call; the top bar asks as the learner types. */
  search: { name: 'search', counts: 'attempts', accountMax: 120, ipMax: 600, windowMs: MINUTE },
  /** GET /files/mindmap/…: a mind map rendered (a PDF, or an OPML/FreeMind file) per call. */
  mindMap: { name: 'mind-map', counts: 'attempts', accountMax: 30, ipMax: 150, windowMs: HOUR },
  /** GET /files/journal/entries/download: up to 500 entries rendered into one file per call. */
  journalBulkDownload: {
    name: 'journal-bulk-download',
    counts: 'attempts',
    accountMax: 30,
    ipMax: 150,
    windowMs: HOUR,
  },
} as const satisfies Record<string, ThrottleRule>;
