import type { TRADE as EN } from '../en/trade';

export const TRADE = {} as const satisfies Record<keyof typeof EN, string>;
