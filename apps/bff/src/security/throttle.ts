// In the graph the web type-checks (routers → throttle-procedure → here): no Node imports.

/** A counter in a fixed window that opens with its first hit. */
export interface Counter {
  count: number;
  /** Until the window closes and the counter starts again from zero. */
  resetInMs: number;
}

/**
 * Where counters live: one process (memory) or shared by every instance (Redis). `add` must be
 * atomic, so concurrent calls (a tRPC batch, several instances) never both see the last free unit.
 */
export interface ThrottleStore {
  /** Adds `delta` (may be negative) and returns the new count; a missing key is never created by a
   * negative delta, so giving a unit back after the window closed cannot open a new one. */
  add(key: string, delta: number, windowMs: number): Promise<Counter>;
  clear(key: string): Promise<void>;
}

export interface ThrottleRule {
  /** Part of every key and of the log line. */
  name: string;
  /**
   * `failures`: only calls the upstream refused (a wrong password) use up the budget; a unit is
   * taken before the call and given back unless it fails, so parallel guesses cannot overshoot.
   * `attempts`: every call does (each may send a mail, or costs the upstream real work).
   */
  counts: 'failures' | 'attempts';
  /** Per account in the window: an email the call names, or the signed-in learner's session. */
  accountMax: number;
  windowMs: number;
  /** Per client IP in the window; absent: the Throttle's default (THROTTLE_IP_MAX, the auth rules). */
  ipMax?: number;
  /**
   * `account` (default): one budget per account, wherever its calls come from. `account-and-client`:
   * one per account and client IP, so a stranger's failures elsewhere never use up the owner's
   * budget on their own device (ASVS 5.0 §6.3); `accountCeiling` then bounds the account across
   * every client, a backstop against guessing spread over many addresses.
   */
  accountKey?: 'account' | 'account-and-client';
  accountCeiling?: number;
}

/**
 * Numbers put in place of a rule's own, by rule name: the environment's (SEARCH_IP_MAX, env.ts) or a
 * test's: `new Throttle(store, ipMax, overrides)`.
 */
export type BudgetOverrides = Readonly<
  Record<string, Partial<Pick<ThrottleRule, 'accountMax' | 'ipMax' | 'accountCeiling' | 'windowMs'>>>
>;

/**
 * Whose budget a call uses: the normalised account (an email, or `learner:` and a hash of the
 * session) when the call has one, and the IP.
 */
export interface ThrottleSubject {
  account: string | null;
  /** The client's address group (`clientOf`: an IPv6 /64, or an IPv4 address). */
  ip: string;
}

export type ThrottleScope = 'ip' | 'account' | 'account-ceiling';

export type ThrottleVerdict =
  | { allowed: true; taken: string[] }
  | { allowed: false; scope: ThrottleScope; retryAfterSeconds: number };

/** Emails differ in case and surrounding spaces only in how they were typed. */
export const normaliseAccount = (email: string): string | null => {
  const account = email.trim().toLowerCase();
  return account === '' ? null : account;
};

export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly ipMax: number,
    private readonly overrides: BudgetOverrides = {},
  ) {}

  /** The rule as this instance applies it: its own numbers, or those a test put in their place. */
  private resolve(rule: ThrottleRule): ThrottleRule {
    const override = this.overrides[rule.name];
    return override === undefined ? rule : { ...rule, ...override };
  }

  private accountKey(rule: ThrottleRule, subject: ThrottleSubject & { account: string }): string {
    return rule.accountKey === 'account-and-client'
      ? `${rule.name}:account-client:${subject.account}|${subject.ip}`
      : `${rule.name}:account:${subject.account}`;
  }

  private keys(rule: ThrottleRule, subject: ThrottleSubject) {
    const scopes: { scope: ThrottleScope; key: string; max: number }[] = [
      { scope: 'ip', key: `${rule.name}:ip:${subject.ip}`, max: rule.ipMax ?? this.ipMax },
    ];
    const { account } = subject;
    if (account !== null) {
      scopes.push({
        scope: 'account',
        key: this.accountKey(rule, { ...subject, account }),
        max: rule.accountMax,
      });
      if (rule.accountKey === 'account-and-client' && rule.accountCeiling !== undefined) {
        scopes.push({
          scope: 'account-ceiling',
          key: `${rule.name}:account:${account}`,
          max: rule.accountCeiling,
        });
      }
    }
    return scopes;
  }

  /**
   * Takes one unit from the IP's budget, then the account's (and its ceiling). A refused call gives
   * back what it took: it never reached the upstream, and hammering a locked account must not lock
   * the IP as well.
   */
  async take(given: ThrottleRule, subject: ThrottleSubject): Promise<ThrottleVerdict> {
    const rule = this.resolve(given);
    const taken: string[] = [];
    for (const { scope, key, max } of this.keys(rule, subject)) {
      const counter = await this.store.add(key, 1, rule.windowMs);
      if (counter.count > max) {
        await this.giveBack(rule, [key, ...taken]);
        return { allowed: false, scope, retryAfterSeconds: Math.max(1, Math.ceil(counter.resetInMs / 1000)) };
      }
      taken.push(key);
    }
    return { allowed: true, taken };
  }

  async giveBack(rule: ThrottleRule, keys: readonly string[]): Promise<void> {
    const { windowMs } = this.resolve(rule);
    await Promise.all(keys.map((key) => this.store.add(key, -1, windowMs)));
  }

  /**
   * A correct password ends the account's run of failures on this client. The IP's stays (it may be
   * guessing many accounts), and so does the account's ceiling: otherwise each sign-in of the owner
   * would hand a distributed guesser a fresh allowance.
   */
  async forgetAccount(rule: ThrottleRule, subject: ThrottleSubject & { account: string }): Promise<void> {
    await this.store.clear(this.accountKey(this.resolve(rule), subject));
  }
}

const SWEEP_EVERY_MS = 60_000;

/**
 * One process's counters. Expired ones are dropped lazily and by a sweep at most once a minute; past
 * `maxKeys` the oldest go first, so a flood of made-up emails cannot grow memory without bound.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweepAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async add(key: string, delta: number, windowMs: number): Promise<Counter> {
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (counter !== undefined && counter.expiresAt <= now) {
      this.counters.delete(key);
      counter = undefined;
    }
    if (counter === undefined) {
      if (delta <= 0) return { count: 0, resetInMs: 0 };
      this.evictOldest();
      counter = { count: 0, expiresAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count = Math.max(0, counter.count + delta);
    return { count: counter.count, resetInMs: counter.expiresAt - now };
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number) {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, counter] of this.counters) {
      if (counter.expiresAt <= now) this.counters.delete(key);
    }
  }

  private evictOldest() {
    while (this.counters.size >= this.maxKeys) {
      const oldest = this.counters.keys().next();
      if (oldest.done) return;
      this.counters.delete(oldest.value);
    }
  }
}
