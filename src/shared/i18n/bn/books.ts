import type { BOOKS as EN } from '../en/books';

export const BOOKS = {} as const satisfies Record<keyof typeof EN, string>;
