import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignUpRole } from '../../../shared/constants';
import type { Me } from '../../../shared/schemas/auth';
import type {
  AccountDeletion,
  EmailChange,
  PasswordChange,
  ProfileStat,
  Settings,
  SettingsPatch,
} from '../../../shared/schemas/users';
import { apiRequest } from '../../api/http';
import { authKeys } from '../auth/session';
import { bookingKeys } from '../bookings/api';

/** What the signed-in person keeps of their own: their settings and their counts. */
export const profileKeys = {
  all: ['me'] as const,
  settings: () => [...profileKeys.all, 'settings'] as const,
  stats: () => [...profileKeys.all, 'stats'] as const,
  /** Whether they are a verified student (features/students). */
  student: () => [...profileKeys.all, 'student'] as const,
};

export const useSettings = () =>
  useQuery({
    queryKey: profileKeys.settings(),
    queryFn: () => apiRequest<Settings>('/api/me/settings'),
  });

/**
 * Saves the settings named (the others stay as they are), then `onSaved` tells the user. Whether
 * the phone number is private shows in the bookings, so a change to it refreshes them.
 */
export function useSaveSettings(onSaved: (saved: Settings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiRequest<Settings>('/api/me/settings', { method: 'PUT', body: patch }),
    onSuccess: (saved, patch) => {
      queryClient.setQueryData(profileKeys.settings(), saved);
      if (patch.phonePrivate !== undefined) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
      // The session names the campus the lists start at; a verified student of the campus they
      // left is one no longer.
      if (patch.campusId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: authKeys.session });
        void queryClient.invalidateQueries({ queryKey: profileKeys.student() });
      }
      onSaved(saved);
    },
  });
}

/** "Start selling" for a buyer, "Start buying" for a seller: the session then has both roles. */
export function useTakeUpRole(onDone: (role: SignUpRole) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: SignUpRole) =>
      apiRequest<Me>('/api/me/roles', { method: 'POST', body: { role } }),
    onSuccess: (me, role) => {
      queryClient.setQueryData(authKeys.session, me);
      void queryClient.invalidateQueries({ queryKey: profileKeys.stats() });
      onDone(role);
    },
  });
}

/** The profile card's counts for the user's role. */
export const useProfileStats = () =>
  useQuery({
    queryKey: profileKeys.stats(),
    queryFn: () => apiRequest<ProfileStat[]>('/api/me/stats'),
  });

/** A new name or photo (the photo uploaded first); the session then shows them. */
export function useUpdateProfile(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: { name?: string; image?: string }) =>
      apiRequest('/api/me/profile', { method: 'PATCH', body: patch }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
      onSaved();
    },
  });
}

/** A new password, the current one asked; the other devices are signed out. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (change: PasswordChange) =>
      apiRequest('/api/me/password', { method: 'POST', body: change }),
  });

/** Deletes the account, then starts afresh at Home, signed out. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (confirmation: AccountDeletion) =>
      apiRequest('/api/me', { method: 'DELETE', body: confirmation }),
    onSuccess: () => window.location.assign('/'),
  });

/** Asks for a new sign-in e-mail: a link goes to it, and the change waits for it. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (change: EmailChange) =>
      apiRequest('/api/me/email', { method: 'POST', body: change }),
  });
