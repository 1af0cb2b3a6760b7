import type { ADMIN_ROLE_TEXTS as EN } from '../en/admin-roles';

export const ADMIN_ROLE_TEXTS = {} as const satisfies Record<keyof typeof EN, string>;
