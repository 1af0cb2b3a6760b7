/** What taking an admin's role away says. */
export const ADMIN_ROLE_TEXTS = {
  notAnAdmin: 'This user is not an admin.',
  removed: 'Admin role removed.',
} as const;
