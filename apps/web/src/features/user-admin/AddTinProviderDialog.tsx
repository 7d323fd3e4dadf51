import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  accountLimits,
  AddTinSearchFormSchema,
  addTinDialogMessages as messages,
  addTinDialogTexts as texts,
  genericMessages,
  type AddTinSearchForm,
  type ProviderListItem,
} from '@wcpp/contract';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Grid } from '../../components/ui/Stack';
import { errorCode } from '../../lib/errors';
import { bind } from '../../lib/form';
import { searchProviders } from './add-user-api';

interface Props {
  /** TINs already added: adding one again says so. */
  chosen: string[];
  /** The provider chosen; the dialog closes with onClose after it. */
  onAdd: (provider: ProviderListItem) => void;
  onClose: () => void;
}

type TextFields = Exclude<keyof AddTinSearchForm, 'type'>;

/** Part 2 §2: the provider type is P Physician or F Facility in this dialog; none until chosen. */
const empty: AddTinSearchForm = { tin: '', type: '', prvId: '', facility: '', first: '', last: '' };

/**
 * Add TIN Provider (part 2 §2, §5): 'Enter TIN + any 1 of the options listed' — a provider type,
 * provider id, facility name or physician name — then one provider of the list is selected (one at a
 * time) and its TIN added to the new group. Open while mounted: closing it forgets what was typed.
 */
export function AddTinProviderDialog({ chosen, onAdd, onClose }: Props) {
  // The search is a form on the contract's schema (react-hook-form, one pattern: issue 26 §2); the
  // choice of a row below is not part of it.
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(AddTinSearchFormSchema), defaultValues: empty });
  const errors = formState.errors;
  const [selectError, setSelectError] = useState<string | null>(null);
  const [results, setResults] = useState<ProviderListItem[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');

  const search = handleSubmit(async (v) => {
    const options = {
      'prv-type': v.type || undefined,
      'prv-id': v.prvId || undefined,
      'facility-nm': v.facility || undefined,
      'phy-first-nm': v.first || undefined,
      'phy-last-nm': v.last || undefined,
    };
    setState('searching');
    setSelected(null);
    setSelectError(null);
    try {
      setResults(await searchProviders(v.tin, options));
      setState('idle');
    } catch (error) {
      setResults(null);
      // A TIN outside the caller's reach is not found, as one with no provider (never says which).
      if (errorCode(error) === 'TIN_NOT_IN_SCOPE') {
        setResults([]);
        setState('idle');
      } else setState('failed');
    }
  });

  const add = () => {
    const provider = results?.find((p) => p.prvId === selected);
    if (!provider) return setSelectError(messages.selectOne);
    if (chosen.includes(provider.prvTaxId)) return setSelectError(messages.duplicate);
    onAdd(provider);
    onClose();
  };

  const input = (field: TextFields, label: string, maxLength: number) => (
    <TextInput id={`add-tin-${field}`} label={label} maxLength={maxLength} error={errors[field]?.message} {...bind(register(field))} />
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
          <TextInput id="add-tin-tin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" error={errors.tin?.message} {...bind(register('tin'))} />
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
      {results && results.length > 0 && (
        <div className="wc-ua-results">
          <div className="wc-table-scroll wc-ua-dense">
            <table className="wc-table" aria-label={texts.title}>
              <thead>
                <tr>
                  <th scope="col" className="wc-ua-check-cell">
                    <span className="wc-visually-hidden">{texts.selectColumn}</span>
                  </th>
                  <th scope="col">{texts.columns.prvTaxId}</th>
                  <th scope="col">{texts.columns.prvId}</th>
                  <th scope="col">{texts.columns.prvName}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((p) => (
                  <tr key={p.prvId}>
                    <td className="wc-ua-check-cell">
                      {/* The kit's radio (as RadioGroup draws it), one per row: the rows are one group by name. */}
                      <label className="wc-check wc-check-cell">
                        <input type="radio" name="add-tin-provider" checked={selected === p.prvId} onChange={() => (setSelected(p.prvId), setSelectError(null))} />
                        <span className="wc-visually-hidden">{texts.select(p.prvName)}</span>
                      </label>
                    </td>
                    <td>{p.prvTaxId}</td>
                    <td>{p.prvId}</td>
                    <td>{p.prvName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p role={selectError ? 'alert' : undefined} className={selectError ? 'wc-body2 wc-ua-error' : 'wc-body2 wc-secondary'}>
            {selectError ?? messages.note}
          </p>
        </div>
      )}
    </Dialog>
  );
}
