import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReportedBook } from '../../../shared/schemas/books';
import type { Database } from '../../db/client';
import { book, report } from '../../db/schema/catalog';
import { audit } from '../audit/service';
import { appError } from '../../errors';
import { seller } from '../books/queries';
import { coverIdOf, coverOf } from '../uploads/photos';
import { getLiveBook, liveBook } from '../trade/lifecycle';

/** A buyer reports a book to the admins. Reporting it again changes nothing. */
export async function reportBook(
  db: Database,
  reporterId: string,
  bookId: string,
  reason: string | undefined,
) {
  await db.transaction(async (tx) => {
    const found = await getLiveBook(tx, bookId);
    if (found.sellerId === reporterId)
      throw appError('OWN_BOOK', { message: 'cannotReportOwnBook' });
    await tx
      .insert(report)
      .values({ bookId, reporterId, reason: reason || null })
      .onConflictDoUpdate({
        // Reported again: the report is open again; a new reason replaces the old one.
        target: [report.bookId, report.reporterId],
        set: { dismissedAt: null, reason: sql`coalesce(excluded.reason, ${report.reason})` },
      });
    await tx
      .update(book)
      .set({ reportedAt: sql`coalesce(${book.reportedAt}, now())` })
      .where(eq(book.id, bookId));
  });
}

/** Books with open reports, most recently reported first, for the admin's Reported Products. */
export async function listReportedBooks(db: Database): Promise<ReportedBook[]> {
  const open = and(eq(report.bookId, book.id), isNull(report.dismissedAt));
  const rows = await db
    .select({
      id: book.id,
      name: book.name,
      coverId: coverIdOf(book.id),
      price: book.price,
      status: book.status,
      reportedAt: book.reportedAt,
      sellerId: seller.id,
      sellerName: seller.name,
      sellerEmail: seller.email,
      sellerVerified: seller.verified,
      reports: sql<number>`(select ${count()} from ${report} where ${open})::int`,
      reasons: sql<
        string[]
      >`coalesce((select array_agg(${report.reason}) from ${report} where ${open} and ${report.reason} is not null), '{}')`,
    })
    .from(book)
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .where(and(isNotNull(book.reportedAt), liveBook()))
    .orderBy(desc(book.reportedAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ...coverOf(r.coverId),
    price: r.price,
    status: r.status,
    seller: {
      id: r.sellerId,
      name: r.sellerName,
      email: r.sellerEmail,
      verified: r.sellerVerified,
    },
    reports: r.reports,
    reasons: r.reasons,
    reportedAt: r.reportedAt!.toISOString(),
  }));
}

/** The admin finds nothing wrong: the reports close and the book stays on the market. */
export async function dismissReports(db: Database, adminId: string, bookId: string) {
  await db.transaction(async (tx) => {
    const row = await getLiveBook(tx, bookId);
    if (!row.reportedAt) throw appError('NOT_REPORTED');
    await tx
      .update(report)
      .set({ dismissedAt: new Date() })
      .where(and(eq(report.bookId, bookId), isNull(report.dismissedAt)));
    await tx.update(book).set({ reportedAt: null }).where(eq(book.id, bookId));
    await audit(tx, {
      actorId: adminId,
      action: 'book.dismiss_reports',
      targetType: 'book',
      targetId: bookId,
    });
  });
}
