import { useMeetupSpots } from './api';

/** A place field that offers the campus's meet-up spots and takes any other place too. */
export function SpotOptions({ id, campusId = null }: { id: string; campusId?: string | null }) {
  const spots = useMeetupSpots(campusId);
  return (
    <datalist id={id}>
      {spots.data?.map((spot) => (
        <option key={spot.id} value={spot.name} />
      ))}
    </datalist>
  );
}
