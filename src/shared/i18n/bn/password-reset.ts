import type { PASSWORD_RESET_MESSAGES as EN } from '../en/password-reset';

export const PASSWORD_RESET_MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
