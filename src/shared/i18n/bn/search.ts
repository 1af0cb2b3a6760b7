// The search area's texts in Bangla.
import type { SEARCH as EN } from '../en/search';

export const SEARCH = {
  'search.showingFor': '{query} দিয়ে পাওয়া বই দেখানো হচ্ছে',
  'search.insteadFor': '“{original}” দিয়েই খুঁজুন',
} as const satisfies Record<keyof typeof EN, string>;
