import type { ADMIN as EN } from '../en/admin';

export const ADMIN = {} as const satisfies Record<keyof typeof EN, string>;
