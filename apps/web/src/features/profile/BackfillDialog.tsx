import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  backfillLabels, backfillMessages, BackfillSchema,
  type Backfill, type BackfillInput,
} from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextInput } from '../../components/TextInput';
import { AffiliationSelect } from '../../components/AffiliationSelect';

/** Part 1 §4: after a failed submit the dialog closes itself this long after showing the error. */
export const BACKFILL_ERROR_CLOSE_MS = 3000;

interface Props {
  userNm: string;
  onSubmit: (values: Backfill) => Promise<unknown>;
  onClose: () => void;
}

const field = ({ ref, ...rest }: UseFormRegisterReturn) => ({ inputRef: ref, ...rest });

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
    <Dialog open aria-labelledby="backfill-title" maxWidth="sm" fullWidth>
      <DialogTitle id="backfill-title">{backfillMessages.title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            {submitFailed && <Alert severity="error">{backfillMessages.submitFailed}</Alert>}
            <FormErrorSummary errors={errors} message={backfillMessages.summary} />
            <Typography>{backfillLabels.intro}</Typography>
            <TextInput
              id="backfill-job-title"
              label={backfillLabels.jobTitle}
              required
              {...field(register('jobTitle'))}
              error={errors.jobTitle?.message}
              maxLength={128}
            />
            <TextInput
              id="backfill-company"
              label={backfillLabels.companyNm}
              required
              {...field(register('companyNm'))}
              error={errors.companyNm?.message}
              maxLength={128}
            />
            <TextInput
              id="backfill-company-url"
              label={backfillLabels.companyUrl}
              type="url"
              {...field(register('companyUrl'))}
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
              <TextInput
                id="backfill-other"
                label={backfillLabels.affiliationDesc}
                required
                {...field(register('affiliationDesc'))}
                error={errors.affiliationDesc?.message}
                maxLength={80}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || submitFailed}>
            {backfillLabels.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default BackfillDialog;
