/** The home page's advertised card: on the first script, so an area of its own. */
export const ADVERTISED = {
  'book.ad': 'Advertised',
  'book.adLabel': '{name}, {price}, in {category}',
} as const;
