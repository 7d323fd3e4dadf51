import { accountLimits, addUserTexts, tinsTexts as texts } from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/ui/TextField';
import { Button } from '../../components/ui/Button';
import { Grid } from '../../components/ui/Stack';
import { bind } from '../../lib/form';
import type { ManageGroupTins } from './useManageGroupTins';

/** Add a TIN (part 2 §5): the TIN and one proof of it, a bill control number or a provider id on file under it. */
export function AddGroupTinForm({ flow }: { flow: ManageGroupTins }) {
  const { register, watch, formState } = flow.form;
  const errors = formState.errors;
  const [bcn, cpdId] = watch(['billCntrlNum', 'cpdId']);
  return (
    <form noValidate className="wc-stack" onSubmit={flow.submit} aria-label={texts.addTitle}>
      <h2 className="wc-h2">{texts.addTitle}</h2>
      <FormErrorSummary errors={errors} message={texts.summary} />
      <Grid columns={3}>
        <TextField id="group-tin-ftin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" error={errors.ftin?.message} {...bind(register('ftin'))} />
        {/* Part 2 §5: the two proofs are mutually exclusive; typing in one disables the other. */}
        <TextField
          id="group-tin-billCntrlNum"
          label={texts.billControlNumber}
          maxLength={accountLimits.billControlNumberInput}
          inputMode="numeric"
          disabled={Boolean(cpdId)}
          error={errors.billCntrlNum?.message}
          {...bind(register('billCntrlNum'))}
        />
        <TextField
          id="group-tin-cpdId"
          label={texts.providerId}
          maxLength={accountLimits.providerId}
          inputMode="numeric"
          disabled={Boolean(bcn)}
          error={errors.cpdId?.message}
          {...bind(register('cpdId'))}
        />
      </Grid>
      {flow.adding && (
        <p className="wc-body2" role="status">
          {addUserTexts.checking}
        </p>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={flow.adding}>
          {texts.add}
        </Button>
      </div>
    </form>
  );
}
