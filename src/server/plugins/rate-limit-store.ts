import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestCounter } from '../db/schema/site';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * A @fastify/rate-limit store whose counters live in the database, so every instance behind a load
 * balancer counts the same requests. One upsert per request: the window restarts when it has ended.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseStore {
    constructor(readonly options: { routeInfo?: { method: string; url: string } } = {}) {}

    private prefix() {
      const route = this.options.routeInfo;
      return route ? `${route.method} ${route.url}|` : 'global|';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const fullKey = this.prefix() + key;
      db.insert(requestCounter)
        .values({ key: fullKey, hits: 1, resetAt: now + timeWindow })
        .onConflictDoUpdate({
          target: requestCounter.key,
          set: {
            hits: sql`case when ${requestCounter.resetAt} <= ${now} then 1 else ${requestCounter.hits} + 1 end`,
            resetAt: sql`case when ${requestCounter.resetAt} <= ${now} then ${now + timeWindow} else ${requestCounter.resetAt} end`,
          },
        })
        .returning({ hits: requestCounter.hits, resetAt: requestCounter.resetAt })
        .then(([row]) =>
          callback(null, { current: row!.hits, ttl: Math.max(0, row!.resetAt - now) }),
        )
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      // @fastify/rate-limit passes the route's own options plus `routeInfo` (method, url).
      return new DatabaseStore({ ...this.options, ...(routeOptions as DatabaseStore['options']) });
    }
  };
}
