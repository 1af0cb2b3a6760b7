import type { MESSAGES as EN } from '../en/messages';

export const MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
