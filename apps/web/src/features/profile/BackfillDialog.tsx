import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  backfillLabels, backfillMessages, BackfillSchema,
  type Backfill, type BackfillInput,
} from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { AffiliationSelect } from './AffiliationSelect';

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
            <TextField
              id="backfill-job-title"
              label={backfillLabels.jobTitle}
              required
              {...field(register('jobTitle'))}
              error={Boolean(errors.jobTitle)}
              helperText={errors.jobTitle?.message}
              slotProps={{ htmlInput: { maxLength: 128 } }}
            />
            <TextField
              id="backfill-company"
              label={backfillLabels.companyNm}
              required
              {...field(register('companyNm'))}
              error={Boolean(errors.companyNm)}
              helperText={errors.companyNm?.message}
              slotProps={{ htmlInput: { maxLength: 128 } }}
            />
            <TextField
              id="backfill-company-url"
              label={backfillLabels.companyUrl}
              type="url"
              {...field(register('companyUrl'))}
              error={Boolean(errors.companyUrl)}
              helperText={errors.companyUrl?.message}
              slotProps={{ htmlInput: { maxLength: 128 } }}
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
                {...field(register('affiliationDesc'))}
                error={Boolean(errors.affiliationDesc)}
                helperText={errors.affiliationDesc?.message}
                slotProps={{ htmlInput: { maxLength: 80 } }}
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
