import type { CORE as EN } from '../en/core';

export const CORE = {} as const satisfies Record<keyof typeof EN, string>;
