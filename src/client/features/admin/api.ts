import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN } from '../../../shared/i18n/en/admin';
import type { DisputedNoShow } from '../../../shared/schemas/reviews';
import type { AdminUser, UserListRole, UserPatch } from '../../../shared/schemas/users';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { messageText } from '../../i18n/errors';
import { sellerKeys } from '../reviews/api';

const t = texts(ADMIN);

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersOf: (role: UserListRole) => [...adminKeys.users(), role] as const,
  noShows: () => [...adminKeys.all, 'no-shows'] as const,
};

/** All buyers, all sellers or all admins. */
export function useUsers(role: UserListRole) {
  return useQuery({
    queryKey: adminKeys.usersOf(role),
    queryFn: () => apiRequest<AdminUser[]>(`/api/admin/users?role=${role}`),
  });
}

/**
 * An admin action on a user: the spec's success toast, named by its message key ('userDeleted');
 * a refusal is toasted by the query client.
 */
function useUserAction<T>(request: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(messageText(success));
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

export const useUpdateUser = (success: string) =>
  useUserAction(
    ({ id, patch }: { id: string; patch: UserPatch }) =>
      apiRequest(`/api/admin/users/${id}`, { method: 'PATCH', body: patch }),
    success,
  );

export const useDeleteUser = (success: string) =>
  useUserAction(
    (id: string) => apiRequest(`/api/admin/users/${id}`, { method: 'DELETE' }),
    success,
  );

/** Takes the admin role from another admin; they go back to the role they had before. */
export const useRemoveAdmin = (success: string) =>
  useUserAction(
    (id: string) => apiRequest(`/api/admin/users/${id}/admin`, { method: 'DELETE' }),
    success,
  );

/** The no-shows a seller disputes, for an admin to rule on. */
export const useDisputedNoShows = () =>
  useQuery({
    queryKey: adminKeys.noShows(),
    queryFn: () => apiRequest<DisputedNoShow[]>('/api/admin/no-shows'),
  });

/** An admin's ruling on a disputed no-show; the list and the sellers' standing follow. */
export function useDecideNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upheld }: { id: string; upheld: boolean }) =>
      apiRequest(`/api/admin/bookings/${id}/no-show`, { body: { upheld } }),
    onSuccess: (_answer, { upheld }) => {
      toast.success(t(upheld ? 'noShows.upheld' : 'noShows.rejected'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.noShows() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.all });
    },
  });
}
