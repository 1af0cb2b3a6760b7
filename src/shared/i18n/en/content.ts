/** (filled in below) */
export const CONTENT = {} as const;
