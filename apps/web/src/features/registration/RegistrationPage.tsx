import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { registrationStartMessage, registrationTexts as texts, RegistrationStartFormSchema } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { EmailInput } from '../../components/EmailInput';
import { bind, errorCode } from '../../lib/form';
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
        <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
          {texts.thankYouTitle}
        </Typography>
        <Typography role="status" sx={{ mb: 2 }}>
          {texts.thankYou(sentTo)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{texts.thankYouSupport}</Typography>
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
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.startTitle}>
        <Typography>{texts.startIntro}</Typography>
        {start.isError && <Alert severity="error">{registrationStartMessage(errorCode(start.error))}</Alert>}
        <EmailInput id="registration-email" label={texts.email} error={formState.errors.emailAddress?.message} {...bind(register('emailAddress'))} />
        <FormControlLabel
          control={<Checkbox {...register('termsAccepted')} />}
          label={
            <>
              {texts.terms}{' '}
              <Link href="/content/terms-of-use" target="_blank" rel="noopener" underline="always">
                {texts.termsLink}
              </Link>
            </>
          }
        />
        <FormButtons submitLabel={texts.submit} cancelLabel={texts.cancel} submitDisabled={!watch('termsAccepted') || start.isPending} onCancel={toLogin} />
      </Stack>
    </FormCard>
  );
}

export default RegistrationPage;
