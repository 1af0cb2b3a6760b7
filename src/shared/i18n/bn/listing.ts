// The listing area's texts in Bangla.
import type { LISTING as EN } from '../en/listing';

export const LISTING = {} as const satisfies Record<keyof typeof EN, string>;
