import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  backfillLabels, backfillMessages, BackfillSchema,
  type Backfill, type BackfillInput,
} from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/ui/TextField';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { bind } from '../../lib/form';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';

/** Part 1 §4: after a failed submit the dialog closes itself this long after showing the error. */
export const BACKFILL_ERROR_CLOSE_MS = 3000;

interface Props {
  userNm: string;
  onSubmit: (values: Backfill) => Promise<unknown>;
  onClose: () => void;
}

/** "User Profile Information": the profile-completion dialog (part 1 §4, rules of §5). */
export function BackfillDialog({ userNm, onSubmit, onClose }: Props) {
  const [submitFailed, setSubmitFailed] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BackfillInput, unknown, Backfill>({
    resolver: zodResolver(BackfillSchema),
    defaultValues: { userNm, jobTitle: '', companyNm: '', companyUrl: '', affiliationCd: '', affiliationDesc: '' },
  });
  const isOther = watch('affiliationCd') === 'OTHER';

  useEffect(() => {
    if (!submitFailed) return;
    const timer = window.setTimeout(onClose, BACKFILL_ERROR_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [submitFailed, onClose]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch {
      setSubmitFailed(true);
    }
  });

  return (
    // Part 1 §4: the dialog asks until it is answered: Escape and the backdrop leave it open.
    <Dialog
      title={backfillMessages.title}
      titleId="backfill-title"
      onClose={() => undefined}
      actions={
        <Button type="submit" form="backfill-form" variant="contained" disabled={isSubmitting || submitFailed}>
          {backfillLabels.submit}
        </Button>
      }
    >
      <form id="backfill-form" noValidate onSubmit={submit} className="wc-stack wc-dialog-fill">
        {submitFailed && <Alert severity="error">{backfillMessages.submitFailed}</Alert>}
        <FormErrorSummary errors={errors} message={backfillMessages.summary} />
        <p className="wc-text">{backfillLabels.intro}</p>
        <TextField
          id="backfill-job-title"
          label={backfillLabels.jobTitle}
          required
          {...bind(register('jobTitle'))}
          error={errors.jobTitle?.message}
          maxLength={128}
        />
        <TextField
          id="backfill-company"
          label={backfillLabels.companyNm}
          required
          {...bind(register('companyNm'))}
          error={errors.companyNm?.message}
          maxLength={128}
        />
        <TextField
          id="backfill-company-url"
          label={backfillLabels.companyUrl}
          type="url"
          {...bind(register('companyUrl'))}
          error={errors.companyUrl?.message}
          maxLength={128}
        />
        <AffiliationSelect
          id="backfill-account-type"
          label={backfillLabels.affiliationCd}
          registration={register('affiliationCd')}
          error={errors.affiliationCd?.message}
        />
        {isOther && (
          <TextField
            id="backfill-other"
            label={backfillLabels.affiliationDesc}
            required
            {...bind(register('affiliationDesc'))}
            error={errors.affiliationDesc?.message}
            maxLength={80}
          />
        )}
      </form>
    </Dialog>
  );
}

export default BackfillDialog;
