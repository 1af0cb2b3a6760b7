import type { ACCOUNT as EN } from '../en/account';

export const ACCOUNT = {} as const satisfies Record<keyof typeof EN, string>;
