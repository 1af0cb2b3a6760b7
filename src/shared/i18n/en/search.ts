// The search area's texts in English.
export const SEARCH = {
  // A search that found next to nothing as typed, shown for its typos corrected.
  'search.showingFor': 'Showing results for {query}',
  'search.insteadFor': 'Search instead for {original}',
} as const;
