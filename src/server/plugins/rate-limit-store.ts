import type { Database } from '../db/client';
import { hitCounter } from '../db/counters';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Options = { routeInfo?: { method: string; url: string } };

/**
 * A @fastify/rate-limit store whose counters live in the database, so every instance behind a load
 * balancer counts the same requests.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseStore {
    constructor(readonly options: Options = {}) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const route = this.options.routeInfo;
      const prefix = route ? `${route.method} ${route.url}|` : 'global|';
      hitCounter(db, prefix + key, timeWindow)
        .then((c) => callback(null, { current: c.hits, ttl: Math.max(0, c.resetAt - Date.now()) }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      // @fastify/rate-limit passes the route's own options plus `routeInfo` (method, url).
      return new DatabaseStore({ ...this.options, ...(routeOptions as Options) });
    }
  };
}
