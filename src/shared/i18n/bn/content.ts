import type { CONTENT as EN } from '../en/content';

export const CONTENT = {} as const satisfies Record<keyof typeof EN, string>;
