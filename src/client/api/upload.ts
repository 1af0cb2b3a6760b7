import { useState } from 'react';
import { z } from '../../shared/schemas/zod';
import { messageKey } from '../../shared/i18n/keys';
import { MAX_UPLOAD_BYTES, type Upload, type UploadPurpose } from '../../shared/schemas/uploads';
import { ApiRequestError, type ErrorBody } from './http';

/**
 * Uploads one image with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `signal` stops it: a photo removed while on its way costs no more of the seller's data.
 */
export function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const stopped = () => new DOMException('The upload was stopped', 'AbortError');
    if (signal?.aborted) return reject(stopped());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(stopped());
    xhr.open('POST', `/api/uploads/${purpose}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as Upload);
      const { code, message, ...body } =
        (xhr.response as { error?: ErrorBody } | null)?.error ?? {};
      reject(
        new ApiRequestError(
          xhr.status,
          code ?? 'UPLOAD_FAILED',
          message ?? 'The photo could not be uploaded.',
          code ? body : { key: 'uploadFailed' },
        ),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiRequestError(
          0,
          'NETWORK',
          'Cannot reach the server. Check your connection and try again.',
          { key: 'offline' },
        ),
      );
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/** A form's photo field: a chosen file, within the upload limit. The request carries its upload's id instead. */
export const ZPhotoFile = z
  .instanceof(File, { message: messageKey('photoRequired') })
  .refine((file) => file.size <= MAX_UPLOAD_BYTES, messageKey('photoTooLarge'));

/** Uploads a form's photo before the record it belongs to is sent, and reports the progress. */
export function usePhotoUpload(purpose: UploadPurpose) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File) => {
    setProgress(0);
    try {
      return (await uploadImage(file, purpose, setProgress)).id;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
