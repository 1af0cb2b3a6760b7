/** (filled in below) */
export const CORE = {} as const;
