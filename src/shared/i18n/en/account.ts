/** (filled in below) */
export const ACCOUNT = {} as const;
