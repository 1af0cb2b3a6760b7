import type { ERROR_TEXTS as EN } from '../en/error-texts';

export const ERROR_TEXTS = {} as const satisfies Record<keyof typeof EN, string>;
