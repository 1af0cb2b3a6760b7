import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  isVerifiedStudent,
  STUDENT_CODE_MINUTES,
  STUDENT_CODE_TRIES,
  STUDENT_VERIFICATION_DAYS,
} from '../../../shared/constants';
import type { StudentStatus } from '../../../shared/schemas/students';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { campus } from '../../db/schema/campus';
import { studentCode, user } from '../../db/schema/auth';
import { appError } from '../../errors';
import { letter, wordsIn } from '../../mail/letter';
import type { Mail } from '../../mail/mailer';

/**
 * Verified students: a student names a university address of their campus, gets a 6-digit code
 * there, and types it back within 5 minutes in at most 3 tries. The address is then theirs alone
 * (one account per address) and they are a verified student for a year.
 */

/** Whether `email` is at one of `domains`, or at a subdomain of one (g.bracu.ac.bd for bracu.ac.bd). */
export function atCampusDomain(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email.slice(at + 1).toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The code's fingerprint: keyed by the server's secret, so a copy of the table gives no code away. */
const fingerprint = (secret: string, userId: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}\n${email}\n${code}`).digest('hex');

const sameFingerprint = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The person and their campus's domains, locked while a code is sent or checked. */
async function findStudent(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      name: user.name,
      locale: user.locale,
      campusId: user.campusId,
      short: campus.short,
      domains: campus.domains,
    })
    .from(user)
    .leftJoin(campus, eq(campus.id, user.campusId))
    .where(eq(user.id, userId))
    .for('update', { of: user });
  if (!row) throw appError('USER_NOT_FOUND');
  if (!row.campusId || !row.domains) throw appError('STUDENT_CAMPUS_FIRST');
  return { ...row, domains: row.domains };
}

/** Refuses an address another account has confirmed. */
async function refuseTaken(tx: Transaction, userId: string, email: string) {
  const [taken] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.studentEmail, email), ne(user.id, userId)));
  if (taken) throw appError('STUDENT_EMAIL_TAKEN');
}

function refuseOtherDomain(email: string, student: { short: string | null; domains: string[] }) {
  if (student.domains.length === 0) throw appError('STUDENT_CAMPUS_NO_DOMAIN');
  if (!atCampusDomain(email, student.domains))
    throw appError('STUDENT_EMAIL_DOMAIN', {
      params: { campus: student.short ?? '', domains: student.domains.join(', ') },
    });
}

/** Where a student stands: their confirmed address, until when it counts, and a code waiting. */
export async function studentStatus(db: Database, userId: string): Promise<StudentStatus> {
  const [row] = await db
    .select({
      email: user.studentEmail,
      verifiedAt: user.studentVerifiedAt,
      pendingEmail: studentCode.email,
      expiresAt: studentCode.expiresAt,
      triesLeft: studentCode.triesLeft,
      domains: campus.domains,
    })
    .from(user)
    .leftJoin(studentCode, eq(studentCode.userId, user.id))
    .leftJoin(campus, eq(campus.id, user.campusId))
    .where(eq(user.id, userId));
  if (!row) throw appError('USER_NOT_FOUND');
  const until = row.verifiedAt
    ? new Date(row.verifiedAt.getTime() + STUDENT_VERIFICATION_DAYS * 24 * 60 * 60 * 1000)
    : null;
  const waiting = row.pendingEmail && row.expiresAt && row.expiresAt.getTime() > Date.now();
  return {
    email: row.email,
    verified: isVerifiedStudent(row.verifiedAt),
    until: until?.toISOString() ?? null,
    pending: waiting
      ? {
          email: row.pendingEmail!,
          expiresAt: row.expiresAt!.toISOString(),
          triesLeft: row.triesLeft!,
        }
      : null,
    domains: row.domains ?? [],
  };
}

/** The e-mail with the code, in the student's language. */
function codeMail(to: { name: string; locale: 'en' | 'bn'; email: string }, code: string): Mail {
  const { t, count } = wordsIn(to.locale);
  // The digits as the reader writes them; the form takes either.
  const shown = to.locale === 'bn' ? code.replace(/\d/g, (d) => count(Number(d))) : code;
  return letter(to, t('mail.student.subject', { code: shown }), [
    t('mail.student.body'),
    '',
    shown,
    '',
    t('mail.student.expires', { minutes: count(STUDENT_CODE_MINUTES) }),
    t('mail.student.ignore'),
  ]);
}

/**
 * Sends a new code to `email`, which must be at the student's campus's domain and nobody else's
 * confirmed address; a code sent before stops working. Answers the e-mail to send once the code
 * is stored (the caller sends it after the transaction).
 */
export async function sendStudentCode(
  db: Database,
  secret: string,
  userId: string,
  email: string,
): Promise<Mail> {
  const address = email.toLowerCase();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return db.transaction(async (tx) => {
    const student = await findStudent(tx, userId);
    refuseOtherDomain(address, student);
    await refuseTaken(tx, userId, address);
    const row = {
      email: address,
      codeHash: fingerprint(secret, userId, address, code),
      expiresAt: sql`now() + make_interval(mins => ${STUDENT_CODE_MINUTES})`,
      triesLeft: STUDENT_CODE_TRIES,
      createdAt: sql`now()`,
    };
    await tx
      .insert(studentCode)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: studentCode.userId, set: row });
    return codeMail({ name: student.name, locale: student.locale, email: address }, code);
  });
}

/**
 * Checks a code typed back. Right and in time: the address is the student's, confirmed now. Wrong:
 * one try fewer, and none left ends the code. Late: the code ends.
 */
export async function confirmStudentCode(
  db: Database,
  secret: string,
  userId: string,
  code: string,
): Promise<void> {
  const outcome = await db
    .transaction(async (tx) => {
      const student = await findStudent(tx, userId);
      const [pending] = await tx
        .select({
          email: studentCode.email,
          codeHash: studentCode.codeHash,
          triesLeft: studentCode.triesLeft,
          late: sql<boolean>`${studentCode.expiresAt} <= now()`,
        })
        .from(studentCode)
        .where(eq(studentCode.userId, userId))
        .for('update');
      if (!pending) throw appError('STUDENT_CODE_NONE');
      const ended = () => tx.delete(studentCode).where(eq(studentCode.userId, userId));
      if (pending.late) {
        await ended();
        return 'late' as const;
      }
      if (!sameFingerprint(pending.codeHash, fingerprint(secret, userId, pending.email, code))) {
        const left = pending.triesLeft - 1;
        if (left <= 0) await ended();
        else
          await tx
            .update(studentCode)
            .set({ triesLeft: left })
            .where(eq(studentCode.userId, userId));
        return left;
      }
      // The campus may have changed since the code was sent, or another account confirmed the
      // address meanwhile: both are checked again.
      refuseOtherDomain(pending.email, student);
      await refuseTaken(tx, userId, pending.email);
      await ended();
      await tx
        .update(user)
        .set({ studentEmail: pending.email, studentVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
      return 'confirmed' as const;
    })
    // Another account confirming the same address at the same moment wins.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? appError('STUDENT_EMAIL_TAKEN') : error;
    });
  // Refusals are thrown after the transaction, so that the try it used up is kept.
  if (outcome === 'late') throw appError('STUDENT_CODE_EXPIRED');
  if (outcome === 0) throw appError('STUDENT_CODE_USED_UP');
  if (typeof outcome === 'number')
    throw appError('STUDENT_CODE_WRONG', { params: { tries: outcome } });
}

/** A student who moves to another campus is no longer verified at it: their address goes. */
export async function forgetStudentEmail(tx: Database | Transaction, userId: string) {
  await tx.delete(studentCode).where(eq(studentCode.userId, userId));
  await tx
    .update(user)
    .set({ studentEmail: null, studentVerifiedAt: null })
    .where(eq(user.id, userId));
}
