import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls, signInMessage, type AuthenticateRequest } from '@wcpp/contract';
import { ApiError, call } from '../../lib/http';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { userQuery } from '../../lib/user';

/** POST /authenticate with a username and password, or the single sign-on code (public: no token, and its 401 ends no session). */
export async function authenticate(body: AuthenticateRequest) {
  return call(authCalls.authenticate, { body });
}

/**
 * Part 1 §4.2, in the spec's order: store user name and token, set the authorization cookie,
 * load the user details, then go to /wcpp/home (or the kept return path).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: AuthenticateRequest) => {
      const auth = await authenticate(body);
      sessionStore.signIn(auth);
      try {
        await queryClient.fetchQuery(userQuery(auth.username));
      } catch (error) {
        sessionStore.signOut();
        throw error;
      }
      return auth;
    },
    // After a sign-out the person did not choose, back to the page they were on (docs/decisions/027).
    onSuccess: (auth) => navigate(sessionStore.takeReturnPath(auth.username) ?? paths.home, { replace: true }),
  });
}

/** The catalogue message for a failed sign-in (part 1 §8); a network failure is "anything else". */
export function signInErrorMessage(error: unknown): string {
  return signInMessage(error instanceof ApiError ? error.code : 'OTHER');
}

export function signInErrorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'OTHER';
}
