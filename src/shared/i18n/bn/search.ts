// The search area's texts in Bangla.
import type { SEARCH as EN } from '../en/search';

export const SEARCH = {} as const satisfies Record<keyof typeof EN, string>;
