import type { Readable } from 'node:stream';

/** One stored image, as it is served. */
export type StoredImage = { body: Readable; length: number | undefined; etag: string | undefined };

/**
 * Where processed images live, by file name (`photoFileName`); browsers fetch them at `photoUrl`.
 * Local disk by default; an S3-compatible bucket implements the same.
 */
export interface ImageStorage {
  /** Stores `data` under `name`, a fresh random name: never over another image. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  delete(name: string): Promise<void>;
  /** The image to serve, or null when there is none; `etag` is what the client already has. */
  get(name: string, etag?: string): Promise<StoredImage | 'not-modified' | null>;
}

/** What every stored image is served with: cached for a year (names never change), never run. */
export const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;
