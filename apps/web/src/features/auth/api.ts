import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { authCalls, userCalls, type AuthenticateRequest } from '@wcpp/contract';
import { errorCode, errorMessage } from '../../lib/errors';
import * as signInErrors from '../../lib/error-contexts/sign-in';
import { call } from '../../lib/http';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { handOverUser } from '../../lib/user-keys';

/** POST /authenticate with a username and password, or the single sign-on code (public: no token, and its 401 ends no session). */
export async function authenticate(body: AuthenticateRequest) {
  return call(authCalls.authenticate, { body });
}

type SignInState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * Part 1 §4.2, in the spec's order: store user name and token, set the authorization cookie,
 * load the user details, then go to /wcpp/home (or the kept return path). Plain state, not a
 * TanStack mutation: the sign-in page does not load the library (docs/decisions/058); the portal
 * starts loading it when the session begins (main.tsx), and the details loaded here are handed to
 * its query cache.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const signIn = useCallback(
    async (body: AuthenticateRequest, onError?: (error: unknown) => void) => {
      setState({ status: 'pending' });
      try {
        const auth = await authenticate(body);
        sessionStore.signIn(auth);
        try {
          handOverUser(auth.username, await call(userCalls.userByName, { params: { name: auth.username } }));
        } catch (error) {
          sessionStore.signOut();
          throw error;
        }
        setState({ status: 'success' });
        // After a sign-out the person did not choose, back to the page they were on (docs/decisions/027).
        navigate(sessionStore.takeReturnPath(auth.username) ?? paths.home, { replace: true });
      } catch (error) {
        setState({ status: 'error', error });
        onError?.(error);
      }
    },
    [navigate],
  );
  return {
    signIn,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
  };
}

/** The catalogue message for a failed sign-in (part 1 §8); a network failure is "anything else". */
export function signInErrorMessage(error: unknown): string {
  return errorMessage(signInErrors.signIn, error);
}

export function signInErrorCode(error: unknown): string {
  return errorCode(error);
}
