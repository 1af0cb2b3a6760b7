import { describe, expect, it } from 'vitest';
import {
  coverFound,
  movePhoto,
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
} from './photo-order';

const stored = (id: string) => ({
  id,
  url: `/uploads/${id}.webp`,
  thumbnail: `/uploads/${id}-thumb.webp`,
});
const picked = (...keys: string[]) => keys.map((key) => ({ key, preview: `blob:${key}` }));
const keys = (list: PickedPhoto[]) => list.map((photo) => photo.key);

/** Three photos picked at once: front, back, spine. */
const threePicked = () => pickPhotos([], picked('front', 'back', 'spine'), 5).list;

describe("a book's photos while its form is open", () => {
  it('keep the order they were picked in, though their uploads finish the other way round', () => {
    let list = threePicked();
    list = photoUploaded(list, 'spine', stored('u-spine'));
    list = uploadProgressed(list, 'front', 40);
    list = photoUploaded(list, 'back', stored('u-back'));
    expect(photoIds(list)).toEqual(['u-back', 'u-spine']);
    list = photoUploaded(list, 'front', stored('u-front'));
    expect(keys(list)).toEqual(['front', 'back', 'spine']);
    // The first picked is the cover the form sends first.
    expect(photoIds(list)).toEqual(['u-front', 'u-back', 'u-spine']);
  });

  it('put photos picked later after those already there', () => {
    const first = pickPhotos([storedPhoto(stored('old'))], picked('new-1', 'new-2'), 5);
    expect(keys(first.list)).toEqual(['old', 'new-1', 'new-2']);
    expect(first.added).toEqual(['new-1', 'new-2']);
  });

  it('take at most the book’s limit, and say how many were left out', () => {
    const result = pickPhotos(threePicked(), picked('a', 'b', 'c'), 5);
    expect(keys(result.list)).toEqual(['front', 'back', 'spine', 'a', 'b']);
    expect(result.refused).toBe(1);
  });

  it('keep a failed photo in its place, and send none of it until it is tried again and stored', () => {
    let list = photoFailed(threePicked(), 'back', 'The photo could not be uploaded.');
    list = photoUploaded(list, 'front', stored('u-front'));
    list = photoUploaded(list, 'spine', stored('u-spine'));
    expect(photosReady(list)).toBe('failed');
    expect(list[1]).toMatchObject({
      status: 'failed',
      problem: 'The photo could not be uploaded.',
    });
    list = photoRetried(list, 'back');
    expect(photosReady(list)).toBe('uploading');
    list = photoUploaded(list, 'back', stored('u-back'));
    expect(photoIds(list)).toEqual(['u-front', 'u-back', 'u-spine']);
    expect(photosReady(list)).toBe('ready');
  });

  it('are not ready to send while one is on its way, and say a book with none has no photo', () => {
    const list = photoUploaded(threePicked(), 'front', stored('u-front'));
    expect(photosReady(list)).toBe('uploading');
    expect(photosReady([])).toBe('none');
  });

  it('move earlier or later, the one moved first becoming the cover', () => {
    let list = threePicked();
    list = movePhoto(list, 2, 1);
    expect(keys(list)).toEqual(['front', 'spine', 'back']);
    list = movePhoto(list, 1, 0);
    expect(keys(list)).toEqual(['spine', 'front', 'back']);
    // Beyond either end nothing moves.
    expect(movePhoto(list, 0, -1)).toBe(list);
    expect(movePhoto(list, 2, 3)).toBe(list);
  });

  it('stay removed when the removed photo’s upload finishes after all', () => {
    let list = removePhoto(threePicked(), 'back');
    list = photoUploaded(list, 'back', stored('u-back'));
    list = photoFailed(list, 'back', 'late');
    expect(keys(list)).toEqual(['front', 'spine']);
  });

  it('take the ISBN’s cover only when the seller has no photo yet', () => {
    expect(photoIds(coverFound([], stored('cover')))).toEqual(['cover']);
    const own = threePicked();
    expect(coverFound(own, stored('cover'))).toBe(own);
  });
});
