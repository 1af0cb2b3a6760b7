import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { UPLOAD_URL_PATTERN, type Upload } from '../../../shared/schemas/uploads';
import type { Database, Executor } from '../../db/client';
import { upload } from '../../db/schema/site';
import { appError } from '../../errors';
import type { ImageStorage } from '../../storage/storage';
import { processImage } from './images';

const UNATTACHED_LIFETIME_MS = 24 * 60 * 60 * 1000;
const fileNames = (id: string) => ({ display: `${id}.webp`, thumbnail: `${id}-thumb.webp` });

export async function createUpload(
  db: Database,
  storage: ImageStorage,
  input: Buffer,
  ownerId: string | null,
): Promise<Upload> {
  const image = await processImage(input);
  const id = randomBytes(16).toString('base64url');
  const names = fileNames(id);
  await storage.put(names.display, image.display, 'image/webp');
  await storage.put(names.thumbnail, image.thumbnail, 'image/webp');
  await db.insert(upload).values({
    id,
    ownerId,
    width: image.width,
    height: image.height,
    bytes: image.display.length,
  });
  return {
    id,
    url: storage.url(names.display),
    thumbnailUrl: storage.url(names.thumbnail),
    width: image.width,
    height: image.height,
  };
}

const unavailable = () => appError('PHOTO_UNAVAILABLE');

/** The upload behind a photo URL, if `userId` (or an anonymous sign-up) may still use it. */
async function findClaimable(db: Executor, url: string, userId: string | null) {
  const id = UPLOAD_URL_PATTERN.exec(url)?.[1];
  if (!id) throw unavailable();
  const owner = userId
    ? or(isNull(upload.ownerId), eq(upload.ownerId, userId))
    : isNull(upload.ownerId);
  const [row] = await db
    .select({ id: upload.id })
    .from(upload)
    .where(and(eq(upload.id, id), isNull(upload.attachedAt), owner));
  if (!row) throw unavailable();
  return row;
}

export async function assertClaimable(
  db: Database,
  url: string,
  userId: string | null,
): Promise<void> {
  await findClaimable(db, url, userId);
}

/** Marks the upload as used by a record of `userId`, so it is kept. */
export async function claimUpload(db: Executor, url: string, userId: string): Promise<void> {
  const { id } = await findClaimable(db, url, userId);
  // Claimed only if still unclaimed at this instant: two records racing for one photo get one each.
  const claimed = await db
    .update(upload)
    .set({ ownerId: userId, attachedAt: new Date() })
    .where(
      and(
        eq(upload.id, id),
        isNull(upload.attachedAt),
        or(isNull(upload.ownerId), eq(upload.ownerId, userId)),
      ),
    )
    .returning({ id: upload.id });
  if (claimed.length === 0) throw unavailable();
}

/**
 * Lets go of photos a record of `userId` no longer uses (an edit took them off a book): unattached
 * again, they go with the next sweep of uploads older than a day, as if never used.
 */
export async function releaseUploads(db: Executor, urls: string[], userId: string): Promise<void> {
  const ids = urls.flatMap((url) => UPLOAD_URL_PATTERN.exec(url)?.[1] ?? []);
  if (ids.length === 0) return;
  await db
    .update(upload)
    .set({ attachedAt: null })
    .where(and(inArray(upload.id, ids), eq(upload.ownerId, userId)));
}

/** Deletes uploads that no record took within a day, files first. */
export async function deleteExpiredUploads(db: Database, storage: ImageStorage, now = Date.now()) {
  const expired = await db
    .select({ id: upload.id })
    .from(upload)
    .where(
      and(isNull(upload.attachedAt), lt(upload.createdAt, new Date(now - UNATTACHED_LIFETIME_MS))),
    );
  for (const { id } of expired) {
    const names = fileNames(id);
    await storage.delete(names.display);
    await storage.delete(names.thumbnail);
    await db.delete(upload).where(eq(upload.id, id));
  }
  return expired.length;
}
