import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { loginMessages, loginTexts, sessionTexts, signInMessage } from '@wcpp/contract';
import { ContentFrame } from '../../components/ContentFrame';
import { PageTitle } from '../../components/PageTitle';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';
import { useSessionState } from '../../lib/session';
import { signInErrorCode, signInErrorMessage, useSignIn } from './api';
import { LoginForm } from './LoginForm';

/** /wcpp/login and /wcpp/authenticate (part 1 §2 Sign-in page). */
export function LoginPage() {
  const config = useConfig();
  const { session, signOutReason } = useSessionState();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const code = params.get('code');
  const state = params.get('state');
  const fail = params.get('fail');

  // Part 1 §4.2: returning from single sign-on with a code signs in at once; a failure comes back as ?fail=.
  const redeemed = useRef(false);
  useEffect(() => {
    if (!code || redeemed.current) return;
    redeemed.current = true;
    signIn.mutate(
      { code, ...(state ? { state } : {}) },
      { onError: (error) => navigate(`${paths.login}?fail=${encodeURIComponent(signInErrorCode(error))}`, { replace: true }) },
    );
  }, [code, state, signIn, navigate]);

  const signingIn = signIn.isPending || signIn.isSuccess;
  if (session && !signingIn) return <Navigate to={paths.home} replace />;

  const redeeming = Boolean(code);
  const error = signIn.isError && !redeeming ? signInErrorMessage(signIn.error) : fail ? signInMessage(fail) : null;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {signOutReason && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {signOutReason === 'timeout' ? loginMessages.timedOut : sessionTexts.ended}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <ContentFrame src={config.AEM_LOGINPAGE} title={loginTexts.frameTitle} reservedHeight={178} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 460, mx: 'auto' }}>
        <PageTitle>{loginTexts.heading}</PageTitle>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 1 }}>{loginTexts.ssoIntro}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={() => window.location.assign(config.EAS_URL)}>
          {loginTexts.signIn}
        </Button>
        <Divider sx={{ my: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {loginTexts.or}
          </Typography>
        </Divider>
        <LoginForm pending={signIn.isPending} onSubmit={(values) => signIn.mutate(values)} />
        <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={paths.forgotUsername}>
            {loginTexts.forgotUsername}
          </Link>
          <Link component={RouterLink} to={paths.resetPassword}>
            {loginTexts.resetPassword}
          </Link>
        </Stack>
        <Typography sx={{ mt: 2 }}>
          {loginTexts.newUser}{' '}
          <Link component={RouterLink} to={paths.registration}>
            {loginTexts.registerHere}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}

export default LoginPage;
