import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fetchPublic, type Fetched } from './outbound';

/** How long a seller waits for Open Library before typing the details themselves. */
const TIMEOUT_MS = 3000;
/** Answers kept, and for how long: a campus lists the same course books again and again. */
const KEEP = 2000;
const KEEP_MS = 24 * 3600_000;
/** The largest cover taken, in bytes. */
const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** The largest JSON answer read, in bytes: an edition is a few kilobytes. */
const MAX_JSON_BYTES = 1024 * 1024;

export type IsbnDetails = {
  isbn: string;
  title: string;
  author: string | null;
  coverId: number | null;
};
type Found = { details: IsbnDetails | null; at: number };

const ZEdition = z.object({
  title: z.string().trim().min(1).max(300),
  authors: z.array(z.object({ key: z.string().regex(/^\/authors\/\w+$/) })).optional(),
  covers: z.array(z.number().int()).optional(),
});
const ZAuthor = z.object({ name: z.string().trim().min(1).max(200) });

const isOk = (response: Fetched) => response.status >= 200 && response.status < 300;

/** Open Library could not be asked (network, time-out, an answer that is not its JSON). */
export class LookupUnavailable extends Error {}

/**
 * Looks ISBNs up in Open Library's JSON API, on the server: the title, the first author and the
 * cover's id. Answers are kept (found or not) so a book looked up twice costs one request; a
 * failure is not kept, so the next seller asks again. The configured addresses are asked as they
 * are; a redirect anywhere else is followed only to a public address (outbound.ts).
 */
export class IsbnLookup {
  private readonly kept = new Map<string, Found>();
  private readonly trusted: ReadonlySet<string>;

  constructor(
    private readonly urls: { url: string; coversUrl: string },
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.trusted = new Set([new URL(urls.url).origin, new URL(urls.coversUrl).origin]);
  }

  /** A look-up's deadline: every request it makes (edition, author, cover) shares one. */
  deadline(): AbortSignal {
    return AbortSignal.timeout(this.timeoutMs);
  }

  async details(isbn: string, signal = this.deadline()): Promise<IsbnDetails | null> {
    const kept = this.kept.get(isbn);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.details;
    const details = await this.ask(isbn, signal);
    if (this.kept.size >= KEEP) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(isbn, { details, at: Date.now() });
    return details;
  }

  /** The cover's image bytes, or null when it has none or it cannot be had. */
  async cover(coverId: number, signal = this.deadline()): Promise<Buffer | null> {
    try {
      const url = `${this.urls.coversUrl}/b/id/${coverId}-L.jpg`;
      const response = await this.get(url, signal, MAX_COVER_BYTES);
      if (!isOk(response)) return null;
      return response.body.length > 0 ? response.body : null;
    } catch (error) {
      this.log.warn({ err: error, coverId }, 'an Open Library cover could not be fetched');
      return null;
    }
  }

  private async ask(isbn: string, signal: AbortSignal): Promise<IsbnDetails | null> {
    const edition = await this.json(`${this.urls.url}/isbn/${isbn}.json`, signal);
    if (edition === null) return null;
    const parsed = ZEdition.safeParse(edition);
    if (!parsed.success) throw new LookupUnavailable('an edition that is not Open Library’s JSON');
    const authorKey = parsed.data.authors?.[0]?.key;
    let author: string | null = null;
    if (authorKey) {
      const found = ZAuthor.safeParse(await this.json(`${this.urls.url}${authorKey}.json`, signal));
      author = found.success ? found.data.name : null;
    }
    return { isbn, title: parsed.data.title, author, coverId: parsed.data.covers?.[0] ?? null };
  }

  /** A JSON answer, null for a 404; anything else that is not one is unavailable. */
  private async json(url: string, signal: AbortSignal): Promise<unknown> {
    let response: Fetched;
    try {
      response = await this.get(url, signal, MAX_JSON_BYTES);
    } catch (error) {
      this.log.warn({ err: error, url }, 'Open Library could not be reached');
      throw new LookupUnavailable('unreachable');
    }
    if (response.status === 404) return null;
    if (!isOk(response)) throw new LookupUnavailable(`answered ${response.status}`);
    try {
      return JSON.parse(response.body.toString('utf8'));
    } catch {
      throw new LookupUnavailable('an answer that is not JSON');
    }
  }

  private get(url: string, signal: AbortSignal, maxBytes: number) {
    return fetchPublic(url, {
      trusted: this.trusted,
      signal,
      maxBytes,
      headers: { accept: 'application/json', 'user-agent': 'Boipoka (campus book marketplace)' },
    });
  }
}
