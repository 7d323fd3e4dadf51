import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PaymentSearchFormSchema, paymentMessages, paymentTexts as texts, tinLabel, type PaymentSearchForm as Form, type PaymentSearchQuery } from '@wcpp/contract';
import { Select } from '../../components/ui/Select';
import { Grid, Stack } from '../../components/ui/Stack';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FormButtons } from '../../components/FormButtons';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/ui/TextField';
import { useAddressSearchForm } from '../../components/useAddressSearchForm';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { emptyForm } from './usePaymentsSearch';

interface Props {
  /** The search in the address, as people type it: the form shows it, and again after Back. */
  typed: Form;
  onSearch: (query: PaymentSearchQuery) => void;
  /** The form refused what was typed; answers whether the address changes as a result. */
  onRefused: () => boolean;
  onReset: () => void;
}

/** The Payments form: number, payer, paid from and to, Tax ID (a choice of the user's own, when there are some). */
export function PaymentSearchForm({ typed, onSearch, onRefused, onReset }: Props) {
  const form = useForm({ resolver: zodResolver(PaymentSearchFormSchema), defaultValues: typed });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const tins = useOwnTins().data ?? [];
  const names = useTinNames();
  const { submit, clear } = useAddressSearchForm(form, { typed, empty: emptyForm, onSearch, onRefused, onReset });
  return (
    <form noValidate aria-label={texts.form} onSubmit={submit}>
      <Stack gap={3} className="wc-mb3">
        <FormErrorSummary errors={errors} message={paymentMessages.summary} />
        <Grid columns={2}>
          <TextField id="payment-number" label={texts.checkNumber} maxLength={20} error={errors.checkNumber?.message} {...register('checkNumber')} />
          <TextField id="payment-payer" label={texts.payer} maxLength={60} error={errors.payer?.message} {...register('payer')} />
          <DateRangeFields control={control} id="payment" labels={{ from: texts.from, to: texts.to }} errors={{ from: errors.from?.message, to: errors.to?.message }} />
          {tins.length > 0 ? (
            <Select
              id="payment-tin"
              label={texts.ftin}
              registration={register('ftin')}
              required={false}
              options={[{ value: '', label: texts.allTins }, ...tins.map((tin) => ({ value: tin, label: tinLabel(tin, names.get(tin)) }))]}
            />
          ) : (
            <TextField id="payment-tin" label={texts.ftin} maxLength={9} inputMode="numeric" error={errors.ftin?.message} {...register('ftin')} />
          )}
        </Grid>
        <FormButtons submitLabel={texts.search} cancelLabel={texts.reset} onCancel={clear} />
      </Stack>
    </form>
  );
}
