import { z } from './zod';
import { messageKey } from '../i18n/keys';
import { CATEGORIES, MAX_PRICE_TAKA } from '../constants';

/** A search to keep: any of its parts, at least one; prices in taka. */
export const ZSavedSearchInput = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORIES.map((c) => c.id) as [string, ...string[]]).optional(),
    course: z.string().trim().max(20).optional(),
    author: z.string().trim().max(100).optional(),
    minPrice: z.number().min(0).max(MAX_PRICE_TAKA).optional(),
    maxPrice: z.number().min(0).max(MAX_PRICE_TAKA).optional(),
  })
  .refine(
    (search) => Object.values(search).some((value) => value !== undefined && value !== ''),
    messageKey('savedSearchEmpty'),
  );
export type SavedSearchInput = z.input<typeof ZSavedSearchInput>;

export const ZSavedSearch = z
  .object({
    id: z.string(),
    q: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string() }).nullable(),
    course: z.string().nullable(),
    author: z.string().nullable(),
    /** Taka. */
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
    /** The search's address on the search page. */
    link: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof ZSavedSearch>;

/** Saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 20;
