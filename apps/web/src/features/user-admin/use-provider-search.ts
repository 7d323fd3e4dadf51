import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AddTinSearchFormSchema, addTinDialogMessages as messages, type AddTinSearchForm, type ProviderListItem } from '@wcpp/contract';
import { errorCode } from '../../lib/errors';
import { searchProviders } from './add-user-api';

/** Part 2 §2: the provider type is P Physician or F Facility in this dialog; none until chosen. */
const empty: AddTinSearchForm = { tin: '', type: '', prvId: '', facility: '', first: '', last: '' };

/**
 * Add TIN Provider's flow (part 2 §2, §5): the search on the contract's schema (react-hook-form, one
 * pattern: issue 26 §2), the providers it found, and the one of them chosen, which is not part of the
 * form. ADD refuses none chosen and a TIN already added.
 */
export function useProviderSearch(chosen: string[], onAdd: (provider: ProviderListItem) => void, onClose: () => void) {
  const form = useForm({ resolver: zodResolver(AddTinSearchFormSchema), defaultValues: empty });
  const [selectError, setSelectError] = useState<string | null>(null);
  const [results, setResults] = useState<ProviderListItem[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');

  const search = form.handleSubmit(async (v) => {
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
  const select = (prvId: number) => {
    setSelected(prvId);
    setSelectError(null);
  };

  return { form, search, results, selected, select, selectError, state, add };
}
