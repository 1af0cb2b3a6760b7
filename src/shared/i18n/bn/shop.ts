// The shop area's texts in Bangla.
import type { SHOP as EN } from '../en/shop';

export const SHOP = {} as const satisfies Record<keyof typeof EN, string>;
