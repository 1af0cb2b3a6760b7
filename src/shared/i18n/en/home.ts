/** (filled in below) */
export const HOME = {} as const;
