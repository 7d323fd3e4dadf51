import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { accountLimits, addTinDialogMessages as messages, addTinDialogTexts as texts, genericMessages, type ProviderListItem } from '@wcpp/contract';
import { TextInput } from '../../components/TextInput';
import { visuallyHidden } from '../../components/visually-hidden';
import { errorCode } from '../../lib/form';
import { searchProviders } from './add-user-api';

interface Props {
  open: boolean;
  /** TINs already added: adding one again says so. */
  chosen: string[];
  onAdd: (provider: ProviderListItem) => void;
  onClose: () => void;
}

const empty = { tin: '', type: '', prvId: '', facility: '', first: '', last: '' };
type Fields = typeof empty;

/**
 * Add TIN Provider (part 2 §2, §5): 'Enter TIN + any 1 of the options listed' — a provider type,
 * provider id, facility name or physician name — then one provider of the list is selected (one at a
 * time) and its TIN added to the new group.
 */
export function AddTinProviderDialog({ open, chosen, onAdd, onClose }: Props) {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'select', string>>>({});
  const [results, setResults] = useState<ProviderListItem[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');

  const close = () => {
    setFields(empty);
    setErrors({});
    setResults(null);
    setSelected(null);
    setState('idle');
    onClose();
  };
  const set = (field: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [field]: e.target.value }));

  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const tin = fields.tin.trim();
    if (!/^\d*$/.test(tin)) found.tin = messages.tinDigits;
    else if (tin.length !== 9) found.tin = messages.tinNine;
    if (fields.prvId.trim() && !/^\d+$/.test(fields.prvId.trim())) found.prvId = messages.providerId;
    const options = { 'prv-type': fields.type, 'prv-id': fields.prvId.trim(), 'facility-nm': fields.facility.trim(), 'phy-first-nm': fields.first.trim(), 'phy-last-nm': fields.last.trim() };
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
      if (errorCode(error) === 'TIN_NOT_IN_SCOPE') setResults([]);
      else setState('failed');
    }
  };

  const add = () => {
    const provider = results?.find((p) => p.prvId === selected);
    if (!provider) return setErrors({ select: messages.selectOne });
    if (chosen.includes(provider.prvTaxId)) return setErrors({ select: messages.duplicate });
    onAdd(provider);
    close();
  };

  const input = (field: keyof Fields, label: string, maxLength: number) => (
    <TextInput id={`add-tin-${field}`} label={label} maxLength={maxLength} value={fields[field]} onChange={set(field)} error={errors[field]} />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-tin-title" aria-describedby="add-tin-intro" maxWidth="md" fullWidth>
      <DialogTitle id="add-tin-title">{texts.title}</DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate spacing={2} onSubmit={search} aria-labelledby="add-tin-title" sx={{ pt: 1 }}>
          <Typography id="add-tin-intro">{messages.title}</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput id="add-tin-tin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" value={fields.tin} onChange={set('tin')} error={errors.tin} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <RadioGroup row aria-label={texts.providerType} name="prv-type" value={fields.type} onChange={set('type')} aria-describedby={errors.type ? 'add-tin-type-error' : undefined}>
                <FormControlLabel value="P" control={<Radio />} label={texts.physician} />
                <FormControlLabel value="F" control={<Radio />} label={texts.facility} />
              </RadioGroup>
              {errors.type && (
                <Typography id="add-tin-type-error" color="error" variant="body2">
                  {errors.type}
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{input('prvId', texts.providerId, accountLimits.providerId)}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{input('facility', texts.facilityName, 120)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{input('first', texts.physicianFirstName, accountLimits.name)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{input('last', texts.physicianLastName, accountLimits.name)}</Grid>
          </Grid>
          <div>
            <Button type="submit" variant="outlined" disabled={state === 'searching'}>
              {texts.search}
            </Button>
          </div>
        </Stack>
        {state === 'failed' && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {results && results.length === 0 && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {messages.noProviders}
          </Alert>
        )}
        {results && results.length > 0 && (
          <>
            <Table size="small" aria-label={texts.title} sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <span style={visuallyHidden}>{texts.selectColumn}</span>
                  </TableCell>
                  <TableCell>{texts.columns.prvTaxId}</TableCell>
                  <TableCell>{texts.columns.prvId}</TableCell>
                  <TableCell>{texts.columns.prvName}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((p) => (
                  <TableRow key={p.prvId}>
                    <TableCell padding="checkbox">
                      <input
                        type="radio"
                        name="add-tin-provider"
                        aria-label={texts.select(p.prvName)}
                        checked={selected === p.prvId}
                        onChange={() => (setSelected(p.prvId), setErrors({}))}
                      />
                    </TableCell>
                    <TableCell>{p.prvTaxId}</TableCell>
                    <TableCell>{p.prvId}</TableCell>
                    <TableCell>{p.prvName}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography role={errors.select ? 'alert' : undefined} color={errors.select ? 'error' : 'text.secondary'} variant="body2" sx={{ mt: 1 }}>
              {errors.select ?? messages.note}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={add} disabled={!results?.length}>
          {texts.add}
        </Button>
        <Button onClick={close}>{texts.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
