import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../../shared/schemas/messages';
import type { DatabaseHandle, Executor } from '../../db/client';

/** The channel conversations NOTIFY on; every server LISTENs and tells its own open streams. */
export const LIVE_CHANNEL = 'boipoka_live';
/** A comment this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before it connects again after losing the stream. */
const RETRY_MS = 2000;
/** Streams one person may hold open (a tab each); the oldest is closed for a new one. */
export const MAX_STREAMS_PER_USER = 8;
/**
 * Streams one address may hold open, whoever is signed in: campus-sized, as a whole campus may
 * share one address (decision 0008), yet far from the server's file limit.
 */
export const MAX_STREAMS_PER_ADDRESS = 500;

/** What a NOTIFY carries: who is told, and what they are told. */
type Announcement = { to: string[]; event: LiveEvent; id?: string };

/**
 * Tells the people in `to` about `event` once the caller's transaction commits (a NOTIFY is
 * delivered at commit, and never if it rolls back), on whichever server their browser is connected
 * to. `id` is the stream position of a new message: a browser that reconnects says the last it saw.
 */
export async function announce(db: Executor, announcement: Announcement): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(announcement)})`);
}

/** One line of an event stream: the event, and its position when it has one. */
export function eventText(event: LiveEvent, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

type Stream = { response: ServerResponse; keepAlive: NodeJS.Timeout };

/**
 * The server's open event streams, by user, fed by the database's notifications. While the
 * subscription is down nothing is heard; once it is back every stream is told to read again.
 */
export class LiveStreams {
  private readonly streams = new Map<string, Stream[]>();
  /** Open streams by the address that holds them. */
  private readonly byAddress = new Map<string, number>();
  private stop: (() => Promise<void>) | null = null;
  private wasLive = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly maxPerAddress = MAX_STREAMS_PER_ADDRESS,
  ) {}

  async start(): Promise<void> {
    this.stop = await this.database.listen(LIVE_CHANNEL, {
      onMessage: (payload) => this.heard(payload),
      onState: (live) => {
        if (live && this.wasLive) this.broadcast({ type: 'resync' });
        this.wasLive ||= live;
      },
    });
  }

  /** Ends every stream (browsers connect again, to another server) and the subscription. */
  async close(): Promise<void> {
    for (const list of this.streams.values()) for (const s of [...list]) s.response.end();
    this.streams.clear();
    this.byAddress.clear();
    await this.stop?.();
  }

  /** Open streams, for the health of the process. */
  get size(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  /** Whether `address` may open one more stream. */
  admits(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.maxPerAddress;
  }

  /**
   * Starts an event stream on a response Fastify no longer handles; `backlog` is written first (what
   * the browser missed while away). Ends when the browser goes away.
   */
  open(
    userId: string,
    address: string,
    request: IncomingMessage,
    response: ServerResponse,
    backlog: string[],
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
      // The connection was the stream's alone: once the stream ends, it goes too, so a server
      // stopping never waits for it to idle out.
      connection: 'close',
    });
    response.write(`retry: ${RETRY_MS}\n\n${backlog.join('')}`);
    const stream: Stream = {
      response,
      keepAlive: setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS),
    };
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    const list = this.streams.get(userId) ?? [];
    if (list.length >= MAX_STREAMS_PER_USER) list[0]!.response.end();
    list.push(stream);
    this.streams.set(userId, list);
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      clearInterval(stream.keepAlive);
      const held = (this.byAddress.get(address) ?? 1) - 1;
      if (held > 0) this.byAddress.set(address, held);
      else this.byAddress.delete(address);
      const rest = (this.streams.get(userId) ?? []).filter((s) => s !== stream);
      if (rest.length > 0) this.streams.set(userId, rest);
      else this.streams.delete(userId);
      if (!response.writableEnded) response.end();
    };
    // The browser gone: its connection closed, or (in a test's injected request) aborted.
    response.once('close', done);
    const aborted = () => request.destroyed && !request.complete;
    if (aborted()) done();
    else request.once('close', () => aborted() && done());
  }

  private heard(payload: string) {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch {
      this.log.warn({ payload }, 'unreadable live event');
      return;
    }
    const text = eventText(announcement.event, announcement.id);
    for (const userId of new Set(announcement.to)) {
      for (const stream of this.streams.get(userId) ?? []) stream.response.write(text);
    }
  }

  private broadcast(event: LiveEvent) {
    const text = eventText(event);
    for (const list of this.streams.values()) for (const s of list) s.response.write(text);
  }
}
