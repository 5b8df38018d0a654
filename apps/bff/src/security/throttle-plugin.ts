import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { learnerAccount, type SessionCookie, sessionCookieNames } from './learner-key';
import { IPV6_CLIENT_PREFIX } from './limits';
import { type BudgetOverrides, MemoryThrottleStore, Throttle } from './throttle';
import { RedisThrottleStore } from './throttle-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis (or Valkey) every instance shares, when REDIS_URL is set; the rate limit uses it too. */
    sharedRedis: Redis | null;
  }
}

export interface ThrottlePluginOptions {
  redisUrl: string | null;
  /** Per-IP budget of each auth throttle rule (THROTTLE_IP_MAX); the cost budgets carry their own. */
  ipMax: number;
  /** Rules' numbers the environment sets in place of the table's (SEARCH_IP_MAX), by rule name. */
  budgets: BudgetOverrides;
  /** The session cookie the upstream client forwards (env.ts), whose hash keys the per-learner budgets. */
  session: SessionCookie;
}

/**
 * Decorates the app with `throttle` (and `sharedRedis`). One instance keeps counters in memory;
 * behind a load balancer every instance must see the same counters, or N instances would grant N
 * times the budget, so REDIS_URL moves them to Redis.
 */
async function throttlePlugin(app: FastifyInstance, options: ThrottlePluginOptions): Promise<void> {
  const { ipMax, budgets } = options;
  const names = sessionCookieNames(options.session);
  app.decorate('learnerOf', (cookies: Readonly<Record<string, string | undefined>> | undefined) =>
    learnerAccount(cookies, names),
  );
  // The rate limit's own grouping, so both kinds of budget agree on who one client is.
  app.decorate('clientOf', (address: string) => normalizeIP(address, IPV6_CLIENT_PREFIX));
  if (options.redisUrl === null) {
    app.decorate('sharedRedis', null);
    app.decorate('throttle', new Throttle(new MemoryThrottleStore(), ipMax, budgets));
    return;
  }
  const redis = new Redis(options.redisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    // While Redis is away, calls fail at once (and the throttle lets them through) instead of
    // queueing behind reconnects and holding every sign-in.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // A set but unreachable REDIS_URL is a deployment mistake: refuse to start rather than run with
    // per-instance limits nobody asked for.
    throw new Error(`REDIS_URL is set but Redis did not answer: ${(error as Error).message}`);
  }
  app.decorate('sharedRedis', redis);
  app.decorate('throttle', new Throttle(new RedisThrottleStore(redis), ipMax, budgets));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(throttlePlugin, { name: 'studyflow-throttle' });
