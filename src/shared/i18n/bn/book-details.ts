import type { BOOK_DETAIL_MESSAGES as EN } from '../en/book-details';

export const BOOK_DETAIL_MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
