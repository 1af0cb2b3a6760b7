import type { SHELL_MESSAGES as EN } from '../en/shell';

export const SHELL_MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
