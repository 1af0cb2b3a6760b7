import { MESSAGES } from '../../shared/messages';
import type { Database } from '../db/client';
import { clearCounter, hitCounter, readCounter } from '../db/counters';
import { AppError } from '../errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

const keys = (email: string, ip: string) => ({
  account: `sign-in-failures|account|${email.trim().toLowerCase()}`,
  address: `sign-in-failures|address|${ip}`,
});

const minutesUntil = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));

/** Refuses a sign-in while the account or the address has failed too often lately. */
export async function assertSignInAllowed(db: Database, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const [account, address] = await Promise.all([
    readCounter(db, k.account),
    readCounter(db, k.address),
  ]);
  const blocked = [
    account && account.hits >= MAX_FAILURES_PER_ACCOUNT ? account : null,
    address && address.hits >= MAX_FAILURES_PER_ADDRESS ? address : null,
  ].filter((c) => c !== null);
  if (blocked.length === 0) return;
  const resetAt = Math.max(...blocked.map((c) => c.resetAt));
  const minutes = minutesUntil(resetAt);
  throw new AppError(
    'TOO_MANY_ATTEMPTS',
    429,
    `${MESSAGES.signInThrottled} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export async function recordSignInFailure(db: Database, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await Promise.all([hitCounter(db, k.account, WINDOW_MS), hitCounter(db, k.address, WINDOW_MS)]);
}

export async function recordSignInSuccess(db: Database, email: string, ip: string): Promise<void> {
  await clearCounter(db, keys(email, ip).account);
}
