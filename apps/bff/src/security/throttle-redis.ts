import { createHash } from 'node:crypto';
import type { Counter, ThrottleStore } from './throttle';

/** What the store needs of a Redis client (ioredis' `eval`). */
export interface RedisScriptRunner {
  eval(script: string, numKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
}

// One round trip, atomic: concurrent instances never both see the last free unit, and a window
// always gets its expiry (a crash between INCR and PEXPIRE would otherwise lock an account forever).
const ADD = `
local ttl = redis.call('PTTL', KEYS[1])
local delta = tonumber(ARGV[1])
if delta <= 0 and ttl == -2 then return {0, 0} end
local count = redis.call('INCRBY', KEYS[1], delta)
if count < 0 then
  count = 0
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
end
if ttl < 0 then
  ttl = tonumber(ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}
`;

const CLEAR = `return redis.call('DEL', KEYS[1])`;

/**
 * Counters shared by every BFF instance. Keys carry a hash of the account, not the email itself:
 * whoever can read Redis learns nothing about who is signing in.
 */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: RedisScriptRunner,
    private readonly prefix = 'studyflow:throttle:',
  ) {}

  private key(key: string): string {
    return `${this.prefix}${createHash('sha256').update(key).digest('base64url')}`;
  }

  async add(key: string, delta: number, windowMs: number): Promise<Counter> {
    const reply = await this.redis.eval(ADD, 1, this.key(key), delta, windowMs);
    if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected throttle script reply');
    return { count: Number(reply[0]), resetInMs: Number(reply[1]) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.eval(CLEAR, 1, this.key(key));
  }
}
