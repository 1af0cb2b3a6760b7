// Fills a migrated database with a campus-sized catalog in a few SQL statements (generate_series):
// users (a fifth of them sellers), books over the six categories, and the trade around them:
// bookings in every state, card payments held and paid out, ratings, and each booking's thread.
import { CATEGORIES } from '../../src/shared/constants';

/** Titles students actually sell; every book's name is one of these with an edition or a series. */
export const SUBJECTS = [
  'Calculus',
  'Linear Algebra',
  'Discrete Mathematics',
  'Organic Chemistry',
  'Physical Chemistry',
  'Microeconomics',
  'Macroeconomics',
  'Principles of Accounting',
  'Introduction to Algorithms',
  'Data Structures in C',
  'Operating System Concepts',
  'Computer Networks',
  'Database System Concepts',
  'Digital Logic Design',
  'Electrical Circuits',
  'Engineering Mechanics',
  'Thermodynamics',
  'Fluid Mechanics',
  'Human Anatomy',
  'Medical Physiology',
  'Pharmacology',
  'Bangladesh Studies',
  'English Grammar in Use',
  'IELTS Practice Tests',
  'GRE Vocabulary',
  'BCS Preliminary Guide',
  'Admission Test Question Bank',
  'Himu Samagra',
  'Feluda Omnibus',
  'Pather Panchali',
  'The Alchemist',
  'Sapiens',
  'Atomic Habits',
  'Rich Dad Poor Dad',
  'Harry Potter and the Philosopher\u2019s Stone',
  'The Kite Runner',
  'A Brief History of Time',
  'Cosmos',
  'Statistics for Business',
  'Marketing Management',
];
/** Who wrote them, one each, in the order of SUBJECTS; a quarter of the listings leave it out. */
const AUTHORS = [
  'James Stewart',
  'David C. Lay',
  'Kenneth H. Rosen',
  'Paula Yurkanis Bruice',
  'Peter Atkins',
  'Hal R. Varian',
  'N. Gregory Mankiw',
  'Jerry J. Weygandt',
  'Thomas H. Cormen',
  'Yedidyah Langsam',
  'Abraham Silberschatz',
  'Andrew S. Tanenbaum',
  'Henry F. Korth',
  'M. Morris Mano',
  'Charles K. Alexander',
  'R. C. Hibbeler',
  'Yunus A. Cengel',
  'Frank M. White',
  'B. D. Chaurasia',
  'Arthur C. Guyton',
  'Bertram G. Katzung',
  'Abul Kalam',
  'Raymond Murphy',
  'Cambridge ESOL',
  'Norman Lewis',
  'M. Rahman',
  'Udvash',
  'Humayun Ahmed',
  'Satyajit Ray',
  'Bibhutibhushan Bandyopadhyay',
  'Paulo Coelho',
  'Yuval Noah Harari',
  'James Clear',
  'Robert T. Kiyosaki',
  'J. K. Rowling',
  'Khaled Hosseini',
  'Stephen Hawking',
  'Carl Sagan',
  'David M. Levine',
  'Philip Kotler',
];
const SERIES = [
  'Early Transcendentals',
  'for Engineers',
  'Made Easy',
  'Concepts and Applications',
  'Second Edition',
  'Third Edition',
  'Solved Problems',
  'Student Edition',
  'Complete Guide',
  'Lecture Notes',
  'Volume 1',
  'Volume 2',
];
const PLACES = [
  'Dhaka University, Curzon Hall',
  'BUET, Ahsanullah Hall',
  'Jahangirnagar University, Bottola',
  'Rajshahi University, Library',
  'NSU, Block C',
  'Chittagong University, Shuttle Train Station',
];

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export type Sizes = { books: number; users: number; bookings: number };

/** The statements that fill the catalog, in order. Deterministic: the same sizes give the same rows. */
/** The campuses the bench's students study at: the first 80 (of 83), by id. */
export const CAMPUSES = 80;
const CAMPUS_OF = (student: string) =>
  `(select array_agg(id order by id) from (select id from campus order by id limit ${CAMPUSES}) c)[1 + ${student} % ${CAMPUSES}]`;

export function catalogStatements({ books, users, bookings }: Sizes): string[] {
  const sellers = Math.max(1, Math.floor(users / 5));
  return [
    // Students of 80 campuses, in turn; each book is to be had at its seller's.
    `insert into "user" (id, name, email, email_verified, role, verified, campus_id, created_at,
                         updated_at)
     select 'bench-' || g, 'Student ' || g, 'student' || g || '@bench.test', true,
            case when g <= ${sellers} then 'seller' else 'buyer' end, g % 3 = 0,
            ${CAMPUS_OF('g')}, now() - g * interval '1 hour', now()
     from generate_series(1, ${users}) g`,
    `insert into book (seller_id, campus_id, category_id, name, author, condition, location, price,
                       original_price, seller_phone, description, purchase_year, status, advertised,
                       deleted_at, created_at, updated_at)
     select 'bench-' || (1 + (g::bigint * 7919) % ${sellers}),
            ${CAMPUS_OF(`(1 + (g::bigint * 7919) % ${sellers})`)},
            (${sqlArray(CATEGORIES.map((c) => c.id))})[1 + g % ${CATEGORIES.length}],
            (${sqlArray(SUBJECTS)})[1 + (g * 31) % ${SUBJECTS.length}] || ' ' ||
              (${sqlArray(SERIES)})[1 + (g / ${SUBJECTS.length}) % ${SERIES.length}],
            case when g % 4 <> 0 then (${sqlArray(AUTHORS)})[1 + (g * 31) % ${SUBJECTS.length}] end,
            (array['Excellent', 'Good', 'Fair'])[1 + g % 3],
            (${sqlArray(PLACES)})[1 + g % ${PLACES.length}],
            (100 + (g * 137) % 2400) * 100,
            (400 + (g * 137) % 2400) * 100,
            '0171' || lpad((g % 10000000)::text, 7, '0'),
            'A used copy in ' || (array['excellent', 'good', 'fair'])[1 + g % 3] ||
              ' condition, a few notes in pencil. Meet on campus after classes.',
            2010 + g % 16,
            case when g % 12 = 0 then 'sold' else 'available' end,
            g % 100 = 0,
            case when g % 97 = 0 then now() else null end,
            now() - g * interval '3 minutes', now()
     from generate_series(1, ${books}) g`,
    // A cover each: an upload row (its files are never fetched) and the book's photo 0.
    `insert into upload (id, owner_id, width, height, bytes, attached_at)
     select substr(md5(id::text), 1, 22), seller_id, 900, 1200, 90000, now() from book`,
    `insert into book_photo (book_id, upload_id, position)
     select id, substr(md5(id::text), 1, 22), 0 from book`,
    // Of every eight bookings: two cancelled, three requested, one agreed and paid by card (the
    // money held), two completed (paid out, both sides rated).
    `insert into booking (book_id, buyer_id, buyer_phone, meeting_location, price, status, meet_at,
                          meet_proposed_by, accepted_at, card_paid_at, completed_at,
                          created_at, updated_at)
     select b.id, 'bench-' || (${sellers} + 1 + (n * 104729) % ${users - sellers}), '01812345678',
            'TSC', b.price,
            case when n % 4 = 0 then 'cancelled' when n % 8 = 1 then 'accepted'
                 when n % 8 in (3, 7) then 'paid' else 'pending' end,
            now() + (n % 7) * interval '1 day', 'buyer',
            case when n % 8 in (1, 3, 7) then now() - n * interval '6 minutes' end,
            case when n % 8 in (1, 3, 7) then now() - n * interval '5 minutes' end,
            case when n % 8 in (3, 7) then now() - n * interval '4 minutes' end,
            now() - n * interval '7 minutes', now()
     from (select id, price, row_number() over (order by id) as n
           from book where status = 'available' and deleted_at is null
           limit ${bookings}) b`,
    `update book set status = 'sold' from booking
     where booking.book_id = book.id and booking.status in ('accepted', 'paid')`,
    `insert into payment (booking_id, book_id, buyer_id, amount, provider, provider_ref, status,
                          created_at)
     select id, book_id, buyer_id, price, 'test', 'pi_bench_' || id,
            case when status = 'paid' then 'succeeded' else 'held' end, card_paid_at
     from booking where card_paid_at is not null`,
    `insert into review (booking_id, reviewer_id, reviewee_id, reviewer_side, stars, created_at,
                         updated_at)
     select booking.id, side.reviewer, side.reviewee, side.name, 3 + (hashtext(booking.id::text) & 1) * 2,
            booking.completed_at, booking.completed_at
     from booking join book on book.id = booking.book_id,
          lateral (values ('buyer', booking.buyer_id, book.seller_id),
                          ('seller', book.seller_id, booking.buyer_id)) side(name, reviewer, reviewee)
     where booking.status = 'paid'`,
    // Every booking's thread: the buyer's question, the request, the seller's answer.
    `insert into conversation (book_id, buyer_id, seller_id, last_message_at, created_at)
     select booking.book_id, booking.buyer_id, book.seller_id, booking.created_at + interval '2 minutes',
            booking.created_at - interval '1 minute'
     from booking join book on book.id = booking.book_id`,
    `insert into message (conversation_id, sender_id, kind, body, created_at)
     select c.id, m.sender, m.kind, m.body, c.created_at + m.after * interval '1 minute'
     from conversation c,
          lateral (values (c.buyer_id, 'text', 'Is this still available? Can we meet at TSC?', 0),
                          (null, 'event', '{"key":"event.requested","params":{"name":"A buyer","place":"TSC"}}', 1),
                          (c.seller_id, 'text', 'Yes, after my 2 pm class works.', 3)) m(sender, kind, body, after)`,
    'analyze',
  ];
}
