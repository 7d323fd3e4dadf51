import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ftinAlreadyRegisteredTexts as popup,
  isLinkExpired,
  registrationMessages,
  registrationTexts as texts,
  type RegistrationCompleteRequest,
  type RegistrationCompleteResponseSchema,
  type ResponseOf,
  type RegistrationForm as RegistrationValues,
} from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormCard } from '../../components/FormCard';
import { errorCode, errorMessage } from '../../lib/errors';
import * as registrationErrors from '../../lib/error-contexts/registration';
import { paths } from '../../lib/paths';
import { useInternalRegistrationComplete, useRegistrationComplete } from './api';
import { InternalRegistrationForm, type InternalRegistrationValues } from './InternalRegistrationForm';
import type { RegistrationCompleteState } from './RegistrationCompletePage';
import { RegistrationForm } from './RegistrationForm';

/** Part 2 §4: the steps of the confirm page; anything else shows 'OOPS!'. */
type Step = 'AuthenticationStep' | 'LinkExpired' | 'ThankYou' | 'Unknown';

/** Which fields a refusal concerns, so the form marks them as well as showing the message. */
function refusal(error: unknown) {
  const code = errorCode(error);
  const message = errorMessage(registrationErrors.registrationComplete, error);
  const field = { INVALID_TOKEN: 'authenticationCode', INVALID_USERNAME: 'userName', INVALID_PW: 'password' }[code];
  return { code, message, fields: field ? { [field]: field === 'password' ? registrationMessages.passwordRequirements : message } : undefined };
}

/**
 * /wcpp/confirmRegistration?token&expire&campaign (part 2 §2, §4): LinkExpired when the link's expire
 * time has passed (or the server says so), else the form; FTIN_ALREADY_REGISTERED asks before going on.
 */
export function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const campaign = params.get('campaign');
  const internal = params.get('type') === 'internal';
  const [step, setStep] = useState<Step>(() => (!token ? 'Unknown' : isLinkExpired(params.get('expire')) ? 'LinkExpired' : 'AuthenticationStep'));
  const [pendingPayload, setPendingPayload] = useState<RegistrationCompleteRequest | null>(null);
  const complete = useRegistrationComplete();
  const completeInternal = useInternalRegistrationComplete();
  const mutation = internal ? completeInternal : complete;
  const failure = mutation.isError ? refusal(mutation.error) : null;

  // A TIN another group holds waits for its approval (decision 047): the completion page says so. The
  // TIN goes in the navigation state, not the address, as screens hand each other what they showed.
  const done = (answer: ResponseOf<typeof RegistrationCompleteResponseSchema>) => {
    setStep('ThankYou');
    const state: RegistrationCompleteState | null = answer.pendingFtin ? { pendingFtin: answer.pendingFtin } : null;
    navigate(`${paths.registrationComplete}?${new URLSearchParams({ campaign: campaign ?? '' })}`, { replace: true, state });
  };
  const failed = (error: unknown) => {
    const code = errorCode(error);
    if (code === 'EXPIRED_TOKEN') setStep('LinkExpired');
  };

  const submit = (payload: RegistrationCompleteRequest) =>
    complete.mutate(payload, {
      onSuccess: done,
      onError: (error) => {
        if (errorCode(error) === 'FTIN_ALREADY_REGISTERED') setPendingPayload(payload);
        failed(error);
      },
    });

  const submitProvider = (v: RegistrationValues) =>
    submit({
      activationToken: token!,
      authenticationCode: v.authenticationCode,
      ftin: v.taxId,
      billCntrlNum: v.billControlNumber,
      cpdId: v.providerId,
      userName: v.userName,
      firstName: v.firstName,
      lastName: v.lastName,
      middleName: v.middleInitial,
      phoneNumber: v.phoneNumber,
      password: v.password,
      failWhenFtinAlreadyRegistered: true,
      campaign,
    });

  const submitInternal = (v: InternalRegistrationValues) =>
    completeInternal.mutate(
      { token: token!, authCode: v.authenticationCode, password: v.password, userDetailsInfo: { userNm: v.userName } },
      { onSuccess: done, onError: failed },
    );

  return (
    <FormCard title={texts.confirmTitle} width={760}>
      {step === 'LinkExpired' && (
        <p className="wc-text" role="alert">
          {registrationMessages.linkExpired}{' '}
          <Link className="wc-link wc-link-underline" to={paths.registration}>
            {texts.backToRegistration}
          </Link>
        </p>
      )}
      {step === 'Unknown' && (
        <div role="alert">
          <h2 className="wc-h2">{registrationMessages.oops}</h2>
        </div>
      )}
      {step === 'ThankYou' && <p className="wc-text" role="status">
          {texts.complete}
        </p>}
      {step === 'AuthenticationStep' &&
        (internal ? (
          <InternalRegistrationForm submitting={mutation.isPending} serverError={failure} onSubmit={submitInternal} />
        ) : (
          <RegistrationForm
            submitting={mutation.isPending}
            serverError={failure && failure.code !== 'FTIN_ALREADY_REGISTERED' ? failure : null}
            onSubmit={submitProvider}
          />
        ))}
      <ConfirmDialog
        open={Boolean(pendingPayload)}
        title={popup.title}
        confirmLabel={popup.complete}
        cancelLabel={popup.cancel}
        busy={complete.isPending}
        onConfirm={() => {
          const payload = { ...pendingPayload!, failWhenFtinAlreadyRegistered: false };
          setPendingPayload(null);
          submit(payload);
        }}
        onCancel={() => {
          setPendingPayload(null);
          complete.reset();
        }}
      >
        <p className="wc-text">{popup.body}</p>
      </ConfirmDialog>
    </FormCard>
  );
}

export default ConfirmRegistrationPage;
