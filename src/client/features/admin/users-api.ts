import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserListRole, UserPatch } from '../../../shared/schemas/users';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { messageText } from '../../i18n/errors';

const usersKey = (role: UserListRole) => ['admin', 'users', role] as const;

/** All buyers, all sellers or all admins. */
export function useUsers(role: UserListRole) {
  return useQuery({
    queryKey: usersKey(role),
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
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
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
