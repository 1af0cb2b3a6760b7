import { useQuery } from '@tanstack/react-query';
import type { BookCondition } from '../../../shared/constants';
import type { Book } from '../../../shared/schemas/books';
import { apiRequest } from '../../api/http';
import { useSettings } from '../profile/api';
import { bookKeys, useMyBooks } from './api';

/** What a new listing starts with, so that a seller's second book asks only what differs. */
export type ListingDefaults = {
  sellerPhone?: string;
  location?: string;
  categoryId?: string;
  condition?: BookCondition;
};

/**
 * A new listing's starting values: the mobile number My Profile keeps, else the seller's last
 * book's; that book's location (a profile keeps none), its category and condition (the seller's
 * last choice, on any device). A first book, or a failed request, starts empty.
 */
export function listingDefaultsOf(
  last: Book | null | undefined,
  phone: string | null = null,
): ListingDefaults {
  const sellerPhone = phone ?? last?.sellerPhone;
  return {
    ...(sellerPhone && { sellerPhone }),
    ...(last && {
      location: last.location,
      categoryId: last.category.id,
      condition: last.condition,
    }),
  };
}

/**
 * Asks for the seller's settings and newest book (My Products' list is newest first), then for
 * all of it.
 */
export function useListingDefaults(): { isPending: boolean; values: ListingDefaults } {
  const settings = useSettings();
  const mine = useMyBooks();
  const lastId = mine.data?.[0]?.id;
  const last = useQuery({
    queryKey: bookKeys.one(lastId ?? ''),
    queryFn: () => apiRequest<Book>(`/api/books/${lastId}`),
    enabled: lastId !== undefined,
  });
  const isPending =
    settings.isPending || mine.isPending || (lastId !== undefined && last.isPending);
  return { isPending, values: listingDefaultsOf(last.data, settings.data?.phone) };
}
