/** What a book's ISBN, course codes and other details say when they are wrong. */
export const BOOK_DETAIL_MESSAGES = {
  isbnInvalid: 'This is not a valid ISBN: check its 10 or 13 digits',
  isbnNotFound: 'No book with this ISBN was found: type its details',
  isbnUnavailable: 'The book could not be looked up just now: type its details',
  courseCodeInvalid: 'Course codes look like CSE 101 (up to 5, separated by commas)',
  authorTooLong: 'An author can be at most 120 characters',
  editionTooLong: 'An edition can be at most 60 characters',
  departmentTooLong: 'A department can be at most 100 characters',
} as const;
