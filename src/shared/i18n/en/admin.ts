/** (filled in below) */
export const ADMIN = {} as const;
