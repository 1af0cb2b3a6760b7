import type { HOME as EN } from '../en/home';

export const HOME = {} as const satisfies Record<keyof typeof EN, string>;
