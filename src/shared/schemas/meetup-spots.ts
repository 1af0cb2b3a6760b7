import { z } from 'zod';
import { MESSAGES } from '../messages';
import { text } from './text';

/** A campus place the admins offer for meet-ups (the buyer may still write any place). */
export const ZMeetupSpot = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'MeetupSpot' });
export type MeetupSpot = z.infer<typeof ZMeetupSpot>;

export const ZMeetupSpotInput = z.object({
  name: text({ error: MESSAGES.meetupSpotRequired })
    .trim()
    .min(2, MESSAGES.meetupSpotRequired)
    .max(100),
});
export type MeetupSpotInput = z.input<typeof ZMeetupSpotInput>;
