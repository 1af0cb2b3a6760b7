import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** The channel the database's triggers NOTIFY on (migration 0004), and what they say. */
export const CHANGES_CHANNEL = 'boipoka_changes';
/** Books, categories, or a seller's name, photo or tick changed. */
export const CATALOG = 'catalog';
/** This person's account, sessions, wishlist or reports changed. */
export const userTopic = (userId: string) => `user:${userId}`;
/**
 * A deal of this person's changed, on either side: a booking, its payment or review, a
 * conversation or its messages, a block between them and someone (migration 0033).
 */
export const tradeTopic = (userId: string) => `trade:${userId}`;

const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2000;

export type CacheOptions = {
  /** Values kept at most; the least recently read go first. */
  maxEntries?: number;
  /**
   * A value is read again after this long even if no change was heard (a safety net); one not
   * asked for within twice this long is read again before it is answered.
   */
  ttlMs?: number;
};

/**
 * Where a loaded value is kept: under the topic (or topics: whichever changes first) whose change
 * drops it, until a time at latest.
 */
export type Placement = {
  topic: string | readonly string[];
  until?: number;
  /**
   * Kept only when the key is asked for again while this server still remembers the first ask:
   * for the long tail of keys (searches, most of them typed once) that would otherwise push out
   * what is read over and over, and fill the heap the garbage collector walks.
   */
  whenAskedAgain?: boolean;
} | null;

type Entry = {
  value: unknown;
  topics: readonly string[];
  /** Never answered after this (a session's end). */
  expires: number;
  /** Read again (behind the answer) from this time on, though no change was heard. */
  refreshAt: number;
};

/**
 * Reads kept in memory until the database says what they were read from changed.
 *
 * Every server listens on one channel; triggers on the tables NOTIFY it when a transaction
 * that changed them commits, so each server drops what it holds about that topic, wherever the
 * change was made. A read that raced a change (began before the change was heard, finished
 * after) is answered but not kept. While the subscription is down nothing is kept or served
 * from memory; when it is back everything is dropped, since changes may have been missed.
 */
export class ChangeCache {
  private readonly entries = new Map<string, Entry>();
  private readonly topics = new Map<string, Set<string>>();
  private readonly loading = new Map<string, { began: number; loaded: Promise<unknown> }>();
  /** Keys loaded once and not kept (`whenAskedAgain`), oldest first: only the keys, no values. */
  private readonly askedOnce = new Set<string>();
  /** Counts every message heard; `changedAt` holds the count at each topic's last change. */
  private epoch = 0;
  private readonly changedAt = new Map<string, number>();
  private everythingChangedAt = 0;
  private live = false;
  private readonly syncs = new Map<string, () => void>();
  private readonly name = randomBytes(6).toString('hex');
  private syncCount = 0;
  private nextMarker: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(
    private readonly database: DatabaseHandle,
    options: CacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  async start(): Promise<void> {
    this.stop = await this.database.listen(CHANGES_CHANNEL, {
      onMessage: (payload) => this.heard(payload),
      onState: (live) => {
        this.live = live;
        this.dropEverything();
      },
    });
  }

  async close(): Promise<void> {
    this.live = false;
    this.dropEverything();
    await this.stop?.();
  }

  /**
   * The value kept under `key`, or what `load` reads, kept where `place` says (null: not kept).
   * Callers that miss together share one load. A value past its safety-net age (no change was
   * heard) is answered once more while it is read again behind it, so a busy key never makes
   * its readers wait for the database.
   */
  async remember<T>(
    key: string,
    load: () => Promise<T>,
    place: (value: T) => Placement,
  ): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.live) {
      const now = Date.now();
      if (now < entry.expires && now < entry.refreshAt + this.ttlMs) {
        // Read again: last in the map, so last to be pushed out.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (now >= entry.refreshAt && !this.loading.has(key)) {
          this.load(key, load, place).catch(() => this.forget(key));
        }
        return entry.value as T;
      }
      this.forget(key);
    }
    // A load that began before some change was heard may answer from before it: not shared.
    const pending = this.loading.get(key);
    if (pending && pending.began === this.epoch) return pending.loaded as Promise<T>;
    return this.load(key, load, place);
  }

  private async load<T>(
    key: string,
    load: () => Promise<T>,
    place: (value: T) => Placement,
  ): Promise<T> {
    const began = this.epoch;
    const wasLive = this.live;
    const loaded = load().then((value) => {
      const placement = place(value);
      const topics = placement ? [placement.topic].flat() : [];
      const unchanged = topics.every((topic) => !this.changedSince(topic, began));
      if (placement && wasLive && this.live && unchanged && this.admitted(key, placement)) {
        this.keep(key, value, topics, placement.until);
      }
      return value;
    });
    this.loading.set(key, { began, loaded });
    try {
      return await loaded;
    } finally {
      if (this.loading.get(key)?.loaded === loaded) this.loading.delete(key);
    }
  }

  /**
   * Resolves once every change committed before the call has been heard here, so a request that
   * wrote something is answered only when this server's memory has let go of what it replaced.
   * Notifications reach a listener in commit order, so hearing a marker sent after the call is
   * enough: the requests that finish in the same turn of the event loop share one marker.
   */
  sync(): Promise<void> {
    if (!this.live) return Promise.resolve();
    return (this.nextMarker ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Whoever calls from now on wrote after this marker left, and waits for the next one.
      this.nextMarker = null;
      return this.sendMarker();
    }));
  }

  private async sendMarker(): Promise<void> {
    const id = `${this.name}.${++this.syncCount}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      this.syncs.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.database.db.execute(
        sql`select pg_notify(${CHANGES_CHANNEL}, ${SYNC_PREFIX + id})`,
      );
      if (!(await heard)) this.dropEverything();
    } catch {
      // The database is out of reach: whatever is kept may be stale by the time it is back.
      this.dropEverything();
    } finally {
      this.syncs.delete(id);
    }
  }

  private heard(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.syncs.get(payload.slice(SYNC_PREFIX.length))?.();
      return;
    }
    this.epoch++;
    this.changedAt.set(payload, this.epoch);
    for (const key of this.topics.get(payload) ?? []) this.forget(key);
    // What is older than any load still running is of no use; keep the map small.
    if (this.changedAt.size > 10_000 && this.loading.size === 0) this.changedAt.clear();
  }

  private changedSince(topic: string, epoch: number) {
    return this.everythingChangedAt > epoch || (this.changedAt.get(topic) ?? 0) > epoch;
  }

  /** Whether a loaded value may be kept: at once, or on its key's second ask (`whenAskedAgain`). */
  private admitted(key: string, placement: NonNullable<Placement>) {
    if (!placement.whenAskedAgain || this.askedOnce.delete(key)) return true;
    this.askedOnce.add(key);
    if (this.askedOnce.size > this.maxEntries)
      this.askedOnce.delete(this.askedOnce.values().next().value!);
    return false;
  }

  private keep(key: string, value: unknown, topics: readonly string[], until?: number) {
    this.forget(key);
    const now = Date.now();
    this.entries.set(key, {
      value,
      topics,
      expires: until ?? Infinity,
      refreshAt: now + this.ttlMs,
    });
    for (const topic of topics) {
      let keys = this.topics.get(topic);
      if (!keys) this.topics.set(topic, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) this.forget(this.entries.keys().next().value!);
  }

  /**
   * Lets go of what is kept under `key` on this server at once: for a read that wrote what its
   * kept value predates, whose next read must not wait to hear of it (the others hear it).
   */
  forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const topic of entry.topics) {
      const keys = this.topics.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.topics.delete(topic);
    }
  }

  private dropEverything() {
    this.epoch++;
    this.everythingChangedAt = this.epoch;
    this.entries.clear();
    this.topics.clear();
    this.changedAt.clear();
  }
}
