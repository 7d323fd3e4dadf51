import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginMessages, loginTexts, passkeySignInTexts, sessionTexts, signInMessage } from '@wcpp/contract';
import { ContentFrame } from '../../components/ContentFrame';
import { Alert } from '../../components/ui/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useConfig } from '../../lib/config';
import { passkeysSupported } from '../../lib/passkeys';
import { paths } from '../../lib/paths';
import { useSessionState } from '../../lib/session';
import { signInErrorCode, signInErrorMessage, useSignIn } from './api';
import { LoginForm } from './LoginForm';

// Issue 46: the second step is its own chunk, loaded only when a password's answer asks for it (the page's budget).
const SecondStep = lazy(() => import('./SecondStep'));

/**
 * /wcpp/login and /wcpp/authenticate (part 1 §2 Sign-in page). Plain HTML with base.css: the sign-in
 * page and everything it loads stay small (docs/decisions/035; sign-in-weight.test.ts keeps it so).
 */
export function LoginPage() {
  const config = useConfig();
  const { session, signOutReason } = useSessionState();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const startSignIn = signIn.signIn;
  const code = params.get('code');
  const state = params.get('state');
  const fail = params.get('fail');

  // Part 1 §4.2: returning from single sign-on with a code signs in at once; a failure comes back as ?fail=.
  const redeemed = useRef(false);
  useEffect(() => {
    if (!code || redeemed.current) return;
    redeemed.current = true;
    void startSignIn({ code, ...(state ? { state } : {}) }, (error) =>
      navigate(`${paths.login}?fail=${encodeURIComponent(signInErrorCode(error))}`, { replace: true }),
    );
  }, [code, state, startSignIn, navigate]);

  // Back from the second step (CANCEL, an expired ticket): the focus goes to the form's first field.
  const wasSecondStep = useRef(false);
  const inSecondStep = signIn.secondStep !== null;
  useEffect(() => {
    if (wasSecondStep.current && !inSecondStep) document.getElementById('username')?.focus();
    wasSecondStep.current = inSecondStep;
  }, [inSecondStep]);

  const signingIn = signIn.isPending || signIn.isSuccess;
  if (session && !signingIn) return <Navigate to={paths.home} replace />;

  const redeeming = Boolean(code);
  const error = signIn.error !== null && !redeeming ? signInErrorMessage(signIn.error) : (signIn.notice ?? (fail ? signInMessage(fail) : null));

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      {signOutReason && (
        <Alert severity="info" role="status" className="wc-mb2">
          {signOutReason === 'timeout' ? loginMessages.timedOut : sessionTexts.ended}
        </Alert>
      )}
      <div className="wc-mb2">
        <ContentFrame src={config.AEM_LOGINPAGE} title={loginTexts.frameTitle} reservedHeight={178} />
      </div>
      <div className="wc-card">
        <PageTitle>{loginTexts.heading}</PageTitle>
        {error && (
          <Alert severity="error" className="wc-mb2">
            {error}
          </Alert>
        )}
        {signIn.secondStep ? (
          <Suspense fallback={null}>
            <SecondStep secondStep={signIn.secondStep} onSignedIn={(answer) => void signIn.complete(answer)} onBack={signIn.restart} />
          </Suspense>
        ) : (
          <FirstStep signIn={signIn} />
        )}
      </div>
    </div>
  );
}

/** Single sign-on, or the user name and password, and the account links (part 1 §2). */
function FirstStep({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const config = useConfig();
  return (
    <>
      <p className="wc-text" style={{ marginBottom: 8 }}>
        {loginTexts.ssoIntro}
      </p>
      <button type="button" className="wc-btn wc-btn-contained wc-full" onClick={() => window.location.assign(config.EAS_URL)}>
        {loginTexts.signIn}
      </button>
      <div className="wc-divider" role="separator">
        <span className="wc-body2">{loginTexts.or}</span>
      </div>
      <LoginForm pending={signIn.isPending} onSubmit={(values) => void signIn.signIn(values)} />
      {/* Issue 46 §1: no user name; offered only where the browser has passkeys at all. */}
      {passkeysSupported() && (
        <button
          type="button"
          className="wc-btn wc-btn-outlined wc-full"
          style={{ marginTop: 16 }}
          onClick={() => {
            // Not disabled while the browser asks: the button keeps the focus for a second try.
            if (!signIn.isPending) void signIn.signInWithPasskey();
          }}
        >
          {passkeySignInTexts.button}
        </button>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 16, marginTop: 24 }}>
        <Link className="wc-link" to={paths.forgotUsername}>
          {loginTexts.forgotUsername}
        </Link>
        <Link className="wc-link" to={paths.resetPassword}>
          {loginTexts.resetPassword}
        </Link>
      </div>
      <p className="wc-text" style={{ marginTop: 16 }}>
        {loginTexts.newUser}{' '}
        <Link className="wc-link" to={paths.registration}>
          {loginTexts.registerHere}
        </Link>
      </p>
    </>
  );
}

export default LoginPage;
