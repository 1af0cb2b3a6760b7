import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A university whose students trade here, seeded from campuses.json (db/seed.ts) and kept by the
 * admins afterwards: its names in both languages, the short names students use, its city, and
 * the e-mail domains its students' addresses end in (a subdomain of one counts too).
 */
export const campus = pgTable(
  'campus',
  {
    // The short slug doubles as the id: stable across databases and readable in URLs (?campus=ju).
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameBn: text('name_bn').notNull(),
    short: text('short').notNull(),
    shortBn: text('short_bn').notNull(),
    city: text('city').notNull(),
    cityBn: text('city_bn').notNull(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text('website'),
    /** Merged into another campus: its people and books moved there, its address still leads there. */
    mergedInto: text('merged_into').references((): AnyPgColumn => campus.id),
    /** No longer offered for new accounts; those who chose it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('campus_domains_idx').using('gin', t.domains)],
);
