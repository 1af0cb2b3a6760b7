import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import { photoFileName, photoUrl, type Upload } from '../../../shared/schemas/uploads';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookPhoto } from '../../db/schema/catalog';
import { upload } from '../../db/schema/site';
import { appError } from '../../errors';
import type { ImageStorage } from '../../storage/storage';
import { processImage } from './images';

const UNATTACHED_LIFETIME_MS = 24 * 60 * 60 * 1000;
const fileNames = (id: string) => ({
  display: photoFileName(id, 'full'),
  thumbnail: photoFileName(id, 'thumb'),
});

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
    url: photoUrl(id, 'full'),
    thumbnailUrl: photoUrl(id, 'thumb'),
    width: image.width,
    height: image.height,
  };
}

const unavailable = () => appError('PHOTO_UNAVAILABLE');

/** The upload `id`, if `userId` (or an anonymous sign-up) may still use it. */
async function findClaimable(db: Executor, id: string, userId: string | null) {
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
  id: string,
  userId: string | null,
): Promise<void> {
  await findClaimable(db, id, userId);
}

/** Marks the upload `id` as used by a record of `userId`, so it is kept. */
export async function claimUpload(db: Executor, id: string, userId: string): Promise<void> {
  await findClaimable(db, id, userId);
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
export async function releaseUploads(db: Executor, ids: string[], userId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(upload)
    .set({ attachedAt: null })
    .where(and(inArray(upload.id, ids), eq(upload.ownerId, userId)));
}

/**
 * Deletes uploads that no record took within a day, files first. One a book or a person still
 * shows is never among them, whatever its mark says.
 */
export async function deleteExpiredUploads(db: Database, storage: ImageStorage, now = Date.now()) {
  const expired = await db
    .select({ id: upload.id })
    .from(upload)
    .where(
      and(
        isNull(upload.attachedAt),
        lt(upload.createdAt, new Date(now - UNATTACHED_LIFETIME_MS)),
        notExists(db.select().from(bookPhoto).where(eq(bookPhoto.uploadId, upload.id))),
        notExists(db.select().from(user).where(eq(user.imageUploadId, upload.id))),
      ),
    );
  for (const { id } of expired) {
    const names = fileNames(id);
    await storage.delete(names.display);
    await storage.delete(names.thumbnail);
    await db.delete(upload).where(eq(upload.id, id));
  }
  return expired.length;
}
