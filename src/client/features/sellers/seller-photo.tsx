import { useState } from 'react';

/** One letter as a reader sees it: a Bangla consonant with its vowel sign, not without. */
function firstLetter(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    return first?.segment ?? '';
  }
  return Array.from(word)[0] ?? '';
}

/** 'FA' for Farhana Akter, 'N' for Nusrat: the first and the last name's first letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map(firstLetter).join('').toLocaleUpperCase();
}

/**
 * A person's photo, uploaded or from Google, round; their initials where there is none, or where
 * it does not load (a Google picture taken down since).
 */
export function SellerPhoto({
  name,
  image,
  className = 'size-24 text-3xl',
}: {
  name: string;
  image: string | null;
  /** Its size and the initials' type size. */
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (image && !broken)
    return (
      <img
        src={image}
        alt=""
        width={96}
        height={96}
        // Google serves its pictures only to pages that do not say where they are.
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`shrink-0 rounded-full bg-base-200 object-cover ${className}`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-content ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
