import type { MAIL as EN } from '../en/mail';

export const MAIL = {} as const satisfies Record<keyof typeof EN, string>;
