import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/schemas/categories';
import { apiRequest } from '../../api/http';

export const categoryKeys = {
  all: ['categories'] as const,
};

export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: () => apiRequest<Category[]>('/api/categories'),
  });
}
