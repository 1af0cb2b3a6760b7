/*
 * A book's photos while its form is open, as plain data: each photo keeps the place the seller
 * picked it in, whatever order the uploads finish in, until the seller moves or removes it. The
 * form's hook (photo-list.tsx) runs these steps; nothing here knows of React or the network.
 */

/** An upload as the server answered it: its id (what the form sends) and its addresses. */
export type StoredPhoto = { id: string; url: string; thumbnail: string };

/** One photo in the list: picked, on its way, stored, or refused. */
export type PickedPhoto = {
  /** Given when it is picked, so that it keeps its identity while its upload runs. */
  key: string;
  /** What shows meanwhile: the picked file's own picture. */
  preview: string | null;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Percent sent, while uploading. */
  progress: number;
  /** Set once stored. */
  stored: StoredPhoto | null;
  /** Why it failed, in the reader's words. */
  problem: string | null;
};

/** A photo already stored: a book's own in an edit, or the cover an ISBN look-up found. */
export const storedPhoto = (stored: StoredPhoto): PickedPhoto => ({
  key: stored.id,
  preview: null,
  status: 'uploaded',
  progress: 100,
  stored,
  problem: null,
});

/**
 * Puts photos just picked at the end, in the order they were picked; those beyond `max` are left
 * out, and `refused` says how many.
 */
export function pickPhotos(
  list: PickedPhoto[],
  picked: { key: string; preview: string | null }[],
  max: number,
): { list: PickedPhoto[]; added: string[]; refused: number } {
  const room = Math.max(0, max - list.length);
  const added = picked.slice(0, room).map(({ key, preview }): PickedPhoto => ({
    key,
    preview,
    status: 'uploading',
    progress: 0,
    stored: null,
    problem: null,
  }));
  return {
    list: [...list, ...added],
    added: added.map((photo) => photo.key),
    refused: picked.length - added.length,
  };
}

/** Changes one photo where it stands; a photo removed meanwhile is not brought back. */
const change = (list: PickedPhoto[], key: string, next: (photo: PickedPhoto) => PickedPhoto) =>
  list.some((photo) => photo.key === key)
    ? list.map((photo) => (photo.key === key ? next(photo) : photo))
    : list;

export const uploadProgressed = (list: PickedPhoto[], key: string, percent: number) =>
  change(list, key, (photo) =>
    photo.status === 'uploading' ? { ...photo, progress: percent } : photo,
  );

/** An upload finished: the photo is stored, in the place it was picked in. */
export const photoUploaded = (list: PickedPhoto[], key: string, stored: StoredPhoto) =>
  change(list, key, (photo) => ({
    ...photo,
    status: 'uploaded',
    progress: 100,
    stored,
    problem: null,
  }));

export const photoFailed = (list: PickedPhoto[], key: string, problem: string) =>
  change(list, key, (photo) => ({ ...photo, status: 'failed', progress: 0, problem }));

/** Tried again: on its way once more, where it was. */
export const photoRetried = (list: PickedPhoto[], key: string) =>
  change(list, key, (photo) => ({ ...photo, status: 'uploading', progress: 0, problem: null }));

export function movePhoto(list: PickedPhoto[], from: number, to: number): PickedPhoto[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export const removePhoto = (list: PickedPhoto[], key: string) =>
  list.filter((photo) => photo.key !== key);

/**
 * The cover an ISBN look-up found: it becomes the book's photo only when the seller has none yet
 * (a photo of their own copy says more than a publisher's cover).
 */
export const coverFound = (list: PickedPhoto[], cover: StoredPhoto) =>
  list.length === 0 ? [storedPhoto(cover)] : list;

/** The stored photos' ids in the seller's order, the cover first: what the form sends. */
export const photoIds = (list: PickedPhoto[]) =>
  list.flatMap((photo) => (photo.stored ? [photo.stored.id] : []));

/** How many photos are on their way, stored and refused. */
export function photoCounts(list: PickedPhoto[]) {
  const count = (status: PickedPhoto['status']) =>
    list.filter((photo) => photo.status === status).length;
  return { uploading: count('uploading'), uploaded: count('uploaded'), failed: count('failed') };
}

/**
 * Whether the book can be sent with these photos, and if not the reason: 'uploading' (wait),
 * 'failed' (try again or remove it) or 'none' (the spec's 'Photo is Required').
 */
export function photosReady(list: PickedPhoto[]): 'ready' | 'uploading' | 'failed' | 'none' {
  const { uploading, uploaded, failed } = photoCounts(list);
  if (uploading > 0) return 'uploading';
  if (failed > 0) return 'failed';
  return uploaded > 0 ? 'ready' : 'none';
}
