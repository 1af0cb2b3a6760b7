import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BOOKS } from '../../../shared/i18n/en/books';
import { MAX_UPLOAD_BYTES, type Upload } from '../../../shared/schemas/uploads';
import { uploadImage } from '../../api/upload';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';

const t = texts(BOOKS);

/** Photos one book may have (MAX_BOOK_PHOTOS, kept here so the form needs no schema module). */
const MAX_PHOTOS = 5;

/** A photo in the list: its upload's id, which the form sends, and its addresses to show it. */
export type ListedPhoto = { id: string; url: string; thumbnail: string };

/**
 * A book's photos while its form is open: each chosen file is uploaded at once (through the photo
 * pipeline, with progress); they can be removed and put in order, the first being the cover. The
 * form waits for uploads still under way before it sends the book.
 */
export function usePhotoList(initial: ListedPhoto[]) {
  const [photos, setPhotos] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read when the form is sent: the list as it is by then, and the uploads not yet finished.
  const latest = useRef(initial);
  const pending = useRef(new Set<Promise<unknown>>());
  // The ref changes at once (an upload that just finished is in the list the form sends), then
  // the state follows for the screen.
  const update = (next: (current: ListedPhoto[]) => ListedPhoto[]) => {
    latest.current = next(latest.current);
    setPhotos(latest.current);
  };

  const add = (upload: Pick<Upload, 'id' | 'url' | 'thumbnailUrl'>, { first = false } = {}) =>
    update((current) => {
      if (current.some((photo) => photo.id === upload.id)) return current;
      const photo = { id: upload.id, url: upload.url, thumbnail: upload.thumbnailUrl };
      return (first ? [photo, ...current] : [...current, photo]).slice(0, MAX_PHOTOS);
    });

  const addFiles = (files: File[]) => {
    setError(null);
    const room = MAX_PHOTOS - latest.current.length - pending.current.size;
    if (files.length > room)
      setError(t('listing.tooManyPhotos', { max: formatNumber(MAX_PHOTOS) }));
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > MAX_UPLOAD_BYTES) {
        setError(messageText('photoTooLarge'));
        continue;
      }
      const sent = uploadImage(file, 'book', setProgress)
        .then((upload) => add(upload))
        .catch((failure: unknown) => setError(errorText(failure)))
        .finally(() => {
          pending.current.delete(sent);
          if (pending.current.size === 0) setProgress(null);
        });
      pending.current.add(sent);
    }
  };

  const move = (from: number, to: number) =>
    update((current) => {
      if (to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  const remove = (index: number) => update((current) => current.filter((_, i) => i !== index));

  /** The photos once every upload under way has finished. */
  const settled = async () => {
    await Promise.all([...pending.current]);
    return latest.current;
  };

  return {
    photos,
    progress,
    error,
    add,
    addFiles,
    move,
    remove,
    settled,
    /** Whether the book will have a photo: one listed, or one on its way. */
    hasAny: () => latest.current.length > 0 || pending.current.size > 0,
  };
}

export type PhotoListState = ReturnType<typeof usePhotoList>;

/**
 * The form's photos: a file chooser (several at once), then each photo with buttons to move it
 * earlier or later and to remove it; it can be dragged into place too. The first is the cover.
 */
export function PhotoList({ list, error }: { list: PhotoListState; error?: string | undefined }) {
  const id = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = error ?? list.error;
  const full = list.photos.length >= MAX_PHOTOS;
  return (
    <div className="fieldset py-0 sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {t('listing.photo')}
        <span className="text-error" aria-hidden="true">
          *
        </span>
        <span className="font-normal text-base-content/75">
          {' '}
          {t('listing.photoHint', { max: formatNumber(MAX_PHOTOS) })}
        </span>
      </label>
      <input
        id={id}
        type="file"
        multiple
        disabled={full}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className={`file-input w-full ${shown ? 'file-input-error' : ''}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          list.addFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {list.progress !== null && (
        <progress
          className="progress progress-primary mt-2 w-full"
          value={list.progress}
          max={100}
          aria-label={t('listing.uploading')}
        >
          {formatNumber(list.progress)}%
        </progress>
      )}
      {list.photos.length > 0 && (
        <ol aria-label={t('listing.photosInOrder')} className="mt-2 flex flex-wrap gap-3">
          {list.photos.map((photo, index) => (
            <li
              key={photo.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) list.move(dragged, index);
                setDragged(null);
              }}
              className="flex w-28 cursor-grab flex-col items-center gap-1 rounded-box border border-base-300 p-1"
            >
              <img
                src={photo.thumbnail}
                alt={t(index === 0 ? 'listing.coverAlt' : 'listing.photoAlt', {
                  number: formatNumber(index + 1),
                })}
                width={96}
                height={128}
                className="h-32 w-24 rounded object-cover"
              />
              {index === 0 ? (
                <span className="badge badge-primary badge-sm">{t('listing.cover')}</span>
              ) : (
                <span className="badge badge-ghost badge-sm">{formatNumber(index + 1)}</span>
              )}
              <span className="flex">
                <button
                  type="button"
                  className="btn btn-ghost btn-square btn-sm size-11 sm:size-8"
                  disabled={index === 0}
                  aria-label={t('listing.moveEarlier', { number: formatNumber(index + 1) })}
                  onClick={() => list.move(index, index - 1)}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-square btn-sm size-11 sm:size-8"
                  disabled={index === list.photos.length - 1}
                  aria-label={t('listing.moveLater', { number: formatNumber(index + 1) })}
                  onClick={() => list.move(index, index + 1)}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-square btn-sm size-11 text-error sm:size-8"
                  aria-label={t('listing.removePhoto', { number: formatNumber(index + 1) })}
                  onClick={() => list.remove(index)}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p
        id={`${id}-error`}
        className="min-h-5 text-sm text-error"
        role={shown ? 'alert' : undefined}
      >
        {shown}
      </p>
    </div>
  );
}
