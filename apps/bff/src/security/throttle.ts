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
   * `attempts`: every call does (each may send a mail).
   */
  counts: 'failures' | 'attempts';
  accountMax: number;
  windowMs: number;
}

/** Whose budget a call uses: the normalised account (email) when the call names one, and the IP. */
export interface ThrottleSubject {
  account: string | null;
  ip: string;
}

export type ThrottleVerdict =
  | { allowed: true; taken: string[] }
  | { allowed: false; scope: 'account' | 'ip'; retryAfterSeconds: number };

/** Emails differ in case and surrounding spaces only in how they were typed. */
export const normaliseAccount = (email: string): string | null => {
  const account = email.trim().toLowerCase();
  return account === '' ? null : account;
};

export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly ipMax: number,
  ) {}

  private keys(rule: ThrottleRule, subject: ThrottleSubject) {
    const scopes: { scope: 'account' | 'ip'; key: string; max: number }[] = [
      { scope: 'ip', key: `${rule.name}:ip:${subject.ip}`, max: this.ipMax },
    ];
    if (subject.account !== null) {
      scopes.push({ scope: 'account', key: `${rule.name}:account:${subject.account}`, max: rule.accountMax });
    }
    return scopes;
  }

  /**
   * Takes one unit from the IP's budget, then the account's. A refused call gives back what it took:
   * it never reached the upstream, and hammering a locked account must not lock the IP as well.
   */
  async take(rule: ThrottleRule, subject: ThrottleSubject): Promise<ThrottleVerdict> {
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
    await Promise.all(keys.map((key) => this.store.add(key, -1, rule.windowMs)));
  }

  /** A correct password ends the account's run of failures (the IP's stays: it may be guessing many). */
  async forgetAccount(rule: ThrottleRule, account: string): Promise<void> {
    await this.store.clear(`${rule.name}:account:${account}`);
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
