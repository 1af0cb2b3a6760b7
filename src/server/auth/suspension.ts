import { isBan } from '../../shared/moderation';

// What signing in and every request know of a suspension (an admin's, modules/users/suspension.ts).

/** Whether someone is suspended now; a suspension that ended counts for nothing. */
export const isSuspended = (until: Date | null | undefined, now = Date.now()) =>
  until != null && until.getTime() > now;

/**
 * The refusal a suspended user meets at sign-in: until when (or for good), why, and the admin's
 * words; the client says it in the reader's language.
 */
export const suspensionRefusal = (row: {
  suspendedUntil: Date;
  suspensionReason: string | null;
  suspensionNote: string | null;
}) => ({
  key: isBan(row.suspendedUntil) ? 'accountBanned' : 'accountSuspended',
  params: {
    until: row.suspendedUntil.toISOString(),
    reason: row.suspensionReason ?? 'repeated',
    ...(row.suspensionNote && { note: row.suspensionNote }),
  },
});
