import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { authCalls, userCalls, type AuthenticateRequest, type SecondStep, type SignInAnswer } from '@wcpp/contract';
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

type SignInState =
  | { status: 'idle'; notice?: string }
  | { status: 'pending' | 'success' }
  | { status: 'secondStep'; secondStep: SecondStep }
  | { status: 'error'; error: unknown };

/** A whole sign-in: the token and whose it is (after the password alone, or after the second step). */
type SignedIn = Pick<SignInAnswer, 'token' | 'username' | 'mirror'>;

/**
 * Part 1 §4.2, in the spec's order: store user name and token, set the authorization cookie,
 * load the user details, then go to /wcpp/home (or the kept return path). Plain state, not a
 * TanStack mutation: the sign-in page does not load the library (docs/decisions/058); the portal
 * starts loading it when the session begins (main.tsx), and the details loaded here are handed to
 * its query cache. A password that asks for a second factor (issue 46) leaves `secondStep`: the
 * page shows it, and `complete` finishes the sign-in the same way once the factor is given.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const finish = useCallback(
    async ({ token, username, mirror }: SignedIn) => {
      if (!token || !username) throw new Error('The sign-in answer has no token');
      sessionStore.signIn({ token, username, mirror });
      try {
        handOverUser(username, await call(userCalls.userByName, { params: { name: username } }));
      } catch (error) {
        sessionStore.signOut();
        throw error;
      }
      setState({ status: 'success' });
      // After a sign-out the person did not choose, back to the page they were on (docs/decisions/027).
      navigate(sessionStore.takeReturnPath(username) ?? paths.home, { replace: true });
    },
    [navigate],
  );
  const signIn = useCallback(
    async (body: AuthenticateRequest, onError?: (error: unknown) => void) => {
      setState({ status: 'pending' });
      try {
        const answer = await authenticate(body);
        if (answer.secondStep) setState({ status: 'secondStep', secondStep: answer.secondStep });
        else await finish(answer);
      } catch (error) {
        setState({ status: 'error', error });
        onError?.(error);
      }
    },
    [finish],
  );
  /**
   * "Sign in with a passkey" (issue 46 §1): no user name; the browser offers the portal's passkeys, and
   * the server's answer is finished as a password's is. A ceremony the person cancelled asks nothing of
   * the server and leaves the form with its notice.
   */
  const signInWithPasskey = useCallback(async () => {
    setState({ status: 'pending' });
    try {
      const outcome = await (await import('./passkey-sign-in')).passkeySignIn();
      if ('notice' in outcome) setState({ status: 'idle', notice: outcome.notice });
      else await finish(outcome.answer);
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [finish]);
  /** The second step's answer (with its token): the rest of the sign-in, as after a password alone. */
  const complete = useCallback(
    async (answer: SignedIn) => {
      setState({ status: 'pending' });
      try {
        await finish(answer);
      } catch (error) {
        setState({ status: 'error', error });
      }
    },
    [finish],
  );
  /** Back to the login form, cleared (CANCEL), or with a notice (the second step's ticket expired). */
  const restart = useCallback((notice?: string) => setState({ status: 'idle', notice }), []);
  return {
    signIn,
    signInWithPasskey,
    complete,
    restart,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    secondStep: state.status === 'secondStep' ? state.secondStep : null,
    notice: state.status === 'idle' ? (state.notice ?? null) : null,
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
