import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/schemas/categories';
import { apiRequest } from '../../api/http';

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => apiRequest<Category[]>('/api/categories'),
  });
}
