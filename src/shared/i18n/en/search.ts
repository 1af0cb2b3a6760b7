// The search area's texts in English.
export const SEARCH = {} as const;
