import type { MEETUP_MESSAGES as EN } from '../en/meetup';

export const MEETUP_MESSAGES = {} as const satisfies Record<keyof typeof EN, string>;
