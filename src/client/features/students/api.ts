import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentStatus } from '../../../shared/schemas/students';
import { apiRequest } from '../../api/http';
import { authKeys } from '../auth/session';
import { profileKeys } from '../profile/api';

const studentKey = profileKeys.student();

/** Whether the signed-in person is a verified student, and a code they are waiting for. */
export const useStudentStatus = () =>
  useQuery({
    queryKey: studentKey,
    queryFn: () => apiRequest<StudentStatus>('/api/me/student'),
  });

/** Asks for a code at a university address; the answer is the status with the code waiting. */
export function useSendStudentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<StudentStatus>('/api/me/student/code', { method: 'POST', body: { email } }),
    onSuccess: (status) => queryClient.setQueryData(studentKey, status),
  });
}

/** Types the code back; once confirmed, the session carries the tick. */
export function useConfirmStudentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<StudentStatus>('/api/me/student/confirm', { method: 'POST', body: { code } }),
    onSuccess: (status) => {
      queryClient.setQueryData(studentKey, status);
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
    },
    // A wrong try uses one up: the status says how many are left.
    onError: () => void queryClient.invalidateQueries({ queryKey: studentKey }),
  });
}
