import { Controller } from 'react-hook-form';
import { accountLimits, addTinDialogMessages as messages, addTinDialogTexts as texts, genericMessages, type AddTinSearchForm, type ProviderListItem } from '@wcpp/contract';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Grid } from '../../components/ui/Stack';
import { bind } from '../../lib/form';
import { ProviderResultsTable } from './ProviderResultsTable';
import { useProviderSearch } from './use-provider-search';

interface Props {
  /** TINs already added: adding one again says so. */
  chosen: string[];
  /** The provider chosen; the dialog closes with onClose after it. */
  onAdd: (provider: ProviderListItem) => void;
  onClose: () => void;
}

type TextFields = Exclude<keyof AddTinSearchForm, 'type'>;

/**
 * Add TIN Provider (part 2 §2, §5): 'Enter TIN + any 1 of the options listed' — a provider type,
 * provider id, facility name or physician name — then one provider of the list is selected (one at a
 * time) and its TIN added to the new group. Open while mounted: closing it forgets what was typed.
 */
export function AddTinProviderDialog({ chosen, onAdd, onClose }: Props) {
  const { form, search, results, selected, select, selectError, state, add } = useProviderSearch(chosen, onAdd, onClose);
  const { register, control, formState } = form;
  const errors = formState.errors;

  const input = (field: TextFields, label: string, maxLength: number) => (
    <TextField id={`add-tin-${field}`} label={label} maxLength={maxLength} error={errors[field]?.message} {...bind(register(field))} />
  );

  return (
    <Dialog
      title={texts.title}
      titleId="add-tin-title"
      describedBy="add-tin-intro"
      wide
      onClose={onClose}
      actions={
        <>
          <Button variant="contained" onClick={add} disabled={!results?.length}>
            {texts.add}
          </Button>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void search(event)} aria-labelledby="add-tin-title" className="wc-stack">
        <p id="add-tin-intro" className="wc-text">
          {messages.title}
        </p>
        <Grid columns={2}>
          <TextField id="add-tin-tin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" error={errors.tin?.message} {...bind(register('tin'))} />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <RadioGroup
                name="add-tin-type"
                label={texts.providerType}
                value={field.value}
                options={{ P: texts.physician, F: texts.facility }}
                onChange={field.onChange}
                error={errors.type?.message}
              />
            )}
          />
          {input('prvId', texts.providerId, accountLimits.providerId)}
          {input('facility', texts.facilityName, 120)}
          {input('first', texts.physicianFirstName, accountLimits.name)}
          {input('last', texts.physicianLastName, accountLimits.name)}
        </Grid>
        <div>
          <Button type="submit" variant="outlined" disabled={state === 'searching'}>
            {texts.search}
          </Button>
        </div>
        {state === 'failed' && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {results && results.length === 0 && (
          <Alert severity="info" role="status">
            {messages.noProviders}
          </Alert>
        )}
      </form>
      {results && results.length > 0 && <ProviderResultsTable results={results} selected={selected} onSelect={select} selectError={selectError} />}
    </Dialog>
  );
}
