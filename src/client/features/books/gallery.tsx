import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Book } from '../../../shared/schemas/books';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(BOOKS);

/**
 * A book's photos: one at a time in a strip that swipes (scroll snapping), with arrows and the
 * keyboard's arrow keys, and thumbnails to jump to one. Every frame is 3:4 and sized before its
 * photo arrives, so nothing moves.
 */
export function Gallery({ book }: { book: Book }) {
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  // The photo an arrow or a key asked for, until the strip's smooth scroll reaches it: the frames
  // it passes on the way are not 'shown' (a second key pressed meanwhile counted from them).
  const heading = useRef<{ to: number; until: number } | null>(null);
  const count = book.photos.length;
  const go = (index: number) => {
    const next = (index + count) % count;
    const frame = strip.current?.children[next] as HTMLElement | undefined;
    heading.current = { to: next, until: performance.now() + 1000 };
    strip.current?.scrollTo({ left: frame?.offsetLeft ?? 0, behavior: 'smooth' });
    setShown(next);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(shown + 1);
    else if (event.key === 'ArrowLeft') go(shown - 1);
    else return;
    event.preventDefault();
  };
  if (count <= 1)
    return (
      <img
        src={book.image}
        alt={t('book.coverOf', { name: book.name })}
        width={600}
        height={800}
        className="aspect-[3/4] w-full rounded-box bg-base-200 object-cover max-md:mx-auto max-md:max-w-56"
      />
    );
  return (
    <section
      aria-roledescription={t('book.carousel')}
      aria-label={t('book.photosOf', { name: book.name })}
      className="space-y-2 max-md:mx-auto max-md:max-w-64"
      onKeyDown={onKey}
    >
      <div className="relative">
        <ul
          ref={strip}
          tabIndex={0}
          aria-label={t('book.photoOf', {
            number: formatNumber(shown + 1),
            count: formatNumber(count),
          })}
          className="flex aspect-[3/4] w-full snap-x snap-mandatory overflow-x-auto rounded-box bg-base-200 focus-visible:outline-2"
          onScroll={(event) => {
            const { scrollLeft, clientWidth } = event.currentTarget;
            const at = Math.round(scrollLeft / Math.max(1, clientWidth));
            const target = heading.current;
            if (target && at !== target.to && performance.now() < target.until) return;
            heading.current = null;
            setShown(at);
          }}
        >
          {book.photos.map((photo, index) => (
            <li key={photo.url} className="w-full shrink-0 snap-center">
              <img
                src={photo.url}
                alt={
                  index === 0
                    ? t('book.coverOf', { name: book.name })
                    : t('book.photoAlt', { name: book.name, number: formatNumber(index + 1) })
                }
                width={600}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="aspect-[3/4] w-full object-cover"
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 left-2 size-11 -translate-y-1/2 opacity-90"
          aria-label={t('book.prevPhoto')}
          onClick={() => go(shown - 1)}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 right-2 size-11 -translate-y-1/2 opacity-90"
          aria-label={t('book.nextPhoto')}
          onClick={() => go(shown + 1)}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <ol className="flex gap-2" aria-label={t('book.allPhotos')}>
        {book.photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              aria-label={t('book.showPhoto', { number: formatNumber(index + 1) })}
              aria-current={index === shown}
              onClick={() => go(index)}
              className={`block size-11 overflow-hidden rounded border-2 ${index === shown ? 'border-primary' : 'border-transparent'}`}
            >
              <img
                src={photo.thumbnail}
                alt=""
                width={44}
                height={44}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
