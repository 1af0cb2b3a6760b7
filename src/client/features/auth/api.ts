import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPasswordReset, ResetPasswordForm, SignIn } from '../../../shared/schemas/auth';
import { apiRequest } from '../../api/http';
import { rememberSignedIn } from '../../signed-in-hint';
import { authKeys } from './session';
import type { SignUpValues } from './sign-up-form';

export { authKeys };

/** Signs in by e-mail; once the session is read again, `onSignedIn` goes on. */
export function useSignIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignIn) => apiRequest('/api/auth/sign-in/email', { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      onSignedIn();
    },
    // The Login form says a refusal in place (a suspension with until when and why): no toast too.
    onError: () => {},
  });
}

/**
 * Creates an account: the photo goes up first (`upload` answers its address), the account is
 * created only once it is safely stored; once the session is read again, `onSignedUp` goes on.
 */
export function useSignUp(options: {
  upload: (file: File) => Promise<string>;
  onSignedUp: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo: file, ...account }: SignUpValues) => {
      const image = await options.upload(file);
      return apiRequest('/api/auth/sign-up/email', { body: { ...account, image } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      options.onSignedUp();
    },
    onError: options.onError,
  });
}

/** Asks for a password-reset link by e-mail. */
export const useRequestPasswordReset = (onError: (error: Error) => void) =>
  useMutation({
    mutationFn: (input: RequestPasswordReset) =>
      apiRequest<{ message: string }>('/api/auth/request-password-reset', { body: input }),
    onError,
  });

/** Sets a new password with the link's token. */
export function useResetPassword(token: string, onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newPassword }: ResetPasswordForm) =>
      apiRequest('/api/auth/reset-password', { body: { token, newPassword } }),
    onSuccess: async () => {
      // Every session of the account has ended, this browser's too if it was signed in.
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
    },
    onError,
  });
}

/** 'Continue with Google': the server answers Google's address, where the browser goes. */
export const useGoogleSignIn = (returnTo: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<{ url?: string }>('/api/auth/sign-in/social', {
        body: { provider: 'google', callbackURL: returnTo, errorCallbackURL: '/login' },
      }),
    onSuccess: ({ url }) => {
      if (!url) return;
      // Back from Google, the page is most likely signed in: start the app at once to show it
      // (a wrong guess costs only that, and the next answer from the server corrects it).
      rememberSignedIn(true);
      window.location.assign(url);
    },
  });
