import type { ADMIN_ROLE_TEXTS as EN } from '../en/admin-roles';

export const ADMIN_ROLE_TEXTS = {
  notAnAdmin: 'এই ইউজার অ্যাডমিন নন।',
  removed: 'অ্যাডমিন পদ সরিয়ে নেওয়া হয়েছে।',
} as const satisfies Record<keyof typeof EN, string>;
