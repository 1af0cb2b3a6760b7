import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Overview, OverviewRange } from '../../../shared/schemas/overview';
import { apiRequest } from '../../api/http';

export const overviewKeys = {
  all: ['overview'] as const,
  range: (range: OverviewRange) => [...overviewKeys.all, range] as const,
};

const overviewQuery = (range: OverviewRange) => ({
  queryKey: overviewKeys.range(range),
  queryFn: () => apiRequest<Overview>(`/api/admin/overview?range=${range}`),
  // The other period's figures stay on screen until the new ones come, rather than a blank.
  placeholderData: keepPreviousData,
});

/** The marketplace's figures over the last 30 days or 12 weeks (the admins'). */
export const useOverview = (range: OverviewRange) => useQuery(overviewQuery(range));

/** The leading campuses of the same answer, a row each. */
export const useOverviewCampuses = (range: OverviewRange) =>
  useQuery({
    ...overviewQuery(range),
    select: (overview) => overview.campuses.map((row) => ({ ...row, id: row.campusId })),
  });
