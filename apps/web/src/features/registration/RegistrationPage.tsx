import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { registrationTexts as texts, RegistrationStartFormSchema } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { EmailInput } from '../../components/EmailInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { errorMessage } from '../../lib/errors';
import * as registrationErrors from '../../lib/error-contexts/registration';
import { bind } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useRegistrationStart } from './api';
import { FormButtons } from '../../components/FormButtons';

interface Values {
  emailAddress: string;
  termsAccepted: boolean;
}

/** /wcpp/registration (part 2 §2): EmailStep, then ThankYou. Submit is enabled once the terms are ticked. */
export function RegistrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const start = useRegistrationStart();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    resolver: zodResolver(RegistrationStartFormSchema),
    defaultValues: { emailAddress: '', termsAccepted: false },
  });
  const campaign = params.get('campaign');
  const toLogin = () => navigate(paths.login);

  if (sentTo) {
    return (
      <FormCard title={texts.startTitle}>
        <h2 className="wc-h2 wc-mb2">{texts.thankYouTitle}</h2>
        <p className="wc-text wc-mb2" role="status">
          {texts.thankYou(sentTo)}
        </p>
        <p className="wc-text wc-mb3">{texts.thankYouSupport}</p>
        <Button variant="contained" onClick={toLogin}>
          {texts.done}
        </Button>
      </FormCard>
    );
  }

  const submit = handleSubmit((values) =>
    start.mutate({ emailAddress: values.emailAddress, campaign }, { onSuccess: (answer) => setSentTo(answer.emailAddress) }),
  );

  return (
    <FormCard title={texts.startTitle}>
      <form noValidate className="wc-stack" onSubmit={submit} aria-label={texts.startTitle}>
        <p className="wc-text">{texts.startIntro}</p>
        {start.isError && <Alert severity="error">{errorMessage(registrationErrors.registrationStart, start.error)}</Alert>}
        <EmailInput id="registration-email" label={texts.email} error={formState.errors.emailAddress?.message} {...bind(register('emailAddress'))} />
        <Checkbox
          {...register('termsAccepted')}
          label={
            <>
              {texts.terms}{' '}
              <a className="wc-link wc-link-underline" href="/content/terms-of-use" target="_blank" rel="noopener">
                {texts.termsLink}
              </a>
            </>
          }
        />
        <FormButtons submitLabel={texts.submit} cancelLabel={texts.cancel} submitDisabled={!watch('termsAccepted') || start.isPending} onCancel={toLogin} />
      </form>
    </FormCard>
  );
}

export default RegistrationPage;
