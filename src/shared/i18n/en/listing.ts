// The listing area's texts in English.
export const LISTING = {} as const;
