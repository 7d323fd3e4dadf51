import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { genericMessages, ownSignInTexts as texts, type OwnSignIn } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { browserName } from '../../lib/browser-name';
import { paths } from '../../lib/paths';
import { useNotMe, useRecentSignIns } from './recent-sign-ins-api';

/** A sign-in's time in the browser's own time zone. */
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function SignInLine({ signIn }: { signIn: OwnSignIn }) {
  return (
    <li>
      <span className="wc-strong">{when(signIn.at)}</span> · {signIn.result === 'signedIn' ? texts.signedIn : <span className="wc-strong">{texts.failed}</span>}
      <span className="wc-body2">
        {' '}
        · {signIn.ip ?? '—'} · {browserName(signIn.browser)}
      </span>
    </li>
  );
}

/**
 * The person's recent sign-ins on the own profile (issue 47 §1), and "This wasn't me": every other
 * session signed out and the remembered browsers forgotten, then a new password. While mirroring the
 * list is the mirrored user's and the button is not offered (a change is refused while mirroring).
 */
export function RecentSignIns({ mirroring }: { mirroring: boolean }) {
  const recent = useRecentSignIns();
  const notMe = useNotMe();
  const [asking, setAsking] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (notMe.isSuccess) next.current?.focus();
  }, [notMe.isSuccess]);

  if (recent.isError) return <Alert severity="error">{genericMessages.generic}</Alert>;
  if (!recent.data) return null;
  const { signIns, days } = recent.data;
  return (
    <section aria-labelledby="recent-sign-ins" className="wc-stack wc-max-760 wc-mt3">
      <h2 id="recent-sign-ins" className="wc-h2">
        {texts.title}
      </h2>
      <p className="wc-text">{texts.intro(days)}</p>
      {signIns.length === 0 ? <p className="wc-text">{texts.none}</p> : <ul className="wc-stack wc-plain-list">{signIns.map((s, i) => <SignInLine key={`${s.at}-${i}`} signIn={s} />)}</ul>}
      {notMe.isSuccess && (
        <Alert severity="success">
          {texts.notMeDone(notMe.data.endedSessions)}{' '}
          <Link ref={next} to={paths.changePassword}>
            {texts.changePassword}
          </Link>
        </Alert>
      )}
      {notMe.isError && <Alert severity="error">{errorMessage(securityErrors.security, notMe.error)}</Alert>}
      {!mirroring && !notMe.isSuccess && (
        <div>
          <Button variant="outlined" onClick={() => setAsking(true)} aria-describedby="not-me-hint">
            {texts.notMe}
          </Button>
          <p id="not-me-hint" className="wc-body2">
            {texts.notMeHint}
          </p>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={texts.notMeConfirmTitle}
        confirmLabel={texts.notMeGo}
        cancelLabel={texts.cancel}
        busy={notMe.isPending}
        onConfirm={() => notMe.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {texts.notMeConfirm}
      </ConfirmDialog>
    </section>
  );
}
