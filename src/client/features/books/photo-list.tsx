import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BOOKS } from '../../../shared/i18n/en/books';
import { LISTING } from '../../../shared/i18n/en/listing';
import { MAX_BOOK_PHOTOS } from '../../../shared/schemas/books';
import { MAX_UPLOAD_BYTES } from '../../../shared/schemas/uploads';
import { uploadImage } from '../../api/upload';
import { PhotoPicker } from '../../components/photo-field';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';
import {
  coverFound,
  movePhoto,
  photoCounts,
  photoFailed,
  photoIds,
  photoRetried,
  photosReady,
  photoUploaded,
  pickPhotos,
  removePhoto,
  storedPhoto,
  uploadProgressed,
  type PickedPhoto,
  type StoredPhoto,
} from './photo-order';

const t = texts(BOOKS);
const l = texts(LISTING);

const MAX_PHOTOS = MAX_BOOK_PHOTOS;

/**
 * A book's photos while its form is open: each picked file is uploaded at once, all of them side
 * by side, and keeps the place it was picked in whichever finishes first; a failed one can be
 * tried again. The list's steps are photo-order.ts's; this hook sends the files and keeps the
 * list the form reads when it is sent.
 */
export function usePhotoList(initial: StoredPhoto[]) {
  const [photos, setPhotos] = useState(() => initial.map(storedPhoto));
  const [notice, setNotice] = useState<string | null>(null);
  // Read by the form's check when it is sent: the list as it is by then.
  const latest = useRef(photos);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, AbortController>());
  const picks = useRef(0);
  // The ref changes at once (an upload that just finished counts), then the screen follows.
  const apply = (step: (list: PickedPhoto[]) => PickedPhoto[]) => {
    latest.current = step(latest.current);
    setPhotos(latest.current);
  };

  useEffect(
    () => () => {
      // Leaving the form: uploads still on their way are of no use, nor are the previews.
      for (const upload of uploads.current.values()) upload.abort();
      for (const photo of latest.current) if (photo.preview) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  const send = (key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadImage(
      file,
      'book',
      (percent) => apply((list) => uploadProgressed(list, key, percent)),
      controller.signal,
    )
      .then((upload) =>
        apply((list) =>
          photoUploaded(list, key, {
            id: upload.id,
            url: upload.url,
            thumbnail: upload.thumbnailUrl,
          }),
        ),
      )
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) apply((list) => photoFailed(list, key, errorText(failure)));
      })
      .finally(() => {
        if (uploads.current.get(key) === controller) uploads.current.delete(key);
      });
  };

  const addFiles = (chosen: File[]) => {
    const fitting = chosen.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    const notices = fitting.length < chosen.length ? [messageText('photoTooLarge')] : [];
    const picked = fitting.map((file) => ({
      key: `picked-${++picks.current}`,
      preview: URL.createObjectURL(file),
      file,
    }));
    const { list, added, refused } = pickPhotos(latest.current, picked, MAX_PHOTOS);
    if (refused > 0) notices.push(t('listing.tooManyPhotos', { max: formatNumber(MAX_PHOTOS) }));
    for (const photo of picked) if (!added.includes(photo.key)) URL.revokeObjectURL(photo.preview);
    apply(() => list);
    setNotice(notices.join(' ') || null);
    for (const photo of picked) {
      if (!added.includes(photo.key)) continue;
      files.current.set(photo.key, photo.file);
      send(photo.key, photo.file);
    }
  };

  const retry = (key: string) => {
    const file = files.current.get(key);
    if (!file) return;
    apply((list) => photoRetried(list, key));
    send(key, file);
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    files.current.delete(key);
    const gone = latest.current.find((photo) => photo.key === key);
    if (gone?.preview) URL.revokeObjectURL(gone.preview);
    setNotice(null);
    apply((list) => removePhoto(list, key));
  };

  return {
    photos,
    notice,
    addFiles,
    retry,
    remove,
    move: (from: number, to: number) => apply((list) => movePhoto(list, from, to)),
    /** An ISBN look-up's cover: the book's photo if the seller has none yet. */
    addCover: (cover: StoredPhoto) => apply((list) => coverFound(list, cover)),
    /** Whether the list has a photo of its own (the ISBN's cover then stays out). */
    isEmpty: () => latest.current.length === 0,
    /** The stored photos' ids in order, the cover first. */
    ids: () => photoIds(latest.current),
    ready: () => photosReady(latest.current),
    counts: photoCounts(photos),
  };
}

export type PhotoListState = ReturnType<typeof usePhotoList>;

/** Where the keyboard goes after a photo moved or went: the same control of the photo it was on. */
type FocusAfter = { key: string; control: 'earlier' | 'later' | 'remove' } | null;

/**
 * The form's photos, first on the page: 'Choose photos' (several at once) and, on a phone, 'Take
 * a photo'; then each photo, in the order picked, with its upload's progress or failure, and
 * buttons to move it earlier or later and to remove it (it can be dragged into place too). The
 * first is the cover.
 */
export function PhotoList({
  list,
  error,
  inputId,
}: {
  list: PhotoListState;
  error?: string | undefined;
  /** The gallery chooser's id: the form sends the keyboard there when the photos need something. */
  inputId: string;
}) {
  const id = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const focusAfter = useRef<FocusAfter>(null);
  const photoList = useRef<HTMLOListElement>(null);
  const shown = error ?? list.notice;
  const failures = list.photos.flatMap((photo, index) =>
    photo.status === 'failed'
      ? [
          l('listingForm.photoProblem', {
            number: formatNumber(index + 1),
            reason: photo.problem ?? '',
          }),
        ]
      : [],
  );

  // A moved photo's button was taken out of the page and put back: the keyboard follows it.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const button = (control: string) =>
      photoList.current?.querySelector<HTMLButtonElement>(
        `[data-photo="${CSS.escape(target.key)}"][data-control="${control}"]`,
      );
    const usable = (element: HTMLButtonElement | null | undefined) =>
      element && !element.disabled ? element : undefined;
    (
      usable(button(target.control)) ??
      usable(button(target.control === 'earlier' ? 'later' : 'earlier')) ??
      button('remove') ??
      document.getElementById(inputId)
    )?.focus();
  }, [list.photos, inputId]);

  const move = (from: number, to: number, control: 'earlier' | 'later') => {
    const photo = list.photos[from];
    if (!photo || to < 0 || to >= list.photos.length) return;
    focusAfter.current = { key: photo.key, control };
    list.move(from, to);
    setMoved(l('listingForm.photoMoved', { number: formatNumber(to + 1) }));
  };

  const remove = (index: number) => {
    const next = list.photos[index + 1] ?? list.photos[index - 1];
    focusAfter.current = next
      ? { key: next.key, control: 'remove' }
      : { key: '', control: 'remove' };
    list.remove(list.photos[index]!.key);
  };

  const full = list.photos.length >= MAX_PHOTOS;
  return (
    <fieldset className="fieldset gap-2 py-0 sm:col-span-2" aria-describedby={`${id}-help`}>
      <legend className="fieldset-legend pb-1 text-sm">
        {t('listing.photo')}
        <span className="text-error" aria-hidden="true">
          *
        </span>
        <span className="font-normal text-base-content/75">
          {' '}
          {t('listing.photoHint', { max: formatNumber(MAX_PHOTOS) })}
        </span>
      </legend>
      <p id={`${id}-help`} className="text-sm text-base-content/75">
        {l('listingForm.photoHelp')}
      </p>
      <PhotoPicker
        id={inputId}
        chooseLabel={l('listingForm.choosePhotos')}
        takeLabel={l('listingForm.takePhoto')}
        disabled={full}
        invalid={Boolean(shown)}
        describedBy={`${id}-error`}
        onFiles={list.addFiles}
      />
      {list.photos.length > 0 && (
        <ol
          ref={photoList}
          aria-label={t('listing.photosInOrder')}
          className="grid gap-2 sm:grid-cols-5 sm:items-start"
        >
          {list.photos.map((photo, index) => {
            const number = formatNumber(index + 1);
            const control = (name: string) => ({ 'data-photo': photo.key, 'data-control': name });
            return (
              <li
                key={photo.key}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null && dragged !== index) {
                    list.move(dragged, index);
                    setMoved(l('listingForm.photoMoved', { number }));
                  }
                  setDragged(null);
                }}
                className={`flex min-w-0 cursor-grab flex-wrap items-center gap-2 rounded-box border p-1 sm:flex-col sm:flex-nowrap sm:items-stretch ${photo.status === 'failed' ? 'border-error' : 'border-base-300'}`}
              >
                <div className="relative h-20 w-15 shrink-0 overflow-hidden rounded bg-base-200 sm:aspect-[3/4] sm:h-auto sm:w-full">
                  <img
                    src={photo.stored?.thumbnail ?? photo.preview ?? undefined}
                    alt={t(index === 0 ? 'listing.coverAlt' : 'listing.photoAlt', { number })}
                    width={96}
                    height={128}
                    className={`size-full object-cover ${photo.status === 'uploaded' ? '' : 'opacity-60'}`}
                  />
                  {photo.status === 'uploading' && (
                    <div className="absolute inset-x-1 bottom-1">
                      <progress
                        className="progress progress-primary h-2 w-full"
                        value={photo.progress}
                        max={100}
                        aria-label={t('listing.uploading')}
                      >
                        {formatNumber(photo.progress)}%
                      </progress>
                    </div>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 sm:flex-none sm:justify-center">
                  {index === 0 ? (
                    <span className="badge badge-primary badge-sm">{t('listing.cover')}</span>
                  ) : (
                    <span className="badge badge-ghost badge-sm">{number}</span>
                  )}
                </div>
                <span className="flex shrink-0 sm:justify-center">
                  <button
                    type="button"
                    {...control('earlier')}
                    className="btn btn-ghost btn-square btn-sm sm:size-8"
                    disabled={index === 0}
                    aria-label={t('listing.moveEarlier', { number })}
                    onClick={() => move(index, index - 1, 'earlier')}
                  >
                    {/* A phone lists the photos one under another; a wider screen side by side. */}
                    <ArrowUp className="size-4 sm:hidden" aria-hidden="true" />
                    <ArrowLeft className="hidden size-4 sm:block" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    {...control('later')}
                    className="btn btn-ghost btn-square btn-sm sm:size-8"
                    disabled={index === list.photos.length - 1}
                    aria-label={t('listing.moveLater', { number })}
                    onClick={() => move(index, index + 1, 'later')}
                  >
                    <ArrowDown className="size-4 sm:hidden" aria-hidden="true" />
                    <ArrowRight className="hidden size-4 sm:block" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    {...control('remove')}
                    className="btn btn-ghost btn-square btn-sm text-error sm:size-8"
                    aria-label={t('listing.removePhoto', { number })}
                    onClick={() => remove(index)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </span>
                {photo.status === 'failed' && (
                  <div className="flex w-full items-center gap-2 px-1 sm:flex-col sm:gap-1 sm:px-0">
                    <span className="text-xs font-semibold text-error">
                      {l('listingForm.notUploaded')}
                    </span>
                    <button
                      type="button"
                      {...control('retry')}
                      className="btn btn-error btn-xs h-auto min-h-8 py-1 leading-tight"
                      aria-label={l('listingForm.retryPhoto', { number })}
                      onClick={() => {
                        // The button goes while the photo uploads again: the keyboard stays on it.
                        focusAfter.current = { key: photo.key, control: 'earlier' };
                        list.retry(photo.key);
                      }}
                    >
                      <RotateCw className="size-3 shrink-0" aria-hidden="true" />
                      {l('listingForm.retry')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
      <div id={`${id}-error`} className="min-h-5 text-sm text-error" role="alert">
        {shown && <p>{shown}</p>}
        {failures.map((failure) => (
          <p key={failure}>{failure}</p>
        ))}
      </div>
    </fieldset>
  );
}
