import type { CARD_MESSAGES as EN } from '../en/card';

export const CARD_MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
