import { useState } from 'react';
import { formatDate, genericMessages, securityTexts, stepUpTexts, type SecurityOverview } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecoveryCodesDialog } from '../../components/sign-in-security/RecoveryCodesDialog';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { AppEnrolDialog } from './AppEnrolDialog';
import { PasskeysPart } from './PasskeysPart';
import { useForgetBrowser, useRemoveApp, useRenewRecoveryCodes, useSecurityOverview } from './sign-in-security-api';

type Open = 'enrol' | 'remove' | 'renew' | null;

/**
 * Sign-in security on the own profile (issue 46 §2): the passkeys, the authenticator app, the recovery
 * codes and the remembered browsers. Not shown while mirroring: these are the person's own, never the mirrored user's.
 * A change that asks for the second check gets it from the http client (lib/step-up.ts).
 */
export function SignInSecuritySection() {
  const overview = useSecurityOverview();
  const remove = useRemoveApp();
  const renew = useRenewRecoveryCodes();
  const forget = useForgetBrowser();
  const [open, setOpen] = useState<Open>(null);
  // Recovery codes shown once, then the change's message.
  const [codes, setCodes] = useState<{ codes: string[]; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);

  const starting = (next: Open) => {
    setDone(null);
    setFailed(null);
    setOpen(next);
  };
  const finished = (shown?: string[], message: string = securityTexts.done) => {
    setOpen(null);
    if (shown?.length) setCodes({ codes: shown, message });
    else setDone(message);
  };
  const handlers = {
    onSuccess: () => finished(),
    onError: (error: unknown) => {
      setOpen(null);
      setFailed(error);
    },
  };

  if (overview.isError) return <Alert severity="error">{genericMessages.generic}</Alert>;
  if (!overview.data) return null;
  const data = overview.data;
  return (
    <section aria-labelledby="sign-in-security" className="wc-stack wc-max-760 wc-mt3">
      <h2 id="sign-in-security" className="wc-h2">
        {securityTexts.title}
      </h2>
      <p className="wc-text">{securityTexts.intro}</p>
      {/* A fact of the account, not news: no live region (the profile's own messages are). */}
      {data.required && <p className="wc-text wc-strong">{securityTexts.required}</p>}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {failed !== null && <Alert severity="error">{errorMessage(securityErrors.security, failed)}</Alert>}
      <PasskeysPart passkeys={data.passkeys} onStart={() => starting(null)} onDone={(message, shown) => finished(shown, message)} onFailed={handlers.onError} />
      <AppPart app={data.app} onSetUp={() => starting('enrol')} onRemove={() => starting('remove')} />
      <RecoveryPart recoveryCodes={data.recoveryCodes} onRenew={() => starting('renew')} />
      <BrowsersPart
        browsers={data.browsers}
        onForget={(id) => {
          // Not disabled while one is forgotten: the button keeps the focus a step-up dialog gives back.
          if (forget.isPending) return;
          starting(null);
          forget.mutate(id, handlers);
        }}
      />
      {open === 'enrol' && <AppEnrolDialog onConfirmed={finished} onCancel={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'remove'}
        title={securityTexts.appRemoveConfirm}
        confirmLabel={securityTexts.appRemove}
        cancelLabel={stepUpTexts.cancel}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, handlers)}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'renew'}
        title={securityTexts.recoveryNewConfirm}
        confirmLabel={securityTexts.recoveryNew}
        cancelLabel={stepUpTexts.cancel}
        busy={renew.isPending}
        onConfirm={() => renew.mutate(undefined, { ...handlers, onSuccess: (answer) => finished(answer.recoveryCodes) })}
        onCancel={() => setOpen(null)}
      />
      {codes && (
        <RecoveryCodesDialog
          codes={codes.codes}
          onSaved={() => {
            setCodes(null);
            setDone(codes.message);
          }}
        />
      )}
    </section>
  );
}

function AppPart({ app, onSetUp, onRemove }: { app: SecurityOverview['app']; onSetUp: () => void; onRemove: () => void }) {
  return (
    <div className="wc-stack">
      <h3 className="wc-h3">{securityTexts.appTitle}</h3>
      {app ? (
        <p className="wc-text">
          {securityTexts.appSince(formatDate(app.createdAt))} {app.lastUsedAt && securityTexts.appLastUsed(formatDate(app.lastUsedAt))}
        </p>
      ) : (
        <p className="wc-text">{securityTexts.appNone}</p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Button variant="outlined" onClick={onSetUp}>
          {app ? securityTexts.appReplace : securityTexts.appSetUp}
        </Button>
        {app && (
          <Button variant="text" onClick={onRemove}>
            {securityTexts.appRemove}
          </Button>
        )}
      </div>
    </div>
  );
}

function RecoveryPart({ recoveryCodes, onRenew }: { recoveryCodes: SecurityOverview['recoveryCodes']; onRenew: () => void }) {
  return (
    <div className="wc-stack">
      <h3 className="wc-h3">{securityTexts.recoveryTitle}</h3>
      <p className="wc-text">{recoveryCodes ? securityTexts.recoveryLeft(recoveryCodes.remaining) : securityTexts.recoveryNone}</p>
      {recoveryCodes && (
        <div>
          <Button variant="outlined" onClick={onRenew}>
            {securityTexts.recoveryNew}
          </Button>
        </div>
      )}
    </div>
  );
}

function BrowsersPart({ browsers, onForget }: { browsers: SecurityOverview['browsers']; onForget: (id: string) => void }) {
  return (
    <div className="wc-stack">
      <h3 className="wc-h3">{securityTexts.browsersTitle}</h3>
      {browsers.length === 0 ? (
        <p className="wc-text">{securityTexts.browsersNone}</p>
      ) : (
        <ul aria-label={securityTexts.browsersTitle} className="wc-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {browsers.map((browser) => (
            <li key={browser.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'space-between' }}>
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <p className="wc-text" id={`browser-${browser.id}`}>
                  {browser.label}
                  {browser.current && <strong> ({securityTexts.browserThis})</strong>}
                </p>
                <p className="wc-body2">{securityTexts.browserSeen(formatDate(browser.createdAt), formatDate(browser.lastUsedAt))}</p>
              </div>
              <Button variant="text" aria-describedby={`browser-${browser.id}`} onClick={() => onForget(browser.id)}>
                {securityTexts.browserForget}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
