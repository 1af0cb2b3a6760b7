import { z } from 'zod';
import { messageKey } from '../i18n/keys';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PURPOSES = ['avatar', 'book'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The URL of a processed upload: /uploads/<22-character id>.webp */
export const UPLOAD_URL_PATTERN = /^\/uploads\/([A-Za-z0-9_-]{22})\.webp$/;

/** A photo field: the URL the upload endpoint answered, required with the spec's message. */
export const ZPhotoUrl = z
  .string({ error: messageKey('photoRequired') })
  .regex(UPLOAD_URL_PATTERN, messageKey('photoRequired'));

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
