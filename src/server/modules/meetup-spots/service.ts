import { asc, eq } from 'drizzle-orm';
import type { MeetupSpot } from '../../../shared/schemas/meetup-spots';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { meetupSpot } from '../../db/schema/site';
import { appError } from '../../errors';
import { openCampus } from '../campuses/service';

const toSpot = (row: typeof meetupSpot.$inferSelect): MeetupSpot => ({
  id: row.id,
  campusId: row.campusId,
  name: row.name,
});

/** A campus's meet-up places (every campus's, without one), by name. */
export async function listMeetupSpots(db: Database, campusId?: string): Promise<MeetupSpot[]> {
  const rows = await db
    .select()
    .from(meetupSpot)
    .where(campusId ? eq(meetupSpot.campusId, campusId) : undefined)
    .orderBy(asc(meetupSpot.name));
  return rows.map(toSpot);
}

export async function addMeetupSpot(
  db: Database,
  { name, campusId }: { name: string; campusId: string },
): Promise<MeetupSpot> {
  await openCampus(db, campusId);
  try {
    const [row] = await db.insert(meetupSpot).values({ name, campusId }).returning();
    return toSpot(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('SPOT_EXISTS');
    throw error;
  }
}

export async function removeMeetupSpot(db: Database, id: string): Promise<void> {
  const removed = await db.delete(meetupSpot).where(eq(meetupSpot.id, id)).returning();
  if (removed.length === 0) throw appError('MEETUP_SPOT_NOT_FOUND');
}
