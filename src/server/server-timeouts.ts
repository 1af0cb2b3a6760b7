/**
 * How long the HTTP server waits on a connection, in milliseconds, so idle and half-sent ones
 * cannot hold its file descriptors. An event stream is an answer, which none of these bounds: the
 * request and header time-outs cover only receiving a request, and the stream writes a comment
 * every 25 s, well within `idleMs`.
 */
export type ServerTimeouts = {
  /** For a request's line and headers, from the connection's first byte or its last answer. */
  headersMs: number;
  /** For a whole request, its body included: a 5 MB photo on a slow campus link fits. */
  requestMs: number;
  /** An open connection between two requests. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way, mid-request or not. */
  idleMs: number;
  /** How often the server looks for connections past `headersMs` or `requestMs`. */
  checkEveryMs: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
};

/** Fastify's options for the time-outs (a test passes short ones). */
export function timeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
