import type { SHELL_MESSAGES as EN } from '../en/shell';

export const SHELL_MESSAGES = {
  routeError: 'কোথাও একটা সমস্যা হয়েছে।',
} as const satisfies Record<keyof typeof EN, string>;
