/** (filled in below) */
export const MAIL = {} as const;
