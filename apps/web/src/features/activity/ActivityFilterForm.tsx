import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { activityKinds, activityTexts as texts, genericMessages, tinLabel } from '@wcpp/contract';
import { Select } from '../../components/ui/Select';
import { Grid, Stack } from '../../components/ui/Stack';
import { TextField } from '../../components/ui/TextField';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FormButtons } from '../../components/FormButtons';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { useAddressSearchForm } from '../../components/useAddressSearchForm';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { ActivityFormSchema, emptyForm, filterFields, type ActivityFilters, type ActivityForm, type FilterField } from './activity-form';

interface Props {
  /** The search in the address, as people type it: the form shows it, and again after Back. */
  typed: ActivityForm;
  /** The network's administrators filter by group and address too. */
  network: boolean;
  onSearch: (filters: ActivityFilters) => void;
  /** The form refused what was typed; answers whether the address changes as a result. */
  onRefused: () => boolean;
  onReset: () => void;
  /** The server's messages by field, when it refused the search (a 400 names them). */
  serverFields?: Record<string, string>;
}

const kindOptions = [{ value: '', label: texts.anyKind }, ...activityKinds.map((kind) => ({ value: kind, label: texts.kinds[kind] }))];
const RANGE_HINT = 'activity-range-hint';

/**
 * The Activity's filters (issue 47 §1): person, patient, TIN (a choice of the user's own when they have
 * some), claim, bill, payment, action kind and dates; group and address for the network's administrators.
 * The contract's query schema checks them before they are sent (activity-form.ts).
 */
export function ActivityFilterForm({ typed, network, onSearch, onRefused, onReset, serverFields }: Props) {
  const form = useForm<ActivityForm, unknown, ActivityFilters>({ resolver: zodResolver(ActivityFormSchema), defaultValues: typed });
  const { register, control, setError, formState } = form;
  const errors = formState.errors;
  const tins = useOwnTins().data ?? [];
  const names = useTinNames();
  const { submit, clear } = useAddressSearchForm(form, { typed, empty: emptyForm, onSearch, onRefused, onReset });
  // The server checks the same schema: what it refused is marked at its field, as the form's own checks are.
  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields ?? {})) {
      if ((filterFields as readonly string[]).includes(field)) setError(field as FilterField, { type: 'server', message });
    }
  }, [serverFields, setError]);
  const text = (field: Exclude<FilterField, 'tin' | 'kind' | 'from' | 'to'>, maxLength: number, numeric = false) => (
    <TextField id={`activity-${field}`} label={texts[field]} maxLength={maxLength} inputMode={numeric ? 'numeric' : undefined} error={errors[field]?.message} {...register(field)} />
  );
  return (
    <form noValidate aria-label={texts.filters} onSubmit={submit}>
      <Stack gap={3} className="wc-mb3">
        <FormErrorSummary errors={errors} message={genericMessages.summary} />
        <Grid columns={3}>
          {text('person', 50)}
          {text('patient', 40)}
          {tins.length > 0 ? (
            <Select
              id="activity-tin"
              label={texts.tin}
              registration={register('tin')}
              required={false}
              error={errors.tin?.message}
              options={[{ value: '', label: texts.anyTin }, ...tins.map((tin) => ({ value: tin, label: tinLabel(tin, names.get(tin)) }))]}
            />
          ) : (
            <TextField id="activity-tin" label={texts.tin} maxLength={9} inputMode="numeric" error={errors.tin?.message} {...register('tin')} />
          )}
          {text('claimNumber', 40)}
          {text('bill', 22)}
          {text('payment', 9, true)}
          <Select id="activity-kind" label={texts.kind} registration={register('kind')} required={false} error={errors.kind?.message} options={kindOptions} />
          <DateRangeFields control={control} id="activity" labels={{ from: texts.from, to: texts.to }} errors={{ from: errors.from?.message, to: errors.to?.message }} describedBy={RANGE_HINT} />
          {network && text('group', 9, true)}
          {network && text('ip', 60)}
        </Grid>
        <p id={RANGE_HINT} className="wc-body2">
          {texts.defaultRange}
        </p>
        <FormButtons submitLabel={texts.search} cancelLabel={texts.clear} onCancel={clear} />
      </Stack>
    </form>
  );
}
