// The shop area's texts in English.
export const SHOP = {} as const;
