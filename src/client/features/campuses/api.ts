import { useQuery } from '@tanstack/react-query';
import type { Campus } from '../../../shared/schemas/campuses';
import { apiRequest } from '../../api/http';

export const campusKeys = {
  all: ['campuses'] as const,
};

/** The campuses one may choose; they change seldom, so a visit asks once. */
export function useCampuses() {
  return useQuery({
    queryKey: campusKeys.all,
    queryFn: () => apiRequest<Campus[]>('/api/campuses'),
    staleTime: 60 * 60 * 1000,
  });
}
