import { useState } from 'react';
import { accountLimits, addTinDialogMessages as messages, addTinDialogTexts as texts, genericMessages, type ProviderListItem } from '@wcpp/contract';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Grid } from '../../components/ui/Stack';
import { errorCode } from '../../lib/form';
import { searchProviders } from './add-user-api';

interface Props {
  /** TINs already added: adding one again says so. */
  chosen: string[];
  /** The provider chosen; the dialog closes with onClose after it. */
  onAdd: (provider: ProviderListItem) => void;
  onClose: () => void;
}

interface Fields {
  tin: string;
  /** Part 2 §2: P Physician or F Facility in this dialog; none until chosen. */
  type: '' | 'P' | 'F';
  prvId: string;
  facility: string;
  first: string;
  last: string;
}
type TextFields = Exclude<keyof Fields, 'type'>;

const empty: Fields = { tin: '', type: '', prvId: '', facility: '', first: '', last: '' };

/**
 * Add TIN Provider (part 2 §2, §5): 'Enter TIN + any 1 of the options listed' — a provider type,
 * provider id, facility name or physician name — then one provider of the list is selected (one at a
 * time) and its TIN added to the new group. Open while mounted: closing it forgets what was typed.
 */
export function AddTinProviderDialog({ chosen, onAdd, onClose }: Props) {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'select', string>>>({});
  const [results, setResults] = useState<ProviderListItem[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');

  const set = (field: TextFields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [field]: e.target.value }));

  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const tin = fields.tin.trim();
    if (!/^\d*$/.test(tin)) found.tin = messages.tinDigits;
    else if (tin.length !== 9) found.tin = messages.tinNine;
    if (fields.prvId.trim() && !/^\d+$/.test(fields.prvId.trim())) found.prvId = messages.providerId;
    const options = {
      'prv-type': fields.type || undefined,
      'prv-id': fields.prvId.trim() || undefined,
      'facility-nm': fields.facility.trim() || undefined,
      'phy-first-nm': fields.first.trim() || undefined,
      'phy-last-nm': fields.last.trim() || undefined,
    };
    if (!found.tin && !found.prvId && !Object.values(options).some(Boolean)) found.type = messages.enterOption;
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('searching');
    setSelected(null);
    try {
      setResults(await searchProviders(tin, options));
      setState('idle');
    } catch (error) {
      setResults(null);
      // A TIN outside the caller's reach is not found, as one with no provider (never says which).
      if (errorCode(error) === 'TIN_NOT_IN_SCOPE') {
        setResults([]);
        setState('idle');
      } else setState('failed');
    }
  };

  const add = () => {
    const provider = results?.find((p) => p.prvId === selected);
    if (!provider) return setErrors({ select: messages.selectOne });
    if (chosen.includes(provider.prvTaxId)) return setErrors({ select: messages.duplicate });
    onAdd(provider);
    onClose();
  };

  const input = (field: TextFields, label: string, maxLength: number) => (
    <TextInput id={`add-tin-${field}`} label={label} maxLength={maxLength} value={fields[field]} onChange={set(field)} error={errors[field]} />
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
      <form noValidate onSubmit={search} aria-labelledby="add-tin-title" className="wc-stack">
        <p id="add-tin-intro" className="wc-text">
          {messages.title}
        </p>
        <Grid columns={2}>
          <TextInput id="add-tin-tin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" value={fields.tin} onChange={set('tin')} error={errors.tin} />
          <RadioGroup
            name="add-tin-type"
            label={texts.providerType}
            value={fields.type}
            options={{ P: texts.physician, F: texts.facility }}
            onChange={(type) => setFields((f) => ({ ...f, type }))}
            error={errors.type}
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
                        <input type="radio" name="add-tin-provider" checked={selected === p.prvId} onChange={() => (setSelected(p.prvId), setErrors({}))} />
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
          <p role={errors.select ? 'alert' : undefined} className={errors.select ? 'wc-body2 wc-ua-error' : 'wc-body2 wc-secondary'}>
            {errors.select ?? messages.note}
          </p>
        </div>
      )}
    </Dialog>
  );
}
