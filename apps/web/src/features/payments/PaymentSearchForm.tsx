import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dateFieldTexts, PaymentSearchFormSchema, paymentMessages, paymentTexts as texts, tinLabel, type PaymentSearchForm as Form, type PaymentSearchQuery } from '@wcpp/contract';
import { Button } from '../../components/ui/Button';
import { DateField } from '../../components/ui/DateField';
import { Select } from '../../components/ui/Select';
import { Grid, Stack } from '../../components/ui/Stack';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/ui/TextField';
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
  const { register, control, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(PaymentSearchFormSchema), defaultValues: typed });
  const errors = formState.errors;
  const tins = useOwnTins().data ?? [];
  const names = useTinNames();
  // The form follows the address (Back, another search), except when a refusal cleared it: what was typed stays, with its errors.
  const keepTyped = useRef(false);
  const typedKey = JSON.stringify(typed);
  const shownKey = useRef(typedKey);
  useEffect(() => {
    if (typedKey === shownKey.current) return;
    shownKey.current = typedKey;
    if (keepTyped.current) keepTyped.current = false;
    else reset(JSON.parse(typedKey) as Form);
  }, [typedKey, reset]);
  const submit = handleSubmit(
    (form) => onSearch(form),
    () => {
      keepTyped.current = onRefused();
    },
  );
  return (
    <form noValidate aria-label={texts.form} onSubmit={submit}>
      <Stack gap={3} className="wc-mb3">
        <FormErrorSummary errors={errors} message={paymentMessages.summary} />
        <Grid columns={2}>
          <TextField id="payment-number" label={texts.checkNumber} maxLength={20} error={errors.checkNumber?.message} {...register('checkNumber')} />
          <TextField id="payment-payer" label={texts.payer} maxLength={60} error={errors.payer?.message} {...register('payer')} />
          <DateField control={control} name="from" id="payment-from" label={texts.from} hint={dateFieldTexts.hint} error={errors.from?.message} />
          <DateField control={control} name="to" id="payment-to" label={texts.to} hint={dateFieldTexts.hint} error={errors.to?.message} />
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
        <Stack direction="row" gap={3}>
          <Button type="submit" variant="contained">
            {texts.search}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              reset(emptyForm);
              onReset();
            }}
          >
            {texts.reset}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
