import { z } from './zod';
import { ZCampusId } from './campuses';
import { text } from './text';
import { messageKey } from '../i18n/keys';

/** A campus place the admins offer for meet-ups (the buyer may still write any place). */
export const ZMeetupSpot = z
  .object({ id: z.string(), campusId: z.string(), name: z.string() })
  .meta({ id: 'MeetupSpot' });
export type MeetupSpot = z.infer<typeof ZMeetupSpot>;

export const ZMeetupSpotInput = z.object({
  name: text({ error: messageKey('meetupSpotRequired') })
    .trim()
    .min(2, messageKey('meetupSpotRequired'))
    .max(100),
  campusId: ZCampusId,
});

/** The spots of one campus, or of all of them. */
export const ZMeetupSpotQuery = z.object({ campus: ZCampusId.optional() });
export type MeetupSpotInput = z.input<typeof ZMeetupSpotInput>;
