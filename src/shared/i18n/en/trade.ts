/** (filled in below) */
export const TRADE = {} as const;
