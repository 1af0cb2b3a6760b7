import { BLOG_CUT_OFF, BLOG_PREVIEW_LENGTH } from '../../shared/constants';

/** Spec §9: a description over 1000 characters is cut to its first 1200 and gets 'Learn More'. */
export function blogPreview(description: string): { text: string; cut: boolean } {
  if (description.length <= BLOG_CUT_OFF) return { text: description, cut: false };
  return { text: description.slice(0, BLOG_PREVIEW_LENGTH).trimEnd() + '…', cut: true };
}
