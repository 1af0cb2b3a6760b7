import type { ADVERTISED as EN } from '../en/advertised';

export const ADVERTISED = {
  'book.ad': 'বিজ্ঞাপন',
  'book.adLabel': '{name}, {price}, {category} ক্যাটাগরিতে',
} as const satisfies Record<keyof typeof EN, string>;
