import { useQuery } from '@tanstack/react-query';
import type { MeetupSpot } from '../../../shared/schemas/meetup-spots';
import { apiRequest } from '../../api/http';

export const spotsKey = ['meetup-spots'] as const;

/** The campus places the admins keep, offered wherever a meet-up place is typed. */
export const useMeetupSpots = () =>
  useQuery({
    queryKey: spotsKey,
    queryFn: () => apiRequest<MeetupSpot[]>('/api/meetup-spots'),
    staleTime: 5 * 60_000,
  });

/** A place field that offers the campus's meet-up spots and takes any other place too. */
export function SpotOptions({ id }: { id: string }) {
  const spots = useMeetupSpots();
  return (
    <datalist id={id}>
      {spots.data?.map((spot) => (
        <option key={spot.id} value={spot.name} />
      ))}
    </datalist>
  );
}
