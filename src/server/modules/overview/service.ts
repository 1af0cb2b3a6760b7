// The admins' overview: what the marketplace did over the last 30 days (day by day) or 12 weeks
// (week by week), on Dhaka's calendar. Each figure is one statement over the rows of the span
// alone, read through the index on the moment it counts by (created_at; completed_at for sales),
// so what it costs follows the span's trade, never the size of the tables. The counts group by
// bucket and campus at once: the chart adds up the campuses, the campus table the buckets. (A
// booking carries its book's campus for this: a lookup of the book for each booking would cost
// more than all the rest.)
import { gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dhakaDay } from '../../../shared/dhaka-time';
import type {
  Overview,
  OverviewCampus,
  OverviewFigures,
  OverviewRange,
} from '../../../shared/schemas/overview';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { campus } from '../../db/schema/campus';
import { book } from '../../db/schema/catalog';
import { conversation } from '../../db/schema/messages';
import { booking } from '../../db/schema/orders';

const DAY_MS = 86_400_000;
/** Campuses in the table: those that listed the most books in the span. */
const TOP_CAMPUSES = 10;

/**
 * Weeks are the seven days ending today and the seven before each: every bar a whole week, so
 * the last one is comparable with the others (a calendar week so far would look like a drop).
 */
const SPANS: Record<OverviewRange, { buckets: number; days: number }> = {
  '30d': { buckets: 30, days: 1 },
  '12w': { buckets: 12, days: 7 },
};

type Span = { from: Date; to: Date; buckets: number; days: number };

/** The span ending with today on Dhaka's calendar: from a Dhaka midnight to tomorrow's. */
function spanOf(range: OverviewRange, now: Date): Span {
  const { buckets, days } = SPANS[range];
  // Dhaka keeps no daylight saving: its days are all 24 hours long.
  const to = new Date(`${dhakaDay(now)}T00:00:00+06:00`).getTime() + DAY_MS;
  return { from: new Date(to - buckets * days * DAY_MS), to: new Date(to), buckets, days };
}

/**
 * The first moment of the bucket a moment falls in (date_bin works in whole microseconds, twice
 * as fast as arithmetic on epoch seconds, which are numeric); `bucketIndex` counts it from 0.
 */
const bucketOf = (column: AnyColumn, span: Span) =>
  sql`date_bin(${`${span.days} days`}::interval, ${column}, ${span.from.toISOString()}::timestamptz)`.mapWith(
    (value: string | Date) => new Date(value),
  );
const bucketIndex = (start: Date, span: Span) =>
  Math.round((start.getTime() - span.from.getTime()) / (span.days * DAY_MS));

/** The column's moment within the span: a range of the index on that column. */
const within = (column: AnyColumn, span: Span): SQL =>
  sql`(${gte(column, span.from)} and ${lt(column, span.to)})`;

const count = (filter?: SQL) =>
  filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`;

const noFigures = (): OverviewFigures => ({
  newUsers: 0,
  booksListed: 0,
  bookings: 0,
  sales: 0,
  salesAmount: 0,
});

/** a / b, to four places; null when there is nothing to divide by. */
const rate = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

/** People who joined in the span, by bucket and the campus they chose (the index alone). */
const joined = (db: Database, span: Span) =>
  db
    .select({ bucket: bucketOf(user.createdAt, span), campusId: user.campusId, users: count() })
    .from(user)
    .where(within(user.createdAt, span))
    .groupBy(sql`1, 2`);

/** Books listed in the span (removed since or not: they were listed), by bucket and campus. */
const listed = (db: Database, span: Span) =>
  db
    .select({ bucket: bucketOf(book.createdAt, span), campusId: book.campusId, books: count() })
    .from(book)
    .where(within(book.createdAt, span))
    .groupBy(sql`1, 2`);

/** Bookings made in the span by bucket and their book's campus, and what became of them since. */
const booked = (db: Database, span: Span) =>
  db
    .select({
      bucket: bucketOf(booking.createdAt, span),
      campusId: booking.campusId,
      requested: count(),
      accepted: count(sql`${booking.acceptedAt} is not null or ${booking.status} = 'paid'`),
      completed: count(sql`${booking.status} = 'paid'`),
      lapsed: count(sql`${booking.status} = 'lapsed'`),
      // A no-show an admin rejected on the absent side's dispute never counts.
      noShow: count(
        sql`${booking.status} = 'no_show' and ${booking.noShowDispute} is distinct from 'rejected'`,
      ),
    })
    .from(booking)
    .where(within(booking.createdAt, span))
    .groupBy(sql`1, 2`);

/** Sales completed in the span (whenever booked) by bucket and campus, and their prices. */
const sold = (db: Database, span: Span) =>
  db
    .select({
      bucket: bucketOf(booking.completedAt, span),
      campusId: booking.campusId,
      sales: count(),
      amount: sql<number>`sum(${booking.price})::bigint`.mapWith(Number),
    })
    .from(booking)
    .where(sql`${booking.status} = 'paid' and ${within(booking.completedAt, span)}`)
    .groupBy(sql`1, 2`);

/** Conversations opened in the span, those the seller answered, and the median wait (seconds). */
const answered = (db: Database, span: Span) =>
  db
    .select({
      conversations: count(),
      replied: sql<number>`count(${conversation.firstReplyAt})::int`,
      median: sql<
        string | number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${conversation.firstReplyAt} - ${conversation.createdAt}))`,
    })
    .from(conversation)
    .where(within(conversation.createdAt, span));

/** The overview of the span ending today: series, totals, the bookings' funnel, reply time, campuses. */
export async function readOverview(
  db: Database,
  range: OverviewRange,
  now = new Date(),
): Promise<Overview> {
  const span = spanOf(range, now);
  const [users, books, bookings, sales, [replies]] = await Promise.all([
    joined(db, span),
    listed(db, span),
    booked(db, span),
    sold(db, span),
    answered(db, span),
  ]);

  const buckets = Array.from({ length: span.buckets }, (_, i) => ({
    start: dhakaDay(new Date(span.from.getTime() + i * span.days * DAY_MS)),
    ...noFigures(),
  }));
  const campuses = new Map<string, OverviewFigures>();
  /** Adds a row's figures to its bucket (one of the span's, as its WHERE asks) and its campus. */
  const tally = (
    row: { bucket: Date; campusId: string | null },
    part: Partial<OverviewFigures>,
  ) => {
    const targets: OverviewFigures[] = [buckets[bucketIndex(row.bucket, span)]!];
    if (row.campusId) {
      let figures = campuses.get(row.campusId);
      if (!figures) campuses.set(row.campusId, (figures = noFigures()));
      targets.push(figures);
    }
    for (const figures of targets)
      for (const [name, value] of Object.entries(part) as [keyof OverviewFigures, number][])
        figures[name] += value;
  };
  for (const row of users) tally(row, { newUsers: row.users });
  for (const row of books) tally(row, { booksListed: row.books });
  for (const row of bookings) tally(row, { bookings: row.requested });
  for (const row of sales) tally(row, { sales: row.sales, salesAmount: row.amount });

  const totals = noFigures();
  for (const bucket of buckets)
    for (const name of Object.keys(totals) as (keyof OverviewFigures)[])
      totals[name] += bucket[name];
  const funnel = { requested: 0, accepted: 0, completed: 0, lapsed: 0, noShow: 0 };
  for (const row of bookings)
    for (const name of Object.keys(funnel) as (keyof typeof funnel)[]) funnel[name] += row[name];

  const median = replies?.median == null ? null : Number(replies.median) / 60;
  return {
    range,
    bucketDays: span.days,
    from: buckets[0]!.start,
    to: dhakaDay(now),
    buckets,
    totals,
    funnel: {
      ...funnel,
      acceptedRate: rate(funnel.accepted, funnel.requested),
      completedRate: rate(funnel.completed, funnel.requested),
      lapsedRate: rate(funnel.lapsed, funnel.requested),
      noShowRate: rate(funnel.noShow, funnel.accepted),
    },
    replies: {
      conversations: replies?.conversations ?? 0,
      replied: replies?.replied ?? 0,
      medianMinutes: median === null ? null : Math.round(median * 10) / 10,
    },
    campuses: await namedCampuses(db, campuses),
  };
}

/** The campuses that listed the most books (then sold the most), with their names. */
async function namedCampuses(
  db: Database,
  figures: Map<string, OverviewFigures>,
): Promise<OverviewCampus[]> {
  const top = [...figures.entries()]
    .sort(
      ([a, one], [b, other]) =>
        other.booksListed - one.booksListed ||
        other.sales - one.sales ||
        other.bookings - one.bookings ||
        other.newUsers - one.newUsers ||
        a.localeCompare(b),
    )
    .slice(0, TOP_CAMPUSES);
  if (top.length === 0) return [];
  const names = await db
    .select({
      id: campus.id,
      name: campus.name,
      nameBn: campus.nameBn,
      short: campus.short,
      shortBn: campus.shortBn,
    })
    .from(campus)
    .where(
      inArray(
        campus.id,
        top.map(([id]) => id),
      ),
    );
  const byId = new Map(names.map((row) => [row.id, row]));
  return top.flatMap(([id, counted]) => {
    const named = byId.get(id);
    if (!named) return [];
    const { name, nameBn, short, shortBn } = named;
    return [{ campusId: id, name, nameBn, short, shortBn, ...counted }];
  });
}
