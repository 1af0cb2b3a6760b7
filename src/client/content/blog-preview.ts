import { BLOG_CUT_OFF, BLOG_PREVIEW_LENGTH } from '../../shared/constants';

/**
 * Spec §9: a description over 1000 characters is cut to its first 1200 and gets 'Learn More'. The
 * cut never splits a letter: Bangla writes one with several characters (a consonant, its vowel
 * sign, a conjunct's hasanta), so it steps back to where the letter starts.
 */
export function blogPreview(description: string): { text: string; cut: boolean } {
  if (description.length <= BLOG_CUT_OFF) return { text: description, cut: false };
  let end = Math.min(BLOG_PREVIEW_LENGTH, description.length);
  while (end > 0 && splitsLetter(description, end)) end--;
  return { text: description.slice(0, end).trimEnd() + '…', cut: true };
}

/** Whether a cut before `description[at]` parts a letter from its marks or a conjunct's halves. */
const splitsLetter = (description: string, at: number) =>
  MARK.test(description[at] ?? '') || description[at - 1] === HASANTA;

/** A vowel sign or other combining mark, or a zero-width (non-)joiner. */
const MARK = /^[\p{M}\u200C\u200D]$/u;
const HASANTA = '\u09CD';
