import { z } from './zod';
import { messageKey } from '../i18n/keys';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PURPOSES = ['avatar', 'book'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The sizes every upload is kept in: 'full' (at most 1200 px) and 'thumb' (at most 400 px). */
export const PHOTO_SIZES = ['full', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** Where processed uploads are served from. */
export const UPLOADS_PATH = '/uploads/';

/** An upload's id: 16 random bytes in base64url. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
export const isUploadId = (value: string) => UPLOAD_ID.test(value);

/** The name an upload's image of one size is stored under. */
export const photoFileName = (uploadId: string, size: PhotoSize) =>
  size === 'thumb' ? `${uploadId}-thumb.webp` : `${uploadId}.webp`;

/** The address of an upload's image of one size: every photo URL the app shows is made here. */
export const photoUrl = (uploadId: string, size: PhotoSize = 'full') =>
  UPLOADS_PATH + photoFileName(uploadId, size);

/** A person's photo as responses show it: their own upload, else a sign-in provider's picture. */
export const personImageUrl = (person: { imageUploadId: string | null; image: string | null }) =>
  person.imageUploadId ? photoUrl(person.imageUploadId) : person.image;

/**
 * The upload a request's photo names: its id, or the full-size URL the upload endpoint answered
 * (what earlier clients send), read back by building that URL again from the id it would hold.
 */
function uploadIdOfPhoto(value: string): string | null {
  if (isUploadId(value)) return value;
  const id = value.slice(UPLOADS_PATH.length, value.length - photoFileName('', 'full').length);
  return isUploadId(id) && photoUrl(id) === value ? id : null;
}

/**
 * A photo field: the upload's id (or its URL), required with the spec's message. What it parses
 * to is the upload's id.
 */
export const ZPhoto = z
  .string({ error: messageKey('photoRequired') })
  .transform((value, context) => {
    const id = uploadIdOfPhoto(value);
    if (id) return id;
    context.addIssue({ code: 'custom', message: messageKey('photoRequired') });
    return z.NEVER;
  });

export const ZUpload = z
  .object({
    id: z.string(),
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Upload' });
export type Upload = z.infer<typeof ZUpload>;
