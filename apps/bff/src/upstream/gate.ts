/**
 * At most `limit` calls run at once and at most `queueMax` wait for a turn; a call past that is
 * refused at once, so a stalled upstream turns into fast 503s instead of an ever-growing backlog
 * (undici's own pool queue has no bound).
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly queueMax: number,
  ) {}

  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Resolves with a release function once a turn is free; false when the queue is full. A signal
   * that aborts while waiting takes the call out of the queue and rejects with its reason.
   */
  async enter(signal?: AbortSignal): Promise<(() => void) | false> {
    const free = this.tryEnter();
    if (free !== null) return free;
    if (this.waiting.length >= this.queueMax) return false;
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(turn);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(turn);
    });
    // The releasing call handed its slot over: `active` did not drop, so it is not raised here.
    return this.releaser();
  }

  /**
   * A release function when a turn is free now, null when the call would have to wait (then
   * `enter`): the common case without a promise and a microtask turn.
   */
  tryEnter(): (() => void) | null {
    if (this.active >= this.limit) return null;
    this.active += 1;
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}

/**
 * Retries are allowed while they stay under `ratio` of recent calls (a token bucket: each call adds
 * `ratio` of a token, each retry spends one), so an upstream outage never doubles the load on it.
 */
export class RetryBudget {
  /** Counted in calls, not fractions of a retry, so ten calls buy exactly one retry. */
  private readonly callsPerRetry: number;
  private readonly cap: number;
  private credit: number;

  constructor(ratio = 0.1, maxRetries = 10) {
    this.callsPerRetry = Math.max(1, Math.round(1 / ratio));
    this.cap = maxRetries * this.callsPerRetry;
    this.credit = this.cap;
  }

  recordCall(): void {
    this.credit = Math.min(this.cap, this.credit + 1);
  }

  tryRetry(): boolean {
    if (this.credit < this.callsPerRetry) return false;
    this.credit -= this.callsPerRetry;
    return true;
  }
}
