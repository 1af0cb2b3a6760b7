import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { photoFileName } from '../../../shared/schemas/uploads';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import type { ImageStorage } from '../../storage/storage';
import { getBook } from '../books/service';
import { bookCardKey, bookCardPath, type CardBook } from './addresses';
import { drawBookCard, drawBrandCard } from './card-images';

/** Cards drawn at once by one server, whatever the number of books asked for: each takes a core. */
const DRAWN_AT_ONCE = 2;

/** A JPEG ends with its end-of-image marker; a file still being written elsewhere does not yet. */
const isWholeJpeg = (data: Buffer) =>
  data.length > 4 &&
  data[0] === 0xff &&
  data[1] === 0xd8 &&
  data.at(-2) === 0xff &&
  data.at(-1) === 0xd9;

/** Runs at most `free` tasks at a time, the others waiting their turn in order. */
class Slots {
  private readonly waiting: (() => void)[] = [];
  constructor(private free: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/**
 * The share cards' pictures, each drawn once. A book's card is drawn at its first request (a page
 * never waits for it) and kept in the image storage under its book and key; while it is being
 * drawn or read, every other request for it waits for that one.
 */
export class ShareCards {
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly slots = new Slots(DRAWN_AT_ONCE);
  private brand: Promise<Buffer> | undefined;

  constructor(
    private readonly deps: {
      db: Database;
      cache: ChangeCache;
      storage: ImageStorage;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * The card of the book `bookId` as its `key` names it; where its card is now if the book has
   * changed since. A book sold or taken down is gone (410), as its page is.
   */
  async bookCard(bookId: string, key: string): Promise<{ image: Buffer } | { movedTo: string }> {
    const { db, cache } = this.deps;
    const book = await getBook(db, cache, bookId, null);
    const current = bookCardKey(book);
    if (key !== current) return { movedTo: bookCardPath(book.id, current) };
    const name = `share-${book.id}-${key}.jpg`;
    let image = this.pending.get(name);
    if (!image) {
      image = this.readOrDraw(name, book).finally(() => this.pending.delete(name));
      this.pending.set(name, image);
    }
    return { image: await image };
  }

  /** The site's own card: drawn at the first request, then kept in memory. */
  brandCard(): Promise<Buffer> {
    this.brand ??= this.slots.run(drawBrandCard).catch((error: unknown) => {
      this.brand = undefined;
      throw error;
    });
    return this.brand;
  }

  private async readOrDraw(name: string, book: CardBook): Promise<Buffer> {
    const { storage, log } = this.deps;
    const kept = await this.read(name);
    if (kept && isWholeJpeg(kept)) return kept;
    const cover = book.photos[0];
    const photo = cover ? await this.read(photoFileName(cover.id, 'full')) : null;
    const image = await this.slots.run(async () => {
      const started = performance.now();
      const drawn = await drawBookCard(
        { title: book.name, author: book.author, price: book.price },
        photo,
      );
      log.info(
        { bookId: book.id, ms: Math.round(performance.now() - started), bytes: drawn.length },
        'share card drawn',
      );
      return drawn;
    });
    // Another server may have stored the same card first: theirs is the same picture.
    if (!kept)
      await storage.put(name, image, 'image/jpeg').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') log.warn({ err: error, name }, 'share card not stored');
      });
    return image;
  }

  private async read(name: string): Promise<Buffer | null> {
    const stored = await this.deps.storage.get(name);
    return stored && stored !== 'not-modified' ? buffer(stored.body) : null;
  }
}
