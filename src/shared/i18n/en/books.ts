/** (filled in below) */
export const BOOKS = {} as const;
